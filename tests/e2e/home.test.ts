import { existsSync, readdirSync, readFileSync } from 'node:fs'

import { expect, type Locator, type Page, test } from '@playwright/test'

import { EXTERNAL, SITE } from '../../app/config/site.ts'
import { BUDGETS } from '../../scripts/audit/budgets.ts'
import { contentModule } from '../support/content.ts'
import { changedPixels, countPixels, isBrandRed, luminance, near, pixel, screenPixels } from '../support/pixels.ts'
import {
  animationFrames,
  expectNoSeriousA11yViolations,
  expectOpensInNewTab,
  isOnTop,
  PHONE,
  scrollAndSettle,
  waitForHydration,
} from '../support/playwright-utils.ts'

const { HOME, SERVICE_TAG_LINKS } = await contentModule('virtual:content/home')
const PHRASES: readonly string[] = HOME.hero.rotatingPhrases

/** React's escaping of text in the prerendered HTML. */
function html(text: string) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
}

const phraseLine = (page: Page) => page.locator('[data-slot="rotating-phrase"]')
/** The phrase a visitor can see: the others are in the same place but hidden. */
const activePhrase = (page: Page) => phraseLine(page).locator('span').filter({ visible: true })
const ballot = (page: Page) => page.locator('[data-slot="hero-ballot"]')
const card = (page: Page, title: string) => page.getByRole('article', { name: title })
const servicesToggle = (page: Page, title: string) =>
  card(page, title).getByRole('button', { name: `${title} SERVICES` })
const faqSummary = (page: Page, question: string) => page.locator('#faq summary', { hasText: question })
const phases = (page: Page) => page.locator('#approach [data-slot="timeline-phase"]')

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(y))
}

/** Red pixels the rotating phrase puts on screen: all of them when shown, none when faded out. */
async function phraseInk(page: Page, { settled = false } = {}) {
  return countPixels(await screenPixels(page, (await phraseLine(page).boundingBox())!, { settled }), isBrandRed)
}

/**
 * Where the hero ballot is and how strongly it is drawn: its box (bottom edge in page
 * coordinates, width) and the darkest pixel of it on screen, inside the slot that clips it
 * (its black outline: near 0 when fully drawn, the light backdrop when faded out).
 */
async function ballotSeen(page: Page) {
  const box = (await ballot(page).boundingBox())!
  const slot = (await ballot(page).locator('..').boundingBox())!
  // The black ballot box below; once the ballot fades it shows through where they overlap.
  const ballotBox = (await ballot(page).locator('xpath=../../*[last()]').boundingBox())!
  const scrollY = await page.evaluate(() => window.scrollY)
  // The sticky navigation bar covers the top of the screen once the page scrolls.
  const header = (await page.getByRole('banner').boundingBox())!
  const top = Math.max(box.y, slot.y, header.y + header.height)
  const bottom = Math.min(box.y + box.height, slot.y + slot.height, ballotBox.y, page.viewportSize()!.height)
  let darkest = 255
  if (bottom - top >= 1) {
    const seen = await screenPixels(page, { x: box.x, y: top, width: box.width, height: bottom - top })
    for (let y = 0; y < seen.height; y++)
      for (let x = 0; x < seen.width; x++) darkest = Math.min(darkest, luminance(pixel(seen, x, y)))
  }
  return { bottom: box.y + box.height + scrollY, width: box.width, darkest }
}

/** Whether a service tag is highlighted: the brand red fills its pill. */
async function tagHighlighted(tag: Locator) {
  // A screenshot's clip must lie on the screen: opening another card can move this one off it.
  await tag.scrollIntoViewIfNeeded()
  const box = (await tag.boundingBox())!
  return isBrandRed(
    pixel(await screenPixels(tag.page(), { x: box.x + 5, y: box.y + box.height / 2, width: 1, height: 1 }), 0, 0),
  )
}

/** The colour a service card's background is painted in (its left padding, half-way down). */
async function cardBackground(page: Page, title: string) {
  // A screenshot's clip must lie on the screen: opening another card can move this one off it.
  await card(page, title).scrollIntoViewIfNeeded()
  const box = (await card(page, title).boundingBox())!
  return pixel(await screenPixels(page, { x: box.x + 8, y: box.y + box.height / 2, width: 1, height: 1 }), 0, 0)
}

