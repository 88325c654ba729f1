import { statSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import pg from 'pg'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'

import { NO_ATTRIBUTION } from '../../app/lib/attribution.ts'
import { ENGINES, testRepository, testStorage } from '../../tests/support/contact-storage.ts'
import { setLogLevel } from '../log.ts'
import { createRepository, SQLITE_FILE } from './create-repository.ts'
import { readMigrations } from './migrations.ts'
import { type ContactRepository, type NewRequest, SPAM_NOTICES_PER_HOUR } from './repository.ts'

beforeAll(() => setLogLevel('silent'))

const T0 = new Date('2026-03-01T10:00:00Z')
const at = (ms: number) => new Date(T0.getTime() + ms)
/** The repositories' clock in these tests (in production: the database's own). */
let time = T0
const clock = () => time

function newRequest(overrides: Partial<NewRequest> & { email?: string; message?: string } = {}): NewRequest {
  const { email = 'anna@example.org', message = 'We need a campaign plan, please.', ...rest } = overrides
  return {
    request: { name: 'Anna', email, campaign_type: 'local', message, prefer_phone: false },
    ipAddress: '203.0.113.7',
    idempotencyKey: null,
    inbox: 'inbox@mandatwerk.example',
    quarantine: null,
    confirmationLimits: { perRecipient: 1000, perDomain: 0, perHour: 0 },
    messageIdDomain: 'mandatwerk.example',
    ...rest,
  }
}

describe.each(ENGINES)('contact repository on %s', (engine) => {
  let repo: ContactRepository
  const open: ContactRepository[] = []
  const fresh = async () => {
    time = T0
    const repository = await testRepository(engine, { clock })
    open.push(repository)
    return repository
  }
  afterEach(async () => {
    await Promise.all(open.splice(0).map((repository) => repository.close()))
  })

  test('stores every field, the time and the IP address, with two pending outbox rows', async () => {
    repo = await fresh()
    const attribution = {
      landing_path: '/campaign-costs',
      previous_path: '/ratgeber',
      referrer_host: 'www.google.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'Herbst 2026',
    }
    const result = await repo.submit(
      newRequest({
        request: {
          name: 'Anna Schmidt',
          email: 'anna@example.org',
          phone: '+49 30 5550100',
          organization: 'Freie Wähler',
          campaign_type: 'mayor',
          message: 'Line one\nLine two <b>bold</b>',
          prefer_phone: true,
        },
        ipAddress: '2001:db8::1',
        idempotencyKey: 'key-00000001',
        attribution,
        consentVersion: '0123456789ab',
      }),
    )
    expect(result.status).toBe('created')
    const stored = await repo.getRequest(result.id)
    expect(stored?.request).toEqual({
      id: result.id,
      createdAt: T0,
      name: 'Anna Schmidt',
      email: 'anna@example.org',
      phone: '+49 30 5550100',
      organization: 'Freie Wähler',
      campaign_type: 'mayor',
      message: 'Line one\nLine two <b>bold</b>',
      prefer_phone: true,
      ipAddress: '2001:db8::1',
      idempotencyKey: 'key-00000001',
      quarantineReason: null,
      releasedAt: null,
      confirmationSkipped: null,
      attribution,
      consent: { version: '0123456789ab', at: T0 },
    })
    // Without attribution (an API client, a request from before migration 0003) every field is null.
    const plain = await repo.submit(newRequest())
    expect((await repo.getRequest(plain.id))?.request.attribution).toEqual(NO_ATTRIBUTION)
    expect(stored?.emails.map((e) => [e.kind, e.recipient, e.status, e.attempts])).toEqual([
      ['notification', 'inbox@mandatwerk.example', 'pending', 0],
      ['confirmation', 'anna@example.org', 'pending', 0],
    ])
    for (const email of stored!.emails) expect(email.messageId).toBe(`<${email.id}@mandatwerk.example>`)
  })

  test('migrations are versioned and applied once, also when the server starts again', async () => {
    const storage = testStorage(engine)
    const first = await createRepository({ ...storage, clock })
    await first.submit(newRequest())
    await first.migrate()
    await first.close()
    const second = await createRepository({ ...storage, clock })
    open.push(second)
    expect((await second.stats()).requests).toBe(1)
  })

  test('an idempotency key stores one request: same content replays, other content conflicts', async () => {
    repo = await fresh()
    const input = newRequest({ idempotencyKey: 'form-1234567' })
    const results = await Promise.all([repo.submit(input), repo.submit(input), repo.submit(input)])
    const created = results.filter((r) => r.status === 'created')
    expect(created).toHaveLength(1)
    expect(results.every((r) => r.id === created[0]!.id)).toBe(true)
    expect(results.filter((r) => r.status === 'replayed')).toHaveLength(2)
    expect(
      await repo.submit(newRequest({ idempotencyKey: 'form-1234567', message: 'Something else entirely.' })),
    ).toEqual({
      status: 'conflict',
      id: created[0]!.id,
    })
    expect(await repo.stats()).toMatchObject({ requests: 1, outbox: { pending: 2 } })
  })

  test('requests without a key are all stored', async () => {
    repo = await fresh()
    await repo.submit(newRequest())
    await repo.submit(newRequest())
    expect((await repo.stats()).requests).toBe(2)
  })

  test('claiming leases due rows once; a failed attempt is due again later; an expired lease is reclaimed', async () => {
    repo = await fresh()
    await repo.submit(newRequest())
    const claimed = await repo.claimDue({ limit: 10, leaseMs: 60_000 })
    expect(claimed).toHaveLength(2)
    expect(claimed[0]!.request.email).toBe('anna@example.org')
    expect(claimed.every((row) => row.status === 'sending' && row.attempts === 1)).toBe(true)
    expect(claimed.every((row) => row.claimedAt.getTime() === T0.getTime())).toBe(true)
    time = at(1000)
    expect(await repo.claimDue({ limit: 10, leaseMs: 60_000 })).toEqual([])

    const [first, second] = claimed as [(typeof claimed)[0], (typeof claimed)[0]]
    await repo.markRetry(first.id, first.claimToken, 4000, 'ECONNECTION: refused')
    time = at(4000)
    expect(await repo.claimDue({ limit: 10, leaseMs: 60_000 })).toEqual([])
    time = at(5000)
    const retried = await repo.claimDue({ limit: 10, leaseMs: 60_000 })
    expect(retried.map((row) => [row.id, row.attempts])).toEqual([[first.id, 2]])

    // `second` was claimed by a worker that died: after its lease it is anyone's again.
    time = at(60_000)
    const reclaimed = await repo.claimDue({ limit: 10, leaseMs: 60_000 })
    expect(reclaimed.map((row) => row.id)).toEqual([second.id])
    // The dead worker's token no longer counts: it can neither reschedule nor mark the row delivered.
    await repo.markRetry(second.id, second.claimToken, 0, 'late')
    expect(await repo.markDelivered(second.id, second.claimToken, 'sent')).toBe(false)
    expect((await repo.getRequest(first.requestId))!.emails.find((e) => e.id === second.id)!.status).toBe('sending')

    time = at(61_000)
    expect(await repo.markDelivered(second.id, reclaimed[0]!.claimToken, 'sent')).toBe(true)
    await repo.markFailed(retried[0]!.id, retried[0]!.claimToken, '550 no')
    const emails = (await repo.getRequest(first.requestId))!.emails
    expect(emails.find((e) => e.id === second.id)).toMatchObject({
      status: 'sent',
      sentAt: at(61_000),
      lockedUntil: null,
    })
    expect(emails.find((e) => e.id === first.id)).toMatchObject({ status: 'failed', lastError: '550 no' })
    time = at(70_000)
    expect(await repo.requeueFailed()).toBe(1)
    expect((await repo.claimDue({ limit: 10, leaseMs: 1000 }))[0]).toMatchObject({
      id: first.id,
      attempts: 1,
      retrySince: at(70_000),
    })
  })

  test('concurrent claimers never get the same row', async () => {
    repo = await fresh()
    for (let i = 0; i < 10; i++) await repo.submit(newRequest())
    const batches = await Promise.all(Array.from({ length: 5 }, () => repo.claimDue({ limit: 6, leaseMs: 60_000 })))
    const ids = batches.flat().map((row) => row.id)
    expect(ids).toHaveLength(20)
    expect(new Set(ids).size).toBe(20)
  })

  test('erasure by address removes requests and their outbox rows, case-insensitively', async () => {
    repo = await fresh()
    await repo.submit(newRequest({ email: 'Anna@Example.org' }))
    await repo.submit(newRequest({ email: 'anna@example.org' }))
    const other = await repo.submit(newRequest({ email: 'ben@example.org' }))
    const erased = await repo.deleteByEmail('ANNA@example.ORG')
    expect(erased).toMatchObject({ requests: 2, emails: 4 })
    expect(erased.outboxIds).toHaveLength(4)
    expect(await repo.stats()).toMatchObject({ requests: 1, outbox: { pending: 2 } })
    expect((await repo.listRequests({ limit: 10 })).map((r) => r.id)).toEqual([other.id])
  })

  test('retention deletes requests older than the cutoff with their emails', async () => {
    repo = await fresh()
    time = new Date('2025-01-01T00:00:00Z')
    await repo.submit(newRequest())
    time = new Date('2026-02-01T00:00:00Z')
    const recent = await repo.submit(newRequest())
    expect(await repo.deleteOlderThan(new Date('2025-06-01T00:00:00Z'))).toMatchObject({ requests: 1, emails: 2 })
    expect((await repo.allRequests()).map((r) => r.id)).toEqual([recent.id])
  })

  test('lists newest first with the state of their emails, and pages', async () => {
    repo = await fresh()
    const older = await repo.submit(newRequest())
    time = at(1000)
    const newer = await repo.submit(newRequest())
    time = at(2000)
    const [claimed] = await repo.claimDue({ limit: 1, leaseMs: 1000 })
    await repo.markDelivered(claimed!.id, claimed!.claimToken, 'written')
    const list = await repo.listRequests({ limit: 10 })
    expect(list.map((r) => r.id)).toEqual([newer.id, older.id])
    expect(list.find((r) => r.id === older.id)!.emails).toEqual({ pending: 1, written: 1 })
    expect((await repo.listRequests({ limit: 1, offset: 1 })).map((r) => r.id)).toEqual([older.id])
    expect(await repo.getRequest('00000000-0000-4000-8000-000000000000')).toBeUndefined()
  })

  const HOUR = 60 * 60 * 1000
  const kinds = async (id: string) =>
    (await repo.getRequest(id))!.emails.map((email) => [email.kind, email.recipient]).sort()

  test('suspected spam is stored with its reason, without confirmation; a spam notice goes to the inbox, at most 20 an hour', async () => {
    repo = await fresh()
    const spam = await repo.submit(newRequest({ quarantine: 'honeypot' }))
    expect(spam).toEqual({ status: 'created', id: spam.id, confirmation: 'quarantined' })
    expect((await repo.getRequest(spam.id))!.request).toMatchObject({ quarantineReason: 'honeypot', releasedAt: null })
    expect(await kinds(spam.id)).toEqual([['spam-notice', 'inbox@mandatwerk.example']])
    // Quarantine is apart from the leads: not in list, export or the request count.
    expect(await repo.listRequests({ limit: 10 })).toEqual([])
    expect(await repo.allRequests()).toEqual([])
    expect((await repo.listQuarantined({ limit: 10 })).map((r) => [r.id, r.quarantineReason])).toEqual([
      [spam.id, 'honeypot'],
    ])
    expect(await repo.stats()).toMatchObject({ requests: 0, quarantined: 1 })

    for (let i = 1; i < SPAM_NOTICES_PER_HOUR + 5; i++) {
      time = at(i * 60_000)
      await repo.submit(newRequest({ quarantine: 'too-fast' }))
    }
    const notices = async () =>
      (await Promise.all((await repo.listQuarantined({ limit: 100 })).map((r) => kinds(r.id)))).flat().length
    expect(await notices()).toBe(SPAM_NOTICES_PER_HOUR)
    // An hour after the first notices, there is room again.
    time = at(HOUR + 60_000)
    const later = await repo.submit(newRequest({ quarantine: 'fill-time-missing' }))
    expect(await kinds(later.id)).toEqual([['spam-notice', 'inbox@mandatwerk.example']])
  })

  test('release moves a quarantined request into the normal flow, once', async () => {
    repo = await fresh()
    const spam = await repo.submit(newRequest({ quarantine: 'too-fast', email: 'real.person@example.org' }))
    time = at(5000)
    const emails = {
      inbox: 'inbox@mandatwerk.example',
      messageIdDomain: 'mandatwerk.example',
      confirmationLimits: { perRecipient: 3, perDomain: 20, perHour: 100 },
    }
    expect(await repo.release(spam.id, emails)).toBe('released')
    const released = (await repo.getRequest(spam.id))!
    expect(released.request).toMatchObject({ quarantineReason: null, releasedAt: at(5000) })
    expect(released.emails.filter((e) => e.kind !== 'spam-notice').map((e) => [e.kind, e.recipient, e.status])).toEqual(
      [
        ['notification', 'inbox@mandatwerk.example', 'pending'],
        ['confirmation', 'real.person@example.org', 'pending'],
      ],
    )
    expect((await repo.listRequests({ limit: 10 })).map((r) => r.id)).toEqual([spam.id])
    expect(await repo.release(spam.id, emails)).toBe('not-quarantined')
    expect(await repo.release('00000000-0000-4000-8000-000000000000', emails)).toBe('not-found')
    const claimed = await repo.claimDue({ limit: 10, leaseMs: 60_000 })
    expect(claimed.map((row) => row.kind).sort()).toEqual(['confirmation', 'notification', 'spam-notice'])
  })

  test('at most 3 confirmations per address (any case) in 24 hours; beyond, stored and notified, not confirmed', async () => {
    repo = await fresh()
    const limits = { perRecipient: 3, perDomain: 0, perHour: 100 }
    const results = []
    for (const email of ['anna@example.org', 'ANNA@example.org', 'Anna@Example.org', 'anna@EXAMPLE.ORG']) {
      time = new Date(time.getTime() + 60_000)
      results.push(await repo.submit(newRequest({ email, confirmationLimits: limits })))
    }
    expect(results.map((r) => r.status === 'created' && r.confirmation)).toEqual([
      'queued',
      'queued',
      'queued',
      'recipient-limit',
    ])
    expect(await kinds(results[3]!.id)).toEqual([['notification', 'inbox@mandatwerk.example']])
    expect((await repo.getRequest(results[3]!.id))!.request.confirmationSkipped).toBe('recipient-limit')
    // Another address is not affected; 24 hours after the first, the address may get one again.
    const other = await repo.submit(newRequest({ email: 'ben@example.org', confirmationLimits: limits }))
    expect(other).toMatchObject({ confirmation: 'queued' })
    time = at(24 * HOUR + 90_000)
    expect(await repo.submit(newRequest({ confirmationLimits: limits }))).toMatchObject({ confirmation: 'queued' })
  })

  test('a global ceiling of confirmations per hour', async () => {
    repo = await fresh()
    const limits = { perRecipient: 3, perDomain: 0, perHour: 2 }
    const send = (i: number) => repo.submit(newRequest({ email: `person${i}@example.org`, confirmationLimits: limits }))
    expect((await Promise.all([0, 1].map(send))).map((r) => r.status === 'created' && r.confirmation)).toEqual([
      'queued',
      'queued',
    ])
    const third = await send(2)
    expect(third).toMatchObject({ confirmation: 'hourly-limit' })
    expect(await kinds(third.id)).toEqual([['notification', 'inbox@mandatwerk.example']])
    time = at(HOUR + 1)
    expect(await send(3)).toMatchObject({ confirmation: 'queued' })
  })

  test('concurrent requests for one address cannot pass the per-address limit together', async () => {
    repo = await fresh()
    const limits = { perRecipient: 3, perDomain: 0, perHour: 0 }
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        repo.submit(newRequest({ email: 'same@example.org', confirmationLimits: limits })),
      ),
    )
    expect(results.filter((r) => r.status === 'created' && r.confirmation === 'queued')).toHaveLength(3)
    expect((await repo.stats()).outbox.pending).toBe(8 + 3)
  })

  test("outbox health: undelivered emails, the oldest one's age by the repository clock, failed ones", async () => {
    repo = await fresh()
    expect(await repo.outboxHealth()).toEqual({ pending: 0, oldestPendingSeconds: 0, failed: 0 })
    await repo.submit(newRequest())
    time = at(30_000)
    await repo.submit(newRequest())
    time = at(90_000)
    expect(await repo.outboxHealth()).toEqual({ pending: 4, oldestPendingSeconds: 90, failed: 0 })
    const [claimed] = await repo.claimDue({ limit: 1, leaseMs: 60_000 })
    await repo.markFailed(claimed!.id, claimed!.claimToken, '550 no such user')
    expect(await repo.outboxHealth()).toEqual({ pending: 3, oldestPendingSeconds: 90, failed: 1 })
  })

  test('retention of the quarantine alone leaves older normal requests', async () => {
    repo = await fresh()
    const lead = await repo.submit(newRequest())
    await repo.submit(newRequest({ quarantine: 'honeypot' }))
    time = at(HOUR)
    const recentSpam = await repo.submit(newRequest({ quarantine: 'honeypot' }))
    expect(await repo.deleteOlderThan(at(1000), { quarantinedOnly: true })).toMatchObject({ requests: 1, emails: 1 })
    expect((await repo.listQuarantined({ limit: 10 })).map((r) => r.id)).toEqual([recentSpam.id])
    expect((await repo.allRequests()).map((r) => r.id)).toEqual([lead.id])
  })

  /** A database of this engine at an older schema version (its first `versions` migrations), holding `rows`. */
  async function databaseAt(storage: ReturnType<typeof testStorage>, versions: number, rows: readonly string[]) {
    const migrations = readMigrations(engine).slice(0, versions)
    const sql = migrations.map((migration) => migration.sql).join(';\n')
    const applied = migrations.map((m) => `(${m.version}, '${m.name}'${engine === 'sqlite' ? ', 0' : ''})`).join(', ')
    const record = `INSERT INTO schema_migrations ${engine === 'sqlite' ? '' : '(version, name) '}VALUES ${applied}`
    if (engine === 'sqlite') {
      const db = new DatabaseSync(join(storage.dataDir, SQLITE_FILE))
      db.exec(
        `CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL);
         ${sql}; ${record}; ${rows.join(';')}`,
      )
      db.close()
    } else {
      const client = new pg.Client({ connectionString: storage.databaseUrl })
      await client.connect()
      await client.query(`CREATE SCHEMA ${storage.schema}; SET search_path = ${storage.schema}`)
      await client.query(
        `CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
         ${sql}; ${record}; ${rows.join(';')}`,
      )
      await client.end()
    }
  }

  test('the upgrade from the first schema keeps every request and email', async () => {
    const storage = testStorage(engine)
    const rows = [
      `INSERT INTO contact_requests (id, created_at, name, email, campaign_type, message, prefer_phone)
         VALUES ('11111111-1111-4111-8111-111111111111', ${engine === 'sqlite' ? T0.getTime() : `'${T0.toISOString()}'`}, 'Old', 'old@example.org', 'local', 'Stored before the upgrade.', ${engine === 'sqlite' ? 0 : 'false'})`,
      `INSERT INTO email_outbox (id, request_id, kind, recipient, status, attempts, next_attempt_at, message_id, created_at)
         VALUES ('22222222-2222-4222-8222-222222222222', '11111111-1111-4111-8111-111111111111', 'notification',
                 'inbox@mandatwerk.example', 'pending', 0, ${engine === 'sqlite' ? T0.getTime() : `'${T0.toISOString()}'`}, '<old@mandatwerk.example>', ${engine === 'sqlite' ? T0.getTime() : `'${T0.toISOString()}'`})`,
    ]
    await databaseAt(storage, 1, rows)
    repo = await createRepository({ ...storage, clock })
    open.push(repo)
    const old = (await repo.getRequest('11111111-1111-4111-8111-111111111111'))!
    expect(old.request).toMatchObject({ name: 'Old', quarantineReason: null, confirmationSkipped: null })
    expect(old.emails.map((e) => [e.kind, e.status, e.messageId])).toEqual([
      ['notification', 'pending', '<old@mandatwerk.example>'],
    ])
    const spam = await repo.submit(newRequest({ quarantine: 'honeypot' }))
    expect(await kinds(spam.id)).toEqual([['spam-notice', 'inbox@mandatwerk.example']])
  })

  test('the upgrade from the second schema keeps every request; old ones have no attribution, new ones store it', async () => {
    const storage = testStorage(engine)
    const ms = (date: Date) => (engine === 'sqlite' ? String(date.getTime()) : `'${date.toISOString()}'`)
    const rows = [
      `INSERT INTO contact_requests (id, created_at, name, email, campaign_type, message, prefer_phone, quarantine_reason)
         VALUES ('33333333-3333-4333-8333-333333333333', ${ms(T0)}, 'Before', 'before@example.org', 'state',
                 'Stored before the attribution columns.', ${engine === 'sqlite' ? 1 : 'true'}, NULL),
                ('44444444-4444-4444-8444-444444444444', ${ms(T0)}, 'Bot', 'bot@example.org', 'local',
                 'Quarantined before the upgrade.', ${engine === 'sqlite' ? 0 : 'false'}, 'honeypot')`,
      `INSERT INTO email_outbox (id, request_id, kind, recipient, status, attempts, next_attempt_at, message_id, created_at)
         VALUES ('55555555-5555-4555-8555-555555555555', '33333333-3333-4333-8333-333333333333', 'notification',
                 'inbox@mandatwerk.example', 'sent', 1, ${ms(T0)}, '<before@mandatwerk.example>', ${ms(T0)})`,
    ]
    await databaseAt(storage, 2, rows)
    repo = await createRepository({ ...storage, clock })
    open.push(repo)
    const before = (await repo.getRequest('33333333-3333-4333-8333-333333333333'))!
    expect(before.request).toMatchObject({ name: 'Before', prefer_phone: true, attribution: NO_ATTRIBUTION })
    expect(before.emails.map((e) => [e.kind, e.status, e.messageId])).toEqual([
      ['notification', 'sent', '<before@mandatwerk.example>'],
    ])
    expect((await repo.getRequest('44444444-4444-4444-8444-444444444444'))!.request).toMatchObject({
      quarantineReason: 'honeypot',
      attribution: NO_ATTRIBUTION,
    })
    const attribution = { ...NO_ATTRIBUTION, landing_path: '/campaign-guide', referrer_host: 'duckduckgo.com' }
    const after = await repo.submit(newRequest({ attribution }))
    expect((await repo.getRequest(after.id))!.request.attribution).toEqual(attribution)
    expect(await repo.sourceCounts(null)).toEqual(
      expect.arrayContaining([
        { landingPath: null, referrerHost: null, utmSource: null, requests: 1 },
        { landingPath: '/campaign-guide', referrerHost: 'duckduckgo.com', utmSource: null, requests: 1 },
      ]),
    )
  })

  test('requests by first page and source since a date, without the quarantine', async () => {
    repo = await fresh()
    const from = (landing_path: string | null, referrer_host: string | null, utm_source: string | null) => ({
      ...NO_ATTRIBUTION,
      landing_path,
      referrer_host,
      utm_source,
      previous_path: '/somewhere-else',
    })
    time = new Date('2026-01-15T12:00:00Z')
    await repo.submit(newRequest({ attribution: from('/campaign-costs', 'www.google.com', null) }))
    time = new Date('2026-02-01T00:00:00Z')
    await repo.submit(newRequest({ attribution: from('/campaign-costs', 'www.google.com', null) }))
    await repo.submit(newRequest({ attribution: from('/campaign-costs', 'www.google.com', null) }))
    await repo.submit(newRequest({ attribution: from('/', null, 'newsletter') }))
    await repo.submit(newRequest({ attribution: from(null, null, null) }))
    await repo.submit(
      newRequest({ attribution: from('/campaign-costs', 'www.google.com', null), quarantine: 'too-fast' }),
    )
    const sorted = (counts: Awaited<ReturnType<ContactRepository['sourceCounts']>>) =>
      [...counts].sort((a, b) => b.requests - a.requests || String(a.landingPath).localeCompare(String(b.landingPath)))
    expect(sorted(await repo.sourceCounts(new Date('2026-02-01T00:00:00Z')))).toEqual([
      { landingPath: '/campaign-costs', referrerHost: 'www.google.com', utmSource: null, requests: 2 },
      { landingPath: '/', referrerHost: null, utmSource: 'newsletter', requests: 1 },
      { landingPath: null, referrerHost: null, utmSource: null, requests: 1 },
    ])
    expect((await repo.sourceCounts(null)).reduce((sum, row) => sum + row.requests, 0)).toBe(5)
    expect(await repo.sourceCounts(new Date('2026-03-01T00:00:00Z'))).toEqual([])
  })

  if (engine === 'sqlite') {
    test('the database file and its journal are readable by their owner only', async () => {
      const storage = testStorage('sqlite')
      const previous = process.umask(0o022)
      try {
        repo = await createRepository(storage)
        open.push(repo)
        await repo.submit(newRequest())
      } finally {
        process.umask(previous)
      }
      const file = join(storage.dataDir, SQLITE_FILE)
      for (const path of [file, `${file}-wal`]) expect((statSync(path).mode & 0o777).toString(8), path).toBe('600')
    })
  }
})
