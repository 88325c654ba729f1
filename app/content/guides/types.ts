/**
 * Shared content types for the five German guide pages.
 *
 * The page modules next to this file are pure data: strings, numbers and arrays, no JSX and
 * no HTML markup. Paragraphs are string arrays, one entry per paragraph. Components render
 * these blocks, so the same component (stat tiles, card grid, step list, FAQ, call to action)
 * can serve every guide page.
 */

import type { FaqItem, GuideIconName, SeoContent } from '../types.ts'

/* ------------------------------------------------------------------------------------------ */
/* Primitives                                                                                 */
/* ------------------------------------------------------------------------------------------ */

/** Calendar date in ISO 8601 form, e.g. '2025-03-10'. */
export type IsoDate = `${number}-${number}-${number}`

/** A fixed-length array; used where the spec fixes the number of items (e.g. 17 FAQ entries). */
export type Tuple<T, N extends number, Acc extends T[] = []> = Acc['length'] extends N ? Acc : Tuple<T, N, [...Acc, T]>

/** One or more paragraphs of running text, in reading order. */
export type Paragraphs = string[]

/** Where a figure or statement comes from; shown in footnotes and in the 'Quelle' dialog. */
export interface Source {
  /** Short citation, e.g. 'DataReportal, „Digital 2024: Germany“'. */
  label: string
  /** Longer explanation for the info dialog: what exactly was measured, caveats, rounding. */
  note?: string
  /** Public address of the source, where a stable one exists. */
  url?: string
}

/* ------------------------------------------------------------------------------------------ */
/* Page frame                                                                                 */
/* ------------------------------------------------------------------------------------------ */

/** Closing call to action; every guide sends visitors to the contact page. */
export interface CallToAction {
  /** Heading of the call-to-action box. */
  heading: string
  /** Supporting text below the heading. */
  text: string
  /** Button label. */
  label: string
  /** Target of the button: always the German contact alias, which redirects to /contact. */
  href: '/kontakt'
}

/** Link to another guide page, for a 'Weiterlesen' list. */
export interface RelatedLink {
  /** Link text. */
  label: string
  /** Site-internal path, e.g. '/campaign-costs'. */
  href: `/${string}`
  /** One sentence on what the reader finds there. */
  description: string
}

/** Fields every guide page has: metadata, hero, the order of its sections and the closing call to action. */
export interface GuidePage {
  /**
   * Canonical route path, e.g. '/campaign-strategy'; also names the social card
   * `/og/campaign-strategy.png`. Language and robots come from the route table (app/lib/pages.ts).
   */
  path: `/${string}`
  /** Title and meta description. */
  seo: SeoContent
  /** The search phrase the page is written for, e.g. 'Wahlkampfstrategie erstellen'. */
  focusKeyword: string
  /**
   * Short name of the guide where it is named among other pages, e.g. 'Wahlkampfkosten-Ratgeber'
   * (the feed's category list, a request's "Gekommen über" line).
   */
  shortTitle: string
  /**
   * Two sentences on what the reader gets: shown on the hub /ratgeber, as the feed entry's
   * summary and on the 'Weiterlesen' cards of other guides. Not shown on the guide itself.
   */
  teaser: string
  /** Label of the last breadcrumb item (the first item is the home page). */
  breadcrumb: string
  /** Small overline above the headline. */
  kicker: string
  /** The page's h1. */
  headline: string
  /** Lead paragraphs below the headline. */
  intro: Paragraphs
  /** First publication date (structured data `datePublished`). */
  datePublished: IsoDate
  /** Date of the last content revision (structured data `dateModified`). */
  dateModified: IsoDate
  /** Closing call to action. */
  cta: CallToAction
  /**
   * Other guides worth reading next, with a sentence on why; they lead the 'Weiterlesen' block,
   * which then lists every other guide with its teaser (app/lib/guides.ts).
   */
  related?: RelatedLink[]
  /**
   * The article's sections, in page order, and how each is shown. Each page type narrows it
   * to `GuideBlock<ItsOwnType>[]`, so a block can only name a field of the right kind.
   */
  body: readonly AnyGuideBlock[]
}