/** Opens the home page on the page's own clock, paused a minute after load: time moves only when the test says. */
async function openOnPausedClock(page: Page) {
  await page.clock.install({ time: new Date('2026-03-01T09:00:00') })
  await page.goto('/')
  await waitForHydration(page)
  await page.clock.pauseAt(new Date('2026-03-01T09:01:00'))
}

/** Restarts the rotation at the current (paused) clock time, so the next steps are exact. */
async function restartRotation(page: Page) {
  const pause = page.getByRole('button', { name: 'Pause the changing phrase' })
  await pause.click()
  await expect(pause).toHaveAttribute('aria-pressed', 'true')
  await pause.click()
  await expect(pause).toHaveAttribute('aria-pressed', 'false')
}

test.describe('prerendered HTML', () => {
  test('holds the whole page text before any script runs', async ({ request }) => {
    const page = await (await request.get('/')).text()
    const texts = [
      HOME.hero.headline,
      HOME.hero.leadIn,
      ...PHRASES,
      HOME.electionCampaigns.heading,
      HOME.electionCampaigns.dictionary.pronunciation,
      ...HOME.electionCampaigns.paragraphs,
      ...HOME.electionCampaigns.statements,
      HOME.whoWeAre.whoWeAre.heading,
      HOME.whoWeAre.vision.heading,
      HOME.whoWeAre.cta.label,
      HOME.socialMedia.heading,
      ...HOME.socialMedia.points.map((point) => point.text),
      HOME.services.heading,
      ...HOME.services.cards.flatMap((c) => [c.title, ...c.services.split(',').map((tag) => tag.trim())]),
      HOME.ai.heading,
      ...HOME.ai.items.flatMap((item) => [item.title, item.description]),
      HOME.ai.sisterLink.label,
      ...HOME.faq.items.flatMap((item) => [item.question, item.answer]),
      HOME.approach.heading,
      ...HOME.approach.phases.flatMap((phase) => [phase.title, phase.description]),
      HOME.approach.cta.label,
    ]
    for (const text of texts) expect(page, text).toContain(html(text))
    // The sections in their fixed order, with their anchors.
    const order = ['services', 'work', 'about', 'team', 'ai', 'faq', 'approach'].map((id) => page.indexOf(`id="${id}"`))
    expect(order.every((at) => at > 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
  })

  test('carries Organization/ProfessionalService and FAQPage structured data', async ({ request }) => {
    const page = await (await request.get('/')).text()
    const blocks = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    )
    const organisation = blocks.find((block) => block['@type'] === 'ProfessionalService')
    expect(organisation).toMatchObject({
      name: SITE.brand,
      email: SITE.email,
      telephone: SITE.phone,
      address: { streetAddress: SITE.address.street, postalCode: SITE.address.postalCode, addressLocality: 'Berlin' },
      areaServed: { name: 'Worldwide' },
    })
    const faq = blocks.find((block) => block['@type'] === 'FAQPage') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[]
    }
    expect(faq.mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(
      HOME.faq.items.map((item) => [item.question, item.answer]),
    )
  })

  test('keeps the home page script within its gzip budget; confetti is not part of it', () => {
    // The page is a document (docs/decisions/036): its one script is the module its inline module
    // script imports (held until the first paint, scripts/lib/after-first-paint.ts), which imports
    // nothing else up front. The confetti chunk loads when the page is idle.
    const index = readFileSync('build/client/index.html', 'utf8')
    expect(index).not.toContain('__reactRouterContext')
    const imports = [...index.matchAll(/<script type="module"[^>]*>import "([^"]+)"<\/script>/g)].map(
      (match) => match[1]!,
    )
    expect(imports).toHaveLength(1)
    const module = readFileSync(`build/client${imports[0]}`, 'utf8')
    expect(module).not.toMatch(/^import /m)
    const confetti = readdirSync('build/client/assets').filter((name) => /^confetti.*\.js$/.test(name))
    expect(confetti).toHaveLength(1)
    expect(module).toContain(confetti[0])
    // Files under 512 bytes have no compressed copy and go out as they are (scripts/postbuild.ts).
    const size = (file: string) =>
      readFileSync(existsSync(`build/client${file}.gz`) ? `build/client${file}.gz` : `build/client${file}`).length
    expect(size(imports[0]!)).toBeLessThanOrEqual(BUDGETS.js.homeGzipBytes)
    expect(size(`/assets/${confetti[0]}`)).toBeLessThanOrEqual(BUDGETS.js.homeIdleGzipBytes)
  })
})

