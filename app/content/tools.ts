/**
 * Campaign tools page copy (SPEC 2.11) and the three tools (SPEC 3, prices SPEC 9).
 * Strings and numbers only; components render them.
 */
import { EXTERNAL, SITE, SOFTWARE } from '../config/site.ts'
import type { IconName, SeoContent } from './types.ts'

/** Tool identifier; also the key of its live demo in EXTERNAL.demos. */
export type ToolId = keyof typeof EXTERNAL.demos

/** One entry of a tool's feature list. */
export type ToolFeature = {
  /** lucide-react icon name. */
  icon: IconName
  /** Feature title. */
  title: string
  /** One-sentence description. */
  desc: string
}

/** Prices in euro, including VAT (SPEC 9). */
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

/** Software tool (SPEC 3, Tool). */
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
   * Price range for structured data (SPEC 2.11): the monthly fees the page shows, from the
   * cheapest to the dearest (SPEC 10: every price in it appears on the page).
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

const { terms } = SOFTWARE
const VAT_INFO = `Prices incl. 19% VAT. Minimum term of ${terms.minimumTermMonths} months, then cancellable with ${terms.notice}.`
const INCLUDED = `included with campaign support: ${terms.withCampaignSupport}`
/** What the "servers in Germany" claims rest on, said where they are made. */
const HOSTED = `on servers in ${SOFTWARE.hosting.serverLocation}${
  SOFTWARE.dataProcessingAgreement ? ', with a data-processing agreement under Art. 28 GDPR' : ''
}`

export const TOOLS = [
  {
    id: 'wahlkampf-hq',
    title: 'Campaign HQ',
    subtitle: 'The digital headquarters for your campaign team',
    description:
      'Campaign HQ brings tasks, team chat, shift plans, files and campaign texts together in one system. Everyone sees what is due, who is responsible and what is done, and your agency works in the same place instead of in separate email threads.',
    demoUrl: EXTERNAL.demos['wahlkampf-hq'],
    features: [
      {
        icon: 'ListChecks',
        title: 'Task management',
        desc: 'Create tasks, assign them to team members and set deadlines.',
      },
      {
        icon: 'MessagesSquare',
        title: `Team chat hosted in ${SOFTWARE.hosting.serverLocation}`,
        desc: `Team communication ${HOSTED}, instead of private messenger groups.`,
      },
      {
        icon: 'CalendarCheck',
        title: 'Shift planning',
        desc: 'Staff information stands, events and poster runs; volunteers sign up for shifts themselves.',
      },
      {
        icon: 'Activity',
        title: 'Status tracking',
        desc: 'See the progress of every task and every campaign area at a glance.',
      },
      {
        icon: 'FolderArchive',
        title: 'Repository',
        desc: 'Central storage for documents, graphics, photos and videos.',
      },
      {
        icon: 'Download',
        title: 'Download area',
        desc: 'Logos, templates and print files ready for the whole team to download.',
      },
      {
        icon: 'Handshake',
        title: 'Agency interface',
        desc: 'Briefings, approvals and deliveries with your agency in the same system.',
      },
      {
        icon: 'FileText',
        title: 'Campaign texts',
        desc: 'Approved core messages, positions and text modules for posts, flyers and speeches.',
      },
    ],
    highlight: 'One system for the whole campaign team, instead of scattered chats, spreadsheets and shared folders.',
    color: '#DC2626',
    keywords: [
      'campaign management software',
      'campaign team organisation',
      `team chat hosted in ${SOFTWARE.hosting.serverLocation}`,
      'volunteer shift planning',
      'campaign task management',
    ],
    pricing: {
      monthly: 52,
      oneTime: 990,
      vatInfo: VAT_INFO,
      included: INCLUDED,
      oneTimeNote: 'Setup, including one hour of training',
    },
    screenshotAlt:
      'Campaign HQ dashboard: status figures, a task board with to-do, in-progress and done columns, the team chat and the weekly shift plan',
  },
  {
    id: 'tuer-zu-tuer-planer',
    title: 'Door-to-Door Planner',
    subtitle: 'Plan, assign and track door-to-door canvassing',
    description:
      'The Door-to-Door Planner divides your constituency into areas, assigns them to canvassing teams and calculates efficient walking routes. You always know which streets have been covered and how much work remains.',
    demoUrl: EXTERNAL.demos['tuer-zu-tuer-planer'],
    features: [
      {
        icon: 'Users',
        title: 'Team management',
        desc: 'Organise canvassers into teams and assign them to areas and dates.',
      },
      {
        icon: 'Map',
        title: 'Area management',
        desc: 'Divide the constituency into areas and track which ones have been covered.',
      },
      {
        icon: 'Route',
        title: 'AI route optimisation',
        desc: 'Calculates efficient walking routes through each area.',
      },
      {
        icon: 'Hourglass',
        title: 'Remaining-duration calculation',
        desc: 'Estimates how long the remaining areas will take with the current team.',
      },
    ],
    highlight: 'Canvassing with a plan: every team knows where to go, and the campaign knows how much is left to do.',
    color: '#2563EB',
    keywords: [
      'door-to-door canvassing',
      'canvassing planner',
      'canvassing route planning',
      'campaign volunteers',
      'ground campaign',
    ],
    pricing: {
      monthly: 90,
      oneTime: 430,
      vatInfo: VAT_INFO,
      included: INCLUDED,
      oneTimeNote: 'Setup, including one hour of training',
    },
    screenshotAlt:
      'Door-to-Door Planner: map of four canvassing areas with an optimised walking route, the team list with progress and the remaining duration',
  },
  {
    id: 'kampagnenwebsite',
    title: 'Campaign Website Pro',
    subtitle: 'A campaign website that raises donations and engages visitors',
    description:
      'Campaign Website Pro presents your candidacy and turns visitors into supporters. A donation calculator shows what each amount makes possible, gamification and a personality quiz keep visitors engaged, and donors receive a receipt for their donation.',
    demoUrl: EXTERNAL.demos.kampagnenwebsite,
    features: [
      {
        icon: 'Calculator',
        title: 'Donation calculator with slider',
        desc: 'Visitors choose an amount with a slider and see what it pays for, for example posters or flyers.',
      },
      {
        icon: 'Trophy',
        title: 'Gamification',
        desc: 'Donation goals and progress indicators motivate supporters to contribute and share.',
      },
      {
        icon: 'ShieldCheck',
        title: 'Data protection',
        desc: `Hosted ${HOSTED}.`,
      },
      {
        icon: 'Receipt',
        title: 'Donation receipts',
        desc: 'Donors receive a receipt for their donation.',
      },
      {
        icon: 'CircleQuestionMark',
        title: '8-question personality quiz',
        desc: 'Eight short questions show visitors which of your topics matter most to them.',
      },
      {
        icon: 'Palette',
        title: 'Individual design',
        desc: 'Layout, colours and content adapted to your campaign identity.',
      },
    ],
    highlight: 'More than a business card: a website that raises donations and gets visitors involved.',
    color: '#7C3AED',
    keywords: [
      'campaign website',
      'political website',
      'online fundraising',
      'donation calculator',
      'candidate website',
    ],
    pricing: {
      monthly: 39,
      oneTime: 1100,
      vatInfo: VAT_INFO,
      included: INCLUDED,
      oneTimeNote: 'Setup with full visual and content customisation',
    },
    screenshotAlt:
      'Campaign Website Pro: candidate website with a donation calculator slider, fundraising progress bar and a personality quiz question',
  },
] as const satisfies readonly Tool[]

