/**
 * The desk (/anfragen) in the editor's app, on the real databases: what the staff see, what
 * reaches the database and the audit log, and what a forged or malformed request changes
 * (nothing). The browser test through Caddy is tests/e2e/deploy.test.ts.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { afterEach, beforeEach, describe, expect, test } from 'vitest'

import { NO_ATTRIBUTION } from '../../app/lib/attribution.ts'
import { createRepository } from '../../server/contact/create-repository.ts'
import type { ContactRepository } from '../../server/contact/repository.ts'
import { type Engine, ENGINES, testStorage } from '../../tests/support/contact-storage.ts'
import { createDeskApp } from '../desk-app.ts'
import { runCli } from '../operator-cli.ts'

const EMAILS = {
  inbox: 'inbox@mandatwerk.example',
  messageIdDomain: 'mandatwerk.example',
  confirmationLimits: { perRecipient: 3, perDomain: 20, perHour: 100 },
}
const HOST = 'redaktion.localhost'
const ORIGIN = `https://${HOST}`

describe.each(ENGINES)('the desk on %s', (engine: Engine) => {
  let repo: ContactRepository
  let outboxDir: string
  let app: ReturnType<typeof createDeskApp>

  beforeEach(async () => {
    const storage = testStorage(engine)
    repo = await createRepository(storage)
    outboxDir = join(storage.dataDir, 'outbox')
    mkdirSync(outboxDir, { recursive: true })
    app = createDeskApp({
      desk: {
        repository: repo,
        outboxDir,
        emails: EMAILS,
        backupDays: 14,
        pageNames: () => ({ '/ratgeber': 'Ratgeber' }),
      },
    })
  })
  afterEach(() => repo.close())

  /** Stores a request; each a few milliseconds after the one before, so "newest first" has one answer. */
  const seed = async (
    email: string,
    extra: {
      quarantine?: 'honeypot'
      organization?: string
      source?: string
      referrer?: string
      nothingKnown?: boolean
    } = {},
  ) => {
    await new Promise((resolve) => setTimeout(resolve, 3))
    return repo.submit({
      request: {
        name: 'Anna Schmidt',
        email,
        campaign_type: 'local',
        message: 'Bitte um Rückruf zur Kommunalwahl.',
        prefer_phone: false,
        ...(extra.organization ? { organization: extra.organization } : {}),
      },
      attribution: extra.nothingKnown
        ? NO_ATTRIBUTION
        : {
            ...NO_ATTRIBUTION,
            landing_path: '/ratgeber',
            utm_source: extra.source ?? null,
            referrer_host: extra.referrer ?? null,
          },
      ipAddress: '198.51.100.4',
      idempotencyKey: null,
      inbox: EMAILS.inbox,
      quarantine: extra.quarantine ?? null,
      confirmationLimits: { perRecipient: 1000, perDomain: 0, perHour: 0 },
      messageIdDomain: EMAILS.messageIdDomain,
    })
  }
  /** A page's HTML without the whitespace between tags (the templates are formatted). */
  const flat = async (answer: Response | Promise<Response>) =>
    (await (await answer).text()).replace(/>\s+</g, '><').replace(/\s+/g, ' ')
  const get = (path: string) => app.request(`http://${HOST}${path}`, { headers: { host: HOST } })
  /** The form token of the page at `path` (every desk form carries it). */
  const token = async (path = '/anfragen') => /name="csrf" value="([^"]+)"/.exec(await (await get(path)).text())![1]!
  const post = async (path: string, fields: Record<string, string>, origin: string | null = ORIGIN) =>
    app.request(`http://${HOST}${path}`, {
      method: 'POST',
      headers: { host: HOST, ...(origin ? { origin } : {}), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    })

  test('Eingang lists requests newest first with their email states, searches by POST, and every page is private', async () => {
    const anna = await seed('anna@example.org', { organization: 'Ortsverein Pankow' })
    await seed('bert@example.net')
    const page = await get('/anfragen')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'self'/)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('x-robots-tag')).toContain('noindex')
    const text = await page.text()
    expect(text).toContain('bert@example.net')
    expect(text.indexOf('bert@example.net')).toBeLessThan(text.indexOf('anna@example.org'))
    expect(text).toMatch(/2 wartet/)
    const found = await flat(post('/anfragen', { csrf: await token(), suche: 'pankow' }))
    expect(found).toContain(`/anfragen/${anna.id}`)
    expect(found).not.toContain('bert@example.net')
    const short = await post('/anfragen', { csrf: await token(), suche: 'p' })
    expect(short.status).toBe(400)
    expect(await flat(short)).toMatch(/id="suche-fehler" class="error">Bitte mindestens zwei Zeichen/)
    const missing = await get('/anfragen/00000000-0000-4000-8000-000000000000')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('Diese Anfrage gibt es nicht')
  })

  test('a quarantined request released at the desk queues both emails and is audited under the signed-in name', async () => {
    const spam = await seed('anna@example.org', { quarantine: 'honeypot' })
    const shown = await flat(get(`/anfragen/${spam.id}`))
    expect(shown).toContain('Freigeben (kein Spam)')
    expect(shown).toContain('<dt>Spamverdacht</dt><dd>verstecktes Feld ausgefüllt (wie ein Bot)</dd>')
    const answer = await post(`/anfragen/${spam.id}/freigeben`, { csrf: await token() })
    expect(await answer.text()).toContain('Freigegeben: Benachrichtigung und Bestätigung werden gesendet.')
    const { emails } = (await repo.getRequest(spam.id))!
    expect(
      emails
        .filter((e) => e.kind !== 'spam-notice')
        .map((e) => `${e.kind} ${e.status}`)
        .toSorted(),
    ).toEqual(['confirmation pending', 'notification pending'])
    const [entry] = await repo.auditLog({ limit: 1 })
    expect(entry).toMatchObject({ actor: 'Redaktion', action: 'release', ids: [spam.id] })
  })

  test('a POST from another origin, or without the form token, is refused on every path and changes nothing', async () => {
    const anna = await seed('anna@example.org', { quarantine: 'honeypot' })
    const csrf = await token()
    for (const [path, origin] of [
      [`/anfragen/${anna.id}/freigeben`, 'https://evil.example'],
      ['/anfragen/datenschutz/loeschen', 'https://evil.example'],
      ['/anfragen/datenschutz/loeschen', null],
      ['/api/keystatic/update/jobs', 'https://evil.example'],
      ['/redaktion/veroeffentlichen', 'https://evil.example'],
    ] as const) {
      const answer = await post(path, { csrf, email: 'anna@example.org' }, origin)
      expect(answer.status, path).toBe(403)
    }
    expect((await post('/anfragen/datenschutz/loeschen', { csrf: 'forged', email: 'anna@example.org' })).status).toBe(
      403,
    )
    expect((await post('/anfragen/datenschutz/loeschen', { email: 'anna@example.org' })).status).toBe(403)
    expect((await repo.getRequest(anna.id))?.request.quarantineReason).toBe('honeypot')
    expect(await repo.auditLog({ limit: 10 })).toEqual([])
  })

  test('Datenschutz: a malformed address gets its message beside the field; the Art. 15 answer and the erasure', async () => {
    const anna = await seed('anna@example.org')
    const eml = join(outboxDir, `${(await repo.getRequest(anna.id))!.emails[0]!.id}.eml`)
    writeFileSync(eml, 'From: x')
    const bad = await post('/anfragen/datenschutz', { csrf: await token(), email: 'anna-at-example' })
    expect(bad.status).toBe(400)
    expect(await flat(bad)).toMatch(/id="email-fehler" class="error">Bitte eine vollständige E-Mail-Adresse/)
    expect(
      await (await post('/anfragen/datenschutz', { csrf: await token(), email: 'nobody@example.org' })).text(),
    ).toContain('Zu dieser Adresse ist keine Anfrage gespeichert.')
    const json = JSON.parse(
      await (
        await post('/anfragen/datenschutz/auskunft.json', { csrf: await token(), email: 'ANNA@example.org' })
      ).text(),
    )
    expect(json.requests.map((r: { request: { id: string } }) => r.request.id)).toEqual([anna.id])
    const confirm = await flat(
      post('/anfragen/datenschutz/loeschen-pruefen', { csrf: await token(), email: 'anna@example.org' }),
    )
    expect(confirm).toContain('Gelöscht werden 1 Anfrage(n) und 2 E-Mail(s)')
    expect(await repo.getRequest(anna.id)).toBeDefined()
    const done = await flat(post('/anfragen/datenschutz/loeschen', { csrf: await token(), email: 'anna@example.org' }))
    expect(done).toContain('Gelöscht: 1 Anfrage(n), 2 E-Mail(s), 1 Datei(en).')
    expect(done).toContain('spätestens 14 Tage nach der Löschung')
    expect(await repo.getRequest(anna.id)).toBeUndefined()
    expect(existsSync(eml)).toBe(false)
    expect((await get(`/anfragen/${anna.id}`)).status).toBe(404)
    const again = await (
      await post('/anfragen/datenschutz/loeschen', { csrf: await token(), email: 'anna@example.org' })
    ).text()
    expect(again).toContain('es gibt nichts zu löschen')
    const log = await flat(get('/anfragen/protokoll'))
    expect(log).toContain(
      `>Redaktion</td><td data-label="Was">Löschung</td><td data-label="Ergebnis">1 Anfrage(n), 2 E-Mail(s), 1 Datei(en)</td><td data-label="Kennungen">${anna.id}</td>`,
    )
    expect(log).not.toContain('anna@example.org')
  })

  test('a retention run from the command line reads in German in the desk’s Protokoll', async () => {
    const out: string[] = []
    const code = await runCli(['purge'], {
      repository: repo,
      outboxDir,
      retentionDays: 365,
      emails: EMAILS,
      now: () => new Date(),
      out: (t) => out.push(t),
      err: (t) => out.push(t),
      writeFile: () => {},
      pageNames: {},
    })
    expect(code, out.join('\n')).toBe(0)
    const log = await flat(get('/anfragen/protokoll'))
    expect(log).toContain(
      '<td data-label="Was">Löschlauf (Fristen)</td><td data-label="Ergebnis">0 Anfrage(n), 0 E-Mail(s), 0 Datei(en), 0 Protokolleintrag/-einträge, 0 Löschvermerk(e)</td>',
    )
  })

  test('the CSV of the filtered list has only its requests, quoted as the CLI quotes, and is audited', async () => {
    const anna = await seed('anna@example.org', { organization: '=HYPERLINK("http://evil.example")' })
    await seed('bert@example.net')
    const answer = await post('/anfragen/export.csv', { csrf: await token(), suche: 'hyperlink' })
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="anfragen.csv"')
    // Read as bytes: text() would drop the byte-order mark German Excel needs to read UTF-8.
    const bytes = new Uint8Array(await answer.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1)
    expect(csv.startsWith('"id";')).toBe(true)
    const lines = csv.trimEnd().split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain(`"${anna.id}"`)
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(csv).not.toContain('bert@example.net')
    const [entry] = await repo.auditLog({ limit: 1 })
    expect(entry).toMatchObject({
      actor: 'Redaktion',
      action: 'export',
      ids: [anna.id],
      outcome: { code: 'listed', counts: { requests: 1 } },
    })
  })

  test('“erneut senden” on one request queues only its failed emails and is audited with its id', async () => {
    const anna = await seed('anna@example.org')
    const bert = await seed('bert@example.net')
    for (const claimed of await repo.claimDue({ limit: 10, leaseMs: 60_000 }))
      await repo.markFailed(claimed.id, claimed.claimToken, 'SMTP 421')
    const page = await flat(get(`/anfragen/${anna.id}`))
    expect(page).toContain(`action="/anfragen/${anna.id}/erneut-senden"`)
    const path = `/anfragen/${anna.id}/erneut-senden`
    const done = await flat(post(path, { csrf: await token(`/anfragen/${anna.id}`) }))
    expect(done).toContain('2 fehlgeschlagene E-Mail(s) dieser Anfrage stehen wieder in der Warteschlange.')
    const statuses = async (id: string) => (await repo.getRequest(id))!.emails.map((e) => e.status)
    expect(await statuses(anna.id)).toEqual(['pending', 'pending'])
    expect(await statuses(bert.id)).toEqual(['failed', 'failed'])
    const [entry] = await repo.auditLog({ limit: 1 })
    expect(entry).toMatchObject({ actor: 'Redaktion', action: 'resend-failed', ids: [anna.id] })
  })

  test('Quellen shows the numbers of stats --by-source for the same period, as SVG and as a table', async () => {
    await seed('a@example.org', { source: 'newsletter' })
    await seed('b@example.org', { source: 'newsletter' })
    await seed('c@example.org')
    await seed('d@example.org', { referrer: 'www.google.com' })
    await seed('e@example.org', { nothingKnown: true })
    const page = await flat(get('/anfragen/quellen?tage=30'))
    const out: string[] = []
    await runCli(['stats', '--by-source', '--days', '30'], {
      repository: repo,
      outboxDir,
      retentionDays: 365,
      emails: EMAILS,
      now: () => new Date(),
      out: (t) => out.push(t),
      err: (t) => out.push(t),
      writeFile: () => {},
      pageNames: { '/ratgeber': 'Ratgeber' },
    })
    // The CLI's labels stay English; the desk says the same in German (docs/anfragen.md).
    const german: Record<string, string> = {
      'Ratgeber (/ratgeber)': 'Ratgeber (/ratgeber)',
      'utm_source=newsletter': 'newsletter (Kampagnenlink)',
      'www.google.com (referrer)': 'www.google.com (verweisende Website)',
      '(no referrer, no utm_source)': '(direkt oder unbekannt)',
      '(unknown)': '(nicht übermittelt)',
    }
    const cliRows = [...out.join('\n').matchAll(/^(\S.*?)\s{2,}(\d+)$/gm)].map(([, label, n]) => [
      german[label!] ?? `untranslated: ${label}`,
      Number(n),
    ])
    const deskRows = [...page.matchAll(/<tr><td>([^<]+)<\/td><td class="n">(\d+)<\/td><\/tr>/g)].map(([, label, n]) => [
      label!.replace(/&#40;/g, '(').replace(/&#41;/g, ')'),
      Number(n),
    ])
    expect(cliRows).toEqual([
      ['Ratgeber (/ratgeber)', 4],
      ['(nicht übermittelt)', 1],
      ['newsletter (Kampagnenlink)', 2],
      ['(direkt oder unbekannt)', 2],
      ['www.google.com (verweisende Website)', 1],
    ])
    expect(deskRows).toEqual(cliRows)
    expect(page).not.toMatch(/referrer|utm_source=|\(unknown\)/)
    // A source as Quellen names it filters Eingang.
    const filtered = await flat(get(`/anfragen?quelle=${encodeURIComponent('newsletter (Kampagnenlink)')}`))
    expect(
      [...filtered.matchAll(/<td data-label="E-Mail">([a-e])@example\.org<\/td>/g)].map((m) => m[1]).toSorted(),
    ).toEqual(['a', 'b'])
    expect(page).toContain('<svg role="img" aria-label="Anfragen nach Quelle"')
    expect(page).toMatch(/\(ohne Spamverdacht\): <strong>5<\/strong>/)
  })
})