/* ------------------------------------------------------------------------------------------ */
/* Blocks                                                                                     */
/* ------------------------------------------------------------------------------------------ */

/** Heading part of a page section. */
export interface SectionHeading {
  /** Anchor id of the section (lowercase, hyphenated). */
  id: string
  /** Section heading (h2). */
  heading: string
  /** Optional paragraphs between heading and content. */
  intro?: Paragraphs
}

/** A section holding a list of items (cards, steps, stats …). */
export interface Block<T> extends SectionHeading {
  /** The section's items, in display order. */
  items: T
}

/** A plain text section: heading and paragraphs, optionally with a bullet list. */
export interface ArticleSection extends SectionHeading {
  /** Body paragraphs. */
  paragraphs: Paragraphs
  /** Optional bullet list shown after the paragraphs. */
  bullets?: string[]
}

/** Highlighted box, e.g. a legal note. */
export interface Callout {
  /** Box title. */
  title: string
  /** Box text. */
  paragraphs: Paragraphs
  /** Visual tone: neutral information or a warning. */
  tone: 'info' | 'warning'
  /** Legal or factual basis of the box. */
  sources?: Source[]
}

/** A key figure shown as a tile. */
export interface Stat {
  /** Stable id (also usable as React key). */
  id: string
  /** The figure as displayed, in German format, e.g. '68 Mio.' or '2h 30min'. */
  value: string
  /** What the figure counts, e.g. 'der unter 30-Jährigen informieren sich …'. */
  label: string
  /** One or two sentences on what the figure means for a campaign. */
  detail: string
  /** Where the figure comes from. */
  source: Source
  /** Optional icon for the tile. */
  icon?: GuideIconName
}

/** A section of key figures; each tile has an info button that opens its source in a dialog. */
export type StatBlock<N extends number> = Block<Tuple<Stat, N>> & {
  /** Title of the info dialog that shows a tile's source. */
  sourceDialogTitle: 'Quelle'
  /** Accessible label of the info button; the tile's figure is appended to it. */
  sourceButtonLabel: string
}

/** A card in a grid: success factor, channel, content strategy, tip … */
export interface CardItem {
  /** Stable id, lowercase and hyphenated. */
  id: string
  /** Card title. */
  title: string
  /** Card text. */
  description: string
  /** Icon name from lucide-react. */
  icon: GuideIconName
  /** Search keywords / tags shown as chips. */
  keywords?: string[]
  /** Optional concrete tips or examples, shown as a list. */
  points?: string[]
}

/** A numbered step of a process. */
export interface Step {
  /** Position in the sequence, starting at 1. */
  number: number
  /** Step title. */
  title: string
  /** What the step is about. */
  description: string
  /** Concrete actions or checks for the step. */
  points?: string[]
  /** Optional icon for the step. */
  icon?: GuideIconName
}

/** A short fact with a prominent value, e.g. a budget tip ('15–20 %') or posting advice. */
export interface KeyFigureItem {
  /** Stable id. */
  id: string
  /** Prominent value as displayed, e.g. '6 Monate', '3–4'. */
  value: string
  /** Title of the item. */
  title: string
  /** Explanation. */
  description: string
  /** Icon name from lucide-react. */
  icon: GuideIconName
}

/** One row of a two-column comparison table. */
export interface ComparisonRow {
  /** What is compared, e.g. 'Budget'. */
  aspect: string
  /** The situation without the thing compared (left column). */
  without: string
  /** The situation with it (right column). */
  with: string
}

/** A list of do's and don'ts. */
export interface DosAndDonts {
  /** Box heading. */
  heading: string
  /** Heading of the positive list. */
  dosLabel: string
  /** Recommended practices. */
  dos: string[]
  /** Heading of the negative list. */
  dontsLabel: string
  /** Practices to avoid. */
  donts: string[]
}

/* ------------------------------------------------------------------------------------------ */
/* Body: the sections of a guide in page order                                                */
/* ------------------------------------------------------------------------------------------ */

