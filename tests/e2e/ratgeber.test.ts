import { createHash } from 'node:crypto'

import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import { DEFAULT_SITE_URL } from '../../app/config/site-url.ts'
import { GUIDES } from '../../app/content/guides/index.ts'
import { expectNoSeriousA11yViolations, PHONE, waitForHydration } from '../support/playwright-utils.ts'

/** The public origin baked into the build; the tests' server runs elsewhere. */
const SITE_URL = DEFAULT_SITE_URL
const HUB = '/ratgeber'
const FEED = '/ratgeber/feed.xml'
const ATOM = 'http://www.w3.org/2005/Atom'
/** The reading speed the hub assumes (app/lib/guides.ts). */
const WORDS_PER_MINUTE = 180

/** The guides on the hub: one article each, named by the guide's title. */
const list = (page: Page) => page.getByRole('region', { name: 'Alle Leitfäden' }).getByRole('article')

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

async function head(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  const meta = (attribute: string, name: string) =>
    html.match(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`))?.[1]
  return { html, meta }
}

test('the hub lists every guide in the editor’s order with teaser, date and reading time', async ({ page }) => {
  await page.goto(HUB)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ratgeber Wahlkampf')
  const items = list(page)
  await expect(items).toHaveCount(GUIDES.length)
  for (const [index, guide] of GUIDES.entries()) {
    const item = items.nth(index)
    await expect(item.getByRole('heading', { level: 3 })).toHaveText(guide.headline)
    await expect(item.getByRole('link', { name: guide.headline })).toHaveAttribute('href', guide.path)
    await expect(item).toContainText(guide.teaser)
    await expect(item.locator('time')).toHaveAttribute('datetime', guide.dateModified)
    await expect(item.locator('time')).toHaveText(
      new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(guide.dateModified)),
    )
    await expect(item).toContainText(/\d+ Min\. Lesezeit/)
  }
  await expect(page.getByRole('link', { name: 'Feed abonnieren' })).toHaveAttribute('href', FEED)
})

test('the reading time on the hub follows the words each guide page shows', async ({ page }) => {
  await page.goto(HUB)
  // Each entry as a reader sees it once scrolled to: an entry below the fold is not rendered
  // before (the `below-fold` utility), and the text of unrendered content is not on screen.
  const minutes: number[] = []
  for (const item of await list(page).all()) {
    await item.scrollIntoViewIfNeeded()
    const reading = (await item.innerText()).match(/\b(\d+) Min\. Lesezeit/)
    expect(reading, (await item.textContent()) ?? '').not.toBeNull()
    minutes.push(Number(reading![1]))
  }
  for (const [index, guide] of GUIDES.entries()) {
    await page.goto(guide.path)
    // The article as a reader reads it: everything in <main> before 'Weiterlesen'.
    const words = await page.locator('main').evaluate((main) => {
      const clone = main.cloneNode(true) as HTMLElement
      clone.querySelector('[aria-labelledby="weiterlesen-heading"]')?.remove()
      clone.querySelector('[aria-labelledby="guide-cta-heading"]')?.remove()
      return clone.textContent!.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
    })
    expect(Math.abs(minutes[index]! - words / WORDS_PER_MINUTE), `${guide.path}: ${words} words`).toBeLessThan(1.5)
  }
})

test('every guide on the hub opens by a click, and Back returns to the hub', async ({ page }) => {
  await page.goto(HUB)
  await waitForHydration(page)
  for (const guide of GUIDES) {
    await list(page).getByRole('link', { name: guide.headline }).click()
    await expect(page).toHaveURL(guide.path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(guide.headline)
    await expect(page).toHaveTitle(guide.seo.title)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await page.goBack()
    await expect(page).toHaveURL(HUB)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ratgeber Wahlkampf')
  }
})

test('a guide’s breadcrumb leads to the hub, and the hub’s back home', async ({ page }) => {
  const guide = GUIDES[2]!
  await page.goto(guide.path)
  await waitForHydration(page)
  const breadcrumb = page.getByRole('navigation', { name: 'Brotkrümelnavigation' })
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Startseite', 'Ratgeber', guide.breadcrumb])
  await breadcrumb.getByRole('link', { name: 'Ratgeber' }).click()
  await expect(page).toHaveURL(HUB)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ratgeber Wahlkampf')
  const hubCrumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' })
  await expect(hubCrumbs.getByRole('listitem')).toHaveText(['Startseite', 'Ratgeber'])
  await expect(hubCrumbs.locator('[aria-current="page"]')).toHaveText('Ratgeber')
  await hubCrumbs.getByRole('link', { name: 'Startseite' }).click()
  await expect(page).toHaveURL('/')
})

test('the footer of an English page links the hub, which is German', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Campaign guides (German)' })
  await expect(link).toHaveAttribute('hreflang', 'de')
  await link.click()
  await expect(page).toHaveURL(HUB)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ratgeber Wahlkampf')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})

test('Weiterlesen lists every other guide and leads to the hub', async ({ page }) => {
  for (const guide of GUIDES) {
    await page.goto(guide.path)
    const related = page.getByRole('region', { name: 'Weiterlesen' })
    const hrefs = await related
      .getByRole('listitem')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs.sort()).toEqual(
      GUIDES.filter((other) => other !== guide)
        .map((other) => other.path)
        .sort(),
    )
  }
  await waitForHydration(page)
  await page
    .getByRole('region', { name: 'Weiterlesen' })
    .getByRole('link', { name: 'Alle Leitfäden im Überblick' })
    .click()
  await expect(page).toHaveURL(HUB)
  await expect(list(page)).toHaveCount(GUIDES.length)
})

test('the hub is indexable: canonical, social tags, CollectionPage with every guide, in the sitemap', async ({
  request,
}) => {
  const { html, meta } = await head(request, HUB)
  expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${HUB}"/>`)
  expect(html).not.toContain('name="robots"')
  expect(meta('property', 'og:title')).toContain('Ratgeber Wahlkampf')
  const data = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  )
  const collection = data.find((block) => block['@type'] === 'CollectionPage') as {
    mainEntity: { '@type': string; itemListElement: { position: number; url: string; name: string }[] }
  }
  expect(collection.mainEntity['@type']).toBe('ItemList')
  expect(collection.mainEntity.itemListElement).toEqual(
    GUIDES.map((guide, index) =>
      expect.objectContaining({ position: index + 1, url: `${SITE_URL}${guide.path}`, name: guide.headline }),
    ),
  )
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`<loc>${SITE_URL}${HUB}</loc>`)
})

