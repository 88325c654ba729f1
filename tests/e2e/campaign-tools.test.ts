import { type Page, expect, test } from '@playwright/test'
import { EXTERNAL } from '../../app/config/site.ts'
import { TOOLS, TOOLS_PAGE } from '../../app/content/tools.ts'
import { expectNoSeriousA11yViolations, PHONE, waitForHydration, watchConsole } from '../playwright-utils.ts'

const PATH = '/campaign-tools'

const campaignsButton = (page: Page) =>
  page.getByRole('heading', { level: 1 }).getByRole('button', { name: TOOLS_PAGE.hero.headline.word })
const sheetCount = (page: Page) => page.locator('[data-slot="ballot-sheet"]').count()
const runCount = (page: Page) => page.locator('[data-slot="ballot-run"]').count()

/** Records, in the page's own clock, when each run of sheets appears and disappears. */
async function recordRuns(page: Page) {
  await page.evaluate(() => {
    const log = { added: [] as number[], removed: [] as number[] }
    Object.assign(window, { runLog: log })
    // A removed overlay takes its runs with it, so look inside added and removed subtrees.
    const runsIn = (nodes: NodeList) =>
      [...nodes].flatMap((node) =>
        node instanceof HTMLElement
          ? [node, ...node.querySelectorAll<HTMLElement>('*')].filter((el) => el.dataset.slot === 'ballot-run')
          : [],
      )
    new MutationObserver((mutations) => {
      const now = performance.now()
      for (const mutation of mutations) {
        for (const _ of runsIn(mutation.addedNodes)) log.added.push(now)
        for (const _ of runsIn(mutation.removedNodes)) log.removed.push(now)
      }
    }).observe(document.body, { childList: true, subtree: true })
  })
  return () => page.evaluate(() => (window as unknown as { runLog: { added: number[]; removed: number[] } }).runLog)
}

test.describe('falling ballot papers', () => {
  test('a click on "Campaigns" drops 10 to 20 sheets that fall and are gone after 4 s', async ({ page }) => {
    await page.goto(PATH)
    await waitForHydration(page)
    const log = await recordRuns(page)
    const height = await page.evaluate(() => document.documentElement.scrollHeight)

    await campaignsButton(page).click()
    const count = await sheetCount(page)
    expect(count).toBeGreaterThanOrEqual(10)
    expect(count).toBeLessThanOrEqual(20)

    // An overlay out of the layout: hidden from assistive technology, clicks pass through, no shift.
    const overlay = page.locator('[data-slot="ballot-shower"]')
    await expect(overlay).toHaveAttribute('aria-hidden', 'true')
    expect(await overlay.evaluate((el) => [getComputedStyle(el).position, getComputedStyle(el).pointerEvents])).toEqual(
      ['fixed', 'none'],
    )
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height)

    // The sheets really move: a CSS animation whose transform changes over time.
    const sheet = page.locator('[data-slot="ballot-sheet"]').first()
    expect(await sheet.evaluate((el) => getComputedStyle(el).animationName)).toBe('ballot-fall')
    const transform = () => sheet.evaluate((el) => getComputedStyle(el).transform)
    const before = await transform()
    await page.waitForTimeout(900)
    expect(await transform()).not.toBe(before)

    await expect(overlay).toHaveCount(0, { timeout: 6000 })
    const { added, removed } = await log()
    expect(added).toHaveLength(1)
    expect(removed).toHaveLength(1)
    const lifetime = removed[0]! - added[0]!
    expect(lifetime).toBeGreaterThanOrEqual(3950)
    expect(lifetime).toBeLessThan(4600)
  })

  test('each press starts its own run, also from the keyboard', async ({ page }) => {
    await page.goto(PATH)
    await waitForHydration(page)
    const log = await recordRuns(page)
    const button = campaignsButton(page)

    await button.focus()
    await page.keyboard.press('Enter')
    await page.waitForTimeout(400)
    await page.keyboard.press('Space')
    await expect.poll(() => runCount(page)).toBe(2)
    const total = await sheetCount(page)
    expect(total).toBeGreaterThanOrEqual(20)
    expect(total).toBeLessThanOrEqual(40)
    for (const run of await page.locator('[data-slot="ballot-run"]').all()) {
      const sheets = await run.locator('[data-slot="ballot-sheet"]').count()
      expect(sheets).toBeGreaterThanOrEqual(10)
      expect(sheets).toBeLessThanOrEqual(20)
    }

    // Each run leaves 4 s after its own press: the first while the second is still falling.
    await expect.poll(() => runCount(page), { timeout: 6000 }).toBe(0)
    const { added, removed } = await log()
    expect(added).toHaveLength(2)
    expect(removed).toHaveLength(2)
    for (const i of [0, 1]) {
      expect(removed[i]! - added[i]!).toBeGreaterThanOrEqual(3950)
      expect(removed[i]! - added[i]!).toBeLessThan(4600)
    }
    expect(removed[0]!).toBeLessThan(added[1]! + 4000)
  })

  test('nothing falls when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(PATH)
    await waitForHydration(page)
    const log = await recordRuns(page)
    await campaignsButton(page).click()
    await campaignsButton(page).click()
    await page.waitForTimeout(600)
    expect(await sheetCount(page)).toBe(0)
    expect((await log()).added).toEqual([])
  })
})

