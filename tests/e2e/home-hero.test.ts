/** The home page's hero: the headline, the rotating phrase on the page's clock, and the ballot on scroll. */
import { expect, test } from '@playwright/test'

import {
  activePhrase,
  ballot,
  ballotSeen,
  HOME,
  openOnPausedClock,
  phraseInk,
  PHRASES,
  restartRotation,
  scrollTo,
} from '../support/home-page.ts'
import { waitForHydration } from '../support/playwright-utils.ts'

test('shows the headline and the first phrase without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: HOME.hero.headline })).toBeVisible()
  await expect(activePhrase(page)).toHaveText(PHRASES[0]!)
  await expect(activePhrase(page)).toBeVisible()
  await expect(ballot(page)).toBeVisible()
  await context.close()
})

test('the headline is the largest paint and nothing shifts while the phrase rotates', async ({ page }) => {
  await openOnPausedClock(page)
  // One full change of phrase: 3 s, then the next phrase after the 0.5 s fade.
  const before = (await activePhrase(page).textContent())!
  await page.clock.runFor(3500)
  await expect(activePhrase(page)).not.toHaveText(before)
  const observed = page.evaluate(
    () =>
      new Promise<{ lcp: string; shift: number }>((resolve) => {
        let lcp = ''
        let shift = 0
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element }
          lcp = last.element?.closest('h1') ? 'h1' : (last.element?.tagName ?? '')
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) shift += entry.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve({ lcp, shift }), 200)
      }),
  )
  await page.clock.runFor(250)
  const { lcp, shift } = await observed
  expect(lcp).toBe('h1')
  expect(shift).toBeLessThanOrEqual(0.02)
})

test('rotates the five phrases in order and wraps around', async ({ page }) => {
  await openOnPausedClock(page)
  // Whatever the phase of the 3 s cycle, every 3 s exactly one step is taken.
  const start = PHRASES.indexOf((await activePhrase(page).textContent())!)
  expect(start).toBeGreaterThanOrEqual(0)
  for (let step = 1; step <= PHRASES.length + 1; step++) {
    await page.clock.runFor(3000)
    await expect(activePhrase(page)).toHaveText(PHRASES[(start + step) % PHRASES.length]!)
  }
})

test('fades the phrase out at 3000 ms and shows the next one 500 ms later', async ({ page }) => {
  await openOnPausedClock(page)
  await restartRotation(page)
  const current = (await activePhrase(page).textContent())!
  const next = PHRASES[(PHRASES.indexOf(current) + 1) % PHRASES.length]!

  // Restarting may have faded the phrase in again: its full strength is where the fade ends.
  const shown = await phraseInk(page, { settled: true })
  expect(shown).toBeGreaterThan(100)

  await page.clock.runFor(2999)
  expect(await phraseInk(page)).toBeGreaterThanOrEqual(shown * 0.95)
  await page.clock.runFor(1)
  // The fade is a 500 ms CSS transition in real time: the phrase dims until nothing is left.
  await expect(activePhrase(page)).toHaveText(current)
  await expect.poll(() => phraseInk(page)).toBe(0)
  await page.clock.runFor(499)
  await expect(activePhrase(page)).toHaveText(current)
  await page.clock.runFor(1)
  await expect(activePhrase(page)).toHaveText(next)
  await expect.poll(() => phraseInk(page)).toBeGreaterThan(100)
})

test('the pause button stops the rotation until pressed again', async ({ page }) => {
  await openOnPausedClock(page)
  const pause = page.getByRole('button', { name: 'Pause the changing phrase' })
  await pause.click()
  // Paused mid-fade, the hook finishes the step first (use-rotating-index.ts): read the
  // phrase once it is settled and drawn.
  await expect.poll(() => phraseInk(page)).toBeGreaterThan(100)
  const current = (await activePhrase(page).textContent())!
  await page.clock.runFor(10_000)
  await expect(activePhrase(page)).toHaveText(current)
  expect(await phraseInk(page)).toBeGreaterThan(100)
  await pause.click()
  await page.clock.runFor(3500)
  await expect(activePhrase(page)).not.toHaveText(current)
})

test('the ballot sinks, shrinks and fades over the first 400 px of scroll', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  const rest = await ballotSeen(page)
  expect(rest.darkest).toBeLessThan(40)

  // From its bottom edge: 80 px lower at 200 px of scroll, 95 % as wide, at half strength; at
  // 400 px 160 px lower, 90 % as wide, all but gone; no further after that.
  const steps = [
    { y: 200, lower: 80, width: 0.95, darkest: { above: 100, below: 170 } },
    { y: 400, lower: 160, width: 0.9, darkest: { above: 225 } },
    { y: 900, lower: 160 },
  ]
  for (const { y, lower, width, darkest } of steps) {
    await scrollTo(page, y)
    await expect.poll(async () => (await ballotSeen(page)).bottom - rest.bottom).toBeCloseTo(lower, 0)
    if (!width || !darkest) continue
    const seen = await ballotSeen(page)
    expect(seen.width / rest.width).toBeCloseTo(width, 2)
    expect(seen.darkest).toBeGreaterThan(darkest.above)
    if (darkest.below) expect(seen.darkest).toBeLessThan(darkest.below)
  }

  await scrollTo(page, 0)
  await expect.poll(() => ballotSeen(page)).toEqual(rest)
})

test('the ballot holds its space from the first paint', async ({ page }) => {
  await page.goto('/')
  const before = await ballot(page).boundingBox()
  await waitForHydration(page)
  expect(await ballot(page).boundingBox()).toEqual(before)
})
