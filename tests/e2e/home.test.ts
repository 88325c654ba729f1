import { existsSync, readdirSync, readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { EXTERNAL, SITE } from '../../app/config/site.ts'
import { BUDGETS } from '../../scripts/audit/budgets.ts'
import {
  activePhrase,
  ballotSeen,
  card,
  countCanvasShapes,
  faqSummary,
  HOME,
  openOnPausedClock,
  phases,
  phraseInk,
  PHRASES,
  placeTimeline,
  restartRotation,
  servicesToggle,
  shapes,
} from '../support/home-page.ts'
import { changedPixels, countPixels, luminance, screenPixels } from '../support/pixels.ts'
import {
  animationFrames,
  expectNoSeriousA11yViolations,
  expectOpensInNewTab,
  PHONE,
  scrollAndSettle,
  waitForHydration,
} from '../support/playwright-utils.ts'

/** React's escaping of text in the prerendered HTML. */
function html(text: string) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')
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
