/**
 * The legal texts – the legal notice (/legal) and the privacy policy (/privacy) – as Keystatic
 * singletons: content/legal/impressum.yaml and content/legal/datenschutz.yaml, running
 * text as Markdoc. Figures and names that the configuration holds (retention periods, processors,
 * company details, the legal bases the consent checkbox cites) are placeholders such as
 * {Tage-Protokolle}, filled in by app/content/legal.server.ts, so an edit here can never make the
 * policy contradict the configuration; an unknown placeholder stops the build naming file and field.
 */
import { fields, singleton } from '@keystatic/core'

import { lines, longText, prose, text } from './fields.ts'

const RULE =
  'Änderungen an der Datenschutzerklärung und am Impressum nur nach Rücksprache mit der Rechtsberatung; Fristen und Dienstleister stehen in der Konfiguration, nicht hier.'
const PLACEHOLDERS =
  'Werte aus der Konfiguration als Platzhalter in geschweiften Klammern schreiben, z. B. {Firma}, {E-Mail}, {Tage-Protokolle}, {Hoster}; die Liste steht in docs/editing.md. Ein unbekannter Platzhalter hält die Veröffentlichung an.'

/** A line of the legal texts: a heading, a title, an address line. */
const LINE = { max: 400 }
const anchor = text(
  'Sprungmarke',
  'Kleinbuchstaben und Bindestriche, z. B. „ihre-rechte“; eindeutig auf der Seite. Nach dem Veröffentlichen nicht ändern (Links zeigen darauf).',
  { min: 2, max: 40, pattern: { regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: 'Nur a–z, 0–9 und Bindestriche.' } },
)
const paragraphs = prose('Absätze', `Absätze; Enter beginnt einen neuen. ${PLACEHOLDERS}`)
/** Lines without a gap; an empty list is left out. */
const lineList = { item: text('Zeile', undefined, LINE), min: 0 }
const seo = fields.object(
  {
    title: text('Seitentitel (Suchergebnis)', undefined, LINE),
    description: longText('Beschreibung (Suchergebnis)', undefined, { min: 50, max: 200 }),
  },
  { label: 'Suchmaschinen' },
)

const privacySubsection = fields.object({
  heading: text('Zwischenüberschrift', undefined, LINE),
  paragraphs,
  list: lines('Aufzählung', 'Optional: Punkte, die nach den Absätzen als Liste stehen.', lineList),
})

const legalLink = fields.object(
  {
    label: text('Beschriftung', 'Leer lassen, wenn der Abschnitt keinen Link hat.', { min: 0, max: 400 }),
    href: text('Ziel', 'Eine Seite dieser Website, z. B. „/privacy“.', { min: 0, max: 400 }),
  },
  { label: 'Link am Ende' },
)
const legalBlock = {
  id: anchor,
  heading: text('Überschrift', undefined, LINE),
  paragraphs,
  lines: lines('Zeilen', 'Anschrift oder Angaben, je Zeile eine, ohne Abstand dazwischen.', lineList),
  link: legalLink,
}

export const legalSingletons = {
  privacyPolicy: singleton({
    label: 'Datenschutzerklärung',
    path: 'content/legal/datenschutz',
    format: { data: 'yaml' },
    schema: {
      seo,
      headline: text('Hauptüberschrift (h1)', RULE, LINE),
      lastUpdated: fields.text({
        label: 'Stand',
        description:
          'Monat und Jahr der letzten inhaltlichen Änderung, z. B. „November 2026“: bei jeder Änderung des Textes anpassen.',
        validation: { pattern: { regex: /^[A-ZÄÖÜ][a-zäöü]+ \d{4}$/, message: 'Bitte in der Form „November 2026“.' } },
      }),
      sections: fields.array(
        fields.object({
          id: anchor,
          lang: fields.select({
            label: 'Sprache',
            options: [
              { label: 'Deutsch', value: 'de' },
              { label: 'Englisch (Zusammenfassung)', value: 'en' },
            ],
            defaultValue: 'de',
          }),
          heading: text('Überschrift', 'Mit Nummer, z. B. „8. Ihre Rechte“.', LINE),
          paragraphs,
          subsections: fields.array(privacySubsection, {
            label: 'Unterabschnitte',
            itemLabel: (props) => props.fields.heading.value || 'Neuer Unterabschnitt',
          }),
        }),
        {
          label: 'Abschnitte',
          description: RULE,
          itemLabel: (props) => props.fields.heading.value || 'Neuer Abschnitt',
          validation: { length: { min: 1 } },
        },
      ),
    },
  }),
  legalNotice: singleton({
    label: 'Impressum',
    path: 'content/legal/impressum',
    format: { data: 'yaml' },
    schema: {
      seo,
      headline: text('Hauptüberschrift (h1)', RULE, LINE),
      intro: text('Einleitung'),
      sections: fields.array(
        fields.object({
          ...legalBlock,
          subsections: fields.array(fields.object(legalBlock), {
            label: 'Unterabschnitte',
            itemLabel: (props) => props.fields.heading.value || 'Neuer Unterabschnitt',
          }),
        }),
        {
          label: 'Abschnitte',
          description: RULE,
          itemLabel: (props) => props.fields.heading.value || 'Neuer Abschnitt',
          validation: { length: { min: 1 } },
        },
      ),
    },
  }),
}
