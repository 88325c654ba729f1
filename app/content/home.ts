/**
 * Home page copy, in page order: its types here, its text in content/home.yaml
 * (docs/decisions/028; edited in the editor as „Startseite“), read at build time by
 * app/content/home.server.ts.
 */
import type { HomeIconName } from '../../keystatic/home.ts'
import type { FaqItem, LinkContent, SeoContent } from './types.ts'

/* ------------------------------------------------------------------ */
/* Home page types                                                     */
/* ------------------------------------------------------------------ */

export type HeroContent = {
  /** Short line above the headline. */
  eyebrow: string
  /** Main headline (h1). */
  headline: string
  /** Text placed before the rotating phrase. */
  leadIn: string
  /** Phrases cycled in this order, wrapping around. */
  rotatingPhrases: readonly string[]
}

export type ElectionCampaignsContent = {
  /** Anchor id of the section. */
  id: 'services'
  /** Section heading. */
  heading: string
  /** Dictionary-style entry shown under the heading. */
  dictionary: {
    /** Word split into syllables. */
    syllables: string
    /** IPA transcription including slashes. */
    pronunciation: string
    /** Word class, e.g. 'noun, plural'. */
    wordClass: string
    /** One-sentence definition. */
    definition: string
  }
  /** Positioning paragraphs. */
  paragraphs: readonly string[]
  /** Heading above the statement list. */
  statementsHeading: string
  /** The five services-section statements, in order. */
  statements: readonly string[]
}

/** A heading followed by paragraphs. */
export type TextBlock = {
  /** Block heading. */
  heading: string
  /** Body paragraphs. */
  paragraphs: readonly string[]
}

export type WhoWeAreContent = {
  /** Anchor id of the section. */
  id: 'work'
  /** 'Who we are' block. */
  whoWeAre: TextBlock
  /** 'Our Vision' block. */
  vision: TextBlock
  /** Call to action to the contact page. */
  cta: LinkContent
}

/** A short titled point within a section. */
export type PointContent = {
  /** Point title. */
  title: string
  /** One or two sentences. */
  text: string
}

export type SocialMediaContent = {
  /** Anchor id of the section. */
  id: 'about'
  /** Section heading. */
  heading: string
  /** Introductory paragraphs. */
  paragraphs: readonly string[]
  /** Key points of our social media work. */
  points: readonly PointContent[]
}

/** Service card. */
export type ServiceCard = {
  /** Card title. */
  title: string
  /** lucide-react icon name, one the home page draws (keystatic/home.ts). */
  icon: HomeIconName
  /** Short description shown on the closed card. */
  description: string
  /** Service tags as one comma-separated string; split on ',' and trim. */
  services: string
}

export type ServicesContent = {
  /** Anchor id of the section (target of the 'Services' nav link). */
  id: 'team'
  /** Section heading. */
  heading: string
  /** Intro below the heading. */
  intro: string
  /** Label of the toggle that expands a card's tags. */
  toggleLabel: string
  /** Accessible name of a tag's link to its guide; `{tag}` is replaced by the tag. */
  tagLinkLabel: string
  /** The four cards: Analysis, Consulting, Offline, Online. */
  cards: readonly ServiceCard[]
}

/** AI tool item. */
export type AiToolItem = {
  /** lucide-react icon name, one the home page draws (keystatic/home.ts). */
  icon: HomeIconName
  /** Item title. */
  title: string
  /** One-sentence description. */
  description: string
}

export type AiContent = {
  /** Anchor id of the section. */
  id: 'ai'
  /** Section heading. */
  heading: string
  /** Intro paragraph. */
  intro: string
  /** Badge marking the toolset as beta. */
  betaLabel: string
  /** The ten AI items, in page order. */
  items: readonly AiToolItem[]
  /** Link to the sister AI product; opens in a new tab. */
  sisterLink: LinkContent & {
    /** Sentence shown before the link. */
    lead: string
  }
}

export type FaqContent = {
  /** Anchor id of the section. */
  id: 'faq'
  /** Section heading. */
  heading: string
  /** The five questions, in page order. */
  items: readonly FaqItem[]
  /** Invitation to ask anything the list leaves open. */
  contactPrompt: LinkContent & {
    /** Sentence shown before the link. */
    lead: string
  }
}

/** Timeline phase. */
export type TimelinePhase = {
  /** Phase number, 1 to 4. */
  id: number
  /** Phase label, e.g. 'Phase 1'. */
  phase: string
  /** Phase title. */
  title: string
  /** What happens in this phase. */
  description: string
  /** Side of the timeline on wide screens. */
  alignment: 'left' | 'right'
}

export type ApproachContent = {
  /** Anchor id of the section. */
  id: 'approach'
  /** Section heading. */
  heading: string
  /** Intro below the heading. */
  intro: string
  /** The four phases, in order. */
  phases: readonly TimelinePhase[]
  /** Call to action to the contact page. */
  cta: LinkContent
}

export type HomeContent = {
  /** Hero. */
  hero: HeroContent
  /** 'Election Campaigns' section (item 3). */
  electionCampaigns: ElectionCampaignsContent
  /** Who we are / Our Vision (item 5). */
  whoWeAre: WhoWeAreContent
  /** Social media section (item 6). */
  socialMedia: SocialMediaContent
  /** 'What we do?' service cards (item 7). */
  services: ServicesContent
  /** AI section (item 8). */
  ai: AiContent
  /** FAQ (item 9). */
  faq: FaqContent
  /** 'How we proceed' timeline (item 10). */
  approach: ApproachContent
  /** Page head. */
  seo: SeoContent
}

export { HOME, SERVICE_TAG_LINKS } from 'virtual:content/home'
