import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { expect, type Page, test } from '@playwright/test'

import { cardPassword } from '../../app/config/card-password.server.ts'
import { CARD_PATHS, FOUNDER_CARD } from '../../app/config/site.ts'
import { verifyPassword } from '../../app/lib/password-hash.ts'
import { changedPixels, countPixels, isGreen, isRed, luminance, pixel, screenPixels } from '../support/pixels.ts'
import {
  expectNoSeriousA11yViolations,
  expectOpensInNewTab,
  PHONE,
  waitForHydration,
  watchConsole,
} from '../support/playwright-utils.ts'

// The password the build was made with (CARD_PASSWORD or the documented demo default).
const PASSWORD = cardPassword()

/** The card's four rows with their copy toasts' labels (app/content/contact-card.ts). */
const ROWS = [
  { label: 'Telefonnummer', value: FOUNDER_CARD.mobile },
  { label: 'Büronummer', value: FOUNDER_CARD.office },
  { label: 'E-Mail', value: FOUNDER_CARD.email },
  { label: 'Website', value: FOUNDER_CARD.website },
] as const

test.use({ viewport: PHONE })

const nameHeading = (page: Page) => page.getByRole('heading', { level: 1, name: FOUNDER_CARD.name })
const gateHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Zugriff erforderlich' })
const copyButton = (page: Page, label: string) => page.getByRole('button', { name: `${label} kopieren`, exact: true })
const copiedButton = (page: Page, label: string) => page.getByRole('button', { name: `${label} kopiert`, exact: true })
/** The light green of a success toast (the page around the card is a neutral grey). */
const isToastGreen = ([r, g, b]: readonly number[]) => g! > r! + 8 && g! > 240 && b! < g!
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title })

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

