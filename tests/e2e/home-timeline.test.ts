/** The home page's timeline: a phase active once it passes 60 % of the viewport, the marker along the line, the CTA. */
import { expect, type Page, test } from '@playwright/test'

import { phases, phaseSeen, scrollTo } from '../support/home-page.ts'
import { waitForHydration } from '../support/playwright-utils.ts'

test.describe('timeline', () => {
  /** Scrolls so that a phase's top sits `offset` px below 60 % of the viewport height. */
  async function placePhase(page: Page, index: number, offset: number) {
    const y = await phases(page)
      .nth(index)
      .evaluate((el, off) => el.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.6 - off, offset)
    await scrollTo(page, y)
  }

  test('activates a phase once its top passes 60 % of the viewport height', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await expect(phases(page)).toHaveCount(4)
    await expect(phases(page)).toHaveText([/Analysis/, /Creation and Consulting/, /Coordination/, /Implementation/])

    await placePhase(page, 0, 4)
    await expect.poll(() => phaseSeen(page, 0)).toBe('upcoming')
    await expect(page.locator('#approach [aria-current="step"]')).toHaveCount(0)
    await placePhase(page, 0, -4)
    await expect.poll(() => phaseSeen(page, 0)).toBe('active')
    // Screen readers hear "current step" on the same phase.
    await expect(phases(page).nth(0)).toHaveAttribute('aria-current', 'step')

    await placePhase(page, 2, 4)
    await expect.poll(() => phaseSeen(page, 1)).toBe('active')
    expect(await phaseSeen(page, 2)).toBe('upcoming')
    await expect(phases(page).nth(1)).toHaveAttribute('aria-current', 'step')
    await placePhase(page, 2, -4)
    await expect.poll(() => phaseSeen(page, 2)).toBe('active')
    await expect.poll(() => phaseSeen(page, 1)).toBe('passed')
    expect(await phaseSeen(page, 3)).toBe('upcoming')
    await expect(phases(page).nth(2)).toHaveAttribute('aria-current', 'step')
    await expect(page.locator('#approach [aria-current="step"]')).toHaveCount(1)
  })

  test('moves the marker from 0 towards 70 % of the line as the page scrolls', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const line = page.locator('[data-slot="timeline-line"]')
    /** Marker centre as a percentage of the line, and the value the scroll position calls for. */
    const measure = () =>
      line.evaluate((el) => {
        const lineRect = el.getBoundingClientRect()
        const marker = el.querySelector('[data-slot="timeline-marker"]')!.getBoundingClientRect()
        const progress = Math.min(1, Math.max(0, (innerHeight - lineRect.top) / (lineRect.height + innerHeight)))
        return {
          actual: ((marker.top + marker.height / 2 - lineRect.top) / lineRect.height) * 100,
          expected: progress * 70,
        }
      })
    const lineTop = await line.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
    const viewport = page.viewportSize()!.height

    await scrollTo(page, lineTop - viewport - 50)
    await expect.poll(async () => (await measure()).actual).toBeCloseTo(0, 0)

    for (const y of [lineTop - viewport / 2, lineTop, lineTop + 300]) {
      await scrollTo(page, y)
      await expect
        .poll(async () => {
          const m = await measure()
          return Math.abs(m.actual - m.expected)
        })
        .toBeLessThan(0.5)
      const { actual } = await measure()
      expect(actual).toBeGreaterThan(0)
      expect(actual).toBeLessThanOrEqual(70)
    }

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect
      .poll(async () => {
        const m = await measure()
        return Math.abs(m.actual - m.expected)
      })
      .toBeLessThan(0.5)
    expect((await measure()).actual).toBeLessThanOrEqual(70)
  })

  test('the CTA leads to the contact page', async ({ page }) => {
    await page.goto('/')
    await expect(
      page.locator('#approach').getByRole('link', { name: 'Free initial consultation with the campaign team' }),
    ).toHaveAttribute('href', '/contact')
  })
})
