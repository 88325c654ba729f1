/**
 * The kinds of section a guide is made of (GuideBlock in app/content/guides/types.ts), as
 * Keystatic blocks: each entry of a guide's `sections` is one kind, with the name (`key`) the
 * page's sections list (`body`) refers to. Field order is the order the pages' data has.
 */
import { type ComponentSchema, fields, type GenericPreviewProps } from '@keystatic/core'

import { lines, longText, prose, text } from './fields.ts'
import { icon, id, source } from './guide-fields.ts'

const key = fields.text({
  label: 'Name des Abschnitts',
  description:
    'Interner Name, unter dem die Abschnittsliste („Aufbau der Seite“) diesen Abschnitt nennt, z. B. „legalCallout“. Buchstaben und Ziffern, beginnt mit einem Kleinbuchstaben.',
  validation: {
    length: { min: 2, max: 40 },
    pattern: { regex: /^[a-z][A-Za-z0-9]*$/, message: 'Buchstaben und Ziffern, beginnend mit einem Kleinbuchstaben.' },
  },
})

const head = {
  key,
  id: id(),
  heading: text('Überschrift'),
  intro: prose('Einleitung', 'Absätze zwischen Überschrift und Inhalt; optional.'),
}

const items = <T extends ComponentSchema>(
  element: T,
  label: string,
  itemLabel: (props: GenericPreviewProps<T, unknown>) => string,
) => fields.array(element, { label, itemLabel, validation: { length: { min: 1 } } })

const figure = fields.object({
  id: id('Kennung'),
  value: text('Wert', 'Die Zahl, wie sie erscheint, z. B. „15–20 %“.'),
  title: text('Titel'),
  icon: icon(),
  description: longText('Text'),
})

const card = fields.object({
  id: id('Kennung'),
  title: text('Titel'),
  icon: icon(),
  description: longText('Text'),
  keywords: lines('Stichworte', 'Optional.', { min: 0 }),
  points: lines('Tipps', 'Optional: konkrete Tipps oder Beispiele.', { min: 0 }),
})

const step = fields.object({
  title: text('Titel'),
  icon: icon('Symbol', true),
  description: longText('Text'),
  points: lines('Aufgaben', 'Optional: konkrete Aufgaben des Schritts.', { min: 0 }),
})