test.describe('hero', () => {
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

    await scrollTo(page, 200)
    // Half way: 80 px lower (scaled from its bottom edge), 95 % as wide, drawn at half strength.
    await expect.poll(async () => (await ballotSeen(page)).bottom - rest.bottom).toBeCloseTo(80, 0)
    const half = await ballotSeen(page)
    expect(half.width / rest.width).toBeCloseTo(0.95, 2)
    expect(half.darkest).toBeGreaterThan(100)
    expect(half.darkest).toBeLessThan(170)

    await scrollTo(page, 400)
    await expect.poll(async () => (await ballotSeen(page)).bottom - rest.bottom).toBeCloseTo(160, 0)
    const gone = await ballotSeen(page)
    expect(gone.width / rest.width).toBeCloseTo(0.9, 2)
    expect(gone.darkest).toBeGreaterThan(225)

    await scrollTo(page, 900)
    await expect.poll(async () => (await ballotSeen(page)).bottom - rest.bottom).toBeCloseTo(160, 0)

    await scrollTo(page, 0)
    await expect.poll(() => ballotSeen(page)).toEqual(rest)
  })

  test('the ballot holds its space from the first paint', async ({ page }) => {
    await page.goto('/')
    const before = await ballot(page).boundingBox()
    await waitForHydration(page)
    expect(await ballot(page).boundingBox()).toEqual(before)
  })
})

test.describe('election campaigns, who we are, AI', () => {
  test('carry their headings, the consultation link and the sister product link', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('#services').getByRole('heading', { level: 2, name: 'Election Campaigns' })).toBeVisible()
    await expect(page.locator('#services')).toContainText(HOME.electionCampaigns.dictionary.pronunciation)
    const work = page.locator('#work')
    await expect(work.getByRole('heading', { name: 'Who we are' })).toBeAttached()
    await expect(work.getByRole('heading', { name: 'Our Vision' })).toBeAttached()
    await expect(work.getByRole('link', { name: 'Schedule free initial consultation' })).toHaveAttribute(
      'href',
      '/contact',
    )
    await expect(page.locator('#about').getByRole('heading', { level: 2 })).toHaveText(HOME.socialMedia.heading)

    const ai = page.locator('#ai')
    await expect(ai.getByRole('heading', { level: 2, name: 'Innovation through AI Power' })).toBeAttached()
    await expect(ai.getByRole('listitem')).toHaveCount(10)
    await expectOpensInNewTab(
      ai.getByRole('link', { name: new RegExp(HOME.ai.sisterLink.label) }),
      EXTERNAL.sisterAi.url,
    )
  })

  test('the consultation button leads to the contact page', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.locator('#work').getByRole('link', { name: 'Schedule free initial consultation' }).click()
    await expect(page).toHaveURL('/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Free Initial Consultation' })).toBeVisible()
  })
})

/**
 * Counts the shapes drawn on any canvas, per animation frame (canvas-confetti fills one shape
 * per particle each frame): `shapes` is the total so far, `shapesPerFrame` the count of each frame.
 */
async function countCanvasShapes(page: Page) {
  await page.addInitScript(() => {
    const frames: Record<number, number> = {}
    Object.assign(window, { shapeFrames: frames })
    const fill = CanvasRenderingContext2D.prototype.fill
    CanvasRenderingContext2D.prototype.fill = function (this: CanvasRenderingContext2D, ...args: unknown[]) {
      // The frame's own time: the same for every callback of one animation frame.
      const frame = Number(document.timeline.currentTime ?? performance.now())
      frames[frame] = (frames[frame] ?? 0) + 1
      return (fill as (...a: unknown[]) => void).apply(this, args)
    } as typeof fill
  })
}
const shapesPerFrame = (page: Page) =>
  page.evaluate(() => Object.values((window as unknown as { shapeFrames: Record<number, number> }).shapeFrames))
