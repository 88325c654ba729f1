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
}

/** The careers page's copy from content/careers.yaml, computed at build time (app/content/careers.server.ts). */
declare module 'virtual:content/careers' {
  /* eslint-disable @typescript-eslint/consistent-type-imports */
  export const CAREERS: import('./content/careers.ts').CareersPage
  export const BENEFITS: readonly import('./content/careers.ts').BenefitCard[]
  export const APPLICATION_STEPS: readonly import('./content/careers.ts').ApplicationStep[]
  /* eslint-enable @typescript-eslint/consistent-type-imports */
}
