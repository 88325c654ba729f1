/**
 * Fields shared by the site's FAQs (home page, contact page) and by the singletons of the other
 * copy: an FAQ list, a link to a page of the site, and the note that names a field's
 * placeholders (from their one table, keystatic/placeholders.ts).
 */
import { fields } from '@keystatic/core'

export { placeholderNote } from './placeholders.ts'

/** Rules a lawyer would add to any public claim (UWG § 5, Preisangabenverordnung). */
export const CLAIM_RULES =
  'Keine Erfolgsversprechen („garantiert gewählt“). Jede Zahl braucht Quelle und Jahr (im Zweifel weglassen). „Zertifiziert“ nur mit dem Zertifizierer („zertifiziert durch …“). Preise immer als Endpreise mit Hinweis auf die Umsatzsteuer.'

/** A text field with German label and description and a length the layout needs. */
export const text = (
  label: string,
  description: string,
  max: number,
  options: { multiline?: boolean; min?: number } = {},
) =>
  fields.text({
    label,
    description,
    multiline: options.multiline,
    validation: { length: { min: options.min ?? 1, max } },
  })

/** A one-line field of at least three characters: a heading, a label, a button's text. */
export const line = (label: string, description: string, max: number) => text(label, description, max, { min: 3 })

/** A list of paragraphs (one field per paragraph). */
export const paragraphs = (label: string, description: string, max = 4) =>
  fields.array(text('Absatz', 'Ein Absatz Fließtext.', 900, { multiline: true, min: 20 }), {
    label,
    description,
    itemLabel: (props) => props.value.slice(0, 60) || 'Neuer Absatz',
    validation: { length: { min: 1, max } },
  })

/**
 * The site's own pages a button or link may point to: the indexable pages of the route table
 * (app/lib/site-pages.ts), written out because the schema imports nothing from app/ (ADR 039);
 * app/lib/site-pages.test.ts keeps both equal.
 */
export const PAGE_LINKS = [
  { path: '/', heading: 'Winning campaigns for Candidates & Political Organizations' },
  { path: '/contact', heading: 'Free Initial Consultation' },
  { path: '/campaign-tools', heading: 'Software for' },
  { path: '/ratgeber', heading: 'Ratgeber Wahlkampf' },
] as const

export const pageLink = (label: string, description = 'Seite der Website, auf die der Link führt.') =>
  fields.select({
    label,
    description,
    options: PAGE_LINKS.map(({ path, heading }) => ({ label: `${path} – ${heading}`, value: path })),
    defaultValue: '/contact',
  })

/** Questions and answers of an FAQ: add, remove and drag to reorder in the editor. */
export const faqItems = (description: string, answerNote = '') =>
  fields.array(
    fields.object({
      question: text(
        'Frage',
        'So, wie Besucher fragen würden, mit Fragezeichen am Ende. Sie steht auch in den strukturierten Daten für Suchmaschinen (FAQPage).',
        160,
        { min: 10 },
      ),
      answer: text(
        'Antwort',
        `Reiner Text, ein Absatz, ohne Links. ${CLAIM_RULES}${answerNote ? ` ${answerNote}` : ''}`,
        900,
        { multiline: true, min: 20 },
      ),
    }),
    {
      label: 'Fragen und Antworten',
      description: `${description} Reihenfolge per Ziehen ändern; eine Frage löschen oder hinzufügen ändert die Seite und die strukturierten Daten zugleich.`,
      itemLabel: (props) => props.fields.question.value || 'Neue Frage',
      validation: { length: { min: 1, max: 12 } },
    },
  )
