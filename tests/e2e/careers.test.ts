import { expect, type Page, type Route, test } from '@playwright/test'

import { HR_CONTACT } from '../../app/config/site.ts'
import {
  expectNoSeriousA11yViolations,
  isOnTop,
  PHONE,
  waitForHydration,
  watchConsole,
} from '../support/playwright-utils.ts'

// The two tabs are native radio inputs drawn as tabs, each job card's toggle the summary of a
// `<details name>` (docs/decisions/032): they work from the first paint, with no script.
const tab = (page: Page, name: 'Open Positions' | 'Application Process') => page.getByRole('radio', { name })
const job = (page: Page, title: RegExp) => page.getByRole('article', { name: title })
// A summary has no ARIA role of its own in Playwright's tree; its accessible name is checked below.
const toggleOf = (card: ReturnType<typeof job>) => card.locator('summary')
// What a visitor clicks: the tab drawn around its radio input (the input itself is unseen).
type TabName = 'Open Positions' | 'Application Process'
const tabLabel = (page: Page, name: TabName) => page.locator('label').filter({ has: tab(page, name) })
const clickTab = (page: Page, name: TabName) => tabLabel(page, name).click()
const openings = (page: Page) => page.getByRole('heading', { level: 2, name: 'Open Positions' })
const processTable = (page: Page) => page.getByRole('table', { name: 'Application Process' })
const CONSULTING = /Praktikum \(bezahlt\) Beratung & Medien \(m\/w\/d\)/
const AI = /Praktikum \(bezahlt\) KI-gestützte Kampagnenkommunikation \(m\/w\/d\)/

test.beforeEach(async ({ page }) => {
  await page.goto('/careers')
  await waitForHydration(page)
})

test('the page is noindex and its prerendered HTML holds both tabs and every job detail', async ({ page, request }) => {
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  const html = await (await request.get('/careers')).text()
  for (const text of ['Welcome to the Team', 'Deine Aufgaben', 'Qualifiziertes Praktikumszeugnis', 'Jetzt bewerben'])
    expect(html).toContain(text)
})

test('hero, culture and the six benefit cards', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Shape Democracy With Us' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Our Culture' })).toBeVisible()
  const benefits = page.getByRole('region', { name: 'Why Work With Us' }).getByRole('heading', { level: 3 })
  await expect(benefits).toHaveText([
    'Meaningful Work',
    'Dynamic Team',
    'Catering & Events',
    'Flexible Work Models',
    'Perfect Location',
    'Training & Development',
  ])
  await expect(page.getByText(/up to 100% remote work/)).toBeVisible()
})

test('the hero picture comes with the page, the team picture from this site keeps its place while loading, both undistorted', async ({
  browser,
}) => {
  // A visitor who has not seen them yet (the test's page has them cached from the first load).
  const context = await browser.newContext()
  const page = await context.newPage()
  // Every picture request is held back: the page must already show the hero (it is inside the
  // HTML, docs/decisions/022) and have the team picture's place before it arrives.
  const held: Route[] = []
  const requested: string[] = []
  await page.route(/\.(svg|webp|jpe?g|png|avif)$/, (route) => {
    requested.push(new URL(route.request().url()).pathname)
    held.push(route)
  })
  await page.goto('/careers', { waitUntil: 'domcontentloaded' })
  const hero = page.getByRole('img', { name: /Berlin skyline/ })
  const team = page.getByRole('img', { name: /our team in the Berlin office/ })
  await expect.poll(() => held.length).toBeGreaterThan(0)
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc.startsWith('data:image/svg+xml'))).toBe(true)
  expect(await team.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false)
  const reserved = [(await hero.boundingBox())!, (await team.boundingBox())!]
  for (const box of reserved) expect(box.height).toBeGreaterThan(100)
  for (const route of held) await route.continue()
  await page.unrouteAll()
  expect(requested, 'pictures requested').toEqual(['/uploads/team.svg'])

  await team.scrollIntoViewIfNeeded()
  for (const [index, image] of [hero, team].entries()) {
    const { loaded, natural } = await image.evaluate((img: HTMLImageElement) => ({
      loaded: img.complete && img.naturalWidth > 0,
      natural: img.naturalWidth / img.naturalHeight,
    }))
    expect(loaded).toBe(true)
    const box = (await image.boundingBox())!
    expect(box.height).toBeCloseTo(reserved[index]!.height, 0)
    expect(box.width / box.height).toBeCloseTo(natural, 1)
  }
  await expect
    .poll(() => team.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).origin))
    .toBe(new URL(page.url()).origin)
  await context.close()
})

