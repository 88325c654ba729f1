/**
 * The guides (/ratgeber and the five guide pages) in the one schema (keystatic.config.ts,
 * docs/decisions/028): one YAML file per guide under content/guides/ – fields as YAML, running
 * text as Markdoc – and the hub's copy and order in content/guides/hub/index.yaml. Read at build
 * time by app/content/reader/modules/guides.ts; values computed from others (the brand in titles,
 * the steps' numbers, a cost share's kind) are filled in by app/content/guides.server.ts.
 */
import { collection, fields, singleton } from '@keystatic/core'

import { BRAND_PLACEHOLDER, longText, prose, text } from './fields.ts'
import { GUIDE_PATHS, id } from './guide-fields.ts'
import { SECTION_KINDS } from './guide-sections.ts'

const seo = fields.object(
  {
    title: text(
      'Seitentitel (Suchergebnis)',
      'Ohne Markennamen: „ | Mandatwerk“ hängt die Seite selbst an. Höchstens etwa 60 Zeichen mit Marke.',
      {
        min: 10,
        max: 60,
        pattern: {
          regex: /^(?![\s\S]*\|)[\s\S]*$/,
          message: 'Bitte ohne „|“ und Markennamen – die Seite hängt „ | Mandatwerk“ an.',
        },
      },
    ),
    description: longText('Beschreibung (Suchergebnis)', undefined, { min: 50, max: 170 }),
  },
  { label: 'Suchmaschinen' },
)

const cta = fields.object(
  {
    heading: text('Überschrift'),
    text: longText(
      'Text',
      'Keine Erfolgsversprechen („garantiert gewählt“); „zertifiziert“ nur mit Nennung der Stelle, die zertifiziert hat.',
    ),
    label: text('Beschriftung der Schaltfläche'),
    href: fields.select({
      label: 'Ziel',
      description: 'Der Aufruf führt immer zur Kontaktseite.',
      options: [{ label: 'Kontaktseite (/kontakt)', value: '/kontakt' }],
      defaultValue: '/kontakt',
    }),
  },
  { label: 'Aufruf am Ende' },
)

/** How each section is shown, in page order (GuideBlock in app/content/guides/types.ts). */
const section = () =>
  text('Abschnitt', 'Name eines Abschnitts unter „Abschnitte“ (Feld „Name des Abschnitts“).', { min: 2, max: 40 })
const calloutRef = fields.text({
  label: 'Hinweiskasten danach',
  description: 'Optional: Name eines Hinweiskastens unter „Abschnitte“, der nach dem Abschnitt steht.',
})
const columns = (values: readonly string[], label = 'Spalten') =>
  fields.select({
    label,
    options: values.map((value) => ({ label: value || 'Standard', value })),
    defaultValue: values[0]!,
  })
const only = (label: string) => ({ label, schema: fields.object({ section: section() }) })

const BODY_KINDS = {
  prose: { label: 'Fließtext', schema: fields.object({ section: section(), callout: calloutRef }) },
  comparison: only('Vergleichstabelle'),
  cards: {
    label: 'Karten',
    schema: fields.object({
      section: section(),
      numbered: fields.checkbox({ label: 'Nummeriert', defaultValue: false }),
      columns: columns(['', '2', '3']),
    }),
  },
  steps: only('Schritte'),
  figures: {
    label: 'Kennzahlen-Karten',
    schema: fields.object({ section: section(), columns: columns(['3', '4', '5']) }),
  },
  stats: only('Statistik-Kacheln'),
  faq: only('Häufige Fragen'),
  callout: { label: 'Hinweiskasten als eigener Abschnitt', schema: fields.object({ section: section(), id: id() }) },
  'dos-and-donts': { label: 'Do’s und Don’ts', schema: fields.object({ section: section(), id: id() }) },
  'cost-ranges': only('Kostenrahmen'),
  'cost-shares': only('Kostenanteile'),
  platforms: only('Plattformen'),
  'social-advice': { label: 'Posting-Tipps', schema: fields.object({ section: section(), callout: calloutRef }) },
} as const

type Preview = { fields?: Record<string, { value?: unknown } | undefined> }
/** Each block in the list named by its kind and what it is, e.g. „Karten: Die zehn Erfolgsfaktoren“. */
function named<Kinds extends { [K in keyof Kinds]: { label: string } }>(kinds: Kinds, ...names: string[]): Kinds {
  const itemLabel = (label: string) => (props: Preview) => {
    const value = names.map((name) => props.fields?.[name]?.value).find((text) => typeof text === 'string' && text)
    return value ? `${label}: ${String(value)}` : label
  }
  const labelled = { ...kinds }
  for (const kind in labelled) labelled[kind] = { ...labelled[kind], itemLabel: itemLabel(labelled[kind].label) }
  return labelled
}