export const SECTION_KINDS = {
  article: {
    label: 'Fließtext',
    schema: fields.object({
      key,
      id: id(),
      heading: text('Überschrift'),
      intro: head.intro,
      paragraphs: prose('Text'),
      bullets: lines('Aufzählung', 'Optional: Punkte nach dem Text.', { min: 0 }),
    }),
  },
  callout: {
    label: 'Hinweiskasten',
    schema: fields.object({
      key,
      title: text('Titel'),
      tone: fields.select({
        label: 'Art',
        options: [
          { label: 'Information', value: 'info' },
          { label: 'Warnung', value: 'warning' },
        ],
        defaultValue: 'info',
      }),
      paragraphs: prose('Text'),
      sources: fields.array(source('Rechtsgrundlage oder Quelle', false), {
        label: 'Rechtsgrundlagen und Quellen',
        description: 'Gesetz mit Paragraf, Urteil mit Aktenzeichen, Ankündigung mit Datum.',
        itemLabel: (props) => props.fields.label.value || 'Neue Quelle',
      }),
    }),
  },
  comparison: {
    label: 'Vergleichstabelle',
    schema: fields.object({
      ...head,
      withoutLabel: text('Spalte „ohne“'),
      withLabel: text('Spalte „mit“'),
      items: items(
        fields.object({ aspect: text('Aspekt'), without: longText('Ohne'), with: longText('Mit') }),
        'Zeilen',
        (props: { fields: { aspect: { value: string } } }) => props.fields.aspect.value,
      ),
    }),
  },
  cards: {
    label: 'Karten',
    schema: fields.object({
      ...head,
      items: items(card, 'Karten', (props: { fields: { title: { value: string } } }) => props.fields.title.value),
    }),
  },
  steps: {
    label: 'Schritte',
    schema: fields.object({
      ...head,
      items: items(
        step,
        'Schritte (nummeriert in dieser Reihenfolge)',
        (props: { fields: { title: { value: string } } }) => props.fields.title.value,
      ),
    }),
  },
  figures: {
    label: 'Kennzahlen-Karten',
    schema: fields.object({
      ...head,
      items: items(figure, 'Karten', (props: { fields: { title: { value: string } } }) => props.fields.title.value),
    }),
  },
  stats: {
    label: 'Statistik-Kacheln',
    schema: fields.object({
      key,
      id: id(),
      heading: text('Überschrift'),
      intro: head.intro,
      sourceButtonLabel: text('Beschriftung der Quellen-Schaltfläche', 'Die Zahl der Kachel wird angehängt.'),
      items: items(
        fields.object({
          id: id('Kennung'),
          value: text('Zahl', 'Wie sie erscheint, z. B. „68 Mio.“.'),
          label: text('Was die Zahl zählt'),
          icon: icon('Symbol', true),
          detail: longText('Bedeutung für eine Kampagne'),
          source: source(),
        }),
        'Kacheln',
        (props: { fields: { value: { value: string } } }) => props.fields.value.value,
      ),
    }),
  },
  faq: {
    label: 'Häufige Fragen',
    schema: fields.object({
      ...head,
      items: items(
        fields.object({
          question: text('Frage'),
          answer: longText('Antwort', 'Reiner Text; erscheint auch in den strukturierten Daten für Suchmaschinen.'),
        }),
        'Fragen',
        (props: { fields: { question: { value: string } } }) => props.fields.question.value,
      ),
    }),
  },
  dosAndDonts: {
    label: 'Do’s und Don’ts',
    schema: fields.object({
      key,
      heading: text('Überschrift'),
      dosLabel: text('Überschrift „Do’s“'),
      dos: lines('Empfohlen'),
      dontsLabel: text('Überschrift „Don’ts“'),
      donts: lines('Zu vermeiden'),
    }),
  },
  costRanges: {
    label: 'Kostenrahmen',
    schema: fields.object({
      ...head,
      items: items(
        fields.object({
          id: id('Kennung'),
          level: text('Wahlebene'),
          min: fields.integer({ label: 'Untergrenze in Euro', validation: { isRequired: true, min: 0 } }),
          max: fields.integer({ label: 'Obergrenze in Euro', validation: { isRequired: true, min: 0 } }),
          display: text('Spanne, wie sie erscheint', 'Muss zu Unter- und Obergrenze passen, z. B. „5.000–25.000 €“.'),
          icon: icon(),
          description: longText('Text'),
          typicalItems: lines('Typische Posten'),
        }),
        'Wahlebenen',
        (props: { fields: { level: { value: string } } }) => props.fields.level.value,
      ),
      footnote: longText(
        'Fußnote',
        `Was die Spannen enthalten; Richtwerte als solche kennzeichnen („keine amtliche Statistik“).`,
      ),
    }),
  },
  costShares: {
    label: 'Kostenanteile',
    schema: fields.object({
      ...head,
      chartTitle: text('Titel des Diagramms'),
      tableCaption: text('Tabellenüberschrift'),
      columns: fields.object(
        { category: text('Spalte Kategorie'), share: text('Spalte Anteil'), examples: text('Spalte Beispiele') },
        { label: 'Spaltenüberschriften' },
      ),
      items: items(
        fields.object({
          id: id('Kennung'),
          label: text('Kategorie'),
          min: fields.integer({
            label: 'Mindestanteil in %',
            description: 'Leer bei Pflichtposten ohne festen Anteil.',
            validation: { min: 0, max: 100 },
          }),
          max: fields.integer({
            label: 'Höchstanteil in %',
            description: 'Leer bei Pflichtposten ohne festen Anteil.',
            validation: { min: 0, max: 100 },
          }),
          display: text('Anteil, wie er erscheint'),
          icon: icon(),
          description: longText('Text'),
          examples: lines('Beispiele'),
        }),
        'Kategorien',
        (props: { fields: { label: { value: string } } }) => props.fields.label.value,
      ),
      footnote: longText('Fußnote'),
    }),
  },
  platforms: {
    label: 'Plattformen',
    schema: fields.object({
      ...head,
      items: items(
        fields.object({
          id: id('Kennung'),
          name: text('Name'),
          icon: icon(),
          reach: fields.object(
            {
              millions: fields.number({
                label: 'Reichweite in Millionen',
                validation: { isRequired: true, min: 0 },
                step: 0.1,
              }),
              display: text('Reichweite, wie sie erscheint', 'Z. B. „32,9 Mio.“; muss zur Zahl passen.'),
              basis: text('Was gezählt wird'),
            },
            { label: 'Reichweite in Deutschland' },
          ),
          targetGroup: longText('Zielgruppe'),
          description: longText('Text'),
          bestFor: lines('Was dort funktioniert'),
          source: source(),
        }),
        'Plattformen',
        (props: { fields: { name: { value: string } } }) => props.fields.name.value,
      ),
      footnote: longText('Fußnote'),
    }),
  },
  socialAdvice: {
    label: 'Posting-Tipps',
    schema: fields.object({
      ...head,
      items: items(figure, 'Kennzahlen', (props: { fields: { title: { value: string } } }) => props.fields.title.value),
      contentMixHeading: text('Überschrift Inhaltsmix'),
      contentMix: items(
        fields.object({
          id: id('Kennung'),
          label: text('Art'),
          percent: fields.integer({
            label: 'Anteil in %',
            description: 'Alle Anteile zusammen: 100.',
            validation: { isRequired: true, min: 1, max: 100 },
          }),
          examples: text('Beispiele'),
        }),
        'Inhaltsmix',
        (props: { fields: { label: { value: string } } }) => props.fields.label.value,
      ),
      postingTimesHeading: text('Überschrift Posting-Zeiten'),
      postingTimes: items(
        fields.object({ days: text('Tage'), time: text('Uhrzeit'), note: text('Warum') }),
        'Posting-Zeiten',
        (props: { fields: { days: { value: string } } }) => props.fields.days.value,
      ),
      footnote: longText('Fußnote'),
    }),
  },
} as const