test.describe('the three tools', () => {
  test('each shows its title, subtitle, description, highlight, features, screenshot and prices with VAT', async ({
    page,
  }) => {
    await page.goto(PATH)
    for (const [index, tool] of TOOLS.entries()) {
      const section = page.getByRole('region', { name: tool.title })
      await expect(section.getByRole('heading', { level: 2, name: tool.title })).toBeVisible()
      for (const text of [tool.subtitle, tool.description, tool.highlight]) await expect(section).toContainText(text)
      for (const feature of tool.features) {
        await expect(section.getByRole('listitem').filter({ hasText: feature.title })).toContainText(feature.desc)
      }
      expect(await section.getByRole('listitem').count()).toBe(tool.features.length)

      const euro = (n: number) => `€${n.toLocaleString('en-GB')}`
      await expect(section).toContainText(`${euro(tool.pricing.monthly)} per month`)
      await expect(section).toContainText(`+ ${euro(tool.pricing.oneTime)} one-time`)
      await expect(section).toContainText(tool.pricing.oneTimeNote)
      await expect(section).toContainText('incl. 19% VAT')
      await expect(section).toContainText(/included with campaign support/i)

      const image = section.getByRole('img', { name: tool.screenshotAlt })
      await expect(image).toHaveAttribute('width', '1200')
      await expect(image).toHaveAttribute('height', '800')
      await expect(image).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy')
      await image.scrollIntoViewIfNeeded()
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200)
    }
  })

  test('the prices are those of SPEC 9', async ({ page }) => {
    await page.goto(PATH)
    const prices = async (title: string) =>
      (await page.getByRole('region', { name: title }).innerText()).match(/€[\d,]+/g)?.slice(0, 2)
    expect(await prices('Campaign HQ')).toEqual(['€52', '€990'])
    expect(await prices('Door-to-Door Planner')).toEqual(['€90', '€430'])
    expect(await prices('Campaign Website Pro')).toEqual(['€39', '€1,100'])
  })

  test('"Open Live Demo" opens the configured demo in a new tab; "Request Consultation" goes to /contact', async ({
    page,
  }) => {
    await page.goto(PATH)
    await waitForHydration(page)
    for (const tool of TOOLS) {
      const section = page.getByRole('region', { name: tool.title })
      const demo = section.getByRole('link', { name: /Open Live Demo/ })
      await expect(demo).toHaveAttribute('href', EXTERNAL.demos[tool.id])
      await expect(demo).toHaveAttribute('target', '_blank')
      await expect(demo).toHaveAttribute('rel', 'noopener noreferrer')
      await expect(demo).toHaveAccessibleName(`Open Live Demo of ${tool.title} (opens in a new tab)`)
      const consultation = section.getByRole('link', { name: /Request Consultation/ })
      await expect(consultation).toHaveAttribute('href', '/contact')
      await expect(consultation).toHaveAccessibleName(`Request Consultation about ${tool.title}`)
    }
    await page
      .getByRole('region', { name: 'Door-to-Door Planner' })
      .getByRole('link', { name: /Request Consultation/ })
      .click()
    await expect(page).toHaveURL('/contact')
  })

  test('the hero links jump to each tool', async ({ page }) => {
    await page.goto(PATH)
    await waitForHydration(page)
    await page
      .getByRole('navigation', { name: 'Tools on this page' })
      .getByRole('link', { name: 'Campaign Website Pro' })
      .click()
    await expect(page).toHaveURL(/#kampagnenwebsite$/)
    await expect
      .poll(() => page.locator('#kampagnenwebsite').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(100)
  })
})

test('the AI assistant promo opens its site in a new tab', async ({ page }) => {
  await page.goto(PATH)
  const promo = page.getByRole('region', { name: TOOLS_PAGE.aiPromo.heading })
  await expect(promo).toContainText(TOOLS_PAGE.aiPromo.text)
  const link = promo.getByRole('link', { name: new RegExp(TOOLS_PAGE.aiPromo.buttonLabel) })
  await expect(link).toHaveAttribute('href', EXTERNAL.sisterAi.url)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
})

test('the dark hero runs under the transparent navigation bar', async ({ page }) => {
  await page.goto(PATH)
  await waitForHydration(page)
  const header = await page.locator('[data-slot="site-header"]').boundingBox()
  const hero = await page.locator('section', { has: page.getByRole('heading', { level: 1 }) }).boundingBox()
  expect(hero!.y).toBeLessThanOrEqual(header!.y)
  expect(hero!.y + hero!.height).toBeGreaterThan(header!.y + header!.height)
})

test.describe('page head', () => {
  test('has title, description, canonical, social tags and a 1200×630 PNG social card', async ({ page, request }) => {
    await page.goto(PATH)
    await expect(page).toHaveTitle(TOOLS_PAGE.seo.title)
    const meta = (attr: string, key: string) => page.locator(`meta[${attr}="${key}"]`).getAttribute('content')
    expect(await meta('name', 'description')).toBe(TOOLS_PAGE.seo.description)
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`http://localhost:3000${PATH}`)
    expect(await meta('property', 'og:title')).toBe(TOOLS_PAGE.seo.title)
    expect(await meta('property', 'og:description')).toBe(TOOLS_PAGE.seo.description)
    expect(await meta('property', 'og:url')).toBe(`http://localhost:3000${PATH}`)
    expect(await meta('property', 'og:image:alt')).toBe(TOOLS_PAGE.seo.socialImageAlt)
    expect(await meta('name', 'twitter:card')).toBe('summary_large_image')
    const image = await meta('property', 'og:image')
    expect(image).toBe('http://localhost:3000/og/campaign-tools.png')
    expect(await meta('name', 'twitter:image')).toBe(image)
    expect([await meta('property', 'og:image:width'), await meta('property', 'og:image:height')]).toEqual([
      '1200',
      '630',
    ])

    const response = await request.get(new URL(image!).pathname)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    const png = await response.body()
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
    // IHDR: width and height are the first two 32-bit fields after the chunk header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  })

  test('has JSON-LD with the three products, their offers and the monthly range the page shows', async ({
    page,
    request,
  }) => {
    const html = await (await request.get(PATH)).text()
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { '@graph': Record<string, unknown>[] },
    )
    expect(blocks).toHaveLength(1)
    const graph = blocks[0]!['@graph']
    const products = graph.filter((node) => node['@type'] === 'Product')
    expect(products.map((product) => product.name)).toEqual(TOOLS.map((tool) => tool.title))
    for (const [index, product] of products.entries()) {
      const offers = product.offers as { price: number; priceCurrency: string }[]
      expect(offers.map((offer) => [offer.price, offer.priceCurrency])).toEqual([
        [TOOLS[index]!.pricing.monthly, 'EUR'],
        [TOOLS[index]!.pricing.oneTime, 'EUR'],
      ])
    }
    const aggregate = graph
      .map((node) => node.offers)
      .find((offers) => (offers as { '@type'?: string })?.['@type'] === 'AggregateOffer')
    expect(aggregate).toMatchObject({ lowPrice: 39, highPrice: 90, priceCurrency: 'EUR' })
    // SPEC 10: every price in the range is one a visitor sees on the page.
    await page.goto(PATH)
    const { lowPrice, highPrice } = aggregate as { lowPrice: number; highPrice: number }
    for (const price of [lowPrice, highPrice])
      await expect(page.getByRole('main').getByText(`€${price}`, { exact: true })).toBeVisible()
  })
})

test('has no serious accessibility violations, also at 375 px and during the animation', async ({ page }) => {
  const errors = watchConsole(page)
  await page.goto(PATH)
  await waitForHydration(page)
  await expectNoSeriousA11yViolations(page)
  await campaignsButton(page).click()
  await expectNoSeriousA11yViolations(page)
  await page.setViewportSize(PHONE)
  await expectNoSeriousA11yViolations(page)
  expect(errors).toEqual([])
})