/**
 * Shapes drawn in the first animation frame that drew any.
 */
async function firstFrameShapes(page: Page) {
  const frames = await page.evaluate(() =>
    Object.entries((window as unknown as { shapeFrames: Record<number, number> }).shapeFrames),
  )
  const first = Math.min(...frames.map(([time]) => Number(time)))
  return frames.find(([time]) => Number(time) === first)![1]
}

/** When the page began to fetch the confetti script (ms on its clock), if it has. */
const confettiStart = (page: Page) =>
  page.evaluate(
    () => performance.getEntriesByType('resource').find((entry) => /\/confetti[^/]*\.js$/.test(entry.name))?.startTime,
  )
const shapes = async (page: Page) => (await shapesPerFrame(page)).reduce((sum, count) => sum + count, 0)

test.describe('service cards', () => {
  // The confetti test reads the canvas's pixels at set moments of a paused clock; on a loaded
  // 2-core machine a capture has twice come before the compositor showed the frame (75 changed
  // pixels at 0.3 s, 6 of 6 passing alone). One retry; a page that draws no confetti fails both.
  test.describe.configure({ retries: 1 })
  test('open one at a time; clicking the open card closes it', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const titles = HOME.services.cards.map((c) => c.title)
    expect(titles).toEqual(['Analysis', 'Consulting', 'Offline', 'Online'])
    // Closed, the tags are hidden from everyone: look for them all the same.
    const swot = card(page, 'Analysis').getByRole('button', { name: 'SWOT analysis', includeHidden: true })
    const newsletters = card(page, 'Online').getByRole('button', { name: 'Newsletters', includeHidden: true })
    await servicesToggle(page, 'Analysis').scrollIntoViewIfNeeded()
    const white = async (title: string) => luminance(await cardBackground(page, title)) > 240
    await expect.poll(() => white('Analysis')).toBe(true)
    // Screen readers hear "collapsed"/"expanded"; the eye sees the tags and the dark card.
    for (const title of titles) await expect(servicesToggle(page, title)).toHaveAttribute('aria-expanded', 'false')
    expect(await isOnTop(swot)).toBe(false)

    await servicesToggle(page, 'Analysis').click()
    await expect(servicesToggle(page, 'Analysis')).toHaveAttribute('aria-expanded', 'true')
    await expect.poll(() => isOnTop(swot)).toBe(true)
    await expect.poll(async () => luminance(await cardBackground(page, 'Analysis'))).toBeLessThan(20)

    await servicesToggle(page, 'Online').click()
    await expect(servicesToggle(page, 'Online')).toHaveAttribute('aria-expanded', 'true')
    await expect(servicesToggle(page, 'Analysis')).toHaveAttribute('aria-expanded', 'false')
    await expect.poll(() => isOnTop(newsletters)).toBe(true)
    await expect.poll(() => isOnTop(swot)).toBe(false)
    await expect.poll(() => white('Analysis')).toBe(true)

    await servicesToggle(page, 'Online').click()
    for (const title of titles) await expect(servicesToggle(page, title)).toHaveAttribute('aria-expanded', 'false')
    await expect.poll(() => isOnTop(newsletters)).toBe(false)
    await expect.poll(() => white('Online')).toBe(true)
  })

  test('opening a card fires 100 confetti particles that are cleared after 2 s', async ({ page }) => {
    // What a visitor sees, on the page's real clock (on a slow host the old test's
    // captures at set moments of a paused clock found 54, then 0 changed pixels – and a visitor
    // on a slow phone saw nothing, the confetti script arriving too late). The script is fetched
    // while the page is idle after hydration, so the click fires it at once.
    await countCanvasShapes(page)
    await page.goto('/')
    await waitForHydration(page)
    const toggle = servicesToggle(page, 'Consulting')
    // The burst flies up from the button: put the button low on the screen, so it stays in view.
    await toggle.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight * 0.8))
    await expect.poll(() => confettiStart(page)).toBeGreaterThan(0)
    // When the click came, and when the confetti canvas came and went, on the page's clock.
    await page.evaluate(() => {
      const w = window as unknown as Record<string, number>
      document.addEventListener('click', () => (w.clickedAt ??= performance.now()), { capture: true })
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes)
            if (node instanceof HTMLCanvasElement && node.dataset.slot === 'confetti') w.shownAt = performance.now()
          for (const node of record.removedNodes)
            if (node instanceof HTMLCanvasElement && node.dataset.slot === 'confetti') w.clearedAt = performance.now()
        }
      }).observe(document.body, { childList: true })
    })
    const yellow = near([0xf5, 0xb7, 0x00], 40)
    // Its yellow is nowhere on the page itself.
    expect(countPixels(await screenPixels(page), yellow)).toBe(0)

    await toggle.click()
    // The first frame draws every particle once.
    await expect.poll(() => shapes(page)).toBeGreaterThan(0)
    // (On a busy host the browser may run two of its steps in one frame: 200 is 100 twice.)
    expect([100, 200]).toContain(await firstFrameShapes(page))
    // While it flies, the confetti is on screen in many places.
    await expect
      .poll(async () => countPixels(await screenPixels(page), yellow), { timeout: 1500, intervals: [50] })
      .toBeGreaterThan(20)
    // Then it is cleared, 2 s after it started (a busy host may fire the timer a little late).
    await expect.poll(() => page.evaluate(() => 'clearedAt' in window), { timeout: 5000 }).toBe(true)
    const { clickedAt, shownAt, clearedAt } = await page.evaluate(() => {
      const w = window as unknown as Record<string, number>
      return { clickedAt: w.clickedAt!, shownAt: w.shownAt!, clearedAt: w.clearedAt! }
    })
    expect(shownAt - clickedAt, 'from the click to the burst, ms').toBeLessThan(250)
    expect(clearedAt - shownAt, 'from the burst to its clearing, ms').toBeGreaterThanOrEqual(1990)
    expect(clearedAt - shownAt, 'from the burst to its clearing, ms').toBeLessThan(2600)
    const drawn = await shapes(page)
    const after = await screenPixels(page)
    expect(countPixels(after, yellow)).toBe(0)
    // Ten frames later nothing more has been drawn (canvas-confetti draws once a frame).
    await animationFrames(page, 10)
    expect(await shapes(page)).toBe(drawn)
    expect(changedPixels(after, await screenPixels(page))).toBe(0)

    // Closing fires nothing: a burst would draw in the click's next frame.
    await toggle.click()
    await animationFrames(page, 10)
    expect(await shapes(page)).toBe(drawn)
  })

  test('the confetti script is fetched once the page is idle after hydration, not before, and never under reduced motion', async ({
    browser,
  }) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser.newContext({ reducedMotion })
      const page = await context.newPage()
      // When React marked the page hydrated, on the page's own clock.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.documentElement.hasAttribute('data-hydrated')) return
          Object.assign(window, { hydratedAt: performance.now() })
          observer.disconnect()
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] })
      })
      // Under reduced motion the page's clock is ours: it runs past the idle callback's 3 s timeout.
      const scripts: string[] = []
      page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())))
      if (reducedMotion === 'reduce') await page.clock.install()
      await page.goto('/')
      await waitForHydration(page)
      if (reducedMotion === 'no-preference') {
        await expect.poll(() => confettiStart(page)).toBeGreaterThan(0)
        const hydratedAt = await page.evaluate(() => (window as unknown as { hydratedAt: number }).hydratedAt)
        expect(await confettiStart(page)).toBeGreaterThan(hydratedAt)
      } else {
        await page.clock.runFor(4000)
        // A request the page makes now goes out after any the idle callback made; once it is back,
        // Playwright has reported those too.
        expect(await page.evaluate(async () => (await fetch('/healthz')).ok)).toBe(true)
        expect(scripts.length).toBeGreaterThan(0)
        expect(scripts.filter((url) => /\/confetti[^/]*\.js$/.test(url))).toEqual([])
        expect(await confettiStart(page)).toBeUndefined()
      }
      await context.close()
    }
  })

  test('tags toggle independently and expose their pressed state', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await servicesToggle(page, 'Consulting').click()
    const consulting = card(page, 'Consulting')
    const strategies = consulting.getByRole('button', { name: 'Campaign strategies' })
    const speeches = consulting.getByRole('button', { name: 'Speech writing' })
    // Screen readers hear "pressed"; the eye sees the tag filled red.
    await expect(strategies).toHaveAttribute('aria-pressed', 'false')
    expect(await tagHighlighted(strategies)).toBe(false)
    await strategies.click()
    await speeches.click()
    await expect(strategies).toHaveAttribute('aria-pressed', 'true')
    await expect(speeches).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => tagHighlighted(strategies)).toBe(true)
    await expect.poll(() => tagHighlighted(speeches)).toBe(true)
    await strategies.click()
    await expect(strategies).toHaveAttribute('aria-pressed', 'false')
    await expect.poll(() => tagHighlighted(strategies)).toBe(false)
    expect(await tagHighlighted(speeches)).toBe(true)
    // Every tag of the card is there, split from the card's one string.
    const tags = HOME.services.cards[1]!.services.split(',').map((tag) => tag.trim())
    await expect(consulting.locator('button[aria-pressed]')).toHaveCount(tags.length)
    await expect(consulting.getByRole('button', { pressed: true })).toHaveText(['Speech writing'])
  })

  test('three tags link to their guide pages', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const expected = [
      ['Consulting', 'Campaign strategies', '/campaign-strategy'],
      ['Offline', 'Election posters', '/campaign-costs'],
      ['Online', 'TikTok short videos', '/social-media-campaigns'],
    ] as const
    expect(Object.entries(SERVICE_TAG_LINKS)).toEqual(expected.map(([, tag, href]) => [tag, href]))
    for (const [title, tag, href] of expected) {
      await servicesToggle(page, title).click()
      await expect(card(page, title).getByRole('link', { name: `Read our guide: ${tag}` })).toHaveAttribute(
        'href',
        href,
      )
    }
    await expect(page.locator('#team').getByRole('link', { includeHidden: true })).toHaveCount(3)
    await card(page, 'Online').getByRole('link', { name: 'Read our guide: TikTok short videos' }).click()
    await expect(page).toHaveURL('/social-media-campaigns')
  })

  test('work with the keyboard', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await servicesToggle(page, 'Analysis').focus()
    await page.keyboard.press('Enter')
    await expect(servicesToggle(page, 'Analysis')).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    const tag = card(page, 'Analysis').getByRole('button', { name: 'Election result analysis' })
    await expect(tag).toBeFocused()
    await expect.poll(() => isOnTop(tag)).toBe(true)
    await page.keyboard.press('Space')
    await expect(tag).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => tagHighlighted(tag)).toBe(true)
  })
})