test.describe('copy', () => {
  test('puts each value on the clipboard and confirms it with a toast', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(CARD_PATHS.direct)
    await waitForHydration(page)
    for (const row of ROWS) {
      await copyButton(page, row.label).click()
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(row.value)
      const confirmation = toast(page, `${row.label} wurde in die Zwischenablage kopiert.`)
      await expect(confirmation).toBeVisible()
      await expect(confirmation).toContainText('Kopiert!')
    }
  })

  test('shows a green checkmark on the copied row for two seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.clock.install()
    await page.goto(CARD_PATHS.direct)
    await waitForHydration(page)
    await page.clock.pauseAt(Date.now() + 60_000)
    const office = copyButton(page, 'Büronummer')
    const box = (await office.boundingBox())!
    const phoneBox = (await copyButton(page, 'Telefonnummer').boundingBox())!
    await office.hover()
    const idle = await screenPixels(page, box, { settled: true })
    const phoneIdle = await screenPixels(page, phoneBox, { settled: true })
    expect(countPixels(idle, isGreen)).toBe(0)

    await office.click()
    // Screen readers hear the new name; the eye sees a green checkmark instead of the copy icon.
    await expect(copiedButton(page, 'Büronummer')).toBeVisible()
    const copied = await screenPixels(page, box, { settled: true })
    expect(countPixels(copied, isGreen)).toBeGreaterThan(15)
    // Only the copied row changes.
    expect(changedPixels(phoneIdle, await screenPixels(page, phoneBox, { settled: true }))).toBe(0)

    await page.clock.runFor(1990)
    expect(countPixels(await screenPixels(page, box, { settled: true }), isGreen)).toBeGreaterThan(15)
    await page.clock.runFor(20)
    await expect(copyButton(page, 'Büronummer')).toBeVisible()
    expect(changedPixels(idle, await screenPixels(page, box, { settled: true }))).toBe(0)
  })

  test('falls back to a hidden text area and the copy command without the clipboard API', async ({ page }) => {
    await page.addInitScript(() => {
      // As on plain HTTP or in an old in-app browser: no asynchronous clipboard at all.
      Reflect.deleteProperty(Navigator.prototype, 'clipboard')
      const copies: string[] = []
      Object.assign(window, { __copies: copies })
      document.addEventListener('copy', (event) => {
        const field = event.target as HTMLTextAreaElement
        copies.push(`${field.tagName}:${field.value.slice(field.selectionStart, field.selectionEnd)}`)
      })
    })
    await page.goto(CARD_PATHS.direct)
    await waitForHydration(page)
    expect(await page.evaluate(() => 'clipboard' in navigator)).toBe(false)
    const copyEvents = () => page.evaluate(() => (window as unknown as { __copies: string[] }).__copies)

    await copyButton(page, 'E-Mail').click()
    await expect(toast(page, 'E-Mail wurde in die Zwischenablage kopiert.')).toBeVisible()
    await expect(copiedButton(page, 'E-Mail')).toBeVisible()
    expect(await copyEvents()).toEqual([`TEXTAREA:${FOUNDER_CARD.email}`])
    // The helper field is gone and focus is back on the button.
    await expect(page.locator('textarea')).toHaveCount(0)
    await expect(copiedButton(page, 'E-Mail')).toBeFocused()

    // What the copy command put on the clipboard, read by a tab that has the API.
    await page.context().grantPermissions(['clipboard-read'])
    const reader = await page.context().newPage()
    await reader.goto('/healthz')
    expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(FOUNDER_CARD.email)
    await reader.close()
  })

  test('a failed copy shows the destructive toast and no checkmark', async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'clipboard')
      document.execCommand = () => false
    })
    await page.goto(CARD_PATHS.direct)
    await waitForHydration(page)
    await copyButton(page, 'Website').click()
    const failure = toast(page, 'Kopieren fehlgeschlagen.')
    await expect(failure).toBeVisible()
    await expect(failure).toContainText('Fehler')
    // Destructive: the toast is drawn in red, not in the success green.
    // (Polled: the toast slides in, so its box moves until it has arrived.)
    const painted = async () => screenPixels(page, (await failure.boundingBox())!, { settled: true })
    await expect.poll(async () => countPixels(await painted(), isRed)).toBeGreaterThan(50)
    expect(countPixels(await painted(), isGreen)).toBe(0)
    await expect(copyButton(page, 'Website')).toBeVisible()
    await expect(copiedButton(page, 'Website')).toHaveCount(0)
  })
})

test.describe('toasts at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  /** Toasts (their light green) met going up a column of the screen, from the bottom. */
  async function toastsInColumn(page: Page, x: number) {
    const column = await screenPixels(page, { x, y: 0, width: 1, height: 800 }, { settled: true })
    let count = 0
    let run = 0
    for (let y = column.height - 1; y >= 0; y--) {
      run = isToastGreen(pixel(column, 0, y)) ? run + 1 : 0
      if (run === 30) count++
    }
    return count
  }

  test('stack at the bottom right, at most three at once, and leave after about four seconds', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.clock.install()
    await page.goto(CARD_PATHS.direct)
    await waitForHydration(page)
    await page.clock.pauseAt(Date.now() + 60_000)
    // Five copies, five toasts.
    for (const label of ['Telefonnummer', 'Büronummer', 'E-Mail', 'Website', 'Telefonnummer']) {
      await page.getByRole('button', { name: new RegExp(`^${label} kopier`) }).click()
      await page.clock.runFor(20)
    }
    // Pointing at them spreads the stack out (and holds their timers while pointed at).
    await page.mouse.move(1280 - 60, 800 - 40)
    await expect.poll(() => toastsInColumn(page, 1280 - 40)).toBe(3)
    expect(await toastsInColumn(page, 640)).toBe(0)
    const newest = await screenPixels(page, { x: 1280 - 40, y: 800 - 40, width: 1, height: 1 })
    expect(isToastGreen(pixel(newest, 0, 0))).toBe(true)

    await page.mouse.move(0, 0)
    await page.clock.runFor(3500)
    await expect.poll(() => toastsInColumn(page, 1280 - 40)).toBeGreaterThan(0)
    await page.clock.runFor(1000)
    await expect.poll(() => toastsInColumn(page, 1280 - 40)).toBe(0)
  })
})

