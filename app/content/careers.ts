import heroArt from '../assets/careers/hero.svg'
import { HR_CONTACT, SITE } from '../config/site.ts'
import type { IconName, SeoContent } from './types.ts'

/**
 * Copy of the careers page (/careers, SPEC 2.5). The page is English; the job ads are German
 * and carry `lang: 'de'` so the component can set `lang="de"` on them (screen readers, hyphenation).
 * The ads themselves live in content/jobs/ (see JOBS below).
 *
 * Job ads avoid wording that German courts have read as age or origin discrimination under the AGG
 * ("junges Team", "Muttersprache Deutsch"); keep it that way when editing.
 */

/** Builds a mailto: URL with an encoded subject line. */
const mailto = (address: string, subject: string) => `mailto:${address}?subject=${encodeURIComponent(subject)}`

/** A job posting (SPEC 3, "Job posting"). */
export type JobPosting = {
  /** Unique id; also the key for "which card is expanded". */
  id: number
  /** Job title as advertised. */
  title: string
  /** Place of work. */
  location: string
  /** Working time or duration, e.g. part-time/full-time or minimum length. */
  type: string
  /** Whether remote work is possible: shown as 'Remote möglich' (true) or 'Vor Ort' (false). */
  remote: boolean
  /** Holds the gender tag '(m/w/d)' shown next to the title, as the SPEC names it. */
  department: string
  /** Introductory paragraph of the ad. */
  description: string
  /** "Deine Aufgaben": what the person will do. */
  responsibilities: readonly string[]
  /** "Dein Profil": what the person should bring. */
  qualifications: readonly string[]
  /** "Das bieten wir": what the company offers. */
  benefits: readonly string[]
  /** How to apply; names the HR contact person. */
  applicationNote: string
  /** Language of every string in the ad; the careers page itself is English. */
  lang: 'de'
}

/** The six benefit titles the SPEC fixes, in display order. */
export type BenefitTitle =
  | 'Meaningful Work'
  | 'Dynamic Team'
  | 'Catering & Events'
  | 'Flexible Work Models'
  | 'Perfect Location'
  | 'Training & Development'

/** A benefit card in the benefits grid. */
export type BenefitCard = {
  /** Card title (fixed by the SPEC). */
  title: BenefitTitle
  /** lucide-react icon shown above the title. */
  icon: IconName
  /** One or two sentences under the title. */
  description: string
}

/** The five stage titles the SPEC fixes, in order. */
export type ApplicationStepTitle =
  'Online Application' | 'First Interview' | 'Practical Task' | 'Final Interview' | 'Welcome to the Team'

/** A row of the application process table. */
export type ApplicationStep = {
  /** Position in the process, starting at 1. */
  step: number
  /** Stage name (fixed by the SPEC). */
  title: ApplicationStepTitle
  /** What happens in this stage. */
  description: string
  /** Approximate time the stage takes the applicant, if worth stating. */
  duration?: string
}

/** A value of the culture section. */
export type CultureValue = {
  /** Short name of the value. */
  title: string
  /** One sentence explaining it. */
  description: string
}

/**
 * An image served from this site. Paths, sizes and alt text live here, not in components, so a
 * photo can replace the artwork by editing this file (keep width/height the file's pixel size).
 */
export type ContentImage = {
  /** Path on this site, e.g. '/uploads/team.svg', or an imported asset's URL (a data: URL when small). */
  src: string
  /** Intrinsic width in pixels; with `height` it reserves the space before the image loads. */
  width: number
  /** Intrinsic height in pixels. */
  height: number
  /** Describes what the image shows. */
  alt: string
}

/** A button that opens the visitor's mail program. */
export type MailtoButton = {
  /** Button text. */
  label: string
  /** Subject line put into the new e-mail. */
  subject: string
  /** Complete mailto: URL (address plus encoded subject). */
  href: string
}

