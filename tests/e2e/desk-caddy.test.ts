/**
 * The office's desk (/anfragen, docs/decisions/029) as the staff use it, behind the real Caddy
 * (tests/support/desk-through-caddy.ts): requests sent on the public site appear in Eingang; a
 * quarantined one is released and its emails arrive; the Art. 15 download and the erasure; Quellen
 * equals `stats --by-source`; the keyboard alone reaches search, a request and a POST button, with
 * the focus drawn; a forged or signed-out POST changes nothing.
 */

import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { expect, type Locator, test } from '@playwright/test'

import { startSiteServer } from '../../scripts/lib/site-server.ts'
import {
  axeClean,
  deskContext,
  deskThroughCaddy,
  fitsScreen,
  INBOX,
  sendRequest,
  shoot,
  sourcesByCli,
  withinWidth,
} from '../support/desk-through-caddy.ts'
import { basic } from '../support/editor-caddy.ts'

const HUMAN = 'anna.human@example.org'
const TOO_FAST = 'bernd.bot@example.org'

test.describe('the desk through Caddy', () => {
  const stack = deskThroughCaddy()
  let quarantinedId: string
  const db = stack.db

  test('requests sent on the public site appear in Eingang; the quarantined one is released and its emails arrive', async ({
    browser,
  }) => {
    // Anna comes from a newsletter's campaign link; the bot straight to the form.
    await sendRequest(stack.site, browser, TOO_FAST, { human: false, path: '/contact' })
    await sendRequest(stack.site, browser, HUMAN, { human: true, path: '/contact?utm_source=newsletter' })
    const sent = Date.now()

    const context = await deskContext(browser)
    const page = await context.newPage()
    await page.goto(`${stack.caddy.origin}/anfragen`)
    await expect(page.getByText('Angemeldet als lea')).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: HUMAN })).toBeVisible()
    // Within seconds of sending.
    expect(Date.now() - sent).toBeLessThan(10_000)
    await axeClean(page)
    await shoot(page, 'eingang-1280')

    await page.getByRole('checkbox', { name: 'nur Spamverdacht' }).check()
    await page.getByRole('button', { name: 'Anzeigen' }).click()
    await page.getByRole('row').filter({ hasText: TOO_FAST }).getByRole('link').click()
    quarantinedId = new URL(page.url()).pathname.split('/').at(-1)!
    await axeClean(page)
    await shoot(page, 'anfrage-1280')
    const before = stack.smtp.messages.length
    await page.getByRole('button', { name: 'Freigeben (kein Spam)' }).click()
    await expect(page.getByRole('status')).toHaveText(/Freigegeben: Benachrichtigung und Bestätigung/)
    await expect
      .poll(
        () =>
          stack.smtp.messages
            .slice(before)
            .flatMap((m) => m.envelopeTo)
            .toSorted(),
        { timeout: 20_000 },
      )
      .toEqual([INBOX, TOO_FAST].toSorted())
    const released = db()
      .prepare('SELECT quarantine_reason, released_at FROM contact_requests WHERE id = ?')
      .get(quarantinedId)
    expect(released).toMatchObject({ quarantine_reason: null })
    await context.close()
  })

  test('the Art. 15 download holds the requests; the erasure removes them from the desk, the database and the .eml files, and stands in the audit log under lea', async ({
    browser,
  }) => {
    // The site again, now writing every email as an .eml file (no SMTP_URL); the same address writes once more.
    await stack.site.stop()
    stack.site = await startSiteServer({ CONTACT_INBOX: INBOX, CONTACT_RATE_LIMIT: '0' }, { dataDir: stack.dataDir })
    await sendRequest(stack.site, browser, TOO_FAST, { human: true, path: '/contact' })
    const ids = () =>
      db()
        .prepare('SELECT id FROM contact_requests WHERE email = ? ORDER BY created_at')
        .all(TOO_FAST)
        .map((row) => row.id as string)
    expect(ids()).toHaveLength(2)
    const laterId = ids()[1]!
    const emlFiles = () =>
      db()
        .prepare("SELECT id FROM email_outbox WHERE request_id = ? AND status = 'written'")
        .all(laterId)
        .map((row) => join(stack.dataDir, 'outbox', `${row.id as string}.eml`))
        .filter((file) => existsSync(file))
    await expect.poll(() => emlFiles().length, { timeout: 20_000 }).toBe(2)
    const files = emlFiles()
    expect(readFileSync(files[0]!, 'utf8')).toContain(TOO_FAST)

    const context = await deskContext(browser)
    const page = await context.newPage()
    await page.goto(`${stack.caddy.origin}/anfragen/datenschutz`)
    await page.getByRole('textbox', { name: 'E-Mail-Adresse der Person' }).fill(TOO_FAST)
    await page.getByRole('button', { name: 'Gespeicherte Daten zeigen' }).click()
    expect(page.url()).not.toContain('example.org')
    await expect(page.getByRole('heading', { name: '2 Anfrage(n) zu dieser Adresse' })).toBeVisible()
    await axeClean(page)
    await shoot(page, 'datenschutz-1280')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Auskunft als JSON herunterladen' }).click(),
    ])
    const answer = JSON.parse(readFileSync((await download.path())!, 'utf8'))
    expect(
      answer.requests.map((r: { request: { id: string; email: string } }) => [r.request.id, r.request.email]),
    ).toEqual([
      [quarantinedId, TOO_FAST],
      [laterId, TOO_FAST],
    ])

    const [readable] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Auskunft als lesbare Seite herunterladen' }).click(),
    ])
    const report = readFileSync((await readable.path())!, 'utf8')
    expect(report.match(/<h2>Anfrage vom /g)).toHaveLength(2)
    expect(report).toContain(`Zur E-Mail-Adresse ${TOO_FAST} sind`)
    expect(report).toContain('Bestätigung an bernd.bot@example.org')

    await page.getByRole('button', { name: 'Alles löschen …' }).click()
    await expect(page.getByRole('alert')).toContainText('Gelöscht werden 2 Anfrage(n) und 5 E-Mail(s)')
    await page.getByRole('button', { name: 'Endgültig löschen' }).click()
    await expect(page.getByRole('status')).toHaveText('Gelöscht: 2 Anfrage(n), 5 E-Mail(s), 2 Datei(en).')
    // Gone from the database, the outbox files and the desk.
    for (const id of [quarantinedId, laterId]) {
      expect(db().prepare('SELECT count(*) AS n FROM contact_requests WHERE id = ?').get(id)).toEqual({ n: 0 })
      expect(db().prepare('SELECT count(*) AS n FROM email_outbox WHERE request_id = ?').get(id)).toEqual({ n: 0 })
    }
    expect(files.filter((file) => existsSync(file))).toEqual([])
    expect((await page.goto(`${stack.caddy.origin}/anfragen/${quarantinedId}`))!.status()).toBe(404)
    await expect(page.getByText('Diese Anfrage gibt es nicht (mehr).')).toBeVisible()
    await page.goto(`${stack.caddy.origin}/anfragen`)
    await expect(page.getByRole('row').filter({ hasText: HUMAN })).toBeVisible()
    await expect(page.getByRole('main')).not.toContainText(TOO_FAST)
    await page.getByRole('checkbox', { name: 'nur Spamverdacht' }).check()
    await page.getByRole('button', { name: 'Anzeigen' }).click()
    await expect(page.getByText('Keine Anfragen.')).toBeVisible()

    await page.goto(`${stack.caddy.origin}/anfragen/protokoll`)
    const row = page.getByRole('row').filter({ hasText: 'Löschung' })
    await expect(row).toContainText('lea')
    await expect(row).toContainText(quarantinedId)
    await expect(row).toContainText(laterId)
    await expect(row).toContainText('2 Anfrage(n), 5 E-Mail(s), 2 Datei(en)')
    await expect(page.getByRole('main')).not.toContainText(TOO_FAST)
    await context.close()
  })

  test('Quellen shows the numbers of stats --by-source, in German, at 390 px as at 1280 px', async ({ browser }) => {
    // One more, from a search engine's result page.
    await sendRequest(stack.site, browser, 'berta@example.org', {
      human: true,
      path: '/contact',
      referer: 'https://www.google.com/',
    })
    const { total: cliTotal, rows: cliRows } = sourcesByCli(stack.site.dataDir)
    expect(cliTotal).toBe('2')
    expect(cliRows).toEqual([
      ['Kontakt (/contact)', '2'],
      ['newsletter (Kampagnenlink)', '1'],
      ['www.google.com (verweisende Website)', '1'],
    ])
    for (const width of [1280, 390]) {
      const context = await deskContext(browser, width)
      const page = await context.newPage()
      await page.goto(`${stack.caddy.origin}/anfragen/quellen?tage=30`)
      const rows = await page
        .locator('table:not(.weeks) tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)))
      expect(rows).toEqual(cliRows)
      await expect(page.getByText(`(ohne Spamverdacht): ${cliTotal}`)).toBeVisible()
      const weekly = await page
        .locator('table.weeks tbody tr td.n')
        .evaluateAll((tds) => tds.reduce((sum, td) => sum + Number(td.textContent), 0))
      expect(String(weekly)).toBe(cliTotal)
      await expect(page.getByRole('img', { name: 'Anfragen nach Quelle' })).toBeVisible()
      await fitsScreen(page)
      await axeClean(page)
      await shoot(page, `quellen-${width}`)
      if (width === 390) {
        // On a phone every table becomes one card per row: nothing is cut off or scrolled sideways.
        await page.goto(`${stack.caddy.origin}/anfragen`)
        await fitsScreen(page)
        const row = page.getByRole('row').filter({ hasText: HUMAN })
        // The last cell (the emails' state) too, which a table at 390 px would push out of view.
        await withinWidth(row.locator('td').last(), 390)
        await axeClean(page)
        await shoot(page, 'eingang-390')
        await row.getByRole('link').click()
        const email = page.getByRole('row').filter({ hasText: 'Bestätigung' })
        await withinWidth(email.locator('td').nth(4), 390)
        // Each field's value has the width of the screen, not a sliver beside its label.
        const message = page.locator('dd').filter({ hasText: 'Bundestagswahlkampf' })
        expect((await message.boundingBox())!.width).toBeGreaterThan(300)
        await fitsScreen(page)
        await axeClean(page)
        await shoot(page, 'anfrage-390')
        await page.goto(`${stack.caddy.origin}/anfragen/protokoll`)
        await fitsScreen(page)
        await axeClean(page)
        await shoot(page, 'protokoll-390')
      }
      await context.close()
    }
  })

  test('with the keyboard only: search with Enter, open a request, press a POST button; focus always visible', async ({
    browser,
  }) => {
    const context = await deskContext(browser)
    const page = await context.newPage()
    await page.goto(`${stack.caddy.origin}/anfragen`)
    /** Tabs forward until `target` has the focus, then checks that the focus is drawn (:focus-visible, an outline). */
    const tabTo = async (target: Locator) => {
      for (let presses = 0; presses < 60; presses++) {
        if (await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2_000 })) break
        await page.keyboard.press('Tab')
      }
      await expect(target).toBeFocused()
      const drawn = await target.evaluate((el) => {
        const style = getComputedStyle(el)
        return {
          visible: el.matches(':focus-visible'),
          outline: style.outlineStyle,
          width: parseFloat(style.outlineWidth),
        }
      })
      expect(drawn.visible).toBe(true)
      expect(drawn.outline).not.toBe('none')
      expect(drawn.width).toBeGreaterThanOrEqual(2)
    }
    const search = page.getByRole('searchbox', { name: /^Suche/ })
    await tabTo(search)
    await page.keyboard.type('anna.human')
    const [searched] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/anfragen'),
      page.keyboard.press('Enter'),
    ])
    expect(searched.request().postData()).toContain('suche=anna.human')
    await expect(page.getByRole('row').filter({ hasText: HUMAN })).toBeVisible()
    expect(page.url()).not.toContain('anna')

    const link = page.getByRole('row').filter({ hasText: HUMAN }).getByRole('link')
    await tabTo(link)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/anfragen\/[0-9a-f-]{36}$/)
    const erase = page.getByRole('button', { name: /^Löschen \(alle Anfragen dieser Adresse\)/ })
    await tabTo(erase)
    // This POST only shows what an erasure would remove; nothing changes.
    await page.keyboard.press('Enter')
    await expect(page.getByRole('alert')).toContainText('Gelöscht werden 1 Anfrage(n)')
    expect(db().prepare('SELECT count(*) AS n FROM contact_requests WHERE email = ?').get(HUMAN)).toEqual({ n: 1 })
    await context.close()
  })

  test('a POST from another origin gets 403 and one without sign-in 401; neither changes anything', async () => {
    const count = () => db().prepare('SELECT count(*) AS n FROM contact_requests').get()
    const before = count()
    const audit = () => db().prepare('SELECT count(*) AS n FROM operator_audit').get()
    const auditBefore = audit()
    const form = { 'content-type': 'application/x-www-form-urlencoded' }
    for (const path of [
      '/anfragen/datenschutz/loeschen',
      '/api/keystatic/update/jobs',
      '/redaktion/veroeffentlichen',
    ]) {
      const forged = await stack.caddy.send(path, {
        method: 'POST',
        headers: { ...form, authorization: basic('lea', 'geheim'), origin: 'https://evil.example' },
        body: `email=${encodeURIComponent(HUMAN)}`,
      })
      expect(forged.status, path).toBe(403)
      const signedOut = await stack.caddy.send(path, {
        method: 'POST',
        headers: { ...form, origin: stack.caddy.origin },
        body: `email=${encodeURIComponent(HUMAN)}`,
      })
      expect(signedOut.status, path).toBe(401)
    }
    expect(count()).toEqual(before)
    expect(audit()).toEqual(auditBefore)
  })
})
