import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'

import { afterEach, beforeEach, describe, expect, test } from 'vitest'

import { type Attribution, NO_ATTRIBUTION } from '../app/lib/attribution.ts'
import { createRepository, SQLITE_FILE } from '../server/contact/create-repository.ts'
import type { ContactRepository } from '../server/contact/repository.ts'
import { type Engine, ENGINES, testRepository, testStorage } from '../tests/support/contact-storage.ts'
import { type CliContext, runCli } from './operator-cli.ts'
import { berlinDayStart, csvCell } from './operator-output.ts'

let repo: ContactRepository
let out: string[]
let err: string[]
let files: Record<string, string>
let outboxDir: string
const NOW = new Date('2026-06-01T12:00:00Z')
/** The repository's clock: when a seeded request arrives. */
let time = NOW

/** What the build writes for the guides (app/lib/guides.ts, guideNames). */
const PAGE_NAMES = { '/campaign-costs': 'Wahlkampfkosten-Ratgeber', '/ratgeber': 'Ratgeber Wahlkampf' }

const cli = (...argv: string[]) => {
  const ctx: CliContext = {
    repository: repo,
    outboxDir,
    retentionDays: 365,
    emails: {
      inbox: 'inbox@mandatwerk.example',
      messageIdDomain: 'mandatwerk.example',
      confirmationLimits: { perRecipient: 3, perDomain: 20, perHour: 100 },
    },
    now: () => NOW,
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    writeFile: (path, text) => (files[path] = text),
    pageNames: PAGE_NAMES,
  }
  return runCli(argv, ctx)
}

async function seed(
  email: string,
  receivedAt: Date,
  extra: {
    message?: string
    phone?: string
    quarantine?: 'honeypot' | 'too-fast'
    attribution?: Partial<Attribution>
  } = {},
) {
  time = receivedAt
  return repo.submit({
    request: {
      name: 'Anna Schmidt',
      email,
      campaign_type: 'state',
      message: extra.message ?? 'Please call me about the state election.',
      prefer_phone: true,
      ...(extra.phone ? { phone: extra.phone } : {}),
    },
    attribution: { ...NO_ATTRIBUTION, ...extra.attribution },
    ipAddress: '198.51.100.4',
    idempotencyKey: null,
    inbox: 'inbox@mandatwerk.example',
    quarantine: extra.quarantine ?? null,
    confirmationLimits: { perRecipient: 1000, perDomain: 0, perHour: 0 },
    messageIdDomain: 'mandatwerk.example',
  })
}

