/**
 * The careers page's copy as the page uses it, from content/careers.yaml (read and validated by
 * app/content/reader/read-content.ts against keystatic/careers.ts). Runs at build time only: the
 * Vite plugin hands the page `virtual:content/careers`, whose code this writes. The fixed titles
 * – the six benefits, the five stages, the tabs and buttons – are set here, not in the content.
 * The placeholders are filled in from the company details under the same root
 * (app/content/placeholders.server.ts); the hero picture (an import) and the mail links
 * (`mailButton(…, HR_CONTACT.email)`) stay code.
 */
import type { ApplicationStep, BenefitCard, CareersPage } from './careers.ts'
import { companyContent } from './company.server.ts'
import { fillPlaceholders } from './placeholders.server.ts'
import type { Code } from './reader/modules/code.ts'
import { readSingleton, singletonFile } from './reader/read-content.ts'

/** `T` where any string or object may be a piece of code that yields it when the module runs. */
type Coded<T> = T extends string
  ? T | Code
  : T extends readonly (infer Item)[]
    ? readonly Coded<Item>[]
    : T extends object
      ? { [Key in keyof T]: Coded<T[Key]> } | Code
      : T

const code = (text: string): Code => ({ code: text })

/**
 * A button that writes to the HR contact, made by the module's own helper (`label`, `subject` and
 * a mailto: URL with the subject encoded). Code, not a filled-in URL: the page's script names
 * the address anyway, and the subject is written once (docs/decisions/045).
 */
const mailButton = (label: string, subject: string, address: string) =>
  code(`mailButton(${JSON.stringify(label)}, ${JSON.stringify(subject)}, ${address})`)

const BENEFIT_TITLES = {
  meaningfulWork: 'Meaningful Work',
  dynamicTeam: 'Dynamic Team',
  cateringEvents: 'Catering & Events',
  flexibleWork: 'Flexible Work Models',
  perfectLocation: 'Perfect Location',
  training: 'Training & Development',
} as const

const STEP_TITLES = {
  onlineApplication: 'Online Application',
  firstInterview: 'First Interview',
  practicalTask: 'Practical Task',
  finalInterview: 'Final Interview',
  welcome: 'Welcome to the Team',
} as const

/**
 * CAREERS, BENEFITS and APPLICATION_STEPS of app/content/careers.ts from the content files under
 * `root`, filled in; the hero picture and the mail links still to be written as code.
 */
export async function careersContent(root: string) {
  const page = fillPlaceholders(singletonFile('careers'), await readSingleton(root, 'careers'), await companyContent(root))
  const { seo, hero, culture, benefits, openings, jobCard, process, cta } = page
  const CAREERS: Coded<CareersPage> = {
    seo: { title: seo.title, description: seo.description },
    hero: {
      kicker: hero.kicker,
      heading: hero.heading,
      text: hero.text,
      button: 'Discover Open Positions',
      image: { src: code('heroArt'), width: 1200, height: 900, alt: hero.imageAlt },
    },
    culture: {
      heading: culture.heading,
      paragraphs: [culture.paragraphs[0]!, culture.paragraphs[1]!],
      values: culture.values.map((value) => ({ title: value.title, description: value.description })),
      image: {
        src: culture.image.src,
        width: culture.image.width,
        height: culture.image.height,
        alt: culture.image.alt,
      },
    },
    benefits: { heading: benefits.heading, intro: benefits.intro },
    tabs: { openings: 'Open Positions', process: 'Application Process' },
    openings: {
      heading: openings.heading,
      intro: openings.intro,
      applyNow: { label: 'Apply Now', href: '/kontakt' },
      toggle: { expand: openings.expand, collapse: openings.collapse },
      unsolicitedText: openings.unsolicitedText,
      unsolicited: mailButton(openings.unsolicitedLabel, openings.unsolicitedSubject, 'HR_CONTACT.email'),
    },
    jobCard: { remote: 'Remote möglich', onSite: 'Vor Ort', ...jobCard },
    process: {
      heading: process.heading,
      intro: process.intro,
      columns: process.columns,
      applyButton: mailButton('Jetzt bewerben', process.applySubject, 'HR_CONTACT.legacyApplicationEmail'),
    },
    hrContact: {
      heading: page.hrContact.heading,
      text: page.hrContact.text,
      imageAlt: page.hrContact.imageAlt,
      phoneLabel: page.hrContact.phoneLabel,
      emailLabel: page.hrContact.emailLabel,
    },
    cta: {
      heading: cta.heading,
      text: cta.text,
      button: mailButton(cta.buttonLabel, cta.buttonSubject, 'HR_CONTACT.email'),
    },
  }
  const BENEFITS: BenefitCard[] = Object.entries(BENEFIT_TITLES).map(([key, title]) => {
    const card = benefits[key as keyof typeof BENEFIT_TITLES]
    return { title, icon: card.icon, description: card.description }
  })
  const APPLICATION_STEPS: ApplicationStep[] = Object.entries(STEP_TITLES).map(([key, title], index) => {
    const { description, duration } = process[key as keyof typeof STEP_TITLES]
    return { step: index + 1, title, description: description, ...(duration ? { duration } : {}) }
  })
  return { BENEFITS, APPLICATION_STEPS, CAREERS }
}

/** The lines `virtual:content/careers` starts with: the hero picture's import (`heroArtFile`) and what the code pieces name. */
export const careersPreamble = (heroArtFile: string) => [
  `import heroArt from ${JSON.stringify(heroArtFile)}`,
  "import { HR_CONTACT } from '#content/company'",
  'const mailButton = (label, subject, address) => ({ label, subject, href: `mailto:${address}?subject=${encodeURIComponent(subject)}` })',
]
