/**
 * Fixed German wording of the guide components (breadcrumb, table of contents, source
 * dialogs, charts). The copy of each page lives in its own module; these are the labels
 * every guide page shares.
 */
export const GUIDE_LABELS = {
  /** Accessible name of the breadcrumb navigation. */
  breadcrumb: 'Brotkrümelnavigation',
  /** First breadcrumb item, linking to the home page. */
  home: 'Startseite',
  /** Heading of the in-page table of contents. */
  toc: 'Auf dieser Seite',
  /** Prefix of the revision date in the hero, e.g. 'Aktualisiert am 3. November 2025'. */
  updated: 'Aktualisiert am',
  /** Close button of the source dialog. */
  close: 'Schließen',
  /** Link from a source dialog or source list to the source itself. */
  sourceLink: 'Zur Quelle',
  /** Prefix of a source named under a card or a figure. */
  sourcePrefix: 'Quelle:',
  /** Screen-reader hint on links that open in a new tab. */
  newTab: ' (öffnet in neuem Tab)',
  /** Heading of the list of sources and notes near the end of a page. */
  sourcesHeading: 'Quellen und Anmerkungen',
  /** Heading of the links to other guides. */
  related: 'Weiterlesen',
  /** Link from the 'Weiterlesen' block to the hub /ratgeber. */
  allGuides: 'Alle Leitfäden im Überblick',
  /** Heading above a factor's keywords. */
  keywords: 'Stichworte',
  /** Label of a step number, e.g. 'Schritt 1'. */
  step: 'Schritt',
  /** Column heading for the compared aspect in a comparison table. */
  aspect: 'Aspekt',
  /** Platform blurb field labels. */
  platform: { reach: 'Reichweite', targetGroup: 'Zielgruppe', bestFor: 'Was dort funktioniert' },
  /** Cost chart legend: the solid part of a bar is the lower bound, the light part the range above it. */
  chart: {
    min: 'Mindestanteil',
    range: 'Spanne bis zum Höchstanteil',
    axis: 'Anteil am Gesamtbudget',
  },
} as const
