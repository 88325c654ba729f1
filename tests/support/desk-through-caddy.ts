/**
 * The stack tests/e2e/desk-caddy.test.ts drives (docs/decisions/029, 030): the public site's
 * server with a real SMTP server, the desk as its own process (`npm run desk`) on the server's
 * data, the editor beside it, both on Unix sockets behind the real Caddy, signing staff in
 * themselves; and what a visitor and a staff member do there.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import AxeBuilder from '@axe-core/playwright'
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'

import { type RunningServer, startSiteServer } from '../../scripts/lib/site-server.ts'
import { SQLITE_FILE } from '../../server/contact/create-repository.ts'
import { SKIP_WITHOUT_CADDY } from './caddy.ts'
import {
  addStaffAccounts,
  type ContentWorkspace,
  createContentWorkspace,
  startDesk,
  startEditor,
} from './content-workspace.ts'
import { STAFF_ACCOUNTS, staffSockets, startEditorCaddy } from './editor-caddy.ts'
import { runScript } from './operator-scripts.ts'
import { waitForHydration } from './playwright-utils.ts'
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts'

export const INBOX = 'buero@mandatwerk.example'

export type DeskStack = {
  smtp: SmtpSink
  site: RunningServer
  caddy: Awaited<ReturnType<typeof startEditorCaddy>>
  /** DATA_DIR of the site and the editor: the SQLite file and the .eml outbox. */
  dataDir: string
  /** The site's SQLite database, read-only. */
  db: () => DatabaseSync
}

/**
 * Starts the stack before the tests of the enclosing describe block and stops it after them; the
 * tests run in order on its data, and are skipped where Caddy is not installed.
 */
export function deskThroughCaddy(): DeskStack {
  test.skip(!!SKIP_WITHOUT_CADDY, SKIP_WITHOUT_CADDY)
  test.describe.configure({ mode: 'serial', timeout: 180_000 })
  const stack = {
    dataDir: mkdtempSync(join(tmpdir(), 'desk-caddy-')),
    db: () => new DatabaseSync(join(stack.site.dataDir, SQLITE_FILE), { readOnly: true }),
  } as DeskStack
  const sockets = staffSockets()
  let workspace: ContentWorkspace | undefined
  let editor: Awaited<ReturnType<typeof startEditor>> | undefined
  let deskProcess: Awaited<ReturnType<typeof startDesk>> | undefined

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    stack.smtp = await startSmtpSink()
    stack.site = await startSiteServer(
      { SMTP_URL: stack.smtp.url, CONTACT_INBOX: INBOX, CONTACT_RATE_LIMIT: '0' },
      { dataDir: stack.dataDir },
    )
    workspace = createContentWorkspace()
    Object.assign(workspace.env, {
      DATA_DIR: stack.site.dataDir,
      DATABASE_URL: '',
      SMTP_URL: stack.smtp.url,
      CONTACT_INBOX: INBOX,
    })
    await addStaffAccounts(workspace, STAFF_ACCOUNTS)
    editor = await startEditor(workspace, { socket: sockets.editor })
    // The desk as its own process, as the servers' user would run it: on their DATA_DIR.
    deskProcess = await startDesk(workspace, { socket: sockets.desk })
    stack.caddy = await startEditorCaddy(sockets)
  })

  test.afterAll(async () => {
    await stack.caddy?.stop()
    await editor?.stop()
    await deskProcess?.stop()
    workspace?.remove()
    sockets.remove()
    await stack.site?.stop()
    await stack.smtp?.close()
    rmSync(stack.dataDir, { recursive: true, force: true })
  })
  return stack
}

/** A browser context signed in as the office's lea, through Caddy's TLS. */
export const deskContext = (browser: Browser, width = 1280) =>
  browser.newContext({
    ignoreHTTPSErrors: true,
    httpCredentials: { username: 'lea', password: 'geheim' },
    viewport: { width, height: 900 },
    acceptDownloads: true,
  })

export const axeClean = async (page: Page) =>
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])

export const shoot = (page: Page, name: string) =>
  page.screenshot({ path: join('test-results/desk', `${name}.png`), fullPage: true })

/** A visitor sends the contact form on the public site; a bot fills the hidden trap field. */
export async function sendRequest(
  site: RunningServer,
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
  await page.getByRole('textbox', { name: /^Your request/ }).fill('Wir möchten über den Bundestagswahlkampf sprechen.')
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

/** Nothing on the page is cut off or scrolled sideways. */
export const fitsScreen = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)

/** The element's box lies within the screen's width. */
export async function withinWidth(element: Locator, width: number) {
  const box = (await element.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(width)
}

/** The CLI's English labels, as the desk says them in German (docs/anfragen.md). */
const GERMAN_SOURCE: Record<string, string> = {
  'Kontakt (/contact)': 'Kontakt (/contact)',
  'utm_source=newsletter': 'newsletter (Kampagnenlink)',
  'www.google.com (referrer)': 'www.google.com (verweisende Website)',
}

/** `npm run requests -- stats --by-source --days 30` on the site's data: its total and its rows in German. */
export function sourcesByCli(dataDir: string) {
  const cli = runScript('requests', ['stats', '--by-source', '--days', '30'], {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    CLIENT_DIR: 'build/client',
  })
  expect(cli.status, cli.stderr).toBe(0)
  const total = /quarantine not counted: (\d+)/.exec(cli.stdout)![1]
  const rows = [...cli.stdout.matchAll(/^(\S.*?)\s{2,}(\d+)$/gm)].map(([, label, n]) => [
    GERMAN_SOURCE[label!] ?? `untranslated: ${label}`,
    n,
  ])
  return { total, rows }
}