test('Kontakt speichern downloads a vCard 3.0 named after the founder', async ({ page }) => {
  await page.goto(CARD_PATHS.direct)
  await waitForHydration(page)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Kontakt speichern' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('Jonas-Weber.vcf')
  const card = readFileSync(await download.path(), 'utf8')
  expect(card.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true)
  expect(card.endsWith('END:VCARD\r\n')).toBe(true)
  expect(card.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  for (const line of card.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75)
  const unfolded = card.replace(/\r\n /g, '')
  for (const line of [
    'N:Weber;Jonas;;;',
    'FN:Jonas Weber',
    'ORG:Mandatwerk GmbH',
    'TITLE:Gründer',
    `TEL;TYPE=CELL,VOICE:${FOUNDER_CARD.mobile}`,
    `TEL;TYPE=WORK,VOICE:${FOUNDER_CARD.office}`,
    `EMAIL;TYPE=INTERNET,WORK:${FOUNDER_CARD.email}`,
    `URL;TYPE=WORK:${FOUNDER_CARD.website}`,
  ])
    expect(unfolded.split('\r\n')).toContain(line)
  expect(unfolded).toMatch(/\r\nNOTE:Mandatwerk .+\\, .+\r\n/)

  const notice = toast(page, 'Kontakt wird gespeichert')
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('Die Kontaktdaten werden als VCF-Datei heruntergeladen.')
})

test.describe('colours', () => {
  /** Brightness of the page around the card and of the card itself, as painted. */
  async function brightness(page: Page) {
    const card = (await page.getByRole('article').boundingBox())!
    const screen = await screenPixels(page, undefined, { settled: true })
    return {
      page: luminance(pixel(screen, 4, 4)),
      card: luminance(pixel(screen, Math.round(card.x + 12), Math.round(card.y + card.height / 2))),
      // The name's letters, against the card: dark on light, or light on dark.
      text: await nameContrast(page),
    }
  }
  async function nameContrast(page: Page) {
    const heading = await screenPixels(page, (await nameHeading(page).boundingBox())!, { settled: true })
    let darkest = 255
    let lightest = 0
    for (let y = 0; y < heading.height; y++)
      for (let x = 0; x < heading.width; x++) {
        const l = luminance(pixel(heading, x, y))
        darkest = Math.min(darkest, l)
        lightest = Math.max(lightest, l)
      }
    return lightest - darkest
  }

  test('follow the system setting while the page is open', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto(CARD_PATHS.direct)
    await waitForHydration(page)
    const light = await brightness(page)
    expect(light.page).toBeGreaterThan(230)
    expect(light.card).toBeGreaterThan(240)
    // No reload: the open page turns dark, and back.
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(async () => (await brightness(page)).page).toBeLessThan(30)
    const dark = await brightness(page)
    expect(dark.card).toBeLessThan(50)
    expect(dark.card).toBeGreaterThan(dark.page)
    expect(dark.text).toBeGreaterThan(150)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => brightness(page)).toEqual(light)
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`gate, error and card have no serious accessibility violations (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme })
      await page.goto(CARD_PATHS.gated)
      await waitForHydration(page)
      await expectNoSeriousA11yViolations(page)
      await page.getByLabel('Passwort').fill('falsch')
      await page.getByLabel('Passwort').press('Enter')
      await expect(page.getByRole('alert')).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await page.getByLabel('Passwort').fill(PASSWORD)
      await page.getByLabel('Passwort').press('Enter')
      await expect(nameHeading(page)).toBeVisible()
      await copyButton(page, 'Telefonnummer').click()
      await expect(page.locator('[data-sonner-toast]')).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    })
  }
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
