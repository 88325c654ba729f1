import { CARD_PATHS, FOUNDER_CARD } from '../config/links.ts'
import { CONTACT_OUTCOME_PATHS } from './contact-outcome-paths.ts'
import { HUB_PATH, normalisePath, NOT_FOUND_PATH } from './paths.ts'

export { normalisePath, NOT_FOUND_PATH }

/**
 * The hand-written part of the route table: every page except the guides, whose
 * entries follow from their content (app/lib/pages.ts joins both). This module is safe for
 * the browser bundle (the document shell reads `<html lang>` from it); `pages.ts` is not,
 * because it reads the guides' whole copy.
 */
export type PageEntry = {
  /** URL path, without trailing slash. */
  path: string
  /** Route module, relative to `app/`. */
  file: string
  /** Route id, needed only when two paths share one module. */
  id?: string
  /** Value of `<html lang>` for the page. */
  lang: 'de' | 'en'
  /** Main heading, checked in the prerendered HTML by the tests. */
  heading: string
  /** False for pages the spec marks noindex; they get robots noindex and stay out of the sitemap. */
  indexable: boolean
}

export const SITE_PAGES = [
  {
    path: '/',
    file: 'routes/home.tsx',
    lang: 'en',
    heading: 'Winning campaigns for Candidates & Political Organizations',
    indexable: true,
  },
  { path: '/careers', file: 'routes/careers.tsx', lang: 'en', heading: 'Shape Democracy With Us', indexable: false },
  { path: '/contact', file: 'routes/contact.tsx', lang: 'en', heading: 'Free Initial Consultation', indexable: true },
  { path: '/legal', file: 'routes/legal.tsx', lang: 'de', heading: 'Impressum', indexable: false },
  { path: '/privacy', file: 'routes/privacy.tsx', lang: 'de', heading: 'Datenschutzerklärung', indexable: false },
  {
    path: '/campaign-tools',
    file: 'routes/campaign-tools.tsx',
    lang: 'en',
    heading: 'Software for',
    indexable: true,
  },
  {
    path: HUB_PATH,
    file: 'routes/ratgeber.tsx',
    lang: 'de',
    // GUIDE_HUB.headline, written out: the hub's copy must not enter every page's script
    // (this module is in the document shell); app/lib/site-pages.test.ts keeps both equal.
    heading: 'Ratgeber Wahlkampf',
    indexable: true,
  },
  {
    path: CARD_PATHS.gated,
    file: 'routes/contact-card.tsx',
    id: 'card-gated',
    lang: 'de',
    heading: 'Zugriff erforderlich',
    indexable: false,
  },
  {
    path: CARD_PATHS.direct,
    file: 'routes/contact-card.tsx',
    id: 'card-direct',
    lang: 'de',
    heading: FOUNDER_CARD.name,
    indexable: false,
  },
  // The answers to a contact form sent without JavaScript (docs/decisions/031).
  ...(
    [
      [CONTACT_OUTCOME_PATHS.sent.en, 'en', 'Request sent!'],
      [CONTACT_OUTCOME_PATHS.sent.de, 'de', 'Anfrage gesendet!'],
      [CONTACT_OUTCOME_PATHS.problem.en, 'en', 'Your request could not be sent'],
      [CONTACT_OUTCOME_PATHS.problem.de, 'de', 'Ihre Anfrage konnte nicht gesendet werden'],
    ] as const
  ).map(([path, lang, heading]) => ({
    path,
    file: 'routes/contact-outcome.tsx',
    id: `contact-outcome${path}`,
    lang,
    heading,
    indexable: false,
  })),
] as const satisfies readonly PageEntry[]

export function findSitePage(path: string): PageEntry | undefined {
  return SITE_PAGES.find((page) => page.path === path)
}
