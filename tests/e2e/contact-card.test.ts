import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { expect, test } from '@playwright/test'

import { CARD_PATHS, FOUNDER_CARD } from '../../app/config/site.ts'
import { verifyPassword } from '../../app/lib/password-hash.ts'
import { copyButton, gateHeading, nameHeading, PASSWORD, ROWS } from '../support/contact-card.ts'
import { expectOpensInNewTab, PHONE, waitForHydration, watchConsole } from '../support/playwright-utils.ts'
test.use({ viewport: PHONE })

test.describe('password gate', () => {
  test('refuses a wrong password, opens on the right one and stays open for the session only', async ({
    page,
    browser,
  }) => {
    const errors = watchConsole(page)
    await page.goto(CARD_PATHS.gated)
    await expect(gateHeading(page)).toBeVisible()
    await expect(page.getByText('Bitte geben Sie das Passwort ein')).toBeVisible()
    await expect(page.getByText(FOUNDER_CARD.email)).toHaveCount(0)
    await waitForHydration(page)

    const field = page.getByLabel('Passwort')
    await expect(field).toHaveAttribute('type', 'password')
    await field.fill('wahlkampf2025')
    await page.getByRole('button', { name: 'Zugang gewähren' }).click()
    await expect(page.getByRole('alert')).toHaveText('Falsches Passwort')
    await expect(field).toHaveValue('')
    await expect(field).toBeFocused()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(nameHeading(page)).toHaveCount(0)

    // Keyboard only: type and press Enter.
    await page.keyboard.type(PASSWORD)
    await page.keyboard.press('Enter')
    await expect(nameHeading(page)).toBeVisible()
    await expect(nameHeading(page)).toBeFocused()
    await expect(gateHeading(page)).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Kontakt speichern' })).toBeVisible()

    expect(errors).toEqual([])

    // A reload in the same tab keeps the card open, and the form is never painted on the way:
    // even with the scripts held back (a slow phone), the prerendered form stays hidden.
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.reload()
    // The prerendered form is in the page, but not shown.
    const prerenderedGate = page.locator('[data-slot="card-gate"]')
    await expect(prerenderedGate).toBeAttached()
    await expect(prerenderedGate).toContainText('Zugriff erforderlich')
    await expect(prerenderedGate).toBeHidden()
    await page.unroute('**/assets/*.js')
    await page.reload()
    await waitForHydration(page)
    await expect(nameHeading(page)).toBeVisible()
    await expect(gateHeading(page)).toHaveCount(0)

    // A new browser session starts locked again.
    const other = await browser.newContext({ viewport: PHONE })
    const fresh = await other.newPage()
    await fresh.goto(CARD_PATHS.gated)
    await expect(gateHeading(fresh)).toBeVisible()
    await expect(fresh.getByLabel('Passwort')).toBeVisible()
    await expect(nameHeading(fresh)).toHaveCount(0)
    await other.close()
  })

  test('a second wrong password is announced again', async ({ page }) => {
    await page.goto(CARD_PATHS.gated)
    await waitForHydration(page)
    const field = page.getByLabel('Passwort')
    await field.fill('eins')
    await field.press('Enter')
    await expect(page.getByRole('alert')).toHaveText('Falsches Passwort')
    await page.getByRole('alert').evaluate((el) => el.setAttribute('data-first-alert', ''))
    await field.fill('zwei')
    await field.press('Enter')
    await expect(field).toHaveValue('')
    // A new alert element, not the old one left in place: screen readers announce only new alerts.
    await expect(page.getByRole('alert')).toHaveText('Falsches Passwort')
    await expect(page.locator('[data-first-alert]')).toHaveCount(0)
  })
})

test('the prerendered gated page holds only the gate; the direct page holds the whole card', async ({ request }) => {
  const gated = await (await request.get(CARD_PATHS.gated)).text()
  const body = gated.slice(gated.indexOf('<body'))
  expect(body).toContain('Zugriff erforderlich')
  expect(body).toContain('Bitte geben Sie das Passwort ein')
  expect(body).toContain('Zugang gewähren')
  for (const row of ROWS)
    expect(body.slice(0, body.indexOf('<script>window.__reactRouterContext'))).not.toContain(row.value)
  expect(body).not.toContain('Kontakt speichern')

  const direct = await (await request.get(CARD_PATHS.direct)).text()
  for (const text of [
    FOUNDER_CARD.name,
    FOUNDER_CARD.title.replace('&', '&amp;'),
    'Kontakt speichern',
    ...ROWS.map((r) => r.value),
  ])
    expect(direct).toContain(text)
  expect(direct).not.toContain('Zugriff erforderlich')
  for (const html of [gated, direct]) {
    expect(html).toContain('<meta name="robots" content="noindex')
    expect(html).toContain('<html lang="de"')
  }
})