test('tabs switch by click and by arrow keys', async ({ page }) => {
  await expect(tab(page, 'Open Positions')).toBeChecked()
  await expect(openings(page)).toBeVisible()
  await expect(processTable(page)).toBeHidden()

  await clickTab(page, 'Application Process')
  await expect(tab(page, 'Application Process')).toBeChecked()
  await expect(processTable(page)).toBeVisible()
  await expect(openings(page)).toBeHidden()

  await clickTab(page, 'Open Positions')
  await expect(openings(page)).toBeVisible()
  await tab(page, 'Open Positions').focus()
  await page.keyboard.press('ArrowRight')
  await expect(tab(page, 'Application Process')).toBeFocused()
  await expect(tab(page, 'Application Process')).toBeChecked()
  await expect(processTable(page)).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(tab(page, 'Open Positions')).toBeFocused()
  await expect(openings(page)).toBeVisible()
  // Tab moves on into the panel: the first job card's toggle.
  await page.keyboard.press('Tab')
  await expect(toggleOf(job(page, CONSULTING))).toBeFocused()
})

test('the application process table has the five steps in order', async ({ page }) => {
  await clickTab(page, 'Application Process')
  const table = page.getByRole('table', { name: 'Application Process' })
  await expect(table.getByRole('rowheader')).toHaveText([
    'Online Application',
    'First Interview',
    'Practical Task',
    'Final Interview',
    'Welcome to the Team',
  ])
  await expect(table.getByRole('row', { name: /Online Application/ })).toContainText('informally by email')
  await expect(table.getByRole('row', { name: /First Interview/ })).toContainText('video')
  await expect(table.getByRole('row', { name: /Final Interview/ })).toContainText('team members')
})

test('Discover Open Positions scrolls to the openings and selects their tab', async ({ page }) => {
  await clickTab(page, 'Application Process')
  await page.evaluate(() => window.scrollTo(0, 0))
  const heading = openings(page)
  await expect(tabLabel(page, 'Open Positions')).not.toBeInViewport()

  await page.getByRole('link', { name: 'Discover Open Positions' }).click()
  await expect(tab(page, 'Open Positions')).toBeChecked()
  await expect(heading).toBeVisible()
  await expect(tabLabel(page, 'Open Positions')).toBeInViewport()
  await expect(heading).toBeInViewport()
  await expect(page).toHaveURL(/\/careers#open-positions$/)
})

test('job cards expand one at a time, and the open one closes again', async ({ page }) => {
  const first = job(page, CONSULTING)
  const second = job(page, AI)
  await expect(first.getByRole('heading', { name: 'Deine Aufgaben' })).toBeHidden()
  await expect(toggleOf(first)).toHaveAccessibleName(/^Show details/)

  await toggleOf(first).click()
  await expect(toggleOf(first)).toHaveAccessibleName(/^Hide details/)
  await expect(first.getByRole('heading', { name: 'Deine Aufgaben' })).toBeVisible()
  await expect(first.getByRole('link', { name: HR_CONTACT.email })).toHaveAttribute(
    'href',
    `mailto:${HR_CONTACT.email}`,
  )
  // The opened text lies below the toggle and Apply Now, which stay side by side.
  const toggleBox = (await toggleOf(first).boundingBox())!
  const applyBox = (await first.getByRole('link', { name: /^Apply Now/ }).boundingBox())!
  const detailsTop = (await first.getByRole('heading', { name: 'Deine Aufgaben' }).boundingBox())!.y
  expect(Math.abs(applyBox.y - toggleBox.y)).toBeLessThan(2)
  expect(applyBox.x).toBeGreaterThan(toggleBox.x + toggleBox.width)
  expect(detailsTop).toBeGreaterThan(toggleBox.y + toggleBox.height)

  await toggleOf(second).click()
  await expect(second.getByRole('heading', { name: 'Dein Profil' })).toBeVisible()
  await expect(first.getByRole('heading', { name: 'Deine Aufgaben' })).toBeHidden()
  await expect(toggleOf(first)).toHaveAccessibleName(/^Show details/)

  // By keyboard: Enter closes the open card again.
  await toggleOf(second).focus()
  await page.keyboard.press('Enter')
  await expect(toggleOf(second)).toHaveAccessibleName(/^Show details/)
  await expect(second.getByRole('heading', { name: 'Dein Profil' })).toBeHidden()
})

test('job cards show type, location and the remote badge, and the German ad is marked German', async ({ page }) => {
  const first = job(page, CONSULTING)
  const second = job(page, AI)
  await expect(first).toContainText('Teilzeit oder Vollzeit')
  await expect(first).toContainText('Vor Ort')
  await expect(second).toContainText('ab 3 Monaten')
  await expect(second).toContainText('Remote möglich')
  for (const card of [first, second]) {
    await expect(card).toContainText('Berlin')
    await expect(card.getByRole('heading', { level: 3 }).locator('xpath=ancestor::*[@lang][1]')).toHaveAttribute(
      'lang',
      'de',
    )
    // The job travels in the URL (docs/decisions/035).
    await expect(card.getByRole('link', { name: /^Apply Now/ })).toHaveAttribute(
      'href',
      /^\/kontakt\?stelle=[a-z0-9-]+$/,
    )
  }
})

test('Apply Now loads /kontakt?stelle=<job> as a new document, which the server sends on to the job’s application form', async ({
  page,
}) => {
  await page.evaluate(() => {
    ;(window as unknown as { careersMarker?: boolean }).careersMarker = true
  })
  // The navigation itself, not the prefetch the speculation rules start when the pointer reaches
  // the link (a document page, docs/decisions/027).
  const kontakt = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/kontakt' && request.isNavigationRequest(),
  )
  await job(page, CONSULTING)
    .getByRole('link', { name: /^Apply Now/ })
    .click()
  const request = await kontakt
  expect(request.isNavigationRequest()).toBe(true)
  expect(request.resourceType()).toBe('document')
  expect((await request.response())?.status()).toBe(301)
  await expect(page).toHaveURL('/contact?stelle=praktikum-beratung-medien')
  await expect(page.getByRole('heading', { level: 1, name: CONSULTING })).toBeVisible()
  // A client-side navigation would have kept the old window and its marker.
  expect(await page.evaluate(() => (window as unknown as { careersMarker?: boolean }).careersMarker)).toBeUndefined()
})

