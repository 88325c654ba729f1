/**
 * The home page's sections as one singleton (content/home.yaml), in page order. What
 * follows from the configuration – the section anchors, the AI item on data protection, the
 * sister product's link, the brand – is added by app/content/home.server.ts.
 */
import { type ComponentSchema, fields, singleton } from '@keystatic/core'

import { CLAIM_RULES, faqItems, pageLink } from './faq.ts'
import { longText, paragraphs, text } from './fields.ts'
import { placeholderNote } from './placeholders.ts'

/**
 * The icons the home page can draw (components/sections/home/home-icons.ts imports exactly
 * these; a name outside this list fails the type check there and the schema here).
 */
export const HOME_ICON_NAMES = [
  'ChartColumn',
  'Compass',
  'Megaphone',
  'Smartphone',
  'Newspaper',
  'PenLine',
  'TrendingUp',
  'Radar',
  'Bot',
  'MessageCircle',
  'ListChecks',
  'Database',
  'Contact',
  'ShieldCheck',
] as const
export type HomeIconName = (typeof HOME_ICON_NAMES)[number]

const icon = fields.select({
  label: 'Symbol',
  description: 'Eines der Symbole, die die Startseite kennt. Ein neues Symbol braucht zuerst eine Entwicklerin.',
  options: HOME_ICON_NAMES.map((name) => ({ label: name, value: name }) as const),
  defaultValue: 'ChartColumn',
})

const link = (label: string) =>
  fields.object({ label: text('Beschriftung', 'Text des Buttons.', { max: 60 }), href: pageLink('Ziel') }, { label })

const list = <Element extends ComponentSchema>(
  element: Element,
  label: string,
  description: string,
  length: { min: number; max: number },
  itemLabel: NonNullable<Parameters<typeof fields.array<Element>>[1]>['itemLabel'],
) => fields.array(element, { label, description, itemLabel, validation: { length } })

