/**
 * Which page brought a request (docs/decisions/017), in the real browser against the
 * real server: what the visitor did decides what reaches the database and the notification
 * (the .eml files of the browser tests' server), and nothing is ever stored on the device.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { expect, type Page, test } from '@playwright/test'

import { campaignCosts, campaignGuide, campaignStrategy } from '../../app/content/guides/index.ts'
import { BANNER_DISMISSED_KEY } from '../../app/lib/constants.ts'
import { SERVER_BUNDLE, SERVER_BUNDLE_DIR } from '../../scripts/lib/server-bundle.ts'
import { HUMAN_FILL_MS, uniqueEmail } from '../support/contact-form.ts'
import { deviceStorage, NOTHING_STORED } from '../support/device-storage.ts'
import { E2E_DATA_DIR } from '../support/e2e-data-dir.ts'
import { emailsFor } from '../support/e2e-outbox.ts'
import { parseMail } from '../support/mime.ts'
import { waitForHydration } from '../support/playwright-utils.ts'

/** Other websites that link to ours, served by the test itself (no request leaves the machine). */
const SEARCH_ENGINE = 'http://www.suchmaschine.example'
const PARTNER = 'http://blog.partner.example'

/** An external page at `url` whose one link points to `href`. */
async function externalPage(page: Page, url: string, href: string) {
  await page.route(`${new URL(url).origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="de"><title>Extern</title><a href="${href}">Zur Website</a></html>`,
    }),
  )
  await page.goto(url)
}
/**
 * Fills in and sends the form on the contact page the visitor is on; waits for the success
 * state. The page's clock (installed by each test before its first page) moves on by the few
 * seconds a person needs; the server quarantines faster forms.
 */
async function sendForm(page: Page, email: string) {
  await expect(page).toHaveURL('/contact')
  await waitForHydration(page)
  await page.clock.fastForward(HUMAN_FILL_MS)
  await page.getByRole('textbox', { name: /^Name/ }).fill('Anna Schmidt')
  await page.getByRole('textbox', { name: /^Email/ }).fill(email)
  await page.getByRole('combobox', { name: /^Campaign type/ }).selectOption({ label: 'Mayoral Election' })
  await page.getByRole('textbox', { name: /^Your request/ }).fill('We would like to talk about our mayoral campaign.')
  await page.getByRole('checkbox', { name: /I explicitly consent to the processing/ }).click()
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.getByRole('button', { name: 'Request sent' })).toBeVisible()
}

type StoredSource = {
  landing_path: string | null
  previous_path: string | null
  referrer_host: string | null
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
}

/** The attribution columns of the request from `email`, read from the server's SQLite file. */
function storedSource(email: string): StoredSource {
  const db = new DatabaseSync(join(E2E_DATA_DIR, 'contact.db'), { readOnly: true })
  try {
    const row = db
      .prepare(
        `SELECT landing_path, previous_path, referrer_host, utm_source, utm_medium, utm_campaign
           FROM contact_requests WHERE email = ?`,
      )
      .all(email)
    expect(row).toHaveLength(1)
    return { ...(row[0] as StoredSource) }
  } finally {
    db.close()
  }
}

/** The "Gekommen über" line of the notification the server wrote for `email`. */
async function notificationLine(email: string): Promise<string> {
  await expect.poll(() => emailsFor(email).length).toBe(2)
  const notification = emailsFor(email)
    .map(parseMail)
    .find((mail) => mail.headers['reply-to']?.includes(email))
  expect(notification).toBeDefined()
  const line = /^Gekommen über: +(.+)$/m.exec(notification!.text)?.[1]
  expect(line, notification!.text).toBeDefined()
  return line!
}

const UTM = '?utm_source=newsletter&utm_medium=email&utm_campaign=herbst-2026'
const UTM_STORED = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'herbst-2026' }
const UTM_LINE = '(Kampagnenlink: source=newsletter, medium=email, campaign=herbst-2026)'
const NO_UTM = { utm_source: null, utm_medium: null, utm_campaign: null }
/** What the contact page knows after a load from the campaign costs guide. */
const FROM_COSTS_GUIDE = { landing_path: campaignCosts.path, previous_path: campaignCosts.path, referrer_host: null }