test.describe('FAQ', () => {
  test('has the five questions, one open at a time, closable, by keyboard', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const [first, second] = HOME.faq.items
    await expect(page.locator('#faq summary')).toHaveCount(5)
    await expect(page.getByText(first!.answer)).toBeHidden()

    await faqSummary(page, first!.question).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByText(first!.answer)).toBeVisible()

    await page.keyboard.press('Tab')
    await expect(faqSummary(page, second!.question)).toBeFocused()
    await page.keyboard.press('Space')
    await expect(page.getByText(second!.answer)).toBeVisible()
    await expect(page.getByText(first!.answer)).toBeHidden()

    await page.keyboard.press('Enter')
    await expect(page.getByText(second!.answer)).toBeHidden()
    for (const item of HOME.faq.items) await expect(page.getByText(item.answer)).toBeHidden()
  })

  test('works by mouse too', async ({ page }) => {
    await page.goto('/')
    const last = HOME.faq.items.at(-1)!
    await faqSummary(page, last.question).click()
    await expect(page.getByText(last.answer)).toBeVisible()
    await faqSummary(page, last.question).click()
    await expect(page.getByText(last.answer)).toBeHidden()
  })
})

/**
 * How a timeline phase looks on screen: 'active' with a red frame, 'passed' with a filled red
 * dot on the line, 'upcoming' with an empty one; undefined while it is off screen.
 */