/** The keys of a page object `T` whose values are of type `V`, e.g. its `ArticleSection`s. */
export type SectionKey<T, V> = {
  [K in Exclude<keyof T, 'body'>]-?: T[K] extends V ? K : never
}[Exclude<keyof T, 'body'>] &
  string

/**
 * One section of a guide's article, naming the field of the page object that holds its copy
 * (`section: 'why'`) and the way it is shown. The shared guide route (app/routes/guide.tsx)
 * renders the blocks in order; backgrounds alternate white and grey, the table of contents
 * lists every block, and figures with sources (stats, platforms) are listed again under
 * 'Quellen und Anmerkungen'. A new guide composes its page from these kinds.
 */
export type GuideBlock<T> =
  /** Running text, optionally followed by a highlighted box. */
  | { kind: 'prose'; section: SectionKey<T, ArticleSection>; callout?: SectionKey<T, Callout> }
  /** A two-column with/without table. */
  | { kind: 'comparison'; section: SectionKey<T, ComparisonBlock> }
  /** Cards with icon, text, tips and keywords; `numbered` makes them an ordered list. */
  | { kind: 'cards'; section: SectionKey<T, Block<readonly CardItem[]>>; numbered?: boolean; columns?: 2 | 3 }
  /** A numbered process as a timeline. */
  | { kind: 'steps'; section: SectionKey<T, Block<readonly Step[]>> }
  /** Cards led by one prominent figure. */
  | { kind: 'figures'; section: SectionKey<T, Block<readonly KeyFigureItem[]>>; columns: 3 | 4 | 5 }
  /** Key figures as dark tiles with a 'Quelle' dialog each. */
  | { kind: 'stats'; section: SectionKey<T, StatSection> }
  /** A single-open FAQ accordion; also the page's FAQPage structured data. */
  | { kind: 'faq'; section: SectionKey<T, Block<readonly FaqItem[]>> }
  /** A box that stands as its own section (on the background of the section before it). */
  | { kind: 'callout'; section: SectionKey<T, Callout>; id: string }
  /** A do's and don'ts box as its own section. */
  | { kind: 'dos-and-donts'; section: SectionKey<T, DosAndDonts>; id: string }
  /** Cost ranges per electoral level. */
  | { kind: 'cost-ranges'; section: SectionKey<T, CostRangesBlock> }
  /** Cost shares as chart and table. */
  | { kind: 'cost-shares'; section: SectionKey<T, CostSharesBlock> }
  /** Social platform blurbs with reach and source. */
  | { kind: 'platforms'; section: SectionKey<T, PlatformsBlock> }
  /** Posting advice: figures, content mix, posting times, optionally a box. */
  | { kind: 'social-advice'; section: SectionKey<T, SocialAdviceBlock>; callout?: SectionKey<T, Callout> }

/** A block as the renderer reads it: `section` and `callout` are names of fields of the page object. */
export type AnyGuideBlock = Loosen<GuideBlock<object>>
type Loosen<B> = B extends unknown ? { [K in keyof B]: K extends 'section' | 'callout' ? string : B[K] } : never

/* ------------------------------------------------------------------------------------------ */
/* Page-specific item types                                                                   */
/* ------------------------------------------------------------------------------------------ */

/** A campaign strategy success factor. */
export interface SuccessFactor extends CardItem {
  /** Keywords are required for success factors. */
  keywords: string[]
}

/** Typical total cost of a campaign at one electoral level. */
export interface CostRange {
  /** Stable id, e.g. 'kommunal'. */
  id: string
  /** Electoral level, e.g. 'Kommunalwahl'. */
  level: string
  /** Lower bound in euros. */
  min: number
  /** Upper bound in euros. */
  max: number
  /** Range as displayed, e.g. '5.000–25.000 €'. */
  display: string
  /** What the range covers and what drives it up or down. */
  description: string
  /** Typical budget items at this level. */
  typicalItems: string[]
  /** Icon name from lucide-react. */
  icon: GuideIconName
}

