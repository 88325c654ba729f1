/** The scroll-progress bar on the home page: the red run along the top of the screen, drawn above the navigation bar. */
import { expect, type Page, test } from '@playwright/test'

import { isBrandRed, pixel, screenPixels } from '../support/pixels.ts'
import { waitForHydration } from '../support/playwright-utils.ts'

test.describe('the scroll-progress bar', () => {
  /** Width of the red run painted along the top row of the screen, from the left edge. */
  async function paintedWidth(page: Page) {
    const row = await screenPixels(page, { x: 0, y: 1, width: page.viewportSize()!.width, height: 1 })
    let width = 0
    while (width < row.width && isBrandRed(pixel(row, width, 0))) width++
    return width
  }
  const scrollToShare = (page: Page, share: number) =>
    page.evaluate((s) => {
      window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * s)
      return window.scrollY
    }, share)
  /** Whether the topmost thing at (x, 2) is the bar or the navigation bar. */
  const onTopAt = (page: Page, x: number) =>
    page.evaluate((at) => {
      const hit = document.elementFromPoint(at, 2)
      if (hit?.closest('[data-slot="scroll-progress"]')) return 'bar'
      if (hit?.closest('header')) return 'navigation bar'
      return hit?.tagName ?? 'nothing'
    }, x)

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`is as wide as the share of the home page read, drawn above the navigation bar (reduced motion: ${reducedMotion})`, async ({
      page,
    }) => {
      // Reduced motion calms animations; the bar is information and stays.
      await page.emulateMedia({ reducedMotion })
      await page.goto('/')
      await waitForHydration(page)
      const width = page.viewportSize()!.width
      const bar = page.locator('[data-slot="scroll-progress"]')

      // At the top nothing is drawn (the red banner fills the top row there, so ask the box).
      expect((await bar.boundingBox())?.width ?? 0).toBeLessThan(1)

      await scrollToShare(page, 0.5)
      await expect.poll(() => paintedWidth(page)).toBeGreaterThan(width * 0.45)
      expect(await paintedWidth(page)).toBeLessThan(width * 0.55)
      expect((await bar.boundingBox())!.width).toBeCloseTo(width / 2, -1)
      // Above the (now black) navigation bar: the bar where it reaches, the navigation bar after it.
      expect(await onTopAt(page, width * 0.25)).toBe('bar')
      expect(await onTopAt(page, width * 0.75)).toBe('navigation bar')

      await scrollToShare(page, 1)
      await expect.poll(() => paintedWidth(page)).toBe(width)
      expect(await onTopAt(page, width - 2)).toBe('bar')

      await scrollToShare(page, 0)
      await expect.poll(async () => (await bar.boundingBox())?.width ?? 0).toBeLessThan(1)
    })
  }

  test('is only on the home page', async ({ page }) => {
    await page.goto('/careers')
    await waitForHydration(page)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(page.getByRole('banner')).toBeInViewport()
    expect(await paintedWidth(page)).toBe(0)
  })
})
