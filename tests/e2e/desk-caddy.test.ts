/**
 * The office's desk (/anfragen, docs/decisions/029) as the staff use it: the public site's server with a
 * real SMTP server, the desk as its own process (`npm run desk`) on the server's data, the editor
 * beside it, both on Unix sockets behind the real Caddy, signing staff in themselves
 * (docs/decisions/030), in Debian's Chromium. Requests sent on the public site appear in Eingang; a quarantined
 * one is released and its emails arrive; the Art. 15 download and the erasure; Quellen equals
 * `stats --by-source`; the keyboard alone reaches search, a request and a POST button, with the
 * focus drawn; a forged or signed-out POST changes nothing.
 */

import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import AxeBuilder from '@axe-core/playwright'
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'

import { type RunningServer, startSiteServer } from '../../scripts/lib/site-server.ts'
import { SQLITE_FILE } from '../../server/contact/create-repository.ts'
import { SKIP_WITHOUT_CADDY } from '../support/caddy.ts'
import {
  addStaffAccounts,
  type ContentWorkspace,
  createContentWorkspace,
  startDesk,
  startEditor,
} from '../support/content-workspace.ts'
import { basic, STAFF_ACCOUNTS, staffSockets, startEditorCaddy } from '../support/editor-caddy.ts'
import { runScript } from '../support/operator-scripts.ts'
import { waitForHydration } from '../support/playwright-utils.ts'
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts'

const INBOX = 'buero@mandatwerk.example'
const HUMAN = 'anna.human@example.org'
const TOO_FAST = 'bernd.bot@example.org'

