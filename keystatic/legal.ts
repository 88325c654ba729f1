/**
 * The legal texts – the legal notice (/legal) and the privacy policy (/privacy) – as Keystatic
 * singletons: content/legal/impressum.yaml and content/legal/datenschutz.yaml, running
 * text as Markdoc. Figures and names that the configuration holds (retention periods, processors,
 * company details, the legal bases the consent checkbox cites) are placeholders such as
 * {Tage-Protokolle}, filled in by app/content/legal.server.ts, so an edit here can never make the
 * policy contradict the configuration; an unknown placeholder stops the build naming file and field.
 */
import { fields, singleton } from '@keystatic/core'

import { prose } from './guide-fields.ts'

const RULE =
  'Änderungen an der Datenschutzerklärung und am Impressum nur nach Rücksprache mit der Rechtsberatung; Fristen und Dienstleister stehen in der Konfiguration, nicht hier.'
const PLACEHOLDERS =
  'Werte aus der Konfiguration als Platzhalter in geschweiften Klammern schreiben, z. B. {Firma}, {E-Mail}, {Tage-Protokolle}, {Hoster}; die Liste steht in docs/editing.md. Ein unbekannter Platzhalter hält die Veröffentlichung an.'

const line = (label: string, description?: string) =>
  fields.text({ label, description, validation: { length: { min: 1, max: 400 } } })
const optionalLine = (label: string, description?: string) =>
  fields.text({ label, description, validation: { length: { max: 400 } } })
const text = (label: string, description?: string) =>
  fields.text({ label, description, validation: { length: { min: 1, max: 2000 } } })
const anchor = fields.text({
  label: 'Sprungmarke',
  description:
    'Kleinbuchstaben und Bindestriche, z. B. „ihre-rechte“; eindeutig auf der Seite. Nach dem Veröffentlichen nicht ändern (Links zeigen darauf).',
  validation: {
    length: { min: 2, max: 40 },
    pattern: { regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: 'Nur a–z, 0–9 und Bindestriche.' },
  },
})
const paragraphs = prose('Absätze', `Absätze; Enter beginnt einen neuen. ${PLACEHOLDERS}`)
const lineList = (label: string, description: string) =>
  fields.array(line('Zeile'), { label, description, itemLabel: (props) => props.value || 'Neue Zeile' })
const seo = fields.object(
  {
    title: line('Seitentitel (Suchergebnis)'),
    description: fields.text({
      label: 'Beschreibung (Suchergebnis)',
      multiline: true,
      validation: { length: { min: 50, max: 200 } },
    }),
  },
  { label: 'Suchmaschinen' },
)

const privacySubsection = fields.object({
  heading: line('Zwischenüberschrift'),
  paragraphs,
  list: lineList('Aufzählung', 'Optional: Punkte, die nach den Absätzen als Liste stehen.'),
})

const legalLink = fields.object(
  {
    label: optionalLine('Beschriftung', 'Leer lassen, wenn der Abschnitt keinen Link hat.'),
    href: optionalLine('Ziel', 'Eine Seite dieser Website, z. B. „/privacy“.'),
  },
  { label: 'Link am Ende' },
)
const legalBlock = {
  id: anchor,
  heading: line('Überschrift'),
  paragraphs,
  lines: lineList('Zeilen', 'Anschrift oder Angaben, je Zeile eine, ohne Abstand dazwischen.'),
  link: legalLink,
}

export const legalSingletons = {
  privacyPolicy: singleton({
    label: 'Datenschutzerklärung',
    path: 'content/legal/datenschutz',
    format: { data: 'yaml' },
    schema: {
      seo,
      headline: line('Hauptüberschrift (h1)', RULE),
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
          heading: line('Überschrift', 'Mit Nummer, z. B. „8. Ihre Rechte“.'),
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
      headline: line('Hauptüberschrift (h1)', RULE),
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
