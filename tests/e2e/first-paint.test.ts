import { expect, test } from '@playwright/test'

import { PAGES } from '../../app/lib/pages.ts'
import { BUDGETS, READING_PAGES } from '../../scripts/audit/budgets.ts'
import { waitForHydration } from '../support/playwright-utils.ts'

/**
 * Issues 22 and 30 (docs/decisions/018, 027): a page paints from its HTML and one stylesheet. No
 * font is fetched at all; a reading page fetches no script either, a page that hydrates starts
 * its scripts after the paints (scripts/lib/after-first-paint.ts), and moving on from it feels
 * instant because the browser prefetched the link (speculation rules) while the visitor pointed
 * at it. Every page's HTML arrives in the first round trip of a new connection.
 */
for (const path of [READING_PAGES[0]!, '/', '/contact']) {
  test(`${path}: no font is fetched; a reading page fetches no script, another starts its scripts after the paints`, async ({
    page,
  }) => {
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
    if (READING_PAGES.includes(path)) {
      expect(scripts, 'scripts of a reading page').toEqual([])
      return
    }
    expect(scripts.length, 'scripts of a page that hydrates').toBeGreaterThan(0)
    const early = scripts.filter((request) => request.start < Math.max(timing.fcp!, timing.lcp))
    expect(early, `scripts that started before the paints (FCP ${timing.fcp} ms, LCP ${timing.lcp} ms)`).toEqual([])
  })
}

test('a reading page prefetches the page a visitor points at, from this origin only, and Back restores the scroll position', async ({
  page,
  baseURL,
}) => {
  const prefetched: string[] = []
  page.on('request', (request) => {
    if (request.headers()['sec-purpose']?.startsWith('prefetch')) prefetched.push(request.url())
  })
  await page.goto(READING_PAGES[0]!)
  const legal = page.getByRole('contentinfo').getByRole('link', { name: 'Legal notice' })
  await legal.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(500)
  await legal.hover()
  await expect.poll(() => prefetched).toEqual([`${baseURL}/legal`])
  await legal.click()
  await expect(page).toHaveURL('/legal')
  await page.goBack()
  await expect(page).toHaveURL(READING_PAGES[0]!)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled)
})

/**
 * Pages whose text alone is past the first window: they must be made shorter (issue 30), which is
 * a change of their copy, not of the build. Until then they are held to two round trips
 * (10 + 20 segments) and listed here, so that no other page joins them unnoticed.
 */
const TOO_LONG: Record<string, number> = {
  '/social-media-campaigns': 30 * 1460,
  // Issues 27 and 29 added the English summary, the consent record, the spam notices and the
  // backups: 14.1 KB of brotli before headers. Its copy is the lawyer's; shortening it is open.
  '/privacy': 30 * 1460,
}

for (const { path } of PAGES) {
  test(`${path}: the HTML arrives in the first round trip`, async ({ page }) => {
    const response = await page.goto(path)
    const sizes = await response!.request().sizes()
    expect(response!.headers()['content-encoding'], 'compressed as the build stored it').toBe('br')
    // What crossed the wire for the document: headers and compressed body.
    const bytes = sizes.responseHeadersSize + sizes.responseBodySize
    expect(bytes, 'HTML bytes on the wire').toBeLessThanOrEqual(TOO_LONG[path] ?? BUDGETS.htmlWireBytes)
  })
}
