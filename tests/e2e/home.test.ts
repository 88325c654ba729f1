import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { type Page, expect, test } from '@playwright/test'
import { EXTERNAL, SITE } from '../../app/config/site.ts'
import { HOME, SERVICE_TAG_LINKS } from '../../app/content/home.ts'
import { BUDGETS } from '../../scripts/audit/budgets.ts'
import { PHONE, expectNoSeriousA11yViolations, waitForHydration } from '../playwright-utils.ts'

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

const activePhrase = (page: Page) => page.locator('[data-slot="rotating-phrase"] [data-state="active"]')
const ballot = (page: Page) => page.locator('[data-slot="hero-ballot"]')
const confettiCanvas = (page: Page) => page.locator('canvas[data-slot="confetti"]')
const card = (page: Page, title: string) => page.getByRole('article', { name: title })
const servicesToggle = (page: Page, title: string) =>
  card(page, title).getByRole('button', { name: `${title} SERVICES` })
const faqSummary = (page: Page, question: string) => page.locator('#faq summary', { hasText: question })
const phases = (page: Page) => page.locator('#approach [data-slot="timeline-phase"]')

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(Math.round(y))
}

/** Transform and opacity of the hero ballot as the browser computes them. */
function ballotStyle(page: Page) {
  return ballot(page).evaluate((el) => {
    const style = getComputedStyle(el)
    const m = new DOMMatrix(style.transform === 'none' ? undefined : style.transform)
    return { scale: m.a, translateY: m.f, opacity: Number(style.opacity) }
  })
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
    // Sections in the order of SPEC 2.3, with their anchors.
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

  test('keeps the home page script within its gzip budget, confetti included', () => {
    // The same files the server sends: the page's module preloads plus the lazily loaded confetti chunk.
    const index = readFileSync('build/client/index.html', 'utf8')
    const preloads = [...index.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1]!)
    const confetti = readdirSync('build/client/assets').filter((name) => /^confetti.*\.js$/.test(name))
    expect(confetti).toHaveLength(1)
    const files = [...preloads, `/assets/${confetti[0]}`]
    // Files under 512 bytes have no compressed copy and go out as they are (scripts/postbuild.ts).
    const size = (file: string) =>
      readFileSync(existsSync(`build/client${file}.gz`) ? `build/client${file}.gz` : `build/client${file}`).length
    const bytes = files.reduce((sum, file) => sum + size(file), 0)
    expect(bytes).toBeLessThanOrEqual(BUDGETS.js.homeGzipBytes)
    expect(preloads.some((file) => file.includes('confetti'))).toBe(false)
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
    await page.goto('/')
    await waitForHydration(page)
    // Long enough for one full change of phrase (3 s + 0.5 s fade).
    await page.waitForTimeout(3800)
    const { lcp, shift } = await page.evaluate(
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
    expect(lcp).toBe('h1')
    expect(shift).toBeLessThanOrEqual(0.02)
  })

  test('rotates the five phrases in order and wraps around', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-03-01T09:00:00') })
    await page.goto('/')
    await waitForHydration(page)
    await page.clock.pauseAt(new Date('2026-03-01T09:01:00'))
    // Whatever the phase of the 3 s cycle, every 3 s exactly one step is taken.
    const start = PHRASES.indexOf((await activePhrase(page).textContent())!)
    expect(start).toBeGreaterThanOrEqual(0)
    for (let step = 1; step <= PHRASES.length + 1; step++) {
      await page.clock.runFor(3000)
      await expect(activePhrase(page)).toHaveText(PHRASES[(start + step) % PHRASES.length]!)
    }
  })

  test('fades the phrase out at 3000 ms and shows the next one 500 ms later', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-03-01T09:00:00') })
    await page.goto('/')
    await waitForHydration(page)
    await page.clock.pauseAt(new Date('2026-03-01T09:01:00'))
    await restartRotation(page)
    const current = (await activePhrase(page).textContent())!
    const next = PHRASES[(PHRASES.indexOf(current) + 1) % PHRASES.length]!

    await page.clock.runFor(2999)
    await expect(activePhrase(page)).toHaveAttribute('data-visible', 'true')
    await page.clock.runFor(1)
    await expect(activePhrase(page)).toHaveText(current)
    await expect(activePhrase(page)).toHaveAttribute('data-visible', 'false')
    // The fade itself is a CSS transition of 500 ms.
    await expect(activePhrase(page)).toHaveCSS('transition-duration', '0.5s')
    await expect.poll(() => activePhrase(page).evaluate((el) => getComputedStyle(el).opacity)).toBe('0')
    await page.clock.runFor(499)
    await expect(activePhrase(page)).toHaveText(current)
    await page.clock.runFor(1)
    await expect(activePhrase(page)).toHaveText(next)
    await expect(activePhrase(page)).toHaveAttribute('data-visible', 'true')
    await expect.poll(() => activePhrase(page).evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
  })

  test('the pause button stops the rotation until pressed again', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-03-01T09:00:00') })
    await page.goto('/')
    await waitForHydration(page)
    await page.clock.pauseAt(new Date('2026-03-01T09:01:00'))
    const pause = page.getByRole('button', { name: 'Pause the changing phrase' })
    await pause.click()
    // Paused mid-fade, the hook finishes the step first (use-rotating-index.ts): read the
    // phrase once it is settled and visible.
    await expect(activePhrase(page)).toHaveAttribute('data-visible', 'true')
    const current = (await activePhrase(page).textContent())!
    await page.clock.runFor(10_000)
    await expect(activePhrase(page)).toHaveText(current)
    await expect(activePhrase(page)).toHaveAttribute('data-visible', 'true')
    await pause.click()
    await page.clock.runFor(3500)
    await expect(activePhrase(page)).not.toHaveText(current)
  })

  test('the ballot sinks, shrinks and fades over the first 400 px of scroll', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    expect(await ballotStyle(page)).toEqual({ scale: 1, translateY: 0, opacity: 1 })

    await scrollTo(page, 200)
    await expect.poll(() => ballotStyle(page)).toMatchObject({ translateY: 80, opacity: 0.5 })
    expect((await ballotStyle(page)).scale).toBeCloseTo(0.95, 5)

    await scrollTo(page, 400)
    await expect.poll(() => ballotStyle(page)).toMatchObject({ translateY: 160, opacity: 0 })
    expect((await ballotStyle(page)).scale).toBeCloseTo(0.9, 5)

    await scrollTo(page, 900)
    await expect.poll(() => ballotStyle(page)).toMatchObject({ translateY: 160, opacity: 0 })

    await scrollTo(page, 0)
    await expect.poll(() => ballotStyle(page)).toEqual({ scale: 1, translateY: 0, opacity: 1 })
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
    const sister = ai.getByRole('link', { name: new RegExp(HOME.ai.sisterLink.label) })
    await expect(sister).toHaveAttribute('href', EXTERNAL.sisterAi.url)
    await expect(sister).toHaveAttribute('target', '_blank')
    await expect(sister).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('the consultation button leads to the contact page', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.locator('#work').getByRole('link', { name: 'Schedule free initial consultation' }).click()
    await expect(page).toHaveURL('/contact')
    await expect(page.getByRole('heading', { level: 1, name: 'Free Initial Consultation' })).toBeVisible()
  })
})