/** Fields every cost share has. */
interface CostShareBase {
  /** Stable id, e.g. 'werbemittel'. */
  id: string
  /** Category label, e.g. 'Werbemittel'. */
  label: string
  /** Share as displayed in the table, e.g. '30–40 %' or 'Pflicht, variabel'. */
  display: string
  /** What falls into this category. */
  description: string
  /** Typical items, for the table's detail column. */
  examples: string[]
  /** Icon name from lucide-react. */
  icon: GuideIconName
}

/**
 * Share of the total budget for one cost category.
 * `kind: 'range'` carries numeric bounds in percent for chart and table; `kind: 'variable'`
 * (legal and compliance) has no fixed share, so `min`/`max` are null and a chart skips it.
 */
export type CostShare =
  | (CostShareBase & {
      kind: 'range'
      /** Lower bound in percent of the total budget. */
      min: number
      /** Upper bound in percent of the total budget. */
      max: number
      /** Whether the category is legally required. */
      mandatory: false
    })
  | (CostShareBase & {
      kind: 'variable'
      /** No fixed share. */
      min: null
      /** No fixed share. */
      max: null
      /** Legally required regardless of budget. */
      mandatory: true
    })

/** Labels for rendering the cost shares as a chart plus a table. */
export interface CostShareLabels {
  /** Accessible title of the chart. */
  chartTitle: string
  /** Caption of the table. */
  tableCaption: string
  /** Column headings of the table. */
  columns: {
    category: string
    share: string
    examples: string
  }
  /** Footnote below chart and table. */
  footnote: string
}

/** A social platform blurb. */
export interface Platform {
  /** Stable id, e.g. 'facebook'. */
  id: string
  /** Platform name as displayed, e.g. 'X (Twitter)'. */
  name: string
  /** Generic icon name from lucide-react (lucide ships no brand logos). */
  icon: GuideIconName
  /** Reach in Germany. */
  reach: {
    /** Reach in millions, for sorting or bars. */
    millions: number
    /** As displayed, e.g. '32,9 Mio.'. */
    display: string
    /** What is counted, e.g. 'potenzielle Werbereichweite in Deutschland'. */
    basis: string
  }
  /** Who is typically reached on the platform. */
  targetGroup: string
  /** What the platform is good for in a campaign. */
  description: string
  /** Formats and practices that work there. */
  bestFor: string[]
  /** Source of the reach figure. */
  source: Source
}

/** One slice of the recommended content mix. */
export interface ContentMixSlice {
  /** Stable id. */
  id: string
  /** Slice label, e.g. 'Persönlich'. */
  label: string
  /** Share in percent; the slices add up to 100. */
  percent: number
  /** Examples of this kind of content. */
  examples: string
}

/** A recommended posting window. */
export interface PostingWindow {
  /** Day type, e.g. 'Werktags'. */
  days: string
  /** Time window as displayed, e.g. '18–21 Uhr'. */
  time: string
  /** Why this window works. */
  note: string
}

/** A with/without comparison. */
export type ComparisonBlock = Block<ComparisonRow[]> & {
  /** Heading of the 'without' column. */
  withoutLabel: string
  /** Heading of the 'with' column. */
  withLabel: string
}

/** Any stat section, whatever its fixed number of tiles. */
export type StatSection = Pick<
  StatBlock<number>,
  'id' | 'heading' | 'intro' | 'sourceDialogTitle' | 'sourceButtonLabel'
> & {
  items: readonly Stat[]
}

/** Cost ranges per electoral level. */
export type CostRangesBlock = Block<readonly CostRange[]> & {
  /** Note on what the ranges include and exclude. */
  footnote: string
}

/** Cost shares as chart and table. */
export type CostSharesBlock = Block<CostShare[]> & CostShareLabels

/** Social platform blurbs. */
export type PlatformsBlock = Block<readonly Platform[]> & {
  /** Note on how reach figures are counted. */
  footnote: string
}

/** Posting advice: key figures, then content mix and posting windows. */
export type SocialAdviceBlock = Block<KeyFigureItem[]> & {
  /** Heading above the content mix. */
  contentMixHeading: string
  /** Content mix; percentages add up to 100. */
  contentMix: ContentMixSlice[]
  /** Heading above the posting windows. */
  postingTimesHeading: string
  /** Recommended posting windows. */
  postingTimes: PostingWindow[]
  /** Caveat for the advice figures. */
  footnote: string
}

