/** Copy of the guides' hub /ratgeber; the list itself comes from the guides (./index.ts). */
export const GUIDE_HUB = {
  path: '/ratgeber',
  seo: {
    title: 'Ratgeber Wahlkampf: Leitfäden für Ihre Kampagne | Mandatwerk',
    description:
      'Kostenlose Leitfäden für Kandidierende und Wahlkampfteams: Strategie, Kosten und Budget, digitaler Wahlkampf und Social Media – aus der Beratungspraxis.',
  },
  /** Name of the hub in breadcrumbs (the middle step of every guide's breadcrumb). */
  breadcrumb: 'Ratgeber',
  kicker: 'Ratgeber',
  headline: 'Ratgeber Wahlkampf',
  intro: [
    'Unsere Leitfäden bündeln, was sich in Kommunal-, Landtags-, Bundestags- und Bürgermeisterwahlkämpfen bewährt hat: von der Strategie über Kosten und Budget bis zum digitalen Wahlkampf. Sie sind kostenlos, ohne Anmeldung lesbar und nennen das Datum ihrer letzten Überarbeitung.',
  ],
  /** Accessible name of the list of guides. */
  listLabel: 'Alle Leitfäden',
  /** The facts box next to the lead. */
  facts: { count: 'Leitfäden', updated: 'Stand' },
  /** Prefix of a guide's revision date on its card, e.g. 'Aktualisiert am 3. November 2025'. */
  updated: 'Aktualisiert am',
  /** After the reading time on a card: '12 Min. Lesezeit'. */
  readingTime: 'Min. Lesezeit',
  /** Link text of a card, for screen readers the guide's title follows. */
  readMore: 'Leitfaden lesen',
  feed: {
    /** Title of the Atom feed, also the `title` of its `<link rel="alternate">` in every guide's head. */
    title: 'Ratgeber Wahlkampf – Mandatwerk',
    subtitle: 'Neue und überarbeitete Leitfäden für Kandidierende und Wahlkampfteams.',
    heading: 'Neue Leitfäden per Feed',
    text: 'Der Atom-Feed meldet neue und überarbeitete Leitfäden in Ihrem Feedreader – ohne Newsletter und ohne Anmeldung.',
    label: 'Feed abonnieren',
  },
  /** The hub's closing call to action, like every guide's. */
  cta: {
    heading: 'Ihr Wahlkampf, gemeinsam geplant',
    text: 'Im kostenlosen Erstgespräch klären wir Ihre Ausgangslage, Ihr Ziel und den Zeitplan bis zur Wahl – zum Festpreis und ausschließlich für demokratische Kandidierende, Parteien und Wählergemeinschaften. Am meisten erreichen wir, wenn Sie sich mindestens zwölf Monate vor der Wahl melden.',
    label: 'Kostenloses Erstgespräch vereinbaren',
    href: '/kontakt',
  },
} as const
