/**
 * The ballot papers that fall when a visitor presses "Campaigns" on /campaign-tools: each press
 * its own shower, none under reduced motion, fetched on approach, accessible while falling.
 */
import { expect, type Page, test } from '@playwright/test'

import { contentModule } from '../support/content.ts'
import { changedPixels, screenPixels } from '../support/pixels.ts'
import * as pw from '../support/playwright-utils.ts'

const { TOOLS_PAGE } = await contentModule('virtual:content/tools')
const PATH = '/campaign-tools'

const campaignsButton = (page: Page) =>
  page.getByRole('heading', { level: 1 }).getByRole('button', { name: TOOLS_PAGE.hero.headline.word })

/**
 * The falling sheets on screen now: which shower (press) each belongs to, in order of the
 * presses, and how far down it is. The test numbers the showers as it first sees them.
 */
function sheetsOnScreen(page: Page) {
  return page.evaluate(() => {
    const counter = window as unknown as { showersSeen?: number }
    return [...document.querySelectorAll<HTMLElement>('[data-slot="ballot-run"]')].flatMap((run) => {
      run.dataset.shower ??= String((counter.showersSeen = (counter.showersSeen ?? 0) + 1) - 1)
      return [...run.querySelectorAll('[data-slot="ballot-sheet"]')].flatMap((sheet, index) => {
        const box = sheet.getBoundingClientRect()
        const onScreen = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth
        return onScreen
          ? [{ id: `${run.dataset.shower}:${index}`, shower: Number(run.dataset.shower), top: box.top }]
          : []
      })
    })
  })
}

/** Every sheet seen on screen during `ms`, with the heights it was seen at. */
async function watchSheets(page: Page, ms: number) {
  const seen = new Map<string, { shower: number; tops: number[] }>()
  const until = Date.now() + ms
  do {
    for (const sheet of await sheetsOnScreen(page)) {
      const entry = seen.get(sheet.id) ?? { shower: sheet.shower, tops: [] }
      entry.tops.push(sheet.top)
      seen.set(sheet.id, entry)
    }
    // The next look after the page has drawn a few more frames of the fall.
    await pw.animationFrames(page, 5)
  } while (Date.now() < until)
  return seen
}

test.describe('falling ballot papers', () => {
  test('each press of "Campaigns" drops its own 10 to 20 sheets that fall over the page and are gone after 4 s', async ({
    page,
  }) => {
    await page.goto(PATH)
    await pw.waitForHydration(page)
    const button = campaignsButton(page)
    const jumpLink = page.getByRole('navigation', { name: 'Tools on this page' }).getByRole('link').first()
    await button.hover()
    const before = await screenPixels(page)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    const accessible = await page.locator('body').ariaSnapshot()

    await button.click()
    const started = Date.now()
    const first = await watchSheets(page, 1300)
    expect(first.size).toBeGreaterThanOrEqual(10)
    expect(first.size).toBeLessThanOrEqual(20)
    // They fall: every sheet seen twice was lower the second time.
    const fallen = [...first.values()].filter((sheet) => sheet.tops.length > 1)
    expect(fallen.length).toBeGreaterThan(5)
    for (const sheet of fallen) expect(sheet.tops.at(-1)!).toBeGreaterThan(sheet.tops[0]!)
    // Drawn over the page; clicks still reach the page below; nothing moves; nothing is announced.
    expect(changedPixels(before, await screenPixels(page))).toBeGreaterThan(500)
    expect(await pw.isOnTop(jumpLink)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height)
    await expect(page.locator('body')).toMatchAriaSnapshot(accessible)

    // A second press, from the keyboard, while the first shower still falls: a shower of its own.
    await page.keyboard.press('Space')
    const pressedAgain = Date.now()
    const both = await watchSheets(page, 1300)
    const second = [...both.values()].filter((sheet) => sheet.shower === 1)
    expect(second.length).toBeGreaterThanOrEqual(10)
    expect(second.length).toBeLessThanOrEqual(20)

    // The keyboard press drew a focus ring, which the picture taken before did not have.
    await button.blur()
    // The first shower has left the screen 4 s after its press, the second 4 s after its own.
    await expect.poll(() => Date.now() - started, { timeout: 10_000 }).toBeGreaterThan(4100)
    expect((await sheetsOnScreen(page)).filter((sheet) => sheet.shower === 0)).toEqual([])
    // Timed from when the clean picture was asked for: on a busy host a full-page screenshot
    // takes hundreds of ms, which is the test's time, not the page's (failed 4,899 ms at load 15).
    let cleanAt = 0
    await expect
      .poll(
        async () => {
          const asked = Date.now()
          const changed = changedPixels(before, await screenPixels(page))
          if (changed === 0) cleanAt = asked
          return changed
        },
        { timeout: 6000, intervals: [100] },
      )
      .toBe(0)
    expect(cleanAt - pressedAgain).toBeLessThan(4600)
  })

  test('nothing falls when the visitor prefers reduced motion', async ({ page }) => {
    // Every script the page asks for, until it has arrived: a shower would first fetch its drawing.
    const pending = new Set<string>()
    page.on('request', (request) => void (request.resourceType() === 'script' && pending.add(request.url())))
    const settle = (request: { url: () => string }) => void pending.delete(request.url())
    page.on('requestfinished', settle)
    page.on('requestfailed', settle)
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(PATH)
    await pw.waitForHydration(page)
    const button = campaignsButton(page)
    await button.hover()
    const before = await screenPixels(page)
    await button.click()
    await button.click()
    // A request made now goes out after any the clicks made; once it is back, every script they
    // asked for has arrived, and a few frames later its sheets would be on screen.
    expect(await page.evaluate(async () => (await fetch('/healthz')).ok)).toBe(true)
    await expect.poll(() => [...pending]).toEqual([])
    await pw.animationFrames(page, 10)
    expect(changedPixels(before, await screenPixels(page))).toBe(0)
  })

  test('the falling papers are fetched only when the pointer reaches the word', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto(PATH)
    await pw.waitForHydration(page)
    // Once the page has been idle, whatever it fetches ahead of time has been asked for.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
    expect(await page.evaluate(async () => (await fetch('/healthz')).ok)).toBe(true)
    expect(scripts.some((url) => url.includes('ballot-shower'))).toBe(false)
    await campaignsButton(page).hover()
    await expect.poll(() => scripts.some((url) => url.includes('ballot-shower'))).toBe(true)
  })
})
test('has no serious accessibility violations, also at 375 px and during the animation', async ({ page }) => {
  const errors = pw.watchConsole(page)
  await page.goto(PATH)
  await pw.waitForHydration(page)
  // At 1280 px at rest the quality gates check the page; here: while sheets fall, and on a phone.
  await campaignsButton(page).click()
  await pw.expectNoSeriousA11yViolations(page)
  await page.setViewportSize(pw.PHONE)
  await pw.expectNoSeriousA11yViolations(page)
  expect(errors).toEqual([])
})