/** All copy of the careers page. */
export type CareersPage = {
  /** Head data. */
  seo: SeoContent
  /** Opening section. */
  hero: {
    /** Small line above the heading. */
    kicker: string
    /** The page's h1. */
    heading: string
    /** Lead text. */
    text: string
    /** Button that scrolls to the openings and selects the openings tab. */
    button: 'Discover Open Positions'
    /** Hero picture (SPEC 2.5: the stock photo), served from this site. */
    image: ContentImage
  }
  /** "Our culture" section. */
  culture: {
    /** Section heading. */
    heading: string
    /** Exactly two paragraphs. */
    paragraphs: readonly [string, string]
    /** Values shown as a short list or small cards. */
    values: readonly CultureValue[]
    /** Team picture, from the site's own uploads path (SPEC 2.5). */
    image: ContentImage
  }
  /** Benefits grid. */
  benefits: {
    /** Section heading. */
    heading: string
    /** Short lead under the heading. */
    intro: string
  }
  /** Labels of the two tabs. */
  tabs: {
    /** Tab with the job cards. */
    openings: 'Open Positions'
    /** Tab with the process table. */
    process: 'Application Process'
  }
  /** Openings tab. */
  openings: {
    /** Heading inside the tab panel. */
    heading: string
    /** Lead text; explains why the ads are in German. */
    intro: string
    /** Apply button on every job card: a full page load of `href` (SPEC 2.5). */
    applyNow: { label: 'Apply Now'; href: string }
    /** Toggle labels of an expandable job card. */
    toggle: { expand: string; collapse: string }
    /** Hint above the unsolicited-application button. */
    unsolicitedText: string
    /** Button that mails the HR contact. */
    unsolicited: MailtoButton
  }
  /** German labels inside a job card. */
  jobCard: {
    /** Badge for `remote: true`. */
    remote: 'Remote möglich'
    /** Badge for `remote: false`. */
    onSite: 'Vor Ort'
    /** Heading of `responsibilities`. */
    responsibilities: string
    /** Heading of `qualifications`. */
    qualifications: string
    /** Heading of `benefits`. */
    benefits: string
    /** Heading of `applicationNote`. */
    application: string
  }
  /** Application process tab. */
  process: {
    /** Heading inside the tab panel. */
    heading: string
    /** Lead text. */
    intro: string
    /** Column headers of the process table. */
    columns: { step: string; title: string; description: string; duration: string }
    /** Button under the table; mails the address on the older domain (SPEC 2.5). */
    applyButton: MailtoButton & { label: 'Jetzt bewerben' }
  }
  /** Contact-person card (SPEC 3, "HR contact"). */
  hrContact: {
    /** Card heading. */
    heading: string
    /** Text naming the contact person. */
    text: string
    /** Alt text of the contact person's picture (`HR_CONTACT.image`). */
    imageAlt: string
    /** Label of the phone link. */
    phoneLabel: string
    /** Label of the e-mail link. */
    emailLabel: string
  }
  /** Closing call to action. */
  cta: {
    /** Heading. */
    heading: string
    /** Text. */
    text: string
    /** Button opening an e-mail to the HR contact. */
    button: MailtoButton
  }
}

export const BENEFITS = [
  {
    title: 'Meaningful Work',
    icon: 'Vote',
    description:
      'Your work helps democratic candidates, parties and independent voter alliances reach people – from local councils to national parliaments.',
  },
  {
    title: 'Dynamic Team',
    icon: 'Users',
    description:
      'Strategists, creatives and developers working side by side, with short decision paths and plenty of room for your ideas.',
  },
  {
    title: 'Catering & Events',
    icon: 'UtensilsCrossed',
    description: 'Shared meals, team events and election nights we follow together.',
  },
  {
    title: 'Flexible Work Models',
    icon: 'Laptop',
    description:
      'Work from our office, from home or a mix of both – with up to 100% remote work, depending on your role.',
  },
  {
    title: 'Perfect Location',
    icon: 'MapPin',
    description: `Our office on ${SITE.address.street} is in the heart of Berlin-Mitte, close to the government district.`,
  },
  {
    title: 'Training & Development',
    icon: 'GraduationCap',
    description:
      'Regular training in campaign strategy, political communication and AI tools, plus feedback from experienced consultants.',
  },
] as const satisfies readonly BenefitCard[]

/**
 * The job postings: edited as files under content/jobs/ (the `jobs` collection of
 * keystatic.config.ts, `npm run editor`), read and computed at build time (app/content/jobs.server.ts).
 */
export { JOBS } from 'virtual:content/jobs'

export const APPLICATION_STEPS = [
  {
    step: 1,
    title: 'Online Application',
    description: 'Send us your CV informally by email – no application portal, no forms. A single PDF is all we need.',
    duration: 'About 10 minutes',
  },
  {
    step: 2,
    title: 'First Interview',
    description:
      'A first conversation in person at our Berlin office or by video call. We get to know each other, talk about your motivation and answer your questions.',
    duration: 'About 45 minutes',
  },
  {
    step: 3,
    title: 'Practical Task',
    description:
      'A short task from our day-to-day work, such as a social media post for a candidate or a brief campaign analysis. It shows us how you think and gives you a feel for the job.',
  },
  {
    step: 4,
    title: 'Final Interview',
    description:
      'Meet the team members you would work with, talk through your task together and clarify the details of your start.',
    duration: 'About 1 hour',
  },
  {
    step: 5,
    title: 'Welcome to the Team',
    description: 'You receive your contract, and on your first day a structured onboarding and a fixed contact person.',
  },
] as const satisfies readonly ApplicationStep[]

