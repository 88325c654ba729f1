/**
 * The site's quality budgets (issues 3 and 22), in one place. `npm run audit:site` measures every
 * route against them; `tests/e2e/quality-gates.test.ts` enforces the cheap, stable ones (bytes)
 * in `npm test`. See docs/performance.md for why each number is what it is.
 */
import { GUIDE_PAGES } from '../../app/lib/pages.ts'
import { HUB_PATH } from '../../app/lib/paths.ts'

const KB = 1024

export const BUDGETS = {
  lighthouse: {
    /** Mobile preset (Moto G power, slow 4G, 4× CPU slowdown, simulated); desktop for the home page. */
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    /** Only on indexable routes: noindex pages lose SEO points by design. */
    seo: 100,
    cls: 0,
    tbtMs: 50,
    /** Largest paint, mobile preset, simulated (median of the runs). */
    lcpMs: 1000,
    /** … on the pages that only read (READING_PAGES): at the floor of plain HTML and one stylesheet. */
    readingLcpMs: 900,
    /** First and largest paint at most this far apart: nothing paints the main content late. */
    paintGapMs: 100,
  },
  /** Gzip bytes of every script a route loads (docs/performance.md, "JavaScript"). */
  js: { homeGzipBytes: 135 * KB, readingGzipBytes: 125 * KB, routeGzipBytes: 160 * KB },
  thirdPartyRequests: 0,
  cookies: 0,
  /** axe-core findings of these impacts fail the gate. */
  axeFailingImpacts: ['serious', 'critical'] as const,
  htmlErrors: 0,
  brokenLinks: 0,
} as const

/** Pages that only read: every guide, the guides' hub, the legal notice and the privacy policy. */
export const READING_PAGES: readonly string[] = [
  ...GUIDE_PAGES.map((page) => page.path),
  HUB_PATH,
  '/legal',
  '/privacy',
]

/** The JavaScript budget of a route (gzip bytes). */
export function jsBudget(path: string): number {
  if (path === '/') return BUDGETS.js.homeGzipBytes
  if (READING_PAGES.includes(path)) return BUDGETS.js.readingGzipBytes
  return BUDGETS.js.routeGzipBytes
}

/** The largest-paint budget of a route (ms, mobile preset, simulated). */
export function lcpBudget(path: string): number {
  return READING_PAGES.includes(path) ? BUDGETS.lighthouse.readingLcpMs : BUDGETS.lighthouse.lcpMs
}

/** Lighthouse runs per route and throttling method; the median of each figure is kept. */
export const LIGHTHOUSE_RUNS = 3
