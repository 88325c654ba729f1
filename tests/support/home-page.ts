/**
 * The home page's browser tests (tests/e2e/home*.test.ts): its content, where its parts are, and
 * how a visitor sees them – the phrase's red ink, the ballot's box and darkest pixel, the confetti's
 * shapes on the canvas, a timeline phase's frame and dot.
 */
import { expect, type Page } from '@playwright/test'

import { contentModule } from './content.ts'
import { countPixels, isBrandRed, luminance, pixel, screenPixels } from './pixels.ts'
import { waitForHydration } from './playwright-utils.ts'

export const { HOME, SERVICE_TAG_LINKS } = await contentModule('virtual:content/home')
export const PHRASES: readonly string[] = HOME.hero.rotatingPhrases

export const phraseLine = (page: Page) => page.locator('[data-slot="rotating-phrase"]')
/** The phrase a visitor can see: the others are in the same place but hidden. */
export const activePhrase = (page: Page) => phraseLine(page).locator('span').filter({ visible: true })
export const ballot = (page: Page) => page.locator('[data-slot="hero-ballot"]')
export const card = (page: Page, title: string) => page.getByRole('article', { name: title })
export const servicesToggle = (page: Page, title: string) =>
  card(page, title).getByRole('button', { name: `${title} SERVICES` })
export const faqSummary = (page: Page, question: string) => page.locator('#faq summary', { hasText: question })
export const phases = (page: Page) => page.locator('#approach [data-slot="timeline-phase"]')

export async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(y))
}

/** Red pixels the rotating phrase puts on screen: all of them when shown, none when faded out. */
export async function phraseInk(page: Page, { settled = false } = {}) {
  return countPixels(await screenPixels(page, (await phraseLine(page).boundingBox())!, { settled }), isBrandRed)
}

/**
 * Where the hero ballot is and how strongly it is drawn: its box (bottom edge in page
 * coordinates, width) and the darkest pixel of it on screen, inside the slot that clips it
 * (its black outline: near 0 when fully drawn, the light backdrop when faded out).
 */
export async function ballotSeen(page: Page) {
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

/** Opens the home page on the page's own clock, paused a minute after load: time moves only when the test says. */
export async function openOnPausedClock(page: Page) {
  await page.clock.install({ time: new Date('2026-03-01T09:00:00') })
  await page.goto('/')
  await waitForHydration(page)
  await page.clock.pauseAt(new Date('2026-03-01T09:01:00'))
}

/** Restarts the rotation at the current (paused) clock time, so the next steps are exact. */
export async function restartRotation(page: Page) {
  const pause = page.getByRole('button', { name: 'Pause the changing phrase' })
  await pause.click()
  await expect(pause).toHaveAttribute('aria-pressed', 'true')
  await pause.click()
  await expect(pause).toHaveAttribute('aria-pressed', 'false')
}
/**
 * Counts the shapes drawn on any canvas, per animation frame (canvas-confetti fills one shape
 * per particle each frame): `shapes` is the total so far, `shapesPerFrame` the count of each frame.
 */
export async function countCanvasShapes(page: Page) {
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
export const shapesPerFrame = (page: Page) =>
  page.evaluate(() => Object.values((window as unknown as { shapeFrames: Record<number, number> }).shapeFrames))
/**
 * Shapes drawn in the first animation frame that drew any.
 */
export async function firstFrameShapes(page: Page) {
  const frames = await page.evaluate(() =>
    Object.entries((window as unknown as { shapeFrames: Record<number, number> }).shapeFrames),
  )
  const first = Math.min(...frames.map(([time]) => Number(time)))
  return frames.find(([time]) => Number(time) === first)![1]
}

/** When the page began to fetch the confetti script (ms on its clock), if it has. */
export const confettiStart = (page: Page) =>
  page.evaluate(
    () => performance.getEntriesByType('resource').find((entry) => /\/confetti[^/]*\.js$/.test(entry.name))?.startTime,
  )
export const shapes = async (page: Page) => (await shapesPerFrame(page)).reduce((sum, count) => sum + count, 0)

/**
 * How a timeline phase looks on screen: 'active' with a red frame, 'passed' with a filled red
 * dot on the line, 'upcoming' with an empty one; undefined while it is off screen.
 */
export async function phaseSeen(page: Page, index: number) {
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
/** Scrolls the timeline's second phase past the activation line, so one phase shows as active. */
export async function placeTimeline(page: Page) {
  const y = await phases(page)
    .nth(1)
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY - window.innerHeight * 0.5)
  await scrollTo(page, y)
  await expect.poll(() => phaseSeen(page, 1)).toBe('active')
}
