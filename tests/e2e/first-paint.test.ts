import { expect, test } from '@playwright/test'

import { GUIDE_PAGES } from '../../app/lib/pages.ts'
import { waitForHydration } from '../support/playwright-utils.ts'

/**
 * Issue 22: nothing but the HTML and the stylesheet may start before a page's first paint
 * (docs/decisions/018 and 019). Measured by the browser itself (paint and resource timing) on
 * a guide, the home page and the contact page: no font is fetched at all, every script starts
 * after the first and the largest paint, and the page still hydrates.
 */
const PATHS = [GUIDE_PAGES[0]!.path, '/', '/contact']

for (const path of PATHS) {
  test(`${path}: no font and no script is fetched before the page has painted`, async ({ page }) => {
    await page.goto(path)
    await waitForHydration(page)
    const timing = await page.evaluate(async () => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
      const lcp = await new Promise<number>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        }),
      )
      const requests = performance
        .getEntriesByType('resource')
        .map((entry) => ({ path: new URL(entry.name).pathname, start: Math.round(entry.startTime) }))
      return { fcp, lcp, requests }
    })
    expect(timing.fcp, 'first contentful paint').toBeGreaterThan(0)
    const fonts = timing.requests.filter((request) => /\.(woff2?|ttf|otf)$/.test(request.path))
    expect(fonts, 'font requests').toEqual([])
    const scripts = timing.requests.filter((request) => request.path.endsWith('.js'))
    expect(scripts.length, 'scripts loaded').toBeGreaterThan(0)
    const early = scripts.filter((request) => request.start < Math.max(timing.fcp!, timing.lcp))
    expect(early, `scripts that started before the paints (FCP ${timing.fcp} ms, LCP ${timing.lcp} ms)`).toEqual([])
  })
}
