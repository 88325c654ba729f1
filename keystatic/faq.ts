/**
 * Fields shared by the site's FAQs (home page, contact page) and by the singletons of the other
 * copy: an FAQ list, a link to a page of the site, and the note that names a field's
 * placeholders (from their one table, keystatic/placeholders.ts).
 */
import { fields } from '@keystatic/core'

import { longText, text } from './fields.ts'

/** Rules a lawyer would add to any public claim (UWG § 5, Preisangabenverordnung). */
export const CLAIM_RULES =
  'Keine Erfolgsversprechen („garantiert gewählt“). Jede Zahl braucht Quelle und Jahr (im Zweifel weglassen). „Zertifiziert“ nur mit dem Zertifizierer („zertifiziert durch …“). Preise immer als Endpreise mit Hinweis auf die Umsatzsteuer.'

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
        { min: 10, max: 160 },
      ),
      answer: longText(
        'Antwort',
        `Reiner Text, ein Absatz, ohne Links. ${CLAIM_RULES}${answerNote ? ` ${answerNote}` : ''}`,
        { min: 20, max: 900 },
      ),
    }),
    {
      label: 'Fragen und Antworten',
      description: `${description} Reihenfolge per Ziehen ändern; eine Frage löschen oder hinzufügen ändert die Seite und die strukturierten Daten zugleich.`,
      itemLabel: (props) => props.fields.question.value || 'Neue Frage',
      validation: { length: { min: 1, max: 12 } },
    },
  )