test('the application e-mail links: HR contact, and the older domain for Jetzt bewerben', async ({ page }) => {
  await expect(page.getByRole('link', { name: 'Send Unsolicited Application' })).toHaveAttribute(
    'href',
    'mailto:karriere@mandatwerk.example?subject=Initiativbewerbung',
  )
  await clickTab(page, 'Application Process')
  const apply = page.getByRole('link', { name: 'Jetzt bewerben' })
  await expect(apply).toHaveAttribute('href', 'mailto:bewerbung@mandatwerk-kampagnen.example?subject=Bewerbung')
  await expect(apply).toHaveAttribute('lang', 'de')
  // Both addresses come from the site configuration, on two different domains.
  expect(HR_CONTACT.email).toBe('karriere@mandatwerk.example')
  expect(HR_CONTACT.legacyApplicationEmail.split('@')[1]).not.toBe(HR_CONTACT.email.split('@')[1])
  await expect(page.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute(
    'href',
    `mailto:${HR_CONTACT.email}?subject=Bewerbung`,
  )
})

test('the HR contact card has name, position, picture, e-mail and phone links', async ({ page }) => {
  const card = page.getByRole('region', { name: 'Your Contact Person' })
  await card.scrollIntoViewIfNeeded()
  await expect(card).toContainText(HR_CONTACT.name)
  await expect(card).toContainText('HR & Recruiting Manager')
  await expect(card.getByRole('link', { name: new RegExp(HR_CONTACT.email) })).toHaveAttribute(
    'href',
    `mailto:${HR_CONTACT.email}`,
  )
  await expect(card.getByRole('link', { name: new RegExp(HR_CONTACT.phone.replace(/\+/g, '\\+')) })).toHaveAttribute(
    'href',
    HR_CONTACT.phoneHref,
  )
  const picture = card.getByRole('img', { name: `Avatar of ${HR_CONTACT.name}` })
  // The configured picture, loaded and drawn.
  await expect
    .poll(() =>
      picture.evaluate(
        (img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && new URL(img.currentSrc).pathname,
      ),
    )
    .toBe(HR_CONTACT.image)
  expect(await isOnTop(picture)).toBe(true)
})

test('opened job cards and the process tab have no serious accessibility violations', async ({ page }) => {
  const errors = watchConsole(page)
  await toggleOf(job(page, CONSULTING)).click()
  await expectNoSeriousA11yViolations(page)
  await clickTab(page, 'Application Process')
  await expectNoSeriousA11yViolations(page)
  expect(errors).toEqual([])
})

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

  test('nothing is wider than the screen and axe finds nothing serious', async ({ page }) => {
    await toggleOf(job(page, AI)).click()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await expectNoSeriousA11yViolations(page)
    await clickTab(page, 'Application Process')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    // The duration column folds into the description on phones.
    await expect(page.getByRole('row', { name: /Online Application/ })).toContainText('Duration: About 10 minutes')
  })
})
