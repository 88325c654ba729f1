import { expect, type Page, test } from '@playwright/test'

import { cardPassword } from '../../app/config/card-password.server.ts'
import { CARD_PATHS } from '../../app/config/site.ts'
import { contentModule } from '../support/content.ts'
import { PHONE, waitForHydration } from '../support/playwright-utils.ts'
import { firstPaint, holdScripts, slowPhone } from '../support/slow-phone.ts'

/**
 * Every control answers from the first paint (docs/decisions/032). On a slow phone
 * (slow 4G, the calibrated CPU slowdown) each page's scripts are held back on purpose, so the
 * page stays as it first painted; the test uses each control there and asserts what a visitor
 * sees – then lets the scripts in and uses them again right after hydration. A control that
 * needs its script must look unavailable until then. (The contact form: tests/e2e/contact-no-js.test.ts.)
 */

const { HOME } = await contentModule('virtual:content/home')

test.use({ viewport: PHONE })
test.describe.configure({ timeout: 90_000 })

/** Opens `path` as a slow phone with its scripts held; resolves at the first paint. */
async function openHeld(page: Page, path: string) {
  await slowPhone(page)
  const scripts = await holdScripts(page)
  await page.goto(path, { waitUntil: 'commit' })
  await firstPaint(page)
  return scripts
}

async function hydrate(page: Page, scripts: Awaited<ReturnType<typeof holdScripts>>) {
  await scripts.release()
  await waitForHydration(page)
}

test('careers: tabs, job cards and the hero link work at the first paint, with no script at all', async ({ page }) => {
  const scripts = await openHeld(page, '/careers')
  const processTab = page.locator('label').filter({ has: page.getByRole('radio', { name: 'Application Process' }) })
  await processTab.click()
  await expect(page.getByRole('table', { name: 'Application Process' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Open Positions' })).toBeHidden()

  await page.getByRole('link', { name: 'Discover Open Positions' }).click()
  await expect(page.getByRole('radio', { name: 'Open Positions' })).toBeChecked()
  const cards = page.getByRole('article').filter({ has: page.locator('summary') })
  await cards.first().locator('summary').click()
  await expect(cards.first().getByRole('heading', { name: 'Deine Aufgaben' })).toBeVisible()
  await cards.nth(1).locator('summary').click()
  await expect(cards.nth(1).getByRole('heading', { name: 'Dein Profil' })).toBeVisible()
  await expect(cards.first().getByRole('heading', { name: 'Deine Aufgaben' })).toBeHidden()
  // Nothing was waiting: the page names no script file.
  await page.waitForLoadState('load')
  expect(scripts.held()).toBe(0)
})

test('home: menu and FAQ work at the first paint, the phrase pause is unavailable; after hydration all work', async ({
  page,
}) => {
  const scripts = await openHeld(page, '/')
  const question = HOME.faq.items[0]!
  const menu = page.getByRole('dialog', { name: 'Menu' })
  const pause = page.getByRole('button', { name: 'Pause the changing phrase' })
  const consulting = page.getByRole('article', { name: 'Consulting' })

  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  const faq = page.locator('#faq summary', { hasText: question.question })
  await faq.click()
  await expect(page.getByText(question.answer)).toBeVisible()
  await expect(pause).toBeDisabled()
  expect(scripts.held(), 'scripts held back').toBeGreaterThan(0)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)

  await hydrate(page, scripts)
  await page.getByRole('button', { name: 'Open menu' }).click()
  await expect(menu).toBeVisible()
  await menu.getByRole('button', { name: 'Close menu' }).click()
  await expect(menu).toBeHidden()
  await expect(pause).toBeEnabled()
  await pause.click()
  await expect(pause).toHaveAttribute('aria-pressed', 'true')
  await consulting.getByRole('button', { name: 'Consulting SERVICES' }).click()
  await expect(consulting.getByRole('button', { name: 'Campaign strategies' })).toBeVisible()
})

test('tools: the headline word is no button until the ballots can fall, then it drops them', async ({ page }) => {
  const scripts = await openHeld(page, '/campaign-tools')
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toContainText('campaigns')
  await expect(heading.getByRole('button')).toHaveCount(0)
  expect(scripts.held(), 'scripts held back').toBeGreaterThan(0)

  await hydrate(page, scripts)
  await page.evaluate(() => window.scrollTo(0, 0))
  await heading.getByRole('button', { name: 'campaigns' }).click()
  await expect(page.locator('[data-slot="ballot-sheet"]').first()).toBeVisible()
})

test('contact card: Kontakt speichern downloads at the first paint, copy is unavailable', async ({ page }) => {
  const scripts = await openHeld(page, CARD_PATHS.direct)
  const copyMail = page.getByRole('button', { name: 'E-Mail kopieren' })
  await expect(copyMail).toBeDisabled()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Kontakt speichern' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('Jonas-Weber.vcf')
  expect(await download.failure()).toBeNull()
  expect(scripts.held(), 'scripts held back').toBeGreaterThan(0)
})

test('contact card: copy works right after hydration', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const scripts = await openHeld(page, CARD_PATHS.direct)
  const copyMail = page.getByRole('button', { name: 'E-Mail kopieren' })
  await expect(copyMail).toBeDisabled()
  await hydrate(page, scripts)
  await expect(copyMail).toBeEnabled()
  await copyMail.click()
  await expect(page.getByText('Kopiert!')).toBeVisible()
})

test('gated card: the check is unavailable until hydration, what was typed stays, then it unlocks', async ({
  page,
}) => {
  const scripts = await openHeld(page, CARD_PATHS.gated)
  const submit = page.getByRole('button', { name: 'Zugang gewähren' })
  await expect(submit).toBeDisabled()
  await expect(page.getByText('Die Passwortprüfung wird geladen …')).toBeVisible()
  await page.getByLabel('Passwort').fill(cardPassword())

  await hydrate(page, scripts)
  await expect(page.getByText('Die Passwortprüfung wird geladen …')).toBeHidden()
  await expect(page.getByLabel('Passwort')).toHaveValue(cardPassword())
  await submit.click()
  await expect(page.getByRole('heading', { level: 1, name: /Jonas Weber/ })).toBeVisible()
})