export const home = singleton({
  label: 'Startseite',
  path: 'content/home',
  format: { data: 'yaml' },
  entryLayout: 'form',
  schema: {
    hero: fields.object(
      {
        eyebrow: text('Zeile über der Überschrift', 'Kurz, z. B. „Campaign consultancy · Berlin“.', {
          min: 3,
          max: 50,
        }),
        headline: text('Überschrift (h1)', 'Die Hauptaussage der Seite; steht auch im Seitenverzeichnis.', {
          min: 3,
          max: 80,
        }),
        leadIn: text('Text vor den wechselnden Begriffen', 'Z. B. „Expert team for“.', { min: 3, max: 30 }),
        rotatingPhrases: list(
          text('Begriff', 'Höchstens 26 Zeichen: die Zeile darf auf dem Handy nicht umbrechen.', { min: 3, max: 26 }),
          'Wechselnde Begriffe',
          'Werden alle 3 Sekunden in dieser Reihenfolge gewechselt.',
          { min: 2, max: 8 },
          (props) => props.value || 'Neuer Begriff',
        ),
      },
      { label: 'Kopfbereich' },
    ),
    electionCampaigns: fields.object(
      {
        heading: text('Überschrift', 'Überschrift des Abschnitts.', { min: 3, max: 40 }),
        dictionary: fields.object(
          {
            syllables: text('Silben', 'Das Wort mit Silbentrennpunkten, z. B. „e·lec·tion cam·paigns“.', {
              min: 3,
              max: 40,
            }),
            pronunciation: text('Aussprache', 'Lautschrift (IPA) mit Schrägstrichen.', { min: 3, max: 40 }),
            wordClass: text('Wortart', 'Z. B. „noun, plural“.', { min: 3, max: 30 }),
            definition: longText('Definition', 'Ein Satz.', { min: 20, max: 200 }),
          },
          { label: 'Wörterbucheintrag' },
        ),
        paragraphs: paragraphs(
          'Absätze',
          `Positionierung: nur für demokratische Kandidierende, Festpreisangebote. ${CLAIM_RULES} ${placeholderNote('{Marke}')}`,
        ),
        statementsHeading: text('Überschrift der Leitsätze', 'Steht über der Liste.', { min: 3, max: 40 }),
        statements: list(
          text('Leitsatz', 'Ein Satz.', { min: 3, max: 120 }),
          'Leitsätze',
          'Genau fünf Leitsätze, in der Reihenfolge, in der die Seite sie zeigt.',
          { min: 5, max: 5 },
          (props) => props.value || 'Neuer Leitsatz',
        ),
      },
      { label: 'Abschnitt „Election Campaigns“' },
    ),
    whoWeAre: fields.object(
      {
        whoWeAre: fields.object(
          {
            heading: text('Überschrift', 'Z. B. „Who we are“.', { min: 3, max: 40 }),
            paragraphs: paragraphs('Absätze', `${CLAIM_RULES} ${placeholderNote('{Marke}')}`),
          },
          { label: 'Wer wir sind' },
        ),
        vision: fields.object(
          {
            heading: text('Überschrift', 'Z. B. „Our Vision“.', { min: 3, max: 40 }),
            paragraphs: paragraphs('Absätze', CLAIM_RULES),
          },
          { label: 'Unsere Vision' },
        ),
        cta: link('Button zur Kontaktseite'),
      },
      { label: 'Abschnitt „Who we are“' },
    ),
    socialMedia: fields.object(
      {
        heading: text('Überschrift', 'Überschrift des Abschnitts.', { min: 3, max: 40 }),
        paragraphs: paragraphs('Einleitung', CLAIM_RULES),
        points: list(
          fields.object({
            title: text('Titel', 'Kurz, eine Zeile.', { min: 3, max: 40 }),
            text: longText(
              'Text',
              `Ein oder zwei Sätze. Politische Werbung nur „in line with Regulation (EU) 2024/900“ – die Verordnung regelt Anzeigen, sie verbietet sie nicht. ${CLAIM_RULES}`,
              { min: 20, max: 400 },
            ),
          }),
          'Punkte',
          'Kernpunkte unserer Social-Media-Arbeit.',
          { min: 1, max: 8 },
          (props) => props.fields.title.value || 'Neuer Punkt',
        ),
      },
      { label: 'Abschnitt Social Media' },
    ),
    services: fields.object(
      {
        heading: text('Überschrift', 'Z. B. „What we do?“.', { min: 3, max: 40 }),
        intro: longText('Einleitung', 'Ein oder zwei Sätze.', { min: 20, max: 300 }),
        toggleLabel: text('Beschriftung des Aufklappknopfs', 'Z. B. „SERVICES“.', { min: 3, max: 20 }),
        tagLinkLabel: text(
          'Name der Links zu den Ratgebern',
          'Für Screenreader; {tag} wird durch die Leistung ersetzt, z. B. „Read our guide: {tag}“.',
          { min: 5, max: 60, pattern: { regex: /\{tag\}/, message: 'Der Text muss {tag} enthalten.' } },
        ),
        cards: list(
          fields.object({
            title: text('Titel', 'Kurz, ein Wort.', { min: 3, max: 24 }),
            icon,
            description: longText('Beschreibung', 'Steht auf der geschlossenen Karte.', { min: 20, max: 300 }),
            services: text(
              'Leistungen',
              'Durch Kommas getrennt, z. B. „Election posters, Flyers and brochures“. Acht Leistungen füllen die Karte.',
              { min: 3, max: 400 },
            ),
          }),
          'Karten',
          'Die vier Karten: Analysis, Consulting, Offline, Online.',
          { min: 4, max: 4 },
          (props) => props.fields.title.value || 'Neue Karte',
        ),
        tagLinks: list(
          fields.object({
            tag: text('Leistung', 'Genau so geschrieben wie in einer Karte unter „Leistungen“.', { min: 3, max: 60 }),
            href: fields.text({
              label: 'Ratgeber',
              description:
                'Pfad eines Ratgebers, z. B. „/campaign-strategy“. Die Seite muss existieren (der Build prüft es).',
              validation: { pattern: { regex: /^\/[a-z0-9-]+$/, message: 'Ein Pfad wie „/campaign-strategy“.' } },
            }),
          }),
          'Leistungen mit Link zum Ratgeber',
          'Diese Leistungen werden in den Karten zu Links auf einen Ratgeber.',
          { min: 0, max: 12 },
          (props) => props.fields.tag.value || 'Neuer Link',
        ),
      },
      { label: 'Abschnitt „What we do?“ (Leistungen)' },
    ),
    ai: fields.object(
      {
        heading: text('Überschrift', 'Überschrift des Abschnitts.', { min: 3, max: 40 }),
        intro: longText('Einleitung', CLAIM_RULES, { min: 20, max: 400 }),
        betaLabel: text('Beta-Kennzeichen', 'Z. B. „Beta“: das Werkzeug ist noch im Test.', { min: 3, max: 12 }),
        items: list(
          fields.object({
            icon,
            title: text('Titel', 'Kurz.', { min: 3, max: 60 }),
            description: longText('Beschreibung', `Ein Satz. ${CLAIM_RULES}`, { min: 20, max: 300 }),
          }),
          'KI-Werkzeuge',
          'Die Werkzeuge in der Reihenfolge, in der die Seite sie zeigt. Der Punkt „Data protection on servers in …“ folgt am Ende von selbst: Serverstandort, Anbieter und Auftragsverarbeitungsvertrag stehen in der Konfiguration (SOFTWARE in app/config/site.ts), damit die Aussage nur stimmt, wenn sie stimmt.',
          { min: 1, max: 12 },
          (props) => props.fields.title.value || 'Neues Werkzeug',
        ),
        sisterLink: fields.object(
          {
            lead: text('Satz vor dem Link', 'Ein Satz.', { min: 10, max: 200 }),
            label: text('Linktext', placeholderNote('{Assistent}'), { min: 3, max: 60 }),
          },
          {
            label: 'Link zum KI-Assistenten',
            description: 'Die Adresse steht in der Konfiguration (EXTERNAL.sisterAi).',
          },
        ),
      },
      { label: 'Abschnitt KI' },
    ),
    faq: fields.object(
      {
        heading: text('Überschrift', 'Z. B. „Frequently Asked Questions“.', { min: 3, max: 50 }),
        items: faqItems('Die Fragen der Startseite; vorgesehen sind fünf.'),
        contactPrompt: fields.object(
          {
            lead: text('Satz vor dem Link', 'Z. B. „Your question is not on the list?“.', { min: 3, max: 80 }),
            label: text('Linktext', 'Z. B. „Ask us directly“.', { min: 3, max: 40 }),
            href: pageLink('Ziel'),
          },
          { label: 'Hinweis unter den Fragen' },
        ),
      },
      { label: 'FAQ' },
    ),
    approach: fields.object(
      {
        heading: text('Überschrift', 'Z. B. „How we proceed“.', { min: 3, max: 40 }),
        intro: longText('Einleitung', 'Ein oder zwei Sätze.', { min: 20, max: 300 }),
        phases: list(
          fields.object({
            phase: text('Bezeichnung', 'Z. B. „Phase 1“.', { min: 3, max: 20 }),
            title: text('Titel', 'Kurz.', { min: 3, max: 40 }),
            description: longText('Beschreibung', 'Was in dieser Phase geschieht.', { min: 20, max: 400 }),
          }),
          'Phasen',
          'In dieser Reihenfolge auf dem Zeitstrahl, abwechselnd links und rechts.',
          { min: 2, max: 6 },
          (props) => props.fields.title.value || 'Neue Phase',
        ),
        cta: link('Button zur Kontaktseite'),
      },
      { label: 'Abschnitt „How we proceed“' },
    ),
    seo: fields.object(
      {
        title: text(
          'Seitentitel',
          `Höchstens 60 Zeichen (so viel zeigen Suchmaschinen). ${placeholderNote('{Marke}')}`,
          { min: 10, max: 60 },
        ),
        description: longText('Beschreibung für Suchmaschinen', 'Höchstens 155 Zeichen.', { min: 50, max: 155 }),
      },
      { label: 'Suchmaschinen' },
    ),
  },
})