describe.each(ENGINES)('npm run requests on %s', (engine: Engine) => {
  beforeEach(async () => {
    out = []
    err = []
    files = {}
    outboxDir = join(testStorage('sqlite').dataDir, 'outbox')
    repo = await testRepository(engine, { clock: () => time })
  })
  afterEach(() => repo.close())

  test('list shows the newest requests with the state of their emails; show prints every field', async () => {
    const { id } = await seed('anna@example.org', new Date('2026-05-30T08:00:00Z'), { message: 'Line one\nLine two' })
    expect(await cli('list')).toBe(0)
    expect(out.join('\n')).toMatch(
      new RegExp(`2026-05-30 10:00\\s+${id}\\s+Anna Schmidt\\s+anna@example.org\\s+state\\s+2 pending`),
    )
    out = []
    expect(await cli('show', id)).toBe(0)
    const shown = out.join('\n')
    for (const line of [
      'name:          Anna Schmidt',
      'prefer phone:  yes',
      'ip address:    198.51.100.4',
      '  Line one',
      '  Line two',
    ]) {
      expect(shown).toContain(line)
    }
    expect(shown).toMatch(/notification +[0-9a-f-]{36} to inbox@mandatwerk.example: pending, 0 attempt/)
    expect(await cli('show', 'no-such-id')).toBe(1)
  })

  test('export writes CSV with every field, quoting and defusing spreadsheet formulas', async () => {
    await seed('anna@example.org', new Date('2026-05-30T08:00:00Z'), {
      message: 'He said "hi",\nthen =HYPERLINK("http://evil.example")',
      phone: '+49 30 5550100',
    })
    expect(await cli('export', '--out', 'requests.csv')).toBe(0)
    const csv = files['requests.csv']!
    // German Excel: a UTF-8 byte-order mark first, cells separated by semicolons.
    expect(csv.startsWith('\uFEFF"id";')).toBe(true)
    const [header, ...rows] = csv.slice(1).split('\r\n')
    expect(header).toBe(
      '"id";"received_at";"name";"email";"phone";"organization";"campaign_type";"job";"prefer_phone";"message";' +
        '"landing_path";"previous_path";"referrer_host";"utm_source";"utm_medium";"utm_campaign";"consent_version";"consent_at"',
    )
    expect(rows.join('\r\n')).toContain(
      `;"Anna Schmidt";"anna@example.org";"'+49 30 5550100";"";"state";"";"yes";"He said ""hi"",\nthen =HYPERLINK(""http://evil.example"")";"";"";"";"";"";"";"";""\r\n`,
    )
    // The IP address stays out of every export (it is kept 30 days, for abuse handling only).
    expect(csv).not.toContain('198.51.100.4')
    expect(csvCell('=1+1')).toBe(`"'=1+1"`)
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`)
    expect(csvCell('plain')).toBe('"plain"')
  })

  test('delete erases every request of an address with its emails and .eml files', async () => {
    await seed('anna@example.org', NOW)
    await seed('Anna@Example.org', NOW)
    await seed('ben@example.org', NOW)
    const [first] = await repo.claimDue({ limit: 1, leaseMs: 1000 })
    mkdirSync(outboxDir, { recursive: true })
    const eml = join(outboxDir, `${first!.id}.eml`)
    writeFileSync(eml, 'From: x')
    expect(await cli('delete', 'ANNA@example.org')).toBe(0)
    expect(out.join('')).toMatch(/Deleted 2 request\(s\), 4 queued email\(s\) and [01] \.eml file\(s\)/)
    expect((await repo.allRequests()).map((r) => r.email)).toEqual(['ben@example.org'])
    if (first!.request.email.toLowerCase() === 'anna@example.org') expect(existsSync(eml)).toBe(false)
  })

  test('purge deletes requests older than the retention period (default 365 days)', async () => {
    await seed('old@example.org', new Date('2025-05-01T00:00:00Z'))
    await seed('new@example.org', new Date('2026-01-01T00:00:00Z'))
    expect(await cli('purge')).toBe(0)
    expect(out[0]).toMatch(
      /^Deleted 1 request\(s\) received before 2025-06-01T12:00:00.000Z \(365 days\), 0 quarantined/,
    )
    expect((await repo.allRequests()).map((r) => r.email)).toEqual(['new@example.org'])
    expect(await cli('purge', '--days', '30')).toBe(0)
    expect(await repo.allRequests()).toEqual([])
    expect(await cli('purge', '--days', 'soon')).toBe(1)
  })

  test('resend-failed queues failed emails again', async () => {
    await seed('anna@example.org', NOW)
    const claimed = await repo.claimDue({ limit: 10, leaseMs: 1000 })
    for (const row of claimed) await repo.markFailed(row.id, row.claimToken, 'gave up')
    expect(await cli('resend-failed')).toBe(0)
    expect(out[0]).toBe('Queued 2 failed email(s) again; the running server delivers them within seconds.')
    expect((await repo.stats()).outbox).toMatchObject({ pending: 2, failed: 0 })
  })

  test('stats, help, and unknown commands', async () => {
    await seed('anna@example.org', NOW)
    expect(await cli('stats')).toBe(0)
    expect(out[0]).toBe(
      `requests: 1 (and 0 in quarantine)\nemails:   2 pending, 0 sending, 0 sent, 0 written, 0 failed, 0 dismissed\ndatabase: ${engine}`,
    )
    expect(await cli('help')).toBe(0)
    expect(await cli('frobnicate')).toBe(2)
    expect(err.join('')).toContain('Unknown command: frobnicate')
  })

  test('quarantine lists suspected spam newest first with the reason; release queues both emails once', async () => {
    const lead = await seed('lead@example.org', new Date('2026-05-30T08:00:00Z'))
    const older = await seed('bot@example.org', new Date('2026-05-31T08:00:00Z'), { quarantine: 'honeypot' })
    const newer = await seed('person@example.org', new Date('2026-05-31T09:00:00Z'), { quarantine: 'too-fast' })
    expect(await cli('quarantine')).toBe(0)
    const rows = out.slice(1, 3)
    expect(rows[0]).toContain(newer.id)
    expect(rows[0]).toMatch(/too-fast$/)
    expect(rows[1]).toContain(older.id)
    expect(rows[1]).toMatch(/honeypot$/)
    expect(out.join('\n')).not.toContain(lead.id)
    out = []
    expect(await cli('list')).toBe(0)
    expect(out.join('\n')).not.toContain(newer.id)

    out = []
    expect(await cli('release', newer.id)).toBe(0)
    expect(out[0]).toContain(`Released ${newer.id}`)
    const released = (await repo.getRequest(newer.id))!
    expect(
      released.emails
        .filter((e) => e.status === 'pending')
        .map((e) => [e.kind, e.recipient])
        .sort(),
    ).toEqual([
      ['confirmation', 'person@example.org'],
      ['notification', 'inbox@mandatwerk.example'],
      ['spam-notice', 'inbox@mandatwerk.example'],
    ])
    expect(await cli('release', newer.id)).toBe(1)
    expect(err.join('')).toContain('is not in quarantine')
    expect(await cli('release', lead.id)).toBe(1)
    expect(await cli('release', '00000000-0000-4000-8000-000000000000')).toBe(1)
    expect(await cli('release')).toBe(1)
    out = []
    expect(await cli('quarantine')).toBe(0)
    expect(out.join('\n')).not.toContain(newer.id)
    out = []
    expect(await cli('show', older.id)).toBe(0)
    expect(out.join('\n')).toContain('quarantine:    honeypot')
  })

  test('purge deletes quarantined requests after 30 days, also when normal ones are kept longer', async () => {
    await seed('bot@example.org', new Date('2026-04-20T00:00:00Z'), { quarantine: 'honeypot' })
    const recentSpam = await seed('bot2@example.org', new Date('2026-05-20T00:00:00Z'), { quarantine: 'too-fast' })
    const lead = await seed('lead@example.org', new Date('2026-01-01T00:00:00Z'))
    expect(await cli('purge')).toBe(0)
    expect(out[0]).toContain('1 quarantined one(s) older than 30 days')
    expect((await repo.listQuarantined({ limit: 10 })).map((r) => r.id)).toEqual([recentSpam.id])
    expect((await repo.allRequests()).map((r) => r.id)).toEqual([lead.id])
  })

  const fromGoogle = {
    referrer_host: 'www.google.com',
    landing_path: '/campaign-costs',
    previous_path: '/campaign-costs',
  }

  test('show prints which pages brought the request, named as in the notification', async () => {
    const { id } = await seed('anna@example.org', new Date('2026-05-30T08:00:00Z'), {
      attribution: { ...fromGoogle, previous_path: '/ratgeber', utm_source: 'newsletter', utm_campaign: 'herbst' },
    })
    const old = await seed('old@example.org', new Date('2026-05-30T08:00:00Z'))
    expect(await cli('show', id)).toBe(0)
    const shown = out.join('\n')
    for (const line of [
      'came via:      www.google.com → Wahlkampfkosten-Ratgeber → Ratgeber Wahlkampf → Kontakt (Kampagnenlink: source=newsletter, campaign=herbst)',
      'first page:    /campaign-costs',
      'previous page: /ratgeber',
      'referrer host: www.google.com',
      'utm:           utm_source=newsletter, utm_campaign=herbst',
    ]) {
      expect(shown.split('\n')).toContain(line)
    }
    out = []
    expect(await cli('show', old.id)).toBe(0)
    expect(out.join('\n').split('\n')).toEqual(
      expect.arrayContaining(['came via:      nicht übermittelt', 'first page:    –', 'utm:           –']),
    )
  })

  test('export has the attribution columns, formulas defused there too', async () => {
    await seed('anna@example.org', new Date('2026-05-30T08:00:00Z'), {
      attribution: { ...fromGoogle, utm_source: 'newsletter', utm_medium: '-1+1', utm_campaign: '=HYPERLINK("x")' },
    })
    expect(await cli('export', '--out', 'requests.csv')).toBe(0)
    const [, row] = files['requests.csv']!.split('\r\n')
    expect(row).toMatch(
      /;"Please call me about the state election\.";"\/campaign-costs";"\/campaign-costs";"www\.google\.com";"newsletter";"'-1\+1";"'=HYPERLINK\(""x""\)";"";""$/,
    )
  })

  test('stats --by-source counts requests per first page and per source over a period, without the quarantine', async () => {
    const day = (iso: string) => new Date(`${iso}T09:00:00Z`)
    await seed('a@example.org', day('2026-04-01'), { attribution: fromGoogle }) // before the period
    await seed('b@example.org', day('2026-05-20'), { attribution: fromGoogle })
    await seed('c@example.org', day('2026-05-25'), { attribution: { ...fromGoogle, previous_path: '/ratgeber' } })
    await seed('d@example.org', day('2026-05-31'), {
      attribution: {
        landing_path: '/',
        previous_path: '/careers',
        referrer_host: 'www.google.com',
        utm_source: 'newsletter',
      },
    })
    await seed('e@example.org', day('2026-05-31'), { attribution: { landing_path: '/contact' } })
    await seed('f@example.org', day('2026-05-31'), { attribution: { previous_path: '/careers' } })
    await seed('g@example.org', day('2026-05-31'), { attribution: fromGoogle, quarantine: 'too-fast' })

    expect(await cli('stats', '--by-source')).toBe(0)
    expect(out.join('\n')).toBe(
      [
        'Requests received since 2026-05-02 14:00 (Berlin), quarantine not counted: 5',
        '',
        'first page                                  requests',
        'Wahlkampfkosten-Ratgeber (/campaign-costs)         2',
        'Kontakt (/contact)                                 1',
        'Startseite (/)                                     1',
        '(unknown)                                          1',
        '',
        'source                        requests',
        'www.google.com (referrer)            2',
        '(no referrer, no utm_source)         2',
        'utm_source=newsletter                1',
      ].join('\n'),
    )
    out = []
    expect(await cli('stats', '--by-source', '--since', '2026-05-31')).toBe(0)
    expect(out[0]).toMatch(/^Requests received since 2026-05-31 00:00 \(Berlin\), quarantine not counted: 3\n/)
    out = []
    expect(await cli('stats', '--by-source', '--days', '365')).toBe(0)
    expect(out[0]).toMatch(/quarantine not counted: 6\n/)
    expect(out[0]).toContain('Wahlkampfkosten-Ratgeber (/campaign-costs)         3')
    out = []
    expect(await cli('stats', '--by-source', '--since', '2026-06-02')).toBe(0)
    expect(out).toEqual(['Requests received since 2026-06-02 00:00 (Berlin), quarantine not counted: 0'])

    for (const args of [
      ['--by-source', '--days', '7', '--since', '2026-05-01'],
      ['--by-source', '--since', '2026-02-30'],
      ['--by-source', '--since', 'yesterday'],
      ['--by-source', '--days', '0'],
      ['--days', '7'],
    ]) {
      err = []
      expect(await cli('stats', ...args), args.join(' ')).toBe(1)
      expect(err.join('')).toMatch(/--days|--since/)
    }
  })

  test('the real command prints the same, on the database the server uses', async () => {
    const storage = testStorage(engine)
    const seeded = await createRepository({ ...storage, clock: () => new Date(Date.now() - 60_000) })
    const { id } = await seeded.submit({
      request: {
        name: 'Anna Schmidt',
        email: 'anna@example.org',
        campaign_type: 'local',
        message: 'Please call.',
        prefer_phone: false,
      },
      attribution: { ...NO_ATTRIBUTION, ...fromGoogle },
      ipAddress: null,
      idempotencyKey: null,
      inbox: 'inbox@mandatwerk.example',
      quarantine: null,
      confirmationLimits: { perRecipient: 10, perDomain: 0, perHour: 0 },
      messageIdDomain: 'mandatwerk.example',
    })
    await seeded.close()
    const env = {
      ...process.env,
      DATA_DIR: storage.dataDir,
      DATABASE_URL: storage.databaseUrl
        ? `${storage.databaseUrl}${storage.databaseUrl.includes('?') ? '&' : '?'}options=-c%20search_path%3D${storage.schema}`
        : '',
      // A build directory without page names: pages show as their paths.
      CLIENT_DIR: join(storage.dataDir, 'no-build', 'client'),
    }
    const run = (...args: string[]) => promisify(execFile)(process.execPath, ['scripts/requests.ts', ...args], { env })
    expect(engine === 'sqlite' ? existsSync(join(storage.dataDir, SQLITE_FILE)) : true).toBe(true)
    const shown = (await run('show', id)).stdout
    expect(shown).toContain('came via:      www.google.com → /campaign-costs → Kontakt\n')
    const stats = (await run('stats', '--by-source', '--days', '1')).stdout
    expect(stats).toMatch(/quarantine not counted: 1\n/)
    expect(stats).toMatch(/^\/campaign-costs +1$/m)
    expect(stats).toMatch(/^www\.google\.com \(referrer\) +1$/m)
  })
})

test('--since counts from midnight in Berlin, in winter and in summer', () => {
  expect(berlinDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z')
  expect(berlinDayStart('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z')
  // The days the clocks change: midnight is still before the change.
  expect(berlinDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z')
  expect(berlinDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z')
  expect(() => berlinDayStart('2026-13-01')).toThrow(/--since/)
})
