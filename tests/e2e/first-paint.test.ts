import { expect, test } from '@playwright/test'

import { GUIDE_PAGES, PAGES } from '../../app/lib/pages.ts'
import { FIRST_WINDOW_BYTES, TWO_WINDOWS_BYTES } from '../../scripts/lib/first-window.ts'
import { waitForHydration } from '../support/playwright-utils.ts'

/**
 * Issue 22: nothing but the HTML and the stylesheet may start before a page's first paint
 * (docs/decisions/018 and 019). Measured by the browser itself (paint and resource timing) on
 * a guide, the home page and the contact page: no font is fetched at all, every script starts
 * after the first and the largest paint, and the page still hydrates. The pages that only read
 * (the guides, the hub, the privacy policy) also leave their hydration data out of the HTML and
 * fetch it after the paint (docs/decisions/022).
 */
const PATHS = [GUIDE_PAGES[0]!.path, '/', '/contact']
const READING_PATHS = [...GUIDE_PAGES.map((guide) => guide.path), '/ratgeber', '/privacy']

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

for (const path of READING_PATHS) {
  test(`${path}: the HTML holds no hydration data; it is fetched after the paint and the page hydrates with it`, async ({
    page,
  }) => {
    const response = await page.goto(path)
    const html = await response!.text()
    expect(html, 'hydration data inside the HTML').not.toContain('streamController.enqueue')
    await waitForHydration(page)
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      data: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/page-data-[\w-]+\.txt$/.test(entry.name))
        .map((entry) => Math.round(entry.startTime)),
    }))
    expect(timing.data, 'hydration data requests').toHaveLength(1)
    expect(timing.data[0]!, `data request start vs first paint (${timing.fcp} ms)`).toBeGreaterThanOrEqual(timing.fcp)
    // Hydrated with that data: a client-side navigation from here keeps the document.
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Legal notice' }).click()
    await expect(page).toHaveURL(/\/legal$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true)
  })
}

for (const { path } of PAGES) {
  test(`${path}: the HTML arrives in the first round trip, or with its stylesheet inside in the first two`, async ({
    page,
  }) => {
    const response = await page.goto(path)
    const html = await response!.text()
    const sizes = await response!.request().sizes()
    expect(response!.headers()['content-encoding'], 'compressed as the build stored it').toBe('br')
    // What crossed the wire for the document: headers and compressed body.
    const bytes = sizes.responseHeadersSize + sizes.responseBodySize
    if (html.includes('<link rel="stylesheet"')) {
      expect(bytes, 'HTML bytes with a stylesheet still to fetch').toBeLessThanOrEqual(FIRST_WINDOW_BYTES)
    } else {
      expect(html, 'the stylesheet, inline').toMatch(/<style>\/\*! tailwindcss/)
      expect(bytes, 'HTML bytes with the stylesheet inside').toBeLessThanOrEqual(TWO_WINDOWS_BYTES)
    }
  })
}
