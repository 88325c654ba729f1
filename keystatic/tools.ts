/**
 * The campaign tools (collection `tools`, content/tools/<name>.yaml, ordered) and the tools
 * page's own copy (singleton `tools-page`, content/tools-page.yaml). The live
 * demo addresses, the contract terms and the price range are added by app/content/tools.server.ts.
 */
import { collection, fields, singleton } from '@keystatic/core'

import { CLAIM_RULES, pageLink } from './faq.ts'
import { longText, text } from './fields.ts'
import { placeholderNote } from './placeholders.ts'

/**
 * The icons the tools page can draw (FEATURE_ICONS in components/sections/tools/tool-section.tsx
 * imports exactly these; a name outside the list fails the type check there and the schema here).
 */
export const TOOL_ICON_NAMES = [
  'Activity',
  'Calculator',
  'CalendarCheck',
  'CircleQuestionMark',
  'Download',
  'FileText',
  'FolderArchive',
  'Handshake',
  'Hourglass',
  'ListChecks',
  'Map',
  'MessagesSquare',
  'Palette',
  'Receipt',
  'Route',
  'ShieldCheck',
  'Trophy',
  'Users',
] as const
export type ToolIconName = (typeof TOOL_ICON_NAMES)[number]

/** The live demos a tool may open; their addresses are `EXTERNAL.demos` (app/config/links.ts). */
export const DEMO_IDS = ['wahlkampf-hq', 'tuer-zu-tuer-planer', 'kampagnenwebsite'] as const
export type DemoId = (typeof DEMO_IDS)[number]

const hosting = placeholderNote('{Serverstandort}', '{Hosting}')

const euro = (label: string, description: string) =>
  fields.integer({
    label,
    description: `${description} Ganze Euro, Endpreis inklusive 19 % Umsatzsteuer (Preisangabenverordnung: Verbraucher sehen den Gesamtpreis; der Hinweis steht im Eintrag „Software-Seite“ unter „Preishinweis“).`,
    validation: { isRequired: true, min: 1, max: 100_000 },
  })

