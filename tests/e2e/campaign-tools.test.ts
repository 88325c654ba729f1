import { expect, type Route, test } from '@playwright/test'

import { EXTERNAL } from '../../app/config/site.ts'
import { DEFAULT_SITE_URL } from '../../app/config/site-url.ts'
import { contentModule } from '../support/content.ts'
import { expectOpensInNewTab, waitForHydration } from '../support/playwright-utils.ts'

const { TOOLS, TOOLS_PAGE } = await contentModule('virtual:content/tools')
const PATH = '/campaign-tools'
test.describe('the three tools', () => {
  test('each shows its title, subtitle, description, highlight, features, screenshot and prices with VAT', async ({
    page,
  }) => {
    // Screenshot files are held back until the test lets them through.
    const held: Route[] = []
    await page.route(/\/assets\/(wahlkampf-hq|tuer-zu-tuer-planer|kampagnenwebsite)-[\w-]+\.svg$/, (route) => {
      held.push(route)
    })
    await page.goto(PATH, { waitUntil: 'domcontentloaded' })
    const images = TOOLS.map((tool) =>
      page.getByRole('region', { name: tool.title }).getByRole('img', { name: tool.screenshotAlt }),
    )
    // Before its file arrives, each screenshot already holds its 3:2 place: nothing shifts later.
    const reserved = []
    for (const image of images) {
      const box = (await image.boundingBox())!
      expect(box.width / box.height).toBeCloseTo(1.5, 2)
      reserved.push(box)
    }
    // The first is fetched with the page; the last only when the visitor comes near it.
    const requested = () => held.map((route) => new URL(route.request().url()).pathname)
    await expect.poll(requested).toContainEqual(expect.stringContaining('wahlkampf-hq'))
    expect(requested()).not.toContainEqual(expect.stringContaining('kampagnenwebsite'))
    for (const route of held) await route.continue()
    await page.unrouteAll()

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

      const image = images[index]!
      await image.scrollIntoViewIfNeeded()
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200)
      const box = (await image.boundingBox())!
      // Sub-pixel layout can differ in the fifth decimal between two reads of the same box.
      expect(box.width).toBeCloseTo(reserved[index]!.width, 1)
      expect(box.height).toBeCloseTo(reserved[index]!.height, 1)
    }
  })

  test('each tool shows its fixed monthly and one-time price', async ({ page }) => {
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
      await expect(demo).toHaveAccessibleName(`Open Live Demo of ${tool.title} (opens in a new tab)`)
      await expectOpensInNewTab(demo, EXTERNAL.demos[tool.id])
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
  await waitForHydration(page)
  await expectOpensInNewTab(
    promo.getByRole('link', { name: new RegExp(TOOLS_PAGE.aiPromo.buttonLabel) }),
    EXTERNAL.sisterAi.url,
  )
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
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${DEFAULT_SITE_URL}${PATH}`)
    expect(await meta('property', 'og:title')).toBe(TOOLS_PAGE.seo.title)
    expect(await meta('property', 'og:description')).toBe(TOOLS_PAGE.seo.description)
    expect(await meta('property', 'og:url')).toBe(`${DEFAULT_SITE_URL}${PATH}`)
    expect(await meta('property', 'og:image:alt')).toBe(TOOLS_PAGE.seo.socialImageAlt)
    expect(await meta('name', 'twitter:card')).toBe('summary_large_image')
    const image = await meta('property', 'og:image')
    expect(image).toBe(`${DEFAULT_SITE_URL}/og/campaign-tools.png`)
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
    // Every price in the range is one a visitor sees on the page.
    await page.goto(PATH)
    const { lowPrice, highPrice } = aggregate as { lowPrice: number; highPrice: number }
    for (const price of [lowPrice, highPrice])
      await expect(page.getByRole('main').getByText(`€${price}`, { exact: true })).toBeVisible()
  })
})
