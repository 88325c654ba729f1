/**
 * The campaign tools (collection `tools`, content/tools/<name>.yaml, ordered) and the tools
 * page's own copy (singleton `tools-page`, content/tools-page.yaml). The live
 * demo addresses, the contract terms and the price range are added by app/content/tools.server.ts.
 */
import { collection, fields, singleton } from '@keystatic/core'

import { CLAIM_RULES, line, pageLink, placeholderNote, text } from './faq.ts'

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
    subtitle: line('Untertitel', 'Eine Zeile unter dem Namen.', 90),
    description: text('Beschreibung', `Ein Absatz. ${CLAIM_RULES}`, 600, { multiline: true, min: 40 }),
    features: fields.array(
      fields.object({
        icon: fields.select({
          label: 'Symbol',
          description: 'Eines der Symbole, die die Seite kennt. Ein neues Symbol braucht zuerst eine Entwicklerin.',
          options: TOOL_ICON_NAMES.map((name) => ({ label: name, value: name }) as const),
          defaultValue: 'ListChecks',
        }),
        title: line('Funktion', `Kurz. ${hosting}`, 50),
        desc: text('Beschreibung', `Ein Satz. ${CLAIM_RULES} ${hosting}`, 200, { min: 10 }),
      }),
      {
        label: 'Funktionen',
        description: 'In dieser Reihenfolge auf der Seite. Nur, was die Software heute kann.',
        itemLabel: (props) => props.fields.title.value || 'Neue Funktion',
        validation: { length: { min: 1, max: 10 } },
      },
    ),
    highlight: line('Kernaussage', `Ein Satz. ${CLAIM_RULES}`, 160),
    color: fields.text({
      label: 'Akzentfarbe',
      description: 'Als Hex-Wert, z. B. „#DC2626“; dunkel genug für weiße Schrift (Kontrast 4,5:1).',
      validation: { pattern: { regex: /^#[0-9A-F]{6}$/, message: 'Ein Hex-Wert wie „#DC2626“ (Großbuchstaben).' } },
    }),
    keywords: fields.array(line('Suchbegriff', hosting, 60), {
      label: 'Suchbegriffe',
      description: 'Für Suchmaschinen und strukturierte Daten.',
      itemLabel: (props) => props.value || 'Neuer Begriff',
      validation: { length: { min: 1, max: 10 } },
    }),
    pricing: fields.object(
      {
        monthly: euro('Monatspreis', 'Preis pro Monat.'),
        oneTime: euro('Einrichtung', 'Einmaliger Preis für die Einrichtung.'),
        oneTimeNote: line('Was die Einrichtung umfasst', 'Steht unter dem Einrichtungspreis.', 80),
      },
      { label: 'Preise' },
    ),
    screenshotAlt: text(
      'Alternativtext des Bildschirmfotos',
      'Was auf dem Bild zu sehen ist, für blinde Besucher.',
      240,
      { min: 20 },
    ),
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
            before: line('Text vor dem Wort', 'Mit Leerzeichen am Ende.', 40),
            word: line('Anklickbares Wort', 'Lässt Stimmzettel fallen.', 20),
            after: line('Text nach dem Wort', 'Mit Leerzeichen am Anfang.', 40),
          },
          { label: 'Überschrift (h1)', description: 'Ein Ziel, kein Erfolgsversprechen.' },
        ),
        wordDescription: line('Erklärung des Worts für Screenreader', 'Was ein Klick bewirkt.', 80),
        subtitle: text('Zeile unter der Überschrift', CLAIM_RULES, 300, { multiline: true, min: 20 }),
      },
      { label: 'Kopfbereich' },
    ),
    labels: fields.object(
      {
        demo: line('Button zur Demo', 'Öffnet die Demo in einem neuen Tab.', 30),
        consultation: line('Button zur Beratung', 'Führt zur Kontaktseite.', 30),
        consultationHref: pageLink('Ziel des Beratungs-Buttons'),
        features: line('Überschrift der Funktionen', 'Z. B. „Features“.', 30),
        perMonth: line('Hinter dem Monatspreis', 'Z. B. „per month“.', 20),
        oneTime: line('Hinter dem Einrichtungspreis', 'Z. B. „one-time“.', 20),
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
    includedLabel: line(
      'Hinweis „in der Kampagnenbetreuung enthalten“',
      'Was das für den Preis heißt, hängt die Seite aus der Konfiguration an (SOFTWARE.terms.withCampaignSupport).',
      60,
    ),
    aiPromo: fields.object(
      {
        eyebrow: line('Zeile über der Überschrift', 'Kurz.', 40),
        heading: line('Überschrift', placeholderNote('{Assistent}'), 80),
        text: text('Text', `${CLAIM_RULES} ${placeholderNote('{Assistent}')}`, 400, { multiline: true, min: 20 }),
        buttonLabel: line('Button', `Die Adresse steht in der Konfiguration. ${placeholderNote('{Assistent}')}`, 40),
      },
      { label: 'Hinweis auf den KI-Assistenten' },
    ),
    seo: fields.object(
      {
        title: text('Seitentitel', `Höchstens 60 Zeichen. ${placeholderNote('{Marke}')}`, 60, { min: 10 }),
        description: text('Beschreibung für Suchmaschinen', 'Höchstens 155 Zeichen.', 155, {
          multiline: true,
          min: 50,
        }),
        socialImageAlt: text('Alternativtext des Vorschaubilds', placeholderNote('{Marke}'), 200, { min: 20 }),
      },
      { label: 'Suchmaschinen und Vorschaubild' },
    ),
  },
})