test.describe('the desk through Caddy', () => {
  test.skip(!!SKIP_WITHOUT_CADDY, SKIP_WITHOUT_CADDY)
  test.describe.configure({ mode: 'serial', timeout: 180_000 })

  let smtp: SmtpSink
  let site: RunningServer
  let workspace: ContentWorkspace
  let editor: Awaited<ReturnType<typeof startEditor>>
  let deskProcess: Awaited<ReturnType<typeof startDesk>>
  const sockets = staffSockets()
  let caddy: Awaited<ReturnType<typeof startEditorCaddy>>
  let quarantinedId: string
  /** DATA_DIR of the site and the editor: the SQLite file and the .eml outbox. */
  const dataDir = mkdtempSync(join(tmpdir(), 'desk-caddy-'))

  const desk = (browser: Browser, width = 1280) =>
    browser.newContext({
      ignoreHTTPSErrors: true,
      httpCredentials: { username: 'lea', password: 'geheim' },
      viewport: { width, height: 900 },
      acceptDownloads: true,
    })
  const db = () => new DatabaseSync(join(site.dataDir, SQLITE_FILE), { readOnly: true })
  const axeClean = async (page: Page) =>
    expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  const shoot = (page: Page, name: string) =>
    page.screenshot({ path: join('test-results/desk', `${name}.png`), fullPage: true })

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    smtp = await startSmtpSink()
    site = await startSiteServer({ SMTP_URL: smtp.url, CONTACT_INBOX: INBOX, CONTACT_RATE_LIMIT: '0' }, { dataDir })
    workspace = createContentWorkspace()
    Object.assign(workspace.env, { DATA_DIR: site.dataDir, DATABASE_URL: '', SMTP_URL: smtp.url, CONTACT_INBOX: INBOX })
    await addStaffAccounts(workspace, STAFF_ACCOUNTS)
    editor = await startEditor(workspace, { socket: sockets.editor })
    // The desk as its own process, as the servers' user would run it: on their DATA_DIR.
    deskProcess = await startDesk(workspace, { socket: sockets.desk })
    caddy = await startEditorCaddy(sockets)
  })

  test.afterAll(async () => {
    await caddy?.stop()
    await editor?.stop()
    await deskProcess?.stop()
    workspace?.remove()
    sockets.remove()
    await site?.stop()
    await smtp?.close()
    rmSync(dataDir, { recursive: true, force: true })
  })

  /** A visitor sends the contact form on the public site; a bot fills the hidden trap field. */
  async function sendRequest(
    browser: Browser,
    email: string,
    { human, path, referer }: { human: boolean; path: string; referer?: string },
  ) {
    const visitor = await browser.newContext({ baseURL: site.url })
    const page = await visitor.newPage()
    await page.clock.install()
    await page.goto(path, referer ? { referer } : {})
    await waitForHydration(page)
    await page.clock.fastForward(3_100)
    // A bot fills the hidden trap field: stored, but quarantined as suspected spam.
    if (!human) await page.locator('#contact-hp-c7').fill('https://spam.example', { force: true })
    await page.getByRole('textbox', { name: /^Name/ }).fill(human ? 'Anna Schmidt' : 'Bernd Vogel')
    await page.getByRole('textbox', { name: /^Email/ }).fill(email)
    await page.getByRole('combobox', { name: /^Campaign type/ }).selectOption({ label: 'Federal Election' })
    await page
      .getByRole('textbox', { name: /^Your request/ })
      .fill('Wir möchten über den Bundestagswahlkampf sprechen.')
    await page.getByRole('checkbox', { name: /I explicitly consent to the processing/ }).click()
    const [answer] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/functions/v1/send-contact-email',
      ),
      page.getByRole('button', { name: 'Send request' }).click(),
    ])
    expect(answer.status()).toBeLessThan(300)
    await visitor.close()
  }

  test('requests sent on the public site appear in Eingang; the quarantined one is released and its emails arrive', async ({
    browser,
  }) => {
    // Anna comes from a newsletter's campaign link; the bot straight to the form.
    await sendRequest(browser, TOO_FAST, { human: false, path: '/contact' })
    await sendRequest(browser, HUMAN, { human: true, path: '/contact?utm_source=newsletter' })
    const sent = Date.now()

    const context = await desk(browser)
    const page = await context.newPage()
    await page.goto(`${caddy.origin}/anfragen`)
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
    const before = smtp.messages.length
    await page.getByRole('button', { name: 'Freigeben (kein Spam)' }).click()
    await expect(page.getByRole('status')).toHaveText(/Freigegeben: Benachrichtigung und Bestätigung/)
    await expect
      .poll(
        () =>
          smtp.messages
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
    await site.stop()
    site = await startSiteServer({ CONTACT_INBOX: INBOX, CONTACT_RATE_LIMIT: '0' }, { dataDir })
    await sendRequest(browser, TOO_FAST, { human: true, path: '/contact' })
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
        .map((row) => join(dataDir, 'outbox', `${row.id as string}.eml`))
        .filter((file) => existsSync(file))
    await expect.poll(() => emlFiles().length, { timeout: 20_000 }).toBe(2)
    const files = emlFiles()
    expect(readFileSync(files[0]!, 'utf8')).toContain(TOO_FAST)

    const context = await desk(browser)
    const page = await context.newPage()
    await page.goto(`${caddy.origin}/anfragen/datenschutz`)
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
    expect((await page.goto(`${caddy.origin}/anfragen/${quarantinedId}`))!.status()).toBe(404)
    await expect(page.getByText('Diese Anfrage gibt es nicht (mehr).')).toBeVisible()
    await page.goto(`${caddy.origin}/anfragen`)
    await expect(page.getByRole('row').filter({ hasText: HUMAN })).toBeVisible()
    await expect(page.getByRole('main')).not.toContainText(TOO_FAST)
    await page.getByRole('checkbox', { name: 'nur Spamverdacht' }).check()
    await page.getByRole('button', { name: 'Anzeigen' }).click()
    await expect(page.getByText('Keine Anfragen.')).toBeVisible()

    await page.goto(`${caddy.origin}/anfragen/protokoll`)
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
    await sendRequest(browser, 'berta@example.org', {
      human: true,
      path: '/contact',
      referer: 'https://www.google.com/',
    })
    const cli = runScript('requests', ['stats', '--by-source', '--days', '30'], {
      DATA_DIR: site.dataDir,
      DATABASE_URL: '',
      CLIENT_DIR: 'build/client',
    })
    expect(cli.status, cli.stderr).toBe(0)
    const cliTotal = /quarantine not counted: (\d+)/.exec(cli.stdout)![1]
    expect(cliTotal).toBe('2')
    // The CLI's English labels, as the desk says them in German (docs/anfragen.md).
    const german: Record<string, string> = {
      'Kontakt (/contact)': 'Kontakt (/contact)',
      'utm_source=newsletter': 'newsletter (Kampagnenlink)',
      'www.google.com (referrer)': 'www.google.com (verweisende Website)',
    }
    const cliRows = [...cli.stdout.matchAll(/^(\S.*?)\s{2,}(\d+)$/gm)].map(([, label, n]) => [
      german[label!] ?? `untranslated: ${label}`,
      n,
    ])
    expect(cliRows).toEqual([
      ['Kontakt (/contact)', '2'],
      ['newsletter (Kampagnenlink)', '1'],
      ['www.google.com (verweisende Website)', '1'],
    ])
    for (const width of [1280, 390]) {
      const context = await desk(browser, width)
      const page = await context.newPage()
      await page.goto(`${caddy.origin}/anfragen/quellen?tage=30`)
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
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await axeClean(page)
      await shoot(page, `quellen-${width}`)
      if (width === 390) {
        // On a phone every table becomes one card per row: nothing is cut off or scrolled sideways.
        const fits = async () =>
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
          ).toBeLessThanOrEqual(0)
        await page.goto(`${caddy.origin}/anfragen`)
        await fits()
        const row = page.getByRole('row').filter({ hasText: HUMAN })
        // The last cell (the emails' state) too, which a table at 390 px would push out of view.
        const inWidth = async (cell: Locator) => {
          const box = (await cell.boundingBox())!
          expect(box.x).toBeGreaterThanOrEqual(0)
          expect(box.x + box.width).toBeLessThanOrEqual(390)
        }
        await inWidth(row.locator('td').last())
        await axeClean(page)
        await shoot(page, 'eingang-390')
        await row.getByRole('link').click()
        const email = page.getByRole('row').filter({ hasText: 'Bestätigung' })
        await inWidth(email.locator('td').nth(4))
        // Each field's value has the width of the screen, not a sliver beside its label.
        const message = page.locator('dd').filter({ hasText: 'Bundestagswahlkampf' })
        expect((await message.boundingBox())!.width).toBeGreaterThan(300)
        await fits()
        await axeClean(page)
        await shoot(page, 'anfrage-390')
        await page.goto(`${caddy.origin}/anfragen/protokoll`)
        await fits()
        await axeClean(page)
        await shoot(page, 'protokoll-390')
      }
      await context.close()
    }
  })

  test('with the keyboard only: search with Enter, open a request, press a POST button; focus always visible', async ({
    browser,
  }) => {
    const context = await desk(browser)
    const page = await context.newPage()
    await page.goto(`${caddy.origin}/anfragen`)
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
      const forged = await caddy.send(path, {
        method: 'POST',
        headers: { ...form, authorization: basic('lea', 'geheim'), origin: 'https://evil.example' },
        body: `email=${encodeURIComponent(HUMAN)}`,
      })
      expect(forged.status, path).toBe(403)
      const signedOut = await caddy.send(path, {
        method: 'POST',
        headers: { ...form, origin: caddy.origin },
        body: `email=${encodeURIComponent(HUMAN)}`,
      })
      expect(signedOut.status, path).toBe(401)
    }
    expect(count()).toEqual(before)
    expect(audit()).toEqual(auditBefore)
  })
})