test.describe('service cards', () => {
  test('open one at a time; clicking the open card closes it', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const titles = HOME.services.cards.map((c) => c.title)
    expect(titles).toEqual(['Analysis', 'Consulting', 'Offline', 'Online'])
    for (const title of titles) await expect(servicesToggle(page, title)).toHaveAttribute('aria-expanded', 'false')
    await expect(card(page, 'Analysis').getByRole('button', { name: 'SWOT analysis' })).toBeHidden()

    await servicesToggle(page, 'Analysis').click()
    await expect(servicesToggle(page, 'Analysis')).toHaveAttribute('aria-expanded', 'true')
    await expect(card(page, 'Analysis').getByRole('button', { name: 'SWOT analysis' })).toBeVisible()

    await servicesToggle(page, 'Online').click()
    await expect(servicesToggle(page, 'Online')).toHaveAttribute('aria-expanded', 'true')
    await expect(servicesToggle(page, 'Analysis')).toHaveAttribute('aria-expanded', 'false')
    await expect(card(page, 'Analysis').getByRole('button', { name: 'SWOT analysis' })).toBeHidden()
    await expect(card(page, 'Online').getByRole('button', { name: 'Newsletters' })).toBeVisible()

    await servicesToggle(page, 'Online').click()
    for (const title of titles) await expect(servicesToggle(page, title)).toHaveAttribute('aria-expanded', 'false')
  })

  test('opening a card fires 100 confetti particles that are cleared after 2 s', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    // Record when the confetti canvas comes and goes, in page time.
    await page.evaluate(() => {
      const w = window as unknown as { confetti: { added?: number; removed?: number } }
      w.confetti = {}
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes)
            if (node instanceof HTMLCanvasElement && node.dataset.slot === 'confetti')
              w.confetti.added = performance.now()
          for (const node of record.removedNodes)
            if (node instanceof HTMLCanvasElement && node.dataset.slot === 'confetti')
              w.confetti.removed = performance.now()
        }
      }).observe(document.body, { childList: true })
    })
    await expect(confettiCanvas(page)).toHaveCount(0)
    await servicesToggle(page, 'Consulting').click()
    await expect(confettiCanvas(page)).toHaveCount(1)
    await expect(confettiCanvas(page)).toHaveAttribute('data-particles', '100')
    // Something is actually drawn.
    await expect
      .poll(() =>
        confettiCanvas(page).evaluate((canvas: HTMLCanvasElement) => {
          const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data
          let painted = 0
          for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++
          return painted
        }),
      )
      .toBeGreaterThan(100)
    await expect(confettiCanvas(page)).toHaveCount(0, { timeout: 5000 })
    const { added, removed } = await page.evaluate(
      () => (window as unknown as { confetti: { added: number; removed: number } }).confetti,
    )
    expect(removed - added).toBeGreaterThanOrEqual(1950)
    expect(removed - added).toBeLessThan(2600)

    // Closing fires nothing.
    await servicesToggle(page, 'Consulting').click()
    await page.waitForTimeout(300)
    await expect(confettiCanvas(page)).toHaveCount(0)
  })

  test('the confetti script is loaded only when a card first opens', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await page.goto('/')
    await waitForHydration(page)
    expect(scripts.some((url) => url.includes('confetti'))).toBe(false)
    await servicesToggle(page, 'Offline').click()
    await expect.poll(() => scripts.some((url) => url.includes('confetti'))).toBe(true)
  })

  test('tags toggle independently and expose their pressed state', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await servicesToggle(page, 'Consulting').click()
    const consulting = card(page, 'Consulting')
    const strategies = consulting.getByRole('button', { name: 'Campaign strategies' })
    const speeches = consulting.getByRole('button', { name: 'Speech writing' })
    await expect(strategies).toHaveAttribute('aria-pressed', 'false')
    await strategies.click()
    await speeches.click()
    await expect(strategies).toHaveAttribute('aria-pressed', 'true')
    await expect(speeches).toHaveAttribute('aria-pressed', 'true')
    await expect(strategies).toHaveCSS('background-color', 'rgb(200, 16, 46)')
    await strategies.click()
    await expect(strategies).toHaveAttribute('aria-pressed', 'false')
    await expect(speeches).toHaveAttribute('aria-pressed', 'true')
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
    await expect(card(page, 'Analysis').getByRole('button', { name: 'Election result analysis' })).toBeFocused()
    await page.keyboard.press('Space')
    await expect(card(page, 'Analysis').getByRole('button', { name: 'Election result analysis' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
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
    await expect(page.locator('#faq details[open]')).toHaveCount(0)
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
    await expect(page.locator('#approach [aria-current="step"]')).toHaveCount(0)
    await placePhase(page, 0, -4)
    await expect(phases(page).nth(0)).toHaveAttribute('aria-current', 'step')

    await placePhase(page, 2, 4)
    await expect(phases(page).nth(1)).toHaveAttribute('aria-current', 'step')
    await expect(phases(page).nth(2)).toHaveAttribute('data-state', 'upcoming')
    await placePhase(page, 2, -4)
    await expect(phases(page).nth(2)).toHaveAttribute('aria-current', 'step')
    await expect(page.locator('#approach [aria-current="step"]')).toHaveCount(1)
    await expect(phases(page).nth(0)).toHaveAttribute('data-state', 'passed')
    await expect(phases(page).nth(1)).toHaveAttribute('data-state', 'passed')
    await expect(phases(page).nth(3)).toHaveAttribute('data-state', 'upcoming')
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
    await page.clock.install({ time: new Date('2026-03-01T09:00:00') })
    await page.goto('/')
    await waitForHydration(page)
    await page.clock.pauseAt(new Date('2026-03-01T09:01:00'))
    await restartRotation(page)
    const current = (await activePhrase(page).textContent())!
    const next = PHRASES[(PHRASES.indexOf(current) + 1) % PHRASES.length]!
    await page.clock.runFor(3000)
    await expect(activePhrase(page)).toHaveText(next)
    await expect(activePhrase(page)).toHaveAttribute('data-visible', 'true')
    expect(await activePhrase(page).evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration))).toBeLessThan(
      0.001,
    )
    await expect(activePhrase(page)).toHaveCSS('opacity', '1')
  })

  test('the ballot stays put, cards open without confetti, content is simply visible', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await scrollTo(page, 200)
    await page.waitForTimeout(200)
    expect(await ballotStyle(page)).toEqual({ scale: 1, translateY: 0, opacity: 1 })

    await servicesToggle(page, 'Analysis').click()
    await expect(servicesToggle(page, 'Analysis')).toHaveAttribute('aria-expanded', 'true')
    await page.waitForTimeout(500)
    await expect(confettiCanvas(page)).toHaveCount(0)

    // Reveal-on-scroll hides nothing.
    await expect(page.locator('[data-reveal]')).toHaveCount(0)
    await expect(page.locator('#approach').getByRole('heading', { level: 2 })).toHaveCSS('opacity', '1')
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
  await expect(phases(page).nth(1)).toHaveAttribute('aria-current', 'step')
}
