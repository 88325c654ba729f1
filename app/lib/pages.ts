import { GUIDES } from '../content/guides/index.ts'
import { GUIDE_LANG, NOT_FOUND_PATH } from './paths.ts'
import { type PageEntry, SITE_PAGES } from './site-pages.ts'

export { normalisePath, NOT_FOUND_PATH } from './paths.ts'
export type { PageEntry } from './site-pages.ts'

/** Every guide is served by one route module; the route id tells the paths apart. */
export const GUIDE_ROUTE_FILE = 'routes/guide.tsx'

/** The guides' entries, derived from their content (app/content/guides/index.ts). */
export const GUIDE_PAGES: readonly PageEntry[] = GUIDES.map((guide) => ({
  path: guide.path,
  file: GUIDE_ROUTE_FILE,
  id: `guide${guide.path}`,
  lang: GUIDE_LANG,
  heading: guide.headline,
  indexable: true,
}))

/**
 * The route table as data: the hand-written pages (app/lib/site-pages.ts) and
 * one entry per guide. `app/routes.ts`, the prerender list, the sitemap, robots.txt and the
 * browser tests all read it, so a page is added in exactly one place (README, "Adding a
 * page" and "Adding a guide"). Build-time and test code only: it reads every guide's copy,
 * which must not end up in the browser bundle (the browser reads `site-pages.ts`).
 */
export const PAGES: readonly PageEntry[] = [...SITE_PAGES, ...GUIDE_PAGES]

export function prerenderPaths(): string[] {
  return [...PAGES.map((page) => page.path), NOT_FOUND_PATH]
}

export function findPage(path: string): PageEntry | undefined {
  return PAGES.find((page) => page.path === path)
}