export const TOOLS_PAGE = {
  hero: {
    // An aim, not a promise of success; the clickable word of SPEC 2.11, in lower case mid-sentence.
    headline: { before: 'Software for ', word: 'campaigns', after: ' that want to win' },
    wordDescription: 'Press to drop a shower of ballot papers.',
    subtitle:
      'Three tools from our own campaign practice: organise your team, plan door-to-door canvassing and raise donations online. Try each one in a live demo.',
  },
  labels: {
    demo: 'Open Live Demo',
    consultation: 'Request Consultation',
    consultationHref: '/contact',
    features: 'Features',
    perMonth: 'per month',
    oneTime: 'one-time',
  },
  aiPromo: {
    eyebrow: 'For political mandate holders',
    heading: `${EXTERNAL.sisterAi.name}: the AI assistant for your mandate`,
    text: `Once the election is won, the work in office begins. ${EXTERNAL.sisterAi.name} is our AI assistant for political mandate holders and their offices, built for the day-to-day work of a mandate.`,
    buttonLabel: `Visit ${EXTERNAL.sisterAi.name}`,
    href: EXTERNAL.sisterAi.url,
  },
  priceRange: {
    min: Math.min(...TOOLS.map((tool) => tool.pricing.monthly)),
    max: Math.max(...TOOLS.map((tool) => tool.pricing.monthly)),
    currency: 'EUR',
  },
  seo: {
    title: `Campaign Tools for Election Campaigns | ${SITE.brand}`,
    description:
      'Campaign HQ, Door-to-Door Planner and Campaign Website Pro: software for campaign teams, canvassing and online donations. Try the live demos.',
    socialImageAlt: `${SITE.brand} Campaign Tools: Campaign HQ, Door-to-Door Planner and Campaign Website Pro as three app windows among falling ballot papers`,
  },
} as const satisfies ToolsPageContent