async function phaseSeen(page: Page, index: number) {
  const phase = phases(page).nth(index)
  const dot = (await phase.locator(':scope > span').boundingBox())!
  const frame = (await phase.locator(':scope > div').boundingBox())!
  const centre = { x: dot.x + dot.width / 2, y: dot.y + dot.height / 2 }
  // The frame's left edge, below its rounded corner.
  const edge = { x: frame.x, y: frame.y + 24 }
  const height = page.viewportSize()!.height
  if ([centre.y, edge.y].some((y) => y < 0 || y >= height)) return undefined
  const dotPixel = await screenPixels(page, { ...centre, width: 1, height: 1 })
  const edgePixels = await screenPixels(page, { ...edge, width: 2, height: 1 })
  if (isBrandRed(pixel(edgePixels, 0, 0)) || isBrandRed(pixel(edgePixels, 1, 0))) return 'active'
  return isBrandRed(pixel(dotPixel, 0, 0)) ? 'passed' : 'upcoming'
}

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

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

  test('the timeline phases are stacked, the cards are one column, nothing overflows', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const boxes = await phases(page).evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect),
    )
    for (let i = 1; i < boxes.length; i++) {
      expect(boxes[i]!.left).toBe(boxes[0]!.left)
      expect(boxes[i]!.top).toBeGreaterThan(boxes[i - 1]!.bottom)
    }
    const cards = await page.getByRole('article').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().left))
    expect(new Set(cards).size).toBe(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width)
  })
})

