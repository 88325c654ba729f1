import { expect, type Page, type Route, test } from '@playwright/test'

import { HR_CONTACT } from '../../app/config/site.ts'
import {
  expectNoSeriousA11yViolations,
  isOnTop,
  PHONE,
  waitForHydration,
  watchConsole,
} from '../support/playwright-utils.ts'

const tab = (page: Page, name: 'Open Positions' | 'Application Process') => page.getByRole('tab', { name })
const job = (page: Page, title: RegExp) => page.getByRole('article', { name: title })
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
  const openings = page.getByRole('tabpanel', { name: 'Open Positions' })
  await expect(tab(page, 'Open Positions')).toHaveAttribute('aria-selected', 'true')
  await expect(openings).toBeVisible()

  await tab(page, 'Application Process').click()
  await expect(tab(page, 'Application Process')).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel', { name: 'Application Process' })).toBeVisible()
  await expect(openings).toBeHidden()

  await tab(page, 'Open Positions').click()
  await expect(openings).toBeVisible()
  await tab(page, 'Open Positions').focus()
  await page.keyboard.press('ArrowRight')
  await expect(tab(page, 'Application Process')).toBeFocused()
  await expect(tab(page, 'Application Process')).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('table', { name: 'Application Process' })).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(tab(page, 'Open Positions')).toBeFocused()
  await expect(openings).toBeVisible()
})

test('the application process table has the five steps in order', async ({ page }) => {
  await tab(page, 'Application Process').click()
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
  await tab(page, 'Application Process').click()
  await page.evaluate(() => window.scrollTo(0, 0))
  const heading = page.getByRole('heading', { level: 2, name: 'Open Positions' })
  await expect(page.getByRole('tablist')).not.toBeInViewport()

  await page.getByRole('link', { name: 'Discover Open Positions' }).click()
  await expect(tab(page, 'Open Positions')).toHaveAttribute('aria-selected', 'true')
  await expect(heading).toBeVisible()
  await expect(page.getByRole('tablist')).toBeInViewport()
  await expect(heading).toBeInViewport()
  await expect(page).toHaveURL(/\/careers#open-positions$/)
})

test('job cards expand one at a time, and the open one closes again', async ({ page }) => {
  const first = job(page, CONSULTING)
  const second = job(page, AI)
  const toggle = (card: ReturnType<typeof job>) => card.getByRole('button', { name: /details/ })
  await expect(first.getByRole('heading', { name: 'Deine Aufgaben' })).toBeHidden()
  await expect(toggle(first)).toHaveAttribute('aria-expanded', 'false')

  await toggle(first).click()
  await expect(toggle(first)).toHaveAttribute('aria-expanded', 'true')
  await expect(toggle(first)).toHaveAccessibleName(/^Hide details/)
  await expect(first.getByRole('heading', { name: 'Deine Aufgaben' })).toBeVisible()
  await expect(first.getByRole('link', { name: HR_CONTACT.email })).toHaveAttribute(
    'href',
    `mailto:${HR_CONTACT.email}`,
  )

  await toggle(second).click()
  await expect(second.getByRole('heading', { name: 'Dein Profil' })).toBeVisible()
  await expect(first.getByRole('heading', { name: 'Deine Aufgaben' })).toBeHidden()
  await expect(toggle(first)).toHaveAttribute('aria-expanded', 'false')

  await toggle(second).click()
  await expect(toggle(second)).toHaveAttribute('aria-expanded', 'false')
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
    await expect(card.getByRole('link', { name: /^Apply Now/ })).toHaveAttribute('href', '/kontakt')
  }
})

test('Apply Now loads /kontakt as a new document, which the server sends on to /contact', async ({ page }) => {
  await page.evaluate(() => {
    ;(window as unknown as { careersMarker?: boolean }).careersMarker = true
  })
  const kontakt = page.waitForRequest((request) => new URL(request.url()).pathname === '/kontakt')
  await job(page, CONSULTING)
    .getByRole('link', { name: /^Apply Now/ })
    .click()
  const request = await kontakt
  expect(request.isNavigationRequest()).toBe(true)
  expect(request.resourceType()).toBe('document')
  expect((await request.response())?.status()).toBe(301)
  await expect(page).toHaveURL('/contact')
  await expect(page.getByRole('heading', { level: 1, name: 'Free Initial Consultation' })).toBeVisible()
  // A client-side navigation would have kept the old window and its marker.
  expect(await page.evaluate(() => (window as unknown as { careersMarker?: boolean }).careersMarker)).toBeUndefined()
})

test('the application e-mail links: HR contact, and the older domain for Jetzt bewerben', async ({ page }) => {
  await expect(page.getByRole('link', { name: 'Send Unsolicited Application' })).toHaveAttribute(
    'href',
    'mailto:karriere@mandatwerk.example?subject=Initiativbewerbung',
  )
  await tab(page, 'Application Process').click()
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
  await job(page, CONSULTING)
    .getByRole('button', { name: /details/ })
    .click()
  await expectNoSeriousA11yViolations(page)
  await tab(page, 'Application Process').click()
  await expectNoSeriousA11yViolations(page)
  expect(errors).toEqual([])
})

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

  test('nothing is wider than the screen and axe finds nothing serious', async ({ page }) => {
    await job(page, AI)
      .getByRole('button', { name: /details/ })
      .click()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    await expectNoSeriousA11yViolations(page)
    await tab(page, 'Application Process').click()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    // The duration column folds into the description on phones.
    await expect(page.getByRole('row', { name: /Online Application/ })).toContainText('Duration: About 10 minutes')
  })
})
