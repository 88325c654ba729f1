/**
 * Campaign tools page copy and the three tools with their prices: their types
 * here, their text and prices in content/tools/*.yaml and content/tools-page.yaml (docs/decisions/028;
 * edited in the editor as „Software“ and „Software-Seite“), read at build time by
 * app/content/tools.server.ts.
 */
import type { ToolIconName } from '../../keystatic/tools.ts'
import type { EXTERNAL } from '../config/site.ts'
import type { SeoContent } from './types.ts'

/** Tool identifier; also the key of its live demo in EXTERNAL.demos. */
export type ToolId = keyof typeof EXTERNAL.demos

/** One entry of a tool's feature list. */
export type ToolFeature = {
  /** lucide-react icon name, one the tools page draws (keystatic/tools.ts). */
  icon: ToolIconName
  /** Feature title. */
  title: string
  /** One-sentence description. */
  desc: string
}

/** Prices in euro, including VAT. */
export type ToolPricing = {
  /** Monthly fee in euro. */
  monthly: number
  /** One-time setup fee in euro. */
  oneTime: number
  /** VAT note and contract terms (minimum term, notice; SOFTWARE.terms) shown with the prices. */
  vatInfo: string
  /** Note that the tool is included with campaign support, and what that means for the price (SOFTWARE.terms). */
  included: string
  /** What the one-time fee covers; shown under the one-time price. */
  oneTimeNote: string
}

/** Software tool (content/tools/*.yaml). */
export type Tool = {
  /** Stable identifier. */
  id: ToolId
  /** Product name. */
  title: string
  /** One-line positioning under the title. */
  subtitle: string
  /** Paragraph describing what the tool does. */
  description: string
  /** Live demo URL; opens in a new tab. */
  demoUrl: string
  /** Feature list, in display order. */
  features: readonly ToolFeature[]
  /** One-sentence highlight. */
  highlight: string
  /** Accent colour as hex. */
  color: `#${string}`
  /** Search keywords for the page head and structured data. */
  keywords: readonly string[]
  /** Prices. */
  pricing: ToolPricing
  /** Alt text of the tool's screenshot. */
  screenshotAlt: string
}

export type ToolsPageContent = {
  /** Hero. */
  hero: {
    /** Headline split around the clickable word. */
    headline: {
      /** Text before the word. */
      before: string
      /** Clickable word that triggers the falling-ballot animation. */
      word: string
      /** Text after the word. */
      after: string
    }
    /**
     * What the clickable word does, for screen readers (aria-describedby). Its accessible
     * name stays the visible word, so the h1 reads as written (WCAG 2.5.3 label in name).
     */
    wordDescription: string
    /** Line below the headline. */
    subtitle: string
  }
  /** Labels shared by the three tool sections. */
  labels: {
    /** Button that opens the live demo in a new tab. */
    demo: string
    /** Button to the contact page. */
    consultation: string
    /** Target of the consultation button. */
    consultationHref: string
    /** Heading above the feature list. */
    features: string
    /** Suffix after the monthly price. */
    perMonth: string
    /** Suffix after the one-time price. */
    oneTime: string
  }
  /** Promo block for the AI assistant for political mandate holders. */
  aiPromo: {
    /** Small label above the heading. */
    eyebrow: string
    /** Block heading. */
    heading: string
    /** Block text. */
    text: string
    /** Button label. */
    buttonLabel: string
    /** External URL; opens in a new tab. */
    href: string
  }
  /**
   * Price range for structured data: the monthly fees the page shows, from the
   * cheapest to the dearest (every price in it appears on the page).
   */
  priceRange: {
    /** Lowest monthly fee in euro. */
    min: number
    /** Highest monthly fee in euro. */
    max: number
    /** ISO 4217 currency code. */
    currency: 'EUR'
  }
  /** Page head; also used for the social-card tags. */
  seo: SeoContent & {
    /** Alt text of the page's social card (og/campaign-tools.png, drawn from art/social-campaign-tools.svg). */
    socialImageAlt: string
  }
}

export { TOOLS, TOOLS_PAGE } from 'virtual:content/tools'
