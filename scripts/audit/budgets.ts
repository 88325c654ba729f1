/**
 * The site's quality budgets (issue 3), in one place. `npm run audit:site` measures every
 * route against them; `tests/e2e/quality-gates.test.ts` enforces the cheap, stable ones in
 * `npm test`. See docs/performance.md for why each number is what it is.
 */
export const BUDGETS = {
  lighthouse: {
    /** Mobile preset (Moto G power, slow 4G, 4× CPU slowdown, simulated). */
    performance: 95,
    accessibility: 100,
    bestPractices: 100,
    /** Only on indexable routes: noindex pages lose SEO points by design. */
    seo: 100,
    cls: 0.02,
    tbtMs: 100,
  },
  /** Gzip bytes of every script a route loads. */
  js: { homeGzipBytes: 150 * 1024, routeGzipBytes: 200 * 1024 },
  thirdPartyRequests: 0,
  cookies: 0,
  /** axe-core findings of these impacts fail the gate. */
  axeFailingImpacts: ['serious', 'critical'] as const,
  htmlErrors: 0,
  brokenLinks: 0,
} as const

/** Lighthouse runs per route; the median run (by performance score) is kept. */
export const LIGHTHOUSE_RUNS = 3