test('each guide and the hub have their own 1200×630 social card', async ({ request }) => {
  const hashes = new Map<string, string>()
  for (const path of [HUB, ...GUIDES.map((guide) => guide.path)]) {
    const { meta } = await head(request, path)
    const image = meta('property', 'og:image')!
    expect(meta('name', 'twitter:image'), path).toBe(image)
    expect(image, path).not.toContain('/og/default.png')
    expect(meta('property', 'og:image:alt'), path).toBeTruthy()
    const response = await request.get(new URL(image).pathname)
    expect(response.status(), image).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
    const png = await response.body()
    expect(pngSize(png), image).toEqual({ width: 1200, height: 630 })
    hashes.set(path, createHash('sha256').update(png).digest('hex'))
  }
  expect(new Set(hashes.values()).size, 'every page has a card of its own').toBe(GUIDES.length + 1)
})

test('the feed is served as Atom, parses as Atom with one entry per guide, and every guide and the hub link it', async ({
  page,
  request,
}) => {
  const response = await request.get(FEED)
  expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8')
  const xml = await response.text()

  // Chromium's own XML parser, in the page.
  await page.goto(HUB)
  const parsed = await page.evaluate(
    ({ xml, ATOM }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml')
      if (doc.getElementsByTagName('parsererror').length) return { error: doc.documentElement.textContent }
      const feed = doc.documentElement
      const text = (parent: Element, name: string) =>
        [...parent.children]
          .filter((child) => child.namespaceURI === ATOM && child.localName === name)
          .map((child) => child.textContent)
      return {
        root: [feed.namespaceURI, feed.localName],
        title: text(feed, 'title'),
        author: feed.getElementsByTagNameNS(ATOM, 'name')[0]?.textContent,
        self: feed.querySelector(':scope > link[rel="self"]')?.getAttribute('href'),
        entries: [...feed.getElementsByTagNameNS(ATOM, 'entry')].map((entry) => ({
          id: text(entry, 'id'),
          title: text(entry, 'title'),
          updated: text(entry, 'updated'),
          summary: text(entry, 'summary'),
          link: entry.querySelector('link[rel="alternate"]')?.getAttribute('href'),
        })),
      }
    },
    { xml, ATOM },
  )
  expect(parsed).toMatchObject({
    root: [ATOM, 'feed'],
    title: ['Ratgeber Wahlkampf – Mandatwerk'],
    author: 'Mandatwerk GmbH',
    self: `${SITE_URL}${FEED}`,
  })
  expect(parsed.entries).toHaveLength(GUIDES.length)
  for (const guide of GUIDES) {
    expect(parsed.entries).toContainEqual({
      id: [`${SITE_URL}${guide.path}`],
      title: [guide.headline],
      updated: [`${guide.dateModified}T00:00:00Z`],
      summary: [guide.teaser],
      link: `${SITE_URL}${guide.path}`,
    })
  }

  for (const path of [HUB, ...GUIDES.map((guide) => guide.path)]) {
    const { html } = await head(request, path)
    expect(html, path).toContain(
      `<link rel="alternate" type="application/atom+xml" title="Ratgeber Wahlkampf – Mandatwerk" href="${SITE_URL}${FEED}"/>`,
    )
  }
})

test('the hub reads on a phone without sideways scrolling and passes axe there', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await page.goto(HUB)
  await waitForHydration(page)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  await expectNoSeriousA11yViolations(page)
  // The whole row is the link's target: a tap on the teaser, not on the title, opens the guide.
  const teaser = list(page).first().getByText(GUIDES[0]!.teaser)
  await teaser.scrollIntoViewIfNeeded()
  const box = (await teaser.boundingBox())!
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await expect(page).toHaveURL(GUIDES[0]!.path)
})
