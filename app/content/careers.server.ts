/**
 * The careers page's copy as the page uses it, from content/careers.yaml (read and validated by
 * app/content/reader/read-content.ts against keystatic/careers.ts). Runs at build time only: the
 * Vite plugin hands the page `virtual:content/careers`, whose code this writes. The titles the
 * SPEC fixes – the six benefits, the five stages, the tabs and buttons – are set here, not in the
 * content. The placeholders and the mail links become references to the company details
 * (`#content/company`), as when the copy was TypeScript: the page's bundle keeps its bytes, and a
 * change of brand or HR contact reaches the copy without a second source.
 */
import type { ApplicationStep, BenefitCard, CareersPage } from './careers.ts'
import { readSingleton } from './reader/read-content.ts'

/** A piece of code in place of a value (the module writes it as is). */
export type Code = { code: string }

/** `T` where any string may be a piece of code that yields it when the module runs. */
type Coded<T> = T extends string
  ? T | Code
  : T extends readonly (infer Item)[]
    ? readonly Coded<Item>[]
    : T extends object
      ? { [Key in keyof T]: Coded<T[Key]> }
      : T

const code = (text: string): Code => ({ code: text })

/** What each placeholder of keystatic/careers.ts stands for, as an expression of the module. */
const PLACEHOLDER_CODE: Record<string, string> = {
  '{Marke}': 'SITE.brand',
  '{Straße}': 'SITE.address.street',
  '{Ansprechperson}': 'HR_CONTACT.name',
  '{Funktion}': 'HR_CONTACT.position',
}

/** The module's own helper: a mailto: URL with an encoded subject line. */
const mailto = (address: string, subject: string) => code(`mailto(${address}, ${JSON.stringify(subject)})`)


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
 * `root`, with their placeholders, the hero picture and the mail links still to be written as code.
 */
export async function careersContent(root: string) {
  const page = await readSingleton(root, 'careers')
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
      unsolicited: {
        label: openings.unsolicitedLabel,
        subject: openings.unsolicitedSubject,
        href: mailto('HR_CONTACT.email', openings.unsolicitedSubject),
      },
    },
    jobCard: { remote: 'Remote möglich', onSite: 'Vor Ort', ...jobCard },
    process: {
      heading: process.heading,
      intro: process.intro,
      columns: process.columns,
      applyButton: {
        label: 'Jetzt bewerben',
        subject: process.applySubject,
        href: mailto('HR_CONTACT.legacyApplicationEmail', process.applySubject),
      },
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
      button: {
        label: cta.buttonLabel,
        subject: cta.buttonSubject,
        href: mailto('HR_CONTACT.email', cta.buttonSubject),
      },
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

/** A string as a JavaScript literal: a template with `${…}` where it names a placeholder, else JSON. */
function stringCode(text: string): string {
  const pattern = new RegExp(Object.keys(PLACEHOLDER_CODE).map((key) => key.replace(/[{}]/g, '\\$&')).join('|'), 'g')
  if (!pattern.test(text)) return JSON.stringify(text)
  const escaped = text.replace(/[`\\]|\$\{/g, (match) => `\\${match}`)
  return `\`${escaped.replace(pattern, (key) => `\${${PLACEHOLDER_CODE[key]}}`)}\``
}

/** Any value as a JavaScript expression; `Code` pieces as they are. */
function valueCode(value: unknown): string {
  if (typeof value === 'string') return stringCode(value)
  if (Array.isArray(value)) return `[${value.map(valueCode).join(', ')}]`
  if (value && typeof value === 'object') {
    if ('code' in value && typeof value.code === 'string' && Object.keys(value).length === 1) return value.code
    return `{${Object.entries(value)
      .map(([key, child]) => `${JSON.stringify(key)}: ${valueCode(child)}`)
      .join(', ')}}`
  }
  return JSON.stringify(value)
}

/** The code of `virtual:content/careers`; `heroArt` is the URL of the hero picture the module imports. */
export async function careersModuleCode(root: string, heroArtFile: string): Promise<string> {
  const values = await careersContent(root)
  return [
    `import heroArt from ${JSON.stringify(heroArtFile)}`,
    "import { HR_CONTACT, SITE } from '#content/company'",
    'const mailto = (address, subject) => `mailto:${address}?subject=${encodeURIComponent(subject)}`',
    ...Object.entries(values).map(([name, value]) => `export const ${name} = ${valueCode(value)}`),
    '',
  ].join('\n')
}