/** From the campaign costs guide, by its call to action (/kontakt, sent on to /contact), to a sent form. */
async function sendFormFromCostsGuide(page: Page, tag: string) {
  await page.getByRole('link', { name: campaignCosts.cta.label }).click()
  const email = uniqueEmail(tag)
  await sendForm(page, email)
  expect(await deviceStorage(page)).toEqual(NOTHING_STORED)
  return email
}

test.describe('which page brought the request', () => {
  // A guide runs no script (docs/decisions/027): what the contact page knows of the visit is the
  // guide it was loaded from, with the guide's address and query (its UTM values). The site the
  // reader came from before the guide cannot be known without storage, so it stays empty.
  test('a visit from a search engine that lands on a guide and moves on by its call to action: the guide is the first known page', async ({
    page,
    baseURL,
  }) => {
    await page.clock.install()
    await externalPage(page, `${SEARCH_ENGINE}/suche?q=wahlkampfkosten`, `${baseURL}${campaignCosts.path}`)
    await page.getByRole('link', { name: 'Zur Website' }).click()
    await expect(page).toHaveURL(campaignCosts.path)
    expect(await deviceStorage(page)).toEqual(NOTHING_STORED)
    const email = await sendFormFromCostsGuide(page, 'guide')
    expect(storedSource(email)).toEqual({ ...FROM_COSTS_GUIDE, ...NO_UTM })
    expect(await notificationLine(email)).toBe(`${campaignCosts.shortTitle} → Kontakt`)
  })

  test('a visit that lands on a guide with UTM values and moves on by its call to action: guide and UTM values reach the notification', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto(`${campaignCosts.path}${UTM}`)
    const email = await sendFormFromCostsGuide(page, 'utm-cta')
    expect(storedSource(email)).toEqual({ ...FROM_COSTS_GUIDE, ...UTM_STORED })
    expect(await notificationLine(email)).toBe(`${campaignCosts.shortTitle} → Kontakt ${UTM_LINE}`)
  })

  test('a visit that lands on a guide with UTM values and moves on through the navigation; only the dismissed banner is remembered', async ({
    page,
  }) => {
    await page.clock.install()
    await page.goto(`${campaignStrategy.path}${UTM}`)
    expect(await deviceStorage(page)).toEqual(NOTHING_STORED)

    // The banner stays closed for the rest of the visit – the one entry the site may store.
    await page.getByRole('button', { name: 'Banner schließen' }).click()
    await expect(page.getByRole('complementary', { name: 'KI-Schulung' })).toBeHidden()
    expect(await deviceStorage(page)).toEqual({ ...NOTHING_STORED, sessionStorage: { [BANNER_DISMISSED_KEY]: '1' } })

    // To the tools page (a full page load), then on to the form inside it (client-side). (Not the
    // home page: since it is a document too, docs/decisions/036, the form would know only it.)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Campaign Tools' }).click()
    await expect(page).toHaveURL('/campaign-tools')
    await waitForHydration(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'REQUEST CAMPAIGN' }).click()
    const email = uniqueEmail('utm-nav')
    await sendForm(page, email)
    expect(await deviceStorage(page)).toEqual({ ...NOTHING_STORED, sessionStorage: { [BANNER_DISMISSED_KEY]: '1' } })

    expect(storedSource(email)).toEqual({
      landing_path: campaignStrategy.path,
      previous_path: '/campaign-tools',
      referrer_host: null,
      ...UTM_STORED,
    })
    expect(await notificationLine(email)).toBe(`${campaignStrategy.shortTitle} → Wahlkampf-Tools → Kontakt ${UTM_LINE}`)
  })

  test('a full page load of the contact page from another site stores only that site’s host', async ({
    page,
    baseURL,
  }) => {
    await page.clock.install()
    await externalPage(page, `${PARTNER}/artikel/wahlkampf-tipps?ref=sidebar`, `${baseURL}/contact`)
    await page.getByRole('link', { name: 'Zur Website' }).click()
    // The partner page sends its origin only (the browser's default referrer policy).
    expect(await page.evaluate(() => document.referrer)).toBe(`${PARTNER}/`)
    const email = uniqueEmail('partner')
    await sendForm(page, email)
    expect(await deviceStorage(page)).toEqual(NOTHING_STORED)

    expect(storedSource(email)).toEqual({
      landing_path: '/contact',
      previous_path: null,
      referrer_host: 'blog.partner.example',
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    })
    expect(await notificationLine(email)).toBe('blog.partner.example → Kontakt')
  })

  test('Apply Now (a full page load of /kontakt?stelle=…, sent on to the application form by the server) records the careers page as the previous one', async ({
    page,
    baseURL,
  }) => {
    await page.clock.install()
    await page.goto(campaignGuide.path)
    await waitForHydration(page)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click()
    await expect(page).toHaveURL('/careers')
    await page
      .getByRole('link', { name: /^Apply Now/ })
      .first()
      .click()
    await expect(page).toHaveURL(/^[^?]*\/contact\?stelle=[a-z0-9-]+$/)
    // What Chromium really does: the referrer survives the 301, in full, because it is our own origin.
    expect(await page.evaluate(() => document.referrer)).toBe(`${baseURL}/careers`)
    const email = uniqueEmail('apply')
    // The job's application form (docs/decisions/035): no campaign type.
    await waitForHydration(page)
    await page.clock.fastForward(HUMAN_FILL_MS)
    await page.getByRole('textbox', { name: /^Name/ }).fill('Anna Schmidt')
    await page.getByRole('textbox', { name: /^Email/ }).fill(email)
    await page.getByRole('textbox', { name: /^Your message/ }).fill('Ich hätte ab März Zeit für das Praktikum.')
    await page.getByRole('checkbox', { name: /I explicitly consent to the processing/ }).click()
    await page.getByRole('button', { name: 'Send application' }).click()
    await expect(page.getByRole('button', { name: 'Application sent' })).toBeVisible()
    expect(await deviceStorage(page)).toEqual(NOTHING_STORED)

    // The visit began on the guide, but the careers page knew only the guide (its referrer) and
    // its memory ended with the full page load: the careers page is the first known one.
    expect(storedSource(email)).toEqual({
      landing_path: '/careers',
      previous_path: '/careers',
      referrer_host: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    })
    expect(await notificationLine(email)).toBe('Karriere → Kontakt')
  })

  test('the guides’ names reach the server through the build, not its code', () => {
    const names = JSON.parse(readFileSync('build/page-names.json', 'utf8')) as Record<string, string>
    expect(names[campaignCosts.path]).toBe(campaignCosts.shortTitle)
    // Not even one guide's title is compiled into the server (ARCHITECTURE: server code reads no page copy).
    const chunks = join(SERVER_BUNDLE_DIR, 'chunks')
    const bundle = [SERVER_BUNDLE, ...readdirSync(chunks).map((file) => join(chunks, file))]
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n')
    expect(bundle).toContain('Gekommen über')
    for (const guide of [campaignCosts, campaignGuide, campaignStrategy]) {
      expect(bundle).not.toContain(guide.headline)
      expect(bundle).not.toContain(guide.teaser)
    }
  })
})

test.describe('nothing is stored on the device', () => {
  test('leaving or reloading a page writes no scroll positions; Back still returns to where the visitor was, a new page starts at the top', async ({
    page,
  }) => {
    await page.goto(campaignCosts.path)
    await waitForHydration(page)
    await page.evaluate(() => window.scrollTo(0, 1500))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500)
    // A click where the fixed header shows the link (Playwright's own click would scroll first).
    const careers = await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Careers' })
      .boundingBox()
    await page.mouse.click(careers!.x + careers!.width / 2, careers!.y + careers!.height / 2)
    await expect(page).toHaveURL('/careers')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(campaignCosts.path)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500)

    // A reload and a full page load away: React Router's own scroll restoration would write here.
    await page.reload()
    await waitForHydration(page)
    expect(await deviceStorage(page)).toEqual(NOTHING_STORED)
    await page.goto('/contact')
    await waitForHydration(page)
    expect(await deviceStorage(page)).toEqual(NOTHING_STORED)
  })
})
