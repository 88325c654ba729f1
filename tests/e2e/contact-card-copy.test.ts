/** The contact card's buttons: copy a row (clipboard, fallback, failure) with its toasts and checkmark, and the vCard download. */
import { readFileSync } from 'node:fs'

import { expect, type Page, test } from '@playwright/test'

import { CARD_PATHS, FOUNDER_CARD } from '../../app/config/site.ts'
import { copiedButton, copyButton, isToastGreen, ROWS, toast } from '../support/contact-card.ts'
import { changedPixels, countPixels, isGreen, isRed, pixel, screenPixels } from '../support/pixels.ts'
import { PHONE, waitForHydration } from '../support/playwright-utils.ts'

test.use({ viewport: PHONE })

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