test('the direct card needs no password and shows initials, name, title and four rows with links', async ({ page }) => {
  await page.goto(CARD_PATHS.direct)
  await expect(nameHeading(page)).toBeVisible()
  await expect(page.getByText(FOUNDER_CARD.title)).toBeVisible()
  await expect(page.getByText('JW', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: FOUNDER_CARD.mobile })).toHaveAttribute('href', 'tel:+4915100000000')
  await expect(page.getByRole('link', { name: FOUNDER_CARD.office })).toHaveAttribute('href', 'tel:+493012345670')
  await expect(page.getByRole('link', { name: FOUNDER_CARD.email })).toHaveAttribute(
    'href',
    `mailto:${FOUNDER_CARD.email}`,
  )
  for (const row of ROWS) await expect(copyButton(page, row.label)).toBeVisible()
  await waitForHydration(page)
  await expectOpensInNewTab(page.getByRole('link', { name: /^mandatwerk\.example/ }), FOUNDER_CARD.website)
})

/** § 5 (1) DDG: the legal notice and the privacy policy are reachable from both card pages. */
test.describe('legal links', () => {
  const LEGAL = [
    { link: 'Impressum', heading: 'Impressum' },
    { link: 'Datenschutz', heading: 'Datenschutzerklärung' },
  ] as const
  for (const path of [CARD_PATHS.direct, CARD_PATHS.gated]) {
    for (const { link, heading } of LEGAL) {
      test(`${path} links ${link}, and the link opens it`, async ({ page }) => {
        await page.goto(path)
        await waitForHydration(page)
        const legal = page
          .getByRole('navigation', { name: 'Rechtliches' })
          .getByRole('link', { name: link, exact: true })
        await expect(legal).toBeVisible()
        await legal.click()
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      })
    }
  }

  test('stay under the card once the gate is open', async ({ page }) => {
    await page.goto(CARD_PATHS.gated)
    await waitForHydration(page)
    await page.getByLabel('Passwort').fill(PASSWORD)
    await page.getByRole('button', { name: 'Zugang gewähren' }).click()
    await expect(nameHeading(page)).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Rechtliches' })
    for (const { link } of LEGAL) await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible()
    const card = (await page.getByRole('article').boundingBox())!
    const links = (await nav.boundingBox())!
    expect(links.y).toBeGreaterThanOrEqual(card.y + card.height)
  })
})
test.describe('the shipped client files', () => {
  const CLIENT = 'build/client'

  function files(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      return statSync(path).isDirectory() ? files(path) : [path]
    })
  }

  function contents(path: string): string {
    const raw = readFileSync(path)
    if (path.endsWith('.br')) return brotliDecompressSync(raw).toString('utf8')
    if (path.endsWith('.gz')) return gunzipSync(raw).toString('latin1') + gunzipSync(raw).toString('utf8')
    return raw.toString('latin1') + raw.toString('utf8')
  }

  test('never contain the card password, only its salted hash', async () => {
    // The build was made with this password, so the search below looks for the right string.
    const record = JSON.parse(readFileSync('build/.card-gate.json', 'utf8'))
    expect(await verifyPassword(PASSWORD, record)).toBe(true)

    const all = files(CLIENT)
    expect(all.some((path) => path.endsWith('.br'))).toBe(true)
    const encodings = [PASSWORD, encodeURIComponent(PASSWORD), Buffer.from(PASSWORD).toString('base64')]
    let sawHash = false
    for (const path of all) {
      const text = contents(path)
      for (const encoded of encodings) expect(text.includes(encoded), `${encoded} in ${path}`).toBe(false)
      if (text.includes(record.hash) && text.includes(record.salt)) sawHash = true
    }
    // The gate data itself did ship, so the search read the right files.
    expect(sawHash).toBe(true)
    expect(existsSync(join(CLIENT, '.card-gate.json'))).toBe(false)
  })
})