/* ------------------------------------------------------------------------------------------ */
/* Page content types                                                                         */
/* ------------------------------------------------------------------------------------------ */

/** /campaign-strategy. */
export interface CampaignStrategyContent extends GuidePage {
  body: readonly GuideBlock<CampaignStrategyContent>[]
  /** Why a strategy is needed. */
  why: ArticleSection
  /** With/without strategy comparison table. */
  comparison: ComparisonBlock
  /** The ten success factors, in spec order. */
  factors: Block<Tuple<SuccessFactor, 10>>
  /** What a strategy paper contains and when to start. */
  timing: ArticleSection
}

/** /campaign-costs. */
export interface CampaignCostsContent extends GuidePage {
  body: readonly GuideBlock<CampaignCostsContent>[]
  /** Cost ranges for local, state and federal elections. */
  ranges: CostRangesBlock & { items: Tuple<CostRange, 3> }
  /** Cost shares for chart and table. */
  shares: CostSharesBlock
  /** Budget tips. */
  budgetTips: Block<KeyFigureItem[]>
  /** Financing and legal framework. */
  legal: ArticleSection
  /** Highlighted legal note. */
  legalCallout: Callout
}

/** /social-media-campaigns. */
export interface SocialMediaCampaignsContent extends GuidePage {
  body: readonly GuideBlock<SocialMediaCampaignsContent>[]
  /** Four statistic tiles with a source dialog each. */
  stats: StatBlock<4>
  /** Six platform blurbs, in spec order. */
  platforms: PlatformsBlock & { items: Tuple<Platform, 6> }
  /** Four content strategies. */
  contentStrategies: Block<Tuple<CardItem, 4>>
  /** Practical advice: frequency, budget, planning, content mix, posting times. */
  advice: SocialAdviceBlock
  /** Political advertising rules since October 2025. */
  adsCallout: Callout
  /** Exactly 17 questions. */
  faq: Block<Tuple<FaqItem, 17>>
  /** Do's and don'ts box. */
  dosAndDonts: DosAndDonts
}

/** /digital-campaigns. */
export interface DigitalCampaignsContent extends GuidePage {
  body: readonly GuideBlock<DigitalCampaignsContent>[]
  /** Stats 76 %, 4,2 h, 89 %, each with a source dialog like the social media tiles. */
  stats: StatBlock<3>
  /** Six channels, in spec order. */
  channels: Block<Tuple<CardItem, 6>>
  /** Four-step strategy. */
  strategy: Block<Tuple<Step, 4>>
  /** Law that applies to digital campaigning. */
  legalCallout: Callout
}

/** /campaign-guide. */
export interface CampaignGuideContent extends GuidePage {
  body: readonly GuideBlock<CampaignGuideContent>[]
  /** Six steps, in spec order. */
  steps: Block<Tuple<Step, 6>>
  /** Three success factors. */
  successFactors: Block<Tuple<CardItem, 3>>
  /** Short section on common mistakes. */
  pitfalls: ArticleSection
}

/** Copy of the hub /ratgeber (content/guides/hub/index.yaml). */
export interface GuideHubContent {
  path: '/ratgeber'
  seo: SeoContent
  /** Name of the hub in breadcrumbs (the middle step of every guide's breadcrumb). */
  breadcrumb: string
  kicker: string
  headline: string
  intro: Paragraphs
  /** Accessible name of the list of guides. */
  listLabel: string
  /** The facts box next to the lead. */
  facts: { count: string; updated: string }
  /** Prefix of a guide's revision date on its card, e.g. 'Aktualisiert am 3. November 2025'. */
  updated: string
  /** After the reading time on a card: '12 Min. Lesezeit'. */
  readingTime: string
  /** Link text of a card, for screen readers the guide's title follows. */
  readMore: string
  /** The Atom feed's title and subtitle, and the box that offers it. */
  feed: { title: string; subtitle: string; heading: string; text: string; label: string }
  /** The hub's closing call to action, like every guide's. */
  cta: CallToAction
}