const date = (label: string, description: string) =>
  fields.date({ label, description, validation: { isRequired: true } })

export const guides = collection({
  label: 'Ratgeber',
  path: 'content/guides/*',
  format: { data: 'yaml' },
  slugField: 'shortTitle',
  columns: ['shortTitle', 'dateModified'],
  entryLayout: 'form',
  schema: {
    shortTitle: fields.slug({
      name: {
        label: 'Kurzname',
        description: 'Name des Ratgebers neben anderen Seiten, z. B. „Wahlkampfkosten-Ratgeber“.',
        validation: { length: { min: 3, max: 40 } },
      },
      slug: {
        label: 'Dateiname',
        description: 'Zugleich die Adresse der Seite (/dateiname). Nach dem Veröffentlichen nicht mehr ändern.',
      },
    }),
    teaser: longText(
      'Anreißer',
      'Zwei Sätze, was die Leserin erfährt: auf /ratgeber, im Feed und unter „Weiterlesen“.',
    ),
    focusKeyword: text('Suchbegriff', 'Die Suchanfrage, für die die Seite geschrieben ist.'),
    seo,
    breadcrumb: text('Brotkrümel'),
    kicker: text('Dachzeile'),
    headline: text('Hauptüberschrift (h1)'),
    intro: prose('Einleitung'),
    datePublished: date('Erstveröffentlichung', 'Datum der ersten Veröffentlichung; nicht ändern.'),
    dateModified: date(
      'Zuletzt überarbeitet',
      'Bei jeder inhaltlichen Überarbeitung auf das heutige Datum setzen (erscheint als „Aktualisiert am“).',
    ),
    sections: fields.blocks(named(SECTION_KINDS, 'heading', 'title', 'key'), {
      label: 'Abschnitte',
      description: `Inhalt der Abschnitte. Jede Zahl braucht ihre Quelle und ihr Jahr. „zertifiziert“ nur mit der Stelle, die zertifiziert hat. ${BRAND_PLACEHOLDER} steht für den Namen der Beratung.`,
    }),
    related: fields.array(
      fields.object({
        label: text('Linktext'),
        href: fields.select({
          label: 'Ziel',
          description: 'Ein anderer Ratgeber.',
          options: GUIDE_PATHS,
          defaultValue: GUIDE_PATHS[0].value,
        }),
        description: text('Worum es dort geht'),
      }),
      {
        label: 'Weiterlesen',
        description: 'Ratgeber, die als Nächstes passen; die übrigen folgen automatisch.',
        itemLabel: (props) => props.fields.label.value,
      },
    ),
    cta,
    body: fields.blocks(named(BODY_KINDS, 'section'), {
      label: 'Aufbau der Seite',
      description: 'Die Abschnitte in der Reihenfolge der Seite und wie jeder erscheint. Zum Umsortieren ziehen.',
    }),
  },
})

export const guideHub = singleton({
  label: 'Ratgeber-Übersicht (/ratgeber)',
  path: 'content/guides/hub/',
  format: { data: 'yaml' },
  schema: {
    order: fields.array(
      fields.select({ label: 'Ratgeber', options: GUIDE_PATHS, defaultValue: GUIDE_PATHS[0].value }),
      {
        label: 'Reihenfolge der Ratgeber',
        description:
          'So erscheinen die Ratgeber auf /ratgeber, im Feed und in der Sitemap. Zum Umsortieren ziehen; jeder Ratgeber genau einmal.',
        itemLabel: (props) => GUIDE_PATHS.find((guide) => guide.value === props.value)?.label ?? props.value,
        validation: { length: { min: 1 } },
      },
    ),
    seo,
    breadcrumb: text('Brotkrümel'),
    kicker: text('Dachzeile'),
    headline: text('Hauptüberschrift (h1)'),
    intro: prose('Einleitung'),
    listLabel: text('Name der Liste (für Screenreader)'),
    facts: fields.object({ count: text('Anzahl'), updated: text('Stand') }, { label: 'Faktenkasten' }),
    updated: text('Vor dem Datum einer Karte'),
    readingTime: text('Nach der Lesezeit einer Karte'),
    readMore: text('Linktext einer Karte'),
    feed: fields.object(
      {
        title: text('Titel des Feeds'),
        subtitle: text('Untertitel des Feeds'),
        heading: text('Überschrift'),
        text: longText('Text'),
        label: text('Linktext'),
      },
      { label: 'Atom-Feed' },
    ),
    cta,
  },
})
