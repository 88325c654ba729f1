/**
 * Home page copy (SPEC 2.3), in page order. Strings only; components render them.
 * Positioning statements follow SPEC 1.
 */
import { EXTERNAL, SITE, SOFTWARE } from '../config/site.ts'
import type { FaqItem, IconName, LinkContent, SeoContent } from './types.ts'

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
  /** Phrases cycled in this order, wrapping around (SPEC 4). */
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
  /** Positioning paragraphs (SPEC 1). */
  paragraphs: readonly string[]
  /** Heading above the statement list. */
  statementsHeading: string
  /** The five services-section statements (SPEC 1), in order. */
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

/** Service card (SPEC 3). */
export type ServiceCard = {
  /** Card title. */
  title: string
  /** lucide-react icon name. */
  icon: IconName
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

/** AI tool item (SPEC 3). */
export type AiToolItem = {
  /** lucide-react icon name. */
  icon: IconName
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
  /** The ten AI items, in SPEC 1 order. */
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
  /** The five questions, in SPEC 2.3 order. */
  items: readonly FaqItem[]
  /** Invitation to ask anything the list leaves open. */
  contactPrompt: LinkContent & {
    /** Sentence shown before the link. */
    lead: string
  }
}

/** Timeline phase (SPEC 3). */
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
  /** Hero (SPEC 2.3 item 2). */
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

/* ------------------------------------------------------------------ */
/* Content                                                             */
/* ------------------------------------------------------------------ */

export const HOME = {
  hero: {
    eyebrow: 'Campaign consultancy · Berlin',
    headline: 'Winning campaigns for Candidates & Political Organizations',
    leadIn: 'Expert team for',
    rotatingPhrases: [
      'Campaign Strategy',
      'Personal Branding',
      'Political Communication',
      'Social Media',
      'Video Content',
    ],
  },

  electionCampaigns: {
    id: 'services',
    heading: 'Election Campaigns',
    dictionary: {
      syllables: 'e·lec·tion cam·paigns',
      pronunciation: '/ɪˈlɛkʃən kæmˈpeɪnz/',
      wordClass: 'noun, plural',
      definition:
        'Organised efforts to win the support of voters for a candidate, party or voter alliance ahead of an election.',
    },
    paragraphs: [
      `${SITE.brand} brings party communication into the 21st century. We work globally, from local communities to national parliaments and international organisations, for individual candidates as well as for whole associations and their lists. Our services cover campaign strategy, personal branding, political communication, social media and video content.`,
      'We work exclusively for democratic candidates, parties and independent voter alliances. Extremist organisations, including far-right ones, are excluded.',
      'Every quote is fixed-price: within the agreed scope, nothing changes. We recommend contacting us at least 12 months before the election, so there is time for analysis, strategy and building reach. We also develop your fundraising strategy, and if there is no budget yet, we start with a free donation consultation.',
    ],
    statementsHeading: 'What guides our work',
    statements: [
      'Election campaigns begin the day after the election.',
      'Citizens deserve transparent communication.',
      'Parties must build campaign capability before it is needed.',
      'We build communities and dialogue, and turn followers into voters.',
      'A campaign is a marathon, not a sprint.',
    ],
  },

  whoWeAre: {
    id: 'work',
    whoWeAre: {
      heading: 'Who we are',
      paragraphs: [
        `${SITE.brand} is a political campaign consultancy based in Berlin. Our team brings together strategists, communication specialists, designers, video producers and software developers, so that planning and execution come from one source.`,
        'Alongside consulting, we build our own campaign software for team organisation, door-to-door canvassing and online fundraising. Our clients use the same tools we work with every day.',
      ],
    },
    vision: {
      heading: 'Our Vision',
      paragraphs: [
        'Democracy needs candidates who reach people where they form their opinions today: on the doorstep, in the local press and on their phones. We want professional, transparent campaign communication to be available to every democratic campaign, not only to those with the largest budgets.',
        'That is why we make our methods and tools usable for small teams, plan campaigns for the long term and measure our work by one thing: votes won.',
      ],
    },
    cta: { label: 'Schedule free initial consultation', href: '/contact' },
  },

  socialMedia: {
    id: 'about',
    heading: 'Social Media Campaigning',
    paragraphs: [
      'Many voters, especially younger ones, form their political opinions on social media. A campaign that appears there only in the last weeks before the election is too late: reach and trust take months to build.',
      'We plan and produce content that shows the person behind the candidacy, explains positions in plain language and invites dialogue, and we adapt it to each platform.',
    ],
    points: [
      {
        title: 'A plan, not improvisation',
        text: 'Content is planned 2 to 4 weeks ahead, with 3 to 4 posts a week, so the channel stays active even in busy campaign phases.',
      },
      {
        title: 'The right content mix',
        text: 'Roughly 40% personal, 30% political, 20% community and 10% behind-the-scenes content: people vote for people, not for programmes alone.',
      },
      {
        title: 'Video first',
        text: 'Short vertical videos for TikTok, Instagram Reels and YouTube Shorts, scripted, filmed and edited by our team.',
      },
      {
        title: 'Dialogue and community',
        text: 'We answer comments and messages, moderate discussions and turn followers into supporters, volunteers and voters.',
      },
      {
        // Not paid targeting: since 10 October 2025 Regulation (EU) 2024/900 applies and Meta and
        // Google run no political ads in the EU (their announcements of July 2025 and November 2024).
        // The regulation sets rules for political ads, it does not ban them: the platforms' decision
        // is theirs, and what we plan is "in line with" the regulation.
        title: 'Reach within the rules',
        text: 'Since October 2025, Meta and Google no longer run political ads in the EU. We build reach with content people want to share, your community and your own channels, and any advertising we plan is in line with Regulation (EU) 2024/900 on political advertising.',
      },
    ],
  },

  services: {
    id: 'team',
    heading: 'What we do?',
    intro:
      'From the first analysis to election day, our work covers four areas. Open a card to see the services it includes.',
    toggleLabel: 'SERVICES',
    tagLinkLabel: 'Read our guide: {tag}',
    cards: [
      {
        title: 'Analysis',
        icon: 'ChartColumn',
        description:
          'We start with the facts: previous results, the structure of the constituency, target groups, competitors and your own starting position.',
        services:
          'Election result analysis, Constituency analysis, Target group analysis, Competitor analysis, Opinion research, Social media audit, SWOT analysis, Issue monitoring',
      },
      {
        title: 'Consulting',
        icon: 'Compass',
        description:
          'We turn the analysis into a plan, with positioning, core messages, timeline and budget, and advise you and your team until election day.',
        services:
          'Campaign strategies, Personal branding, Message development, Speech writing, Media training, Fundraising strategy, Crisis communication, Budget planning',
      },
      {
        title: 'Offline',
        icon: 'Megaphone',
        description:
          'Presence where voters live: posters, print material, events and door-to-door canvassing, designed and coordinated from one source.',
        services:
          'Election posters, Flyers and brochures, Campaign events, Door-to-door canvassing, Information stands, Press relations, Photo shoots, Promotional items',
      },
      {
        title: 'Online',
        icon: 'Smartphone',
        description:
          'Reach and dialogue online: social media channels, short videos, a campaign website and newsletters, plus labelled ads where the rules for political advertising allow them.',
        services:
          'Social media management, TikTok short videos, Instagram Reels, Campaign websites, Online advertising, Newsletters, Community management, Video production',
      },
    ],
  },

  ai: {
    id: 'ai',
    heading: 'Innovation through AI Power',
    intro:
      'Campaign teams have little time and a lot to keep track of. Our AI toolset takes over routine work such as media monitoring, first drafts and task planning, so your team can spend its time with voters.',
    betaLabel: 'Beta',
    items: [
      {
        icon: 'Newspaper',
        title: 'Media tracking',
        description:
          'Collects press and online coverage of the candidate, the competitors and the campaign’s core issues in one feed.',
      },
      {
        icon: 'PenLine',
        title: 'Smart writing tool',
        description:
          'Drafts press releases, social media posts and speeches in the campaign’s tone, ready for the team to edit and approve.',
      },
      {
        icon: 'TrendingUp',
        title: 'Trend monitoring',
        description:
          'Shows which topics are gaining attention in the constituency and on social media, so the campaign can respond early.',
      },
      {
        icon: 'Radar',
        title: 'AI crisis radar',
        description:
          'Flags unusual spikes in negative coverage or comments and alerts the team before a story escalates.',
      },
      {
        icon: 'Bot',
        title: 'Campaign team chatbot',
        description:
          'Answers the team’s questions about positions, dates and internal guidelines, based on the campaign’s own documents.',
      },
      {
        icon: 'MessageCircle',
        title: 'Public campaign chatbot',
        description:
          'Answers voters’ questions on the campaign website at any time, strictly within the approved programme content.',
      },
      {
        icon: 'ListChecks',
        title: 'Intelligent task planner',
        description:
          'Breaks the campaign plan down into tasks, suggests deadlines and distributes the work across the team.',
      },
      {
        icon: 'Database',
        title: 'Central campaign storage',
        description: 'Keeps documents, graphics, videos and texts in one place, searchable for the whole team.',
      },
      {
        icon: 'Contact',
        title: 'Networked contact book',
        description:
          'Press, supporters, associations and partners in one shared contact book, with notes and contact history.',
      },
      {
        icon: 'ShieldCheck',
        // What the claim rests on, from the site configuration (SOFTWARE in app/config/site.ts).
        title: `Data protection on servers in ${SOFTWARE.hosting.serverLocation}`,
        description: `Your data is stored on servers in ${SOFTWARE.hosting.serverLocation}, hosted by ${SOFTWARE.hosting.provider}${
          SOFTWARE.dataProcessingAgreement
            ? ', under a data-processing agreement (Art. 28 GDPR) we sign with every customer'
            : ''
        }. ${SOFTWARE.aiModels}`,
      },
    ],
    sisterLink: {
      lead: 'Already elected? Our AI assistant supports political mandate holders in their day-to-day work.',
      label: `Discover ${EXTERNAL.sisterAi.name}`,
      href: EXTERNAL.sisterAi.url,
    },
  },

  faq: {
    id: 'faq',
    heading: 'Frequently Asked Questions',
    items: [
      {
        question: 'How long does an election campaign take?',
        answer:
          'We recommend contacting us at least 12 months before the election. The first months are used for analysis, strategy, building the team and growing your channels; visibility then increases step by step towards election day. Shorter timelines are possible, but they leave less time to build reach and trust.',
      },
      {
        question: 'Do you also work for local, district or state associations?',
        answer:
          'Yes. We support individual candidates as well as whole associations and their lists, at local, district and state level. For associations we develop a shared campaign framework, with design, core messages and timeline, that each candidate on the list can adapt to their own constituency.',
      },
      {
        question: 'Which parties do you support?',
        answer:
          'We work only for democratic candidates, parties and independent voter alliances. We do not work for extremist organisations, including far-right ones. Where necessary, we clarify this in the initial consultation, before we make an offer.',
      },
      {
        question: 'What budget do I need?',
        answer:
          'That depends on the election and the services you need. After the free initial consultation you receive a fixed-price quote; within the agreed scope, the price does not change. In our experience, total campaign budgets range from 5,000 to 25,000 euros for a local election, 25,000 to 100,000 euros for a state election and 50,000 to 250,000 euros for a federal election.',
      },
      {
        question: 'We don’t have a fixed budget yet. What now?',
        answer:
          'That is common, especially early on. We offer a free donation consultation and develop a fundraising strategy with you: who can be asked for support, how and when, and which rules apply to political donations. We then plan a campaign that fits the funds you can realistically raise.',
      },
    ],
    contactPrompt: {
      lead: 'Your question is not on the list?',
      label: 'Ask us directly',
      href: '/contact',
    },
  },

  approach: {
    id: 'approach',
    heading: 'How we proceed',
    intro:
      'Every campaign we run follows four phases. In practice they overlap, but each one ends with a clear result.',
    phases: [
      {
        id: 1,
        phase: 'Phase 1',
        title: 'Analysis',
        description:
          'We assess your starting position: previous results, constituency, target groups, competitors and available resources. The result is a clear picture of where votes can be won.',
        alignment: 'left',
      },
      {
        id: 2,
        phase: 'Phase 2',
        title: 'Creation and Consulting',
        description:
          'We develop strategy, positioning, core messages and visual identity, and agree the plan, timeline and fixed-price scope with you.',
        alignment: 'right',
      },
      {
        id: 3,
        phase: 'Phase 3',
        title: 'Coordination',
        description:
          'We organise the team, set up tools and channels, assign responsibilities and schedule posters, events, canvassing and content.',
        alignment: 'left',
      },
      {
        id: 4,
        phase: 'Phase 4',
        title: 'Implementation',
        description:
          'We run the campaign with you: content production, social media, press relations and events, with regular reviews and adjustments until election day.',
        alignment: 'right',
      },
    ],
    cta: { label: 'Free initial consultation with the campaign team', href: '/contact' },
  },

  seo: {
    title: `${SITE.brand} | Political Campaign Consultancy in Berlin`,
    description:
      'Campaign strategy, personal branding, political communication, social media and video for democratic candidates and parties. Free initial consultation.',
  },
} as const satisfies HomeContent

/** Service tags that link to a guide page (SPEC 2.3 item 7). */
export const SERVICE_TAG_LINKS = {
  'Campaign strategies': '/campaign-strategy',
  'Election posters': '/campaign-costs',
  'TikTok short videos': '/social-media-campaigns',
} as const satisfies Record<string, string>
