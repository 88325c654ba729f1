import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'

import { AXE_TAGS, settleAnimations } from '../../scripts/audit/checks.ts'

export const PHONE = { width: 375, height: 740 } as const
export const DESKTOP = { width: 1280, height: 800 } as const

/** Collects console errors and failed requests so a test can assert there were none. */
export function watchConsole(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** WCAG 2.2 A/AA checks; serious and critical findings fail the test. */
export async function expectNoSeriousA11yViolations(page: Page) {
  await settleAnimations(page)
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe violations on ${page.url()}`,
  ).toEqual([])
}

/**
 * Waits until the page is interactive: React has hydrated it and run its effects, so clicks reach
 * client-side handlers – or it is a document without React (a reading page, docs/decisions/027),
 * whose script ran when its body was parsed.
 */
export async function waitForHydration(page: Page) {
  // A page that hydrates holds its module script in a template until the first paint
  // (scripts/lib/after-first-paint.ts); a reading page has neither.
  await page
    .locator('html[data-hydrated], html:not(:has(script[type="module"], template#after-first-paint))')
    .waitFor({ state: 'attached' })
}

/**
 * Waits until the page has drawn `count` more animation frames (on its real clock). For "nothing
 * happens" checks: whatever a scroll, a click or a timer it has fired would start is drawn in the
 * next frame or two, so a few frames are the condition, not a guess at milliseconds.
 */
export async function animationFrames(page: Page, count = 3) {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left ? requestAnimationFrame(() => next(left - 1)) : resolve())
        next(frames)
      }),
    count,
  )
}

/** Scrolls the window to `y` and waits until the page has handled the scroll and drawn `frames` frames after it. */
export async function scrollAndSettle(page: Page, y: number, frames = 3) {
  await page.evaluate(
    ([top, count]) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left ? requestAnimationFrame(() => next(left - 1)) : resolve())
        if (window.scrollY === top) return next(count)
        window.addEventListener('scroll', () => next(count), { once: true })
        window.scrollTo(0, top)
      }),
    [y, frames] as const,
  )
}

/** The moment every still picture is taken at (tests/e2e/visual.test.ts). */
const STILL_TIME = new Date('2026-01-15T10:00:00+01:00')

/**
 * Opens `path` for a still picture: the page's clock paused before its first script (timers and
 * animation frames wait: the hero phrase stays on its first item), hydrated, every section that
 * reveals itself on scroll shown, scrolled to the top. (The site has no web font, docs/decisions/018,
 * so the font drawn is always the machine's system sans-serif.) `page.clock.resume()` lets time
 * run again.
 */
export async function openStill(page: Page, path: string) {
  // Registered before the clock: the browser's own animation frames, to wait for a painted frame.
  await page.context().addInitScript(() => {
    Object.assign(window, { __paintedFrame: window.requestAnimationFrame.bind(window) })
  })
  await page.clock.install({ time: STILL_TIME.getTime() - 1000 })
  await page.clock.pauseAt(STILL_TIME)
  await page.goto(path)
  await waitForHydration(page)
  // Two frames: intersection observers have reported once, so below-the-fold sections are hidden.
  await page.evaluate(() => {
    const frame = (window as unknown as { __paintedFrame: typeof requestAnimationFrame }).__paintedFrame
    return new Promise((resolve) => frame(() => frame(resolve)))
  })
  await revealAll(page)
  // Sections a page renders only near the screen (`content-visibility: auto`, the `below-fold`
  // utility) drawn as a reader who scrolled to each sees it: a full-page picture is taken without
  // scrolling, so they would otherwise be blank space of a guessed height.
  await page.addStyleTag({ content: '*{content-visibility:visible!important}' })
  // Pictures that load lazily, likewise: on a page that hydrates, revealAll's tall viewport
  // loaded them; a page without reveals (/careers, docs/decisions/032) would show their empty box.
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((img) => {
        img.loading = 'eager'
        return img.decode().catch(() => {})
      }),
    ),
  )
  await page.evaluate(() => document.fonts.ready)
}

/**
 * Shows every section that reveals itself on scroll (app/components/reveal.tsx), as a reader
 * who scrolled through the page once would see it: for a moment the viewport is as tall as the
 * page, so each section is in view at once, then it is the screen's size again.
 */
export async function revealAll(page: Page) {
  const hidden = page.locator('[data-reveal="hidden"]')
  if ((await hidden.count()) === 0) return
  const viewport = page.viewportSize()!
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  await page.setViewportSize({ width: viewport.width, height })
  await expect(hidden).toHaveCount(0)
  await page.setViewportSize(viewport)
}

/**
 * Whether `locator` is what a visitor sees and can click at its centre: the topmost element
 * there is it or inside it (not covered, not clipped away, not invisible, on screen).
 */
export function isOnTop(locator: Locator) {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const x = box.left + box.width / 2
    const y = box.top + box.height / 2
    if (box.width === 0 || box.height === 0 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false
    const hit = document.elementFromPoint(x, y)
    return hit !== null && el.contains(hit)
  })
}

/**
 * Clicks a link and checks what the visitor gets: `url` in a new tab, which cannot reach back
 * into the site's tab (noopener) and, unless `sendsReferrer`, is not told where the visitor
 * came from (noreferrer), while the site stays open in its own tab. Other sites are answered by the test itself:
 * nothing leaves this machine.
 */
export async function expectOpensInNewTab(link: Locator, url: string, { sendsReferrer = false } = {}) {
  const page = link.page()
  const context = page.context()
  const origin = new URL(page.url()).origin
  await context.route(
    (requested) => requested.origin !== origin,
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>elsewhere</title>' }),
  )
  const before = page.url()
  const [tab] = await Promise.all([context.waitForEvent('page'), link.click()])
  await tab.waitForLoadState('domcontentloaded')
  expect(tab.url()).toBe(new URL(url).href)
  expect(await tab.evaluate(() => window.opener)).toBeNull()
  if (!sendsReferrer) expect(await tab.evaluate(() => document.referrer)).toBe('')
  expect(page.url()).toBe(before)
  await tab.close()
}
