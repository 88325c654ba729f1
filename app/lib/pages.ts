import { CARD_PATHS, FOUNDER_CARD } from '../config/site.ts'

/**
 * The route table of SPEC 2.1 as data. `app/routes.ts`, the prerender list, the sitemap,
 * robots.txt, the server's 404 handling and the browser tests all read it, so a page is
 * added in exactly one place (README, "Adding a page").
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

export const PAGES = [
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
    path: '/campaign-strategy',
    file: 'routes/campaign-strategy.tsx',
    lang: 'de',
    heading: 'Wahlkampfstrategie erstellen: So wird aus Einsatz ein Wahlerfolg',
    indexable: true,
  },
  {
    path: '/campaign-costs',
    file: 'routes/campaign-costs.tsx',
    lang: 'de',
    heading: 'Wahlkampfkosten: Was ein Wahlkampf kostet und wie Sie richtig planen',
    indexable: true,
  },
  {
    path: '/social-media-campaigns',
    file: 'routes/social-media-campaigns.tsx',
    lang: 'de',
    heading: 'Social-Media-Wahlkampf: Reichweite aufbauen, Vertrauen gewinnen, Stimmen holen',
    indexable: true,
  },
  {
    path: '/campaign-tools',
    file: 'routes/campaign-tools.tsx',
    lang: 'en',
    heading: 'Software that wins',
    indexable: true,
  },
  {
    path: '/digital-campaigns',
    file: 'routes/digital-campaigns.tsx',
    lang: 'de',
    heading: 'Digitaler Wahlkampf: Wählerinnen und Wähler dort erreichen, wo sie sind',
    indexable: true,
  },
  {
    path: '/campaign-guide',
    file: 'routes/campaign-guide.tsx',
    lang: 'de',
    heading: 'Wahlkampf-Guide: In sechs Schritten zur erfolgreichen Kampagne',
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
] as const satisfies readonly PageEntry[]

/** Prerendered as the body of every 404 answer; the server never answers 200 for it. */
export const NOT_FOUND_PATH = '/404'

export function prerenderPaths(): string[] {
  return [...PAGES.map((page) => page.path), NOT_FOUND_PATH]
}

/** `/careers/` → `/careers`. Prerendering renders each page at its path with a trailing slash. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

export function findPage(path: string): PageEntry | undefined {
  return PAGES.find((page) => page.path === path)
}