test('at 1280 px the timeline phases alternate sides', async ({ page }) => {
  await page.goto('/')
  const lefts = await phases(page).evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)))
  expect(lefts[0]).toBe(lefts[2])
  expect(lefts[1]).toBe(lefts[3])
  expect(lefts[1]).toBeGreaterThan(lefts[0]!)
})

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('the phrase changes without fading', async ({ page }) => {
    await openOnPausedClock(page)
    await restartRotation(page)
    const current = (await activePhrase(page).textContent())!
    const next = PHRASES[(PHRASES.indexOf(current) + 1) % PHRASES.length]!
    await page.clock.runFor(3000)
    // The next phrase is there at once, drawn in full: no fade out, no fade in.
    await expect(activePhrase(page)).toHaveText(next)
    expect(await phraseInk(page)).toBeGreaterThan(100)
  })

  test('the ballot stays put, cards open without confetti, content is simply visible', async ({ page }) => {
    await countCanvasShapes(page)
    await page.goto('/')
    await waitForHydration(page)
    const rest = await ballotSeen(page)
    await scrollAndSettle(page, 200)
    const scrolled = await ballotSeen(page)
    expect(scrolled.bottom).toBe(rest.bottom)
    expect(scrolled.width).toBe(rest.width)
    expect(scrolled.darkest).toBeLessThan(40)

    await servicesToggle(page, 'Analysis').click()
    await expect(servicesToggle(page, 'Analysis')).toHaveAttribute('aria-expanded', 'true')
    await animationFrames(page, 10)
    expect(await shapes(page)).toBe(0)

    // A section far down is simply there when it comes into view: nothing fades or slides in.
    const heading = page.locator('#approach').getByRole('heading', { level: 2 })
    await heading.scrollIntoViewIfNeeded()
    const box = (await heading.boundingBox())!
    const first = await screenPixels(page, box)
    expect(countPixels(first, (rgb) => luminance(rgb) < 60)).toBeGreaterThan(200)
    await animationFrames(page, 10)
    expect(changedPixels(first, await screenPixels(page, box))).toBe(0)
  })
})

test.describe('accessibility of the open states', () => {
  // Reduced motion keeps every section visible, so axe checks colours on the final state.
  test.use({ reducedMotion: 'reduce' })

  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    test(`an open card with pressed tags and an open answer pass axe at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto('/')
      await waitForHydration(page)
      await servicesToggle(page, 'Offline').click()
      await card(page, 'Offline').getByRole('button', { name: 'Election posters' }).click()
      await faqSummary(page, HOME.faq.items[2]!.question).click()
      await placeTimeline(page)
      await expectNoSeriousA11yViolations(page)
    })
  }
})

/** Scrolls the timeline's second phase past the activation line, so one phase shows as active. */
async function placeTimeline(page: Page) {
  const y = await phases(page)
    .nth(1)
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.5)
  await scrollTo(page, y)
  await expect.poll(() => phaseSeen(page, 1)).toBe('active')
}
