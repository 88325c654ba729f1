import type { SeoContent } from './types.ts'

/**
 * The careers page (/careers): its types, and its copy from content/ – edited in the
 * editor (`npm run editor`): the page's copy as content/careers.yaml (keystatic/careers.ts), the
 * ads as content/jobs/ (see JOBS below). Both are read and computed at build time
 * (app/content/careers.server.ts, app/content/jobs.server.ts). The page is English; the job ads
 * are German and carry `lang: 'de'` so the component can set `lang="de"` on them.
 *
 * Job ads avoid wording that German courts have read as age or origin discrimination under the AGG
 * ("junges Team", "Muttersprache Deutsch"); the editor's field descriptions say so.
 */

/**
 * A job posting (content/jobs/*.yaml): not written by hand but what app/content/jobs.server.ts
 * makes of a file under content/jobs/, typed from the schema (docs/decisions/043). The `department`
 * holds the gender tag shown after the title, as the SPEC names it.
 */
export type { JobPosting } from './jobs.server.ts'

/** A job's application form on the contact page (`/contact?stelle=<slug>`, docs/decisions/035). */
export type JobForm = {
  slug: string
  /** The job's title with its gender tag, as the ad shows it (German). */
  title: string
  /** What the message should say (German, like the ad). */
  prompt: string
}

/** The six benefit titles the SPEC fixes, in display order. */
export type BenefitTitle =
  | 'Meaningful Work'
  | 'Dynamic Team'
  | 'Catering & Events'
  | 'Flexible Work Models'
  | 'Perfect Location'
  | 'Training & Development'

/** The icons a benefit card can show (keystatic/careers.ts offers exactly these; the section maps them). */
export type BenefitIcon = 'Vote' | 'Users' | 'UtensilsCrossed' | 'Laptop' | 'MapPin' | 'GraduationCap'

/** A benefit card in the benefits grid. */
export type BenefitCard = {
  /** Card title (fixed by the SPEC). */
  title: BenefitTitle
  /** lucide-react icon shown above the title. */
  icon: BenefitIcon
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
    /** Hero picture (a stock photo), served from this site. */
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
    /** Team picture, from the site's own uploads path. */
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
    /** Apply button on every job card: a full page load of `href`. */
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
    /** Button under the table; mails the address on the older domain. */
    applyButton: MailtoButton & { label: 'Jetzt bewerben' }
  }
  /** Contact-person card (content/hr-contact.yaml). */
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

/**
 * The job postings: edited as files under content/jobs/ (the `jobs` collection of
 * keystatic.config.ts, `npm run editor`), read and computed at build time (app/content/jobs.server.ts).
 */
export { JOB_FORMS, JOBS } from 'virtual:content/jobs'

/**
 * The page's copy (CAREERS), the six benefit cards and the five application stages, from
 * content/careers.yaml; brand, address and HR contact filled in at build time.
 */
export { APPLICATION_STEPS, BENEFITS, CAREERS } from 'virtual:content/careers'
