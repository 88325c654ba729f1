/**
 * Every page and both emails read as finished (docs/decisions/015): no text in square brackets – the
 * way operator placeholders used to be written, e.g. '[Hosting-Anbieter, Anschrift]' – and
 * nothing highlighted as a placeholder, neither on screen nor anywhere in the page. The
 * emails are the ones the server renders for a real request, with the company details
 * § 35a GmbHG requires.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { expect, type Page, test } from '@playwright/test'

import { cardPassword } from '../../app/config/card-password.server.ts'
import { CARD_PATHS, SITE } from '../../app/config/site.ts'
import { NOT_FOUND_PATH, PAGES } from '../../app/lib/pages.ts'
import { E2E_DATA_DIR } from '../support/e2e-data-dir.ts'
import { parseMail } from '../support/mime.ts'
import { waitForHydration } from '../support/playwright-utils.ts'

/** Text in square brackets. */
const PLACEHOLDER = /\[[^\]\n]*\]/g

/** What the page shows (visible text), what it holds (all text, hidden panels too) and what it highlights. */
async function readPage(page: Page) {
  return page.evaluate(() => {
    const everything = document.body.cloneNode(true) as HTMLElement
    everything.querySelectorAll('script, style, template, noscript').forEach((node) => node.remove())
    return {
      visible: document.body.innerText,
      all: everything.textContent ?? '',
      highlighted: [...document.querySelectorAll('mark, [data-placeholder]')].map((node) => node.textContent ?? ''),
    }
  })
}

async function expectFinished(page: Page, where: string) {
  const { visible, all, highlighted } = await readPage(page)
  expect(visible.trim(), `${where}: shows text`).not.toBe('')
  expect(visible.match(PLACEHOLDER) ?? [], `${where}: placeholder on screen`).toEqual([])
  expect(all.match(PLACEHOLDER) ?? [], `${where}: placeholder in the page`).toEqual([])
  expect(highlighted, `${where}: highlighted placeholder`).toEqual([])
  return visible
}

/** Opens what a visitor can open, so its text is checked on screen too. */
async function openEverything(page: Page, path: string) {
  if (path === CARD_PATHS.gated) {
    await page.getByLabel('Passwort').fill(cardPassword())
    await page.getByRole('button', { name: 'Zugang gewähren' }).click()
    await expect(page.getByRole('link', { name: 'Kontakt speichern' })).toBeVisible()
  }
  if (path === '/careers') {
    // One job card is open at a time: check each open in turn (the pay is inside), then the process tab.
    // Each toggle is the summary of a `<details name>` (docs/decisions/032).
    const toggles = page.locator('summary')
    for (let index = 0; index < (await toggles.count()); index++) {
      await toggles.nth(index).click()
      await expect(toggles.nth(index)).toHaveAccessibleName(/^Hide details/)
      await expectFinished(page, `${path}, job card ${index + 1} open`)
    }
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: 'Application Process' }) })
      .click()
  }
  for (const [index, button] of (await page.getByRole('button', { name: /^Quelle anzeigen/ }).all()).entries()) {
    await button.click()
    await expect(page.getByRole('dialog', { name: 'Quelle' })).toBeVisible()
    await expectFinished(page, `${path}, source dialog ${index + 1}`)
    await page.keyboard.press('Escape')
  }
}

for (const path of [...PAGES.map((page) => page.path), NOT_FOUND_PATH]) {
  test(`${path} shows no placeholder and highlights none`, async ({ page }) => {
    await page.goto(path)
    await waitForHydration(page)
    await expectFinished(page, path)
    await openEverything(page, path)
    await expectFinished(page, `${path}, opened`)
  })
}

test('both emails of a request show no placeholder and carry the § 35a GmbHG company details', async ({ page }) => {
  const email = `finished-${Date.now()}@example.org`
  await page.clock.install()
  await page.goto('/contact')
  await waitForHydration(page)
  await page.getByRole('textbox', { name: /^Name/ }).fill('Anna Schmidt')
  await page.getByRole('textbox', { name: /^Email/ }).fill(email)
  await page.getByRole('combobox', { name: /^Campaign type/ }).selectOption({ label: 'Local Election' })
  await page.getByRole('textbox', { name: /^Your request/ }).fill('We are planning the local election next spring.')
  await page.getByRole('checkbox', { name: /I explicitly consent to the processing/ }).click()
  // A person needs a few seconds for the form (the server treats faster ones as bots): on the page's clock.
  await page.clock.fastForward(3_100)
  await page.getByRole('button', { name: 'Send request' }).click()
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Request sent!' })).toBeVisible()

  const outbox = join(E2E_DATA_DIR, 'outbox')
  const written = () =>
    existsSync(outbox)
      ? readdirSync(outbox)
          .map((file) => readFileSync(join(outbox, file), 'utf8'))
          .filter((eml) => eml.includes(email))
      : []
  await expect.poll(() => written().length).toBe(2)

  const { company } = SITE
  for (const eml of written()) {
    const { headers, html, text } = parseMail(eml)
    const which = headers.to === email ? 'confirmation' : 'notification'
    expect(headers.subject?.match(PLACEHOLDER) ?? [], `${which}: subject`).toEqual([])
    expect(text.match(PLACEHOLDER) ?? [], `${which}: plain text`).toEqual([])
    await page.setContent(html)
    const shown = (await expectFinished(page, which)).replace(/\u00a0/g, ' ')
    const plain = text.replace(/\u00a0/g, ' ')
    // § 35a GmbHG: legal form (in the name), seat, register court and number, every managing director.
    for (const detail of [
      SITE.legalName,
      `Sitz: ${company.seat}`,
      company.register,
      company.registerNumber,
      ...company.representatives,
    ]) {
      expect(shown, `${which}: ${detail}`).toContain(detail)
      expect(plain, `${which} (plain text): ${detail}`).toContain(detail)
    }
  }
})