export const tools = collection({
  label: 'Software (Preise und Funktionen)',
  path: 'content/tools/*',
  format: { data: 'yaml' },
  slugField: 'title',
  columns: ['title', 'order'],
  entryLayout: 'form',
  schema: {
    title: fields.slug({
      name: { label: 'Produktname', description: 'Z. B. „Campaign HQ“.', validation: { length: { min: 3, max: 40 } } },
      slug: { label: 'Dateiname', description: 'Name der Datei unter content/tools/.' },
    }),
    id: fields.select({
      label: 'Live-Demo',
      description:
        'Welche Demo der Button öffnet; die Adressen stehen in der Konfiguration (EXTERNAL.demos). Jede Demo gehört zu genau einem Werkzeug.',
      options: DEMO_IDS.map((id) => ({ label: id, value: id }) as const),
      defaultValue: 'wahlkampf-hq',
    }),
    order: fields.integer({
      label: 'Reihenfolge',
      description: 'Position auf der Seite: kleinere Zahlen stehen weiter oben. Zum Umsortieren die Zahlen tauschen.',
      defaultValue: 10,
      validation: { isRequired: true, min: 1, max: 99 },
    }),
    subtitle: text('Untertitel', 'Eine Zeile unter dem Namen.', { min: 3, max: 90 }),
    description: longText('Beschreibung', `Ein Absatz. ${CLAIM_RULES}`, { min: 40, max: 600 }),
    features: fields.array(
      fields.object({
        icon: fields.select({
          label: 'Symbol',
          description: 'Eines der Symbole, die die Seite kennt. Ein neues Symbol braucht zuerst eine Entwicklerin.',
          options: TOOL_ICON_NAMES.map((name) => ({ label: name, value: name }) as const),
          defaultValue: 'ListChecks',
        }),
        title: text('Funktion', `Kurz. ${hosting}`, { min: 3, max: 50 }),
        desc: text('Beschreibung', `Ein Satz. ${CLAIM_RULES} ${hosting}`, { min: 10, max: 200 }),
      }),
      {
        label: 'Funktionen',
        description: 'In dieser Reihenfolge auf der Seite. Nur, was die Software heute kann.',
        itemLabel: (props) => props.fields.title.value || 'Neue Funktion',
        validation: { length: { min: 1, max: 10 } },
      },
    ),
    highlight: text('Kernaussage', `Ein Satz. ${CLAIM_RULES}`, { min: 3, max: 160 }),
    color: fields.text({
      label: 'Akzentfarbe',
      description: 'Als Hex-Wert, z. B. „#DC2626“; dunkel genug für weiße Schrift (Kontrast 4,5:1).',
      validation: { pattern: { regex: /^#[0-9A-F]{6}$/, message: 'Ein Hex-Wert wie „#DC2626“ (Großbuchstaben).' } },
    }),
    keywords: fields.array(text('Suchbegriff', hosting, { min: 3, max: 60 }), {
      label: 'Suchbegriffe',
      description: 'Für Suchmaschinen und strukturierte Daten.',
      itemLabel: (props) => props.value || 'Neuer Begriff',
      validation: { length: { min: 1, max: 10 } },
    }),
    pricing: fields.object(
      {
        monthly: euro('Monatspreis', 'Preis pro Monat.'),
        oneTime: euro('Einrichtung', 'Einmaliger Preis für die Einrichtung.'),
        oneTimeNote: text('Was die Einrichtung umfasst', 'Steht unter dem Einrichtungspreis.', { min: 3, max: 80 }),
      },
      { label: 'Preise' },
    ),
    screenshotAlt: text('Alternativtext des Bildschirmfotos', 'Was auf dem Bild zu sehen ist, für blinde Besucher.', {
      min: 20,
      max: 240,
    }),
  },
})

export const toolsPage = singleton({
  label: 'Software-Seite',
  path: 'content/tools-page',
  format: { data: 'yaml' },
  entryLayout: 'form',
  schema: {
    hero: fields.object(
      {
        headline: fields.object(
          {
            before: text('Text vor dem Wort', 'Mit Leerzeichen am Ende.', { min: 3, max: 40 }),
            word: text('Anklickbares Wort', 'Lässt Stimmzettel fallen.', { min: 3, max: 20 }),
            after: text('Text nach dem Wort', 'Mit Leerzeichen am Anfang.', { min: 3, max: 40 }),
          },
          { label: 'Überschrift (h1)', description: 'Ein Ziel, kein Erfolgsversprechen.' },
        ),
        wordDescription: text('Erklärung des Worts für Screenreader', 'Was ein Klick bewirkt.', { min: 3, max: 80 }),
        subtitle: longText('Zeile unter der Überschrift', CLAIM_RULES, { min: 20, max: 300 }),
      },
      { label: 'Kopfbereich' },
    ),
    labels: fields.object(
      {
        demo: text('Button zur Demo', 'Öffnet die Demo in einem neuen Tab.', { min: 3, max: 30 }),
        consultation: text('Button zur Beratung', 'Führt zur Kontaktseite.', { min: 3, max: 30 }),
        consultationHref: pageLink('Ziel des Beratungs-Buttons'),
        features: text('Überschrift der Funktionen', 'Z. B. „Features“.', { min: 3, max: 30 }),
        perMonth: text('Hinter dem Monatspreis', 'Z. B. „per month“.', { min: 3, max: 20 }),
        oneTime: text('Hinter dem Einrichtungspreis', 'Z. B. „one-time“.', { min: 3, max: 20 }),
      },
      { label: 'Beschriftungen' },
    ),
    vatNote: fields.text({
      label: 'Preishinweis (Umsatzsteuer)',
      description:
        'Steht bei jedem Preis. Die Preise sind Endpreise inklusive 19 % Umsatzsteuer; Nettopreise wären nur gegenüber Unternehmen zulässig und bräuchten „plus 19% VAT“ (zzgl. USt.). Mindestlaufzeit und Kündigungsfrist hängt die Seite aus der Konfiguration an (SOFTWARE.terms).',
      validation: {
        pattern: {
          regex: /^Prices (incl\.|plus) 19% VAT\.$/,
          message: 'Der Hinweis muss „Prices incl. 19% VAT.“ (oder für Nettopreise „Prices plus 19% VAT.“) lauten.',
        },
      },
    }),
    includedLabel: text(
      'Hinweis „in der Kampagnenbetreuung enthalten“',
      'Was das für den Preis heißt, hängt die Seite aus der Konfiguration an (SOFTWARE.terms.withCampaignSupport).',
      { min: 3, max: 60 },
    ),
    aiPromo: fields.object(
      {
        eyebrow: text('Zeile über der Überschrift', 'Kurz.', { min: 3, max: 40 }),
        heading: text('Überschrift', placeholderNote('{Assistent}'), { min: 3, max: 80 }),
        text: longText('Text', `${CLAIM_RULES} ${placeholderNote('{Assistent}')}`, { min: 20, max: 400 }),
        buttonLabel: text('Button', `Die Adresse steht in der Konfiguration. ${placeholderNote('{Assistent}')}`, {
          min: 3,
          max: 40,
        }),
      },
      { label: 'Hinweis auf den KI-Assistenten' },
    ),
    seo: fields.object(
      {
        title: text('Seitentitel', `Höchstens 60 Zeichen. ${placeholderNote('{Marke}')}`, { min: 10, max: 60 }),
        description: longText('Beschreibung für Suchmaschinen', 'Höchstens 155 Zeichen.', { min: 50, max: 155 }),
        socialImageAlt: text('Alternativtext des Vorschaubilds', placeholderNote('{Marke}'), { min: 20, max: 200 }),
      },
      { label: 'Suchmaschinen und Vorschaubild' },
    ),
  },
})
