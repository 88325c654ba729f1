/**
 * The home page's sections as one singleton (content/home.yaml), in page order. What
 * follows from the configuration – the section anchors, the AI item on data protection, the
 * sister product's link, the brand – is added by app/content/home.server.ts.
 */
import { type ComponentSchema, fields, singleton } from '@keystatic/core'

import { CLAIM_RULES, faqItems, line, pageLink, paragraphs, placeholderNote, text } from './faq.ts'

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
  fields.object({ label: text('Beschriftung', 'Text des Buttons.', 60), href: pageLink('Ziel') }, { label })

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
        eyebrow: line('Zeile über der Überschrift', 'Kurz, z. B. „Campaign consultancy · Berlin“.', 50),
        headline: line('Überschrift (h1)', 'Die Hauptaussage der Seite; steht auch im Seitenverzeichnis.', 80),
        leadIn: line('Text vor den wechselnden Begriffen', 'Z. B. „Expert team for“.', 30),
        rotatingPhrases: list(
          line('Begriff', 'Höchstens 26 Zeichen: die Zeile darf auf dem Handy nicht umbrechen.', 26),
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
        heading: line('Überschrift', 'Überschrift des Abschnitts.', 40),
        dictionary: fields.object(
          {
            syllables: line('Silben', 'Das Wort mit Silbentrennpunkten, z. B. „e·lec·tion cam·paigns“.', 40),
            pronunciation: line('Aussprache', 'Lautschrift (IPA) mit Schrägstrichen.', 40),
            wordClass: line('Wortart', 'Z. B. „noun, plural“.', 30),
            definition: text('Definition', 'Ein Satz.', 200, { multiline: true, min: 20 }),
          },
          { label: 'Wörterbucheintrag' },
        ),
        paragraphs: paragraphs(
          'Absätze',
          `Positionierung: nur für demokratische Kandidierende, Festpreisangebote. ${CLAIM_RULES} ${placeholderNote('{Marke}')}`,
        ),
        statementsHeading: line('Überschrift der Leitsätze', 'Steht über der Liste.', 40),
        statements: list(
          line('Leitsatz', 'Ein Satz.', 120),
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
            heading: line('Überschrift', 'Z. B. „Who we are“.', 40),
            paragraphs: paragraphs('Absätze', `${CLAIM_RULES} ${placeholderNote('{Marke}')}`),
          },
          { label: 'Wer wir sind' },
        ),
        vision: fields.object(
          {
            heading: line('Überschrift', 'Z. B. „Our Vision“.', 40),
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
        heading: line('Überschrift', 'Überschrift des Abschnitts.', 40),
        paragraphs: paragraphs('Einleitung', CLAIM_RULES),
        points: list(
          fields.object({
            title: line('Titel', 'Kurz, eine Zeile.', 40),
            text: text(
              'Text',
              `Ein oder zwei Sätze. Politische Werbung nur „in line with Regulation (EU) 2024/900“ – die Verordnung regelt Anzeigen, sie verbietet sie nicht. ${CLAIM_RULES}`,
              400,
              { multiline: true, min: 20 },
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
        heading: line('Überschrift', 'Z. B. „What we do?“.', 40),
        intro: text('Einleitung', 'Ein oder zwei Sätze.', 300, { multiline: true, min: 20 }),
        toggleLabel: line('Beschriftung des Aufklappknopfs', 'Z. B. „SERVICES“.', 20),
        tagLinkLabel: fields.text({
          label: 'Name der Links zu den Ratgebern',
          description: 'Für Screenreader; {tag} wird durch die Leistung ersetzt, z. B. „Read our guide: {tag}“.',
          validation: {
            length: { min: 5, max: 60 },
            pattern: { regex: /\{tag\}/, message: 'Der Text muss {tag} enthalten.' },
          },
        }),
        cards: list(
          fields.object({
            title: line('Titel', 'Kurz, ein Wort.', 24),
            icon,
            description: text('Beschreibung', 'Steht auf der geschlossenen Karte.', 300, { multiline: true, min: 20 }),
            services: text(
              'Leistungen',
              'Durch Kommas getrennt, z. B. „Election posters, Flyers and brochures“. Acht Leistungen füllen die Karte.',
              400,
              { min: 3 },
            ),
          }),
          'Karten',
          'Die vier Karten: Analysis, Consulting, Offline, Online.',
          { min: 4, max: 4 },
          (props) => props.fields.title.value || 'Neue Karte',
        ),
        tagLinks: list(
          fields.object({
            tag: line('Leistung', 'Genau so geschrieben wie in einer Karte unter „Leistungen“.', 60),
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
        heading: line('Überschrift', 'Überschrift des Abschnitts.', 40),
        intro: text('Einleitung', CLAIM_RULES, 400, { multiline: true, min: 20 }),
        betaLabel: line('Beta-Kennzeichen', 'Z. B. „Beta“: das Werkzeug ist noch im Test.', 12),
        items: list(
          fields.object({
            icon,
            title: line('Titel', 'Kurz.', 60),
            description: text('Beschreibung', `Ein Satz. ${CLAIM_RULES}`, 300, { multiline: true, min: 20 }),
          }),
          'KI-Werkzeuge',
          'Die Werkzeuge in der Reihenfolge, in der die Seite sie zeigt. Der Punkt „Data protection on servers in …“ folgt am Ende von selbst: Serverstandort, Anbieter und Auftragsverarbeitungsvertrag stehen in der Konfiguration (SOFTWARE in app/config/site.ts), damit die Aussage nur stimmt, wenn sie stimmt.',
          { min: 1, max: 12 },
          (props) => props.fields.title.value || 'Neues Werkzeug',
        ),
        sisterLink: fields.object(
          {
            lead: text('Satz vor dem Link', 'Ein Satz.', 200, { min: 10 }),
            label: text('Linktext', placeholderNote('{Assistent}'), 60, { min: 3 }),
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
        heading: line('Überschrift', 'Z. B. „Frequently Asked Questions“.', 50),
        items: faqItems('Die Fragen der Startseite; vorgesehen sind fünf.'),
        contactPrompt: fields.object(
          {
            lead: line('Satz vor dem Link', 'Z. B. „Your question is not on the list?“.', 80),
            label: line('Linktext', 'Z. B. „Ask us directly“.', 40),
            href: pageLink('Ziel'),
          },
          { label: 'Hinweis unter den Fragen' },
        ),
      },
      { label: 'FAQ' },
    ),
    approach: fields.object(
      {
        heading: line('Überschrift', 'Z. B. „How we proceed“.', 40),
        intro: text('Einleitung', 'Ein oder zwei Sätze.', 300, { multiline: true, min: 20 }),
        phases: list(
          fields.object({
            phase: line('Bezeichnung', 'Z. B. „Phase 1“.', 20),
            title: line('Titel', 'Kurz.', 40),
            description: text('Beschreibung', 'Was in dieser Phase geschieht.', 400, { multiline: true, min: 20 }),
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
          60,
          { min: 10 },
        ),
        description: text('Beschreibung für Suchmaschinen', 'Höchstens 155 Zeichen.', 155, {
          multiline: true,
          min: 50,
        }),
      },
      { label: 'Suchmaschinen' },
    ),
  },
})
