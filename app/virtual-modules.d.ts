/** Salted hash of the contact card password, made at build time by scripts/card-gate-plugin.ts. */
declare module 'virtual:card-gate' {
  import type { PasswordRecord } from './lib/password-hash.ts'

  const record: PasswordRecord
  export default record
}

/** The job postings from content/jobs/, read and computed at build time by scripts/content/content-plugin.ts. */
declare module 'virtual:content/jobs' {
  // An ambient module may not import by a relative path; an import type may name one.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const JOBS: readonly import('./content/careers.ts').JobPosting[]
  /** Slug, title and message prompt of each job: the contact page's application forms. */
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const JOB_FORMS: readonly import('./content/careers.ts').JobForm[]
}

/** The home page's sections from content/home.yaml (app/content/home.server.ts). */
declare module 'virtual:content/home' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const HOME: import('./content/home.ts').HomeContent
  /** Service tags that link to a guide page: tag → path. */
  export const SERVICE_TAG_LINKS: Readonly<Record<string, string>>
}

/** The tools and the tools page's copy from content/tools/ and content/tools-page.yaml (app/content/tools.server.ts). */
declare module 'virtual:content/tools' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const TOOLS: readonly import('./content/tools.ts').Tool[]
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const TOOLS_PAGE: import('./content/tools.ts').ToolsPageContent
}

/** The contact page's FAQ from content/contact-faq.yaml (app/content/contact-faq.server.ts). */
declare module 'virtual:content/contact-faq' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const CONTACT_FAQ: import('./content/contact-faq.ts').ContactFaqContent
}

/** The careers page's copy from content/careers.yaml, computed at build time (app/content/careers.server.ts). */
declare module 'virtual:content/careers' {
  /* eslint-disable @typescript-eslint/consistent-type-imports */
  export const CAREERS: import('./content/careers.ts').CareersPage
  export const BENEFITS: readonly import('./content/careers.ts').BenefitCard[]
  export const APPLICATION_STEPS: readonly import('./content/careers.ts').ApplicationStep[]
  /* eslint-enable @typescript-eslint/consistent-type-imports */
}

/** The red AI Act banner's copy from content/banner.yaml (app/content/ai-act-banner.ts). */
declare module 'virtual:content/banner' {
  /* eslint-disable @typescript-eslint/consistent-type-imports */
  export const AI_ACT_BANNER: import('@keystatic/core/reader').Entry<
    (typeof import('../keystatic/banner.ts'))['bannerSingletons']['banner']
  >
  /* eslint-enable @typescript-eslint/consistent-type-imports */
}

/** The privacy policy and the legal notice from content/legal/ (app/content/legal.server.ts). */
declare module 'virtual:content/legal' {
  /* eslint-disable @typescript-eslint/consistent-type-imports */
  export const PRIVACY: import('./content/legal-texts.ts').PrivacyPage
  export const LEGAL: import('./content/legal-texts.ts').LegalPage
  /* eslint-enable @typescript-eslint/consistent-type-imports */
}
