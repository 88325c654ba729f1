/**
 * The site's quality budgets, in one place. `npm run audit:site` measures every
 * route against them; `tests/e2e/quality-gates.test.ts` enforces the cheap, stable ones (bytes)
 * in `npm test`. See docs/performance.md for why each number is what it is.
 */
import { CONTACT_OUTCOME_PATHS } from '../../app/lib/contact-outcome-paths.ts'
import { GUIDE_PAGES } from '../../app/lib/pages.ts'
import { HUB_PATH } from '../../app/lib/paths.ts'

const KB = 1024

export const BUDGETS = {
  lighthouse: {
    /**
     * Mobile preset (Moto G power, slow 4G, simulated) with the CPU slowdown calibrated to the
     * host (cpuSlowdown below); desktop for the home page. Reading pages must score 100.
     */
    performance: 95,
    readingPerformance: 100,
    accessibility: 100,
    bestPractices: 100,
    /** Only on indexable routes: noindex pages lose SEO points by design. */
    seo: 100,
    cls: 0,
    tbtMs: 200,
    readingTbtMs: 20,
    /** Largest paint, mobile preset, simulated (median of the runs). */
    lcpMs: 1000,
    /** … on the pages that only read (READING_PAGES): at the floor of plain HTML and one stylesheet. */
    readingLcpMs: 900,
    /** First and largest paint at most this far apart: nothing paints the main content late. */
    paintGapMs: 100,
  },
  /**
   * Gzip bytes of every script a route loads (docs/performance.md, "JavaScript"). Reading pages
   * load none (no framework, no module script); their inline scripts together stay under 2 KB.
   */
  js: {
    homeGzipBytes: 110 * KB,
    /**
     * The careers page's tabs and job cards are the browser's own controls
     * (docs/decisions/032), so it hydrates nothing and loads no module script (0 bytes); the
     * ceiling of 110 KB stays as the budget.
     */
    careersGzipBytes: 110 * KB,
    /**
     * The contact form is the browser's own with a small script of its own (no form
     * library, the rules without zod: app/lib/contact-rules.ts); React and React Router are most of it.
     */
    contactGzipBytes: 130 * KB,
    routeGzipBytes: 160 * KB,
    /**
     * What the home page fetches once it is idle after hydration, so that a click finds it there
     * (the confetti): outside the page's budget, which is what it needs to become
     * interactive, and held to this one.
     */
    homeIdleGzipBytes: 8 * KB,
    /** The contact form's toaster (sonner), mounted when idle on /contact so that a submit only shows a toast (INP); the contact cards import it at load (`idleChunks`). */
    contactIdleGzipBytes: 12 * KB,
    readingGzipBytes: 0,
    readingInlineGzipBytes: 2 * KB,
  },
  /**
   * A page's HTML on the wire (compressed body and headers) within what a new TCP connection
   * sends before it waits for a round trip: 10 segments of 1,460 bytes (RFC 6928). A page past
   * it is made shorter, never given its stylesheet inline (docs/decisions/027).
   */
  htmlWireBytes: 10 * 1460,
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
  // The answers to a contact form sent without JavaScript (docs/decisions/031).
  ...Object.values(CONTACT_OUTCOME_PATHS).flatMap((paths) => Object.values(paths)),
]

/**
 * The CPU slowdown for Lighthouse's mobile preset on this host (docs/decisions/027): 4× on a
 * host of benchmarkIndex 2,400 (a 2-core CI machine), more on a faster host so that it flatters
 * the page less, never less than 4×.
 */
export function cpuSlowdown(benchmarkIndex: number): number {
  return Math.round(Math.max(4, (4 * benchmarkIndex) / 2400) * 100) / 100
}

/** Whether a route is a document without React (docs/decisions/027). */
export const isReadingPage = (path: string) => READING_PAGES.includes(path)

/**
 * Pages that are documents without React but not reading pages: their controls are the
 * browser's own (docs/decisions/032). No module script, like a reading page; their paint and
 * blocking-time budgets are those of the interactive pages.
 */
export const NATIVE_CONTROL_PAGES: readonly string[] = ['/careers']

/** Whether a route loads no module script (a reading page or a page of native controls). */
export const isDocumentPage = (path: string) => isReadingPage(path) || NATIVE_CONTROL_PAGES.includes(path)

/**
 * Chunks a page fetches when idle after hydration, not to become interactive: the home page's
 * confetti, and on /contact the toaster (mounted at idle there). The contact cards import the
 * toaster at load, so there it counts as the page's own script.
 */
export function idleChunks(path: string): readonly RegExp[] {
  const confetti = /\/confetti[^/]*\.js$/
  return path === '/contact' ? [confetti, /\/toaster-[^/]*\.js$/, /\/contact-toasts-[^/]*\.js$/] : [confetti]
}

/** Splits a page's scripts (path → gzip bytes) into what it needs to become interactive and what it fetches when idle. */
export function splitIdleScripts(scripts: Record<string, number>, path: string): { initial: number; idle: number } {
  const later = idleChunks(path)
  let initial = 0
  let idle = 0
  for (const [file, bytes] of Object.entries(scripts)) {
    if (later.some((chunk) => chunk.test(file))) idle += bytes
    else initial += bytes
  }
  return { initial, idle }
}

/** The JavaScript budget of a route (gzip bytes). */
export function jsBudget(path: string): number {
  if (path === '/') return BUDGETS.js.homeGzipBytes
  if (path === '/careers') return BUDGETS.js.careersGzipBytes
  if (path === '/contact') return BUDGETS.js.contactGzipBytes
  if (READING_PAGES.includes(path)) return BUDGETS.js.readingGzipBytes
  return BUDGETS.js.routeGzipBytes
}

/** The budget of what a route fetches when idle after hydration (gzip bytes). */
export function idleJsBudget(path: string): number {
  return path === '/contact' ? BUDGETS.js.contactIdleGzipBytes : BUDGETS.js.homeIdleGzipBytes
}

/** The largest-paint budget of a route (ms, mobile preset, simulated). */
export function lcpBudget(path: string): number {
  return READING_PAGES.includes(path) ? BUDGETS.lighthouse.readingLcpMs : BUDGETS.lighthouse.lcpMs
}

/** Lighthouse runs per route and throttling method; the median of each figure is kept. */
export const LIGHTHOUSE_RUNS = 3