export const CAREERS = {
  seo: {
    title: `Careers | ${SITE.brand}`,
    description: `Open positions at ${SITE.brand}, the Berlin political campaign consultancy: paid internships in consulting and media and in AI-powered campaign communication.`,
  },
  hero: {
    kicker: `Careers at ${SITE.brand}`,
    heading: 'Shape Democracy With Us',
    text: 'Join a team that brings party communication into the 21st century – with campaign strategy, creative content and software built in Berlin.',
    button: 'Discover Open Positions',
    // Our own artwork until the operator has photos; replace src, size and alt together. It is
    // imported rather than served from public/ because, under 4 KB, the build writes it into the
    // page as a data: URL: on a phone the hero picture is the largest paint, and it then waits for
    // no request of its own (docs/performance.md). A larger file is served as a hashed asset.
    image: {
      src: heroArt,
      width: 1200,
      height: 900,
      alt: 'Illustration of the Berlin skyline – Brandenburg Gate, TV tower and Reichstag dome – with a marked ballot paper and a speech bubble',
    },
  },
  culture: {
    heading: 'Our Culture',
    paragraphs: [
      `At ${SITE.brand} we advise candidates, parties and independent voter alliances – from local communities to national parliaments and international organisations – and build the software their campaign teams use every day.`,
      'We work only for democratic candidates, parties and voter alliances; extremist organisations, including far-right ones, are excluded. Within that clear line we value different perspectives, honest feedback and transparent communication – with citizens and with each other.',
    ],
    values: [
      { title: 'Democracy First', description: 'We work only for democratic actors – without exception.' },
      {
        title: 'Transparency',
        description: 'Citizens deserve transparent communication, and so do colleagues: we share information openly.',
      },
      {
        title: 'Endurance',
        description: 'A campaign is a marathon, not a sprint. We plan ahead and support each other along the way.',
      },
      {
        title: 'Curiosity',
        description: 'From AI tools to short videos, we try new things and keep what works.',
      },
    ],
    image: {
      src: '/uploads/team.svg',
      width: 1200,
      height: 800,
      alt: 'Illustration of our team in the Berlin office: one colleague presents a campaign plan at the whiteboard while four others follow at their laptops',
    },
  },
  benefits: {
    heading: 'Why Work With Us',
    intro: 'What you can expect when you join our team.',
  },
  tabs: {
    openings: 'Open Positions',
    process: 'Application Process',
  },
  openings: {
    heading: 'Open Positions',
    intro: 'Most of our work happens in German, so our job ads are written in German.',
    applyNow: { label: 'Apply Now', href: '/kontakt' },
    toggle: { expand: 'Show details', collapse: 'Hide details' },
    unsolicitedText:
      'No matching position? We are always glad to hear from people who want to shape democratic campaigns.',
    unsolicited: {
      label: 'Send Unsolicited Application',
      subject: 'Initiativbewerbung',
      href: mailto(HR_CONTACT.email, 'Initiativbewerbung'),
    },
  },
  jobCard: {
    remote: 'Remote möglich',
    onSite: 'Vor Ort',
    responsibilities: 'Deine Aufgaben',
    qualifications: 'Dein Profil',
    benefits: 'Das bieten wir',
    application: 'Bewerbung',
  },
  process: {
    heading: 'Application Process',
    intro: `From your first email to your first day: this is how applying at ${SITE.brand} works.`,
    columns: { step: 'Step', title: 'Stage', description: 'What happens', duration: 'Duration' },
    applyButton: {
      label: 'Jetzt bewerben',
      subject: 'Bewerbung',
      href: mailto(HR_CONTACT.legacyApplicationEmail, 'Bewerbung'),
    },
  },
  hrContact: {
    heading: 'Your Contact Person',
    text: `Questions about a position or the application process? ${HR_CONTACT.name}, our ${HR_CONTACT.position}, is happy to help – by phone or email.`,
    imageAlt: `Avatar of ${HR_CONTACT.name}`,
    phoneLabel: 'Call',
    emailLabel: 'Send email',
  },
  cta: {
    heading: 'Ready to Make a Difference?',
    text: 'Help us bring political communication into the 21st century. Send us your CV – we look forward to hearing from you.',
    button: {
      label: 'Get in Touch',
      subject: 'Bewerbung',
      href: mailto(HR_CONTACT.email, 'Bewerbung'),
    },
  },
} as const satisfies CareersPage
