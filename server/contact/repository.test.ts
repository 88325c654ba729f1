import { statSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, test } from 'vitest'

import { NO_ATTRIBUTION } from '../../app/lib/attribution.ts'
import { ENGINES, testStorage } from '../../tests/support/contact-storage.ts'
import { at, newRequest, repositories, T0, testTime } from '../../tests/support/repository-tests.ts'
import { createRepository, SQLITE_FILE } from './create-repository.ts'
import type { ContactRepository } from './repository.ts'

describe.each(ENGINES)('contact repository on %s', (engine) => {
  let repo: ContactRepository
  const { fresh, open } = repositories(engine)

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
    testTime.now = at(1000)
    expect(await repo.claimDue({ limit: 10, leaseMs: 60_000 })).toEqual([])

    const [first, second] = claimed as [(typeof claimed)[0], (typeof claimed)[0]]
    await repo.markRetry(first.id, first.claimToken, 4000, 'ECONNECTION: refused')
    testTime.now = at(4000)
    expect(await repo.claimDue({ limit: 10, leaseMs: 60_000 })).toEqual([])
    testTime.now = at(5000)
    const retried = await repo.claimDue({ limit: 10, leaseMs: 60_000 })
    expect(retried.map((row) => [row.id, row.attempts])).toEqual([[first.id, 2]])

    // `second` was claimed by a worker that died: after its lease it is anyone's again.
    testTime.now = at(60_000)
    const reclaimed = await repo.claimDue({ limit: 10, leaseMs: 60_000 })
    expect(reclaimed.map((row) => row.id)).toEqual([second.id])
    // The dead worker's token no longer counts: it can neither reschedule nor mark the row delivered.
    await repo.markRetry(second.id, second.claimToken, 0, 'late')
    expect(await repo.markDelivered(second.id, second.claimToken, 'sent')).toBe(false)
    expect((await repo.getRequest(first.requestId))!.emails.find((e) => e.id === second.id)!.status).toBe('sending')

    testTime.now = at(61_000)
    expect(await repo.markDelivered(second.id, reclaimed[0]!.claimToken, 'sent')).toBe(true)
    await repo.markFailed(retried[0]!.id, retried[0]!.claimToken, '550 no')
    const emails = (await repo.getRequest(first.requestId))!.emails
    expect(emails.find((e) => e.id === second.id)).toMatchObject({
      status: 'sent',
      sentAt: at(61_000),
      lockedUntil: null,
    })
    expect(emails.find((e) => e.id === first.id)).toMatchObject({ status: 'failed', lastError: '550 no' })
    testTime.now = at(70_000)
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
    testTime.now = new Date('2025-01-01T00:00:00Z')
    await repo.submit(newRequest())
    testTime.now = new Date('2026-02-01T00:00:00Z')
    const recent = await repo.submit(newRequest())
    expect(await repo.deleteOlderThan(new Date('2025-06-01T00:00:00Z'))).toMatchObject({ requests: 1, emails: 2 })
    expect((await repo.allRequests()).map((r) => r.id)).toEqual([recent.id])
  })

  test('lists newest first with the state of their emails, and pages', async () => {
    repo = await fresh()
    const older = await repo.submit(newRequest())
    testTime.now = at(1000)
    const newer = await repo.submit(newRequest())
    testTime.now = at(2000)
    const [claimed] = await repo.claimDue({ limit: 1, leaseMs: 1000 })
    await repo.markDelivered(claimed!.id, claimed!.claimToken, 'written')
    const list = await repo.listRequests({ limit: 10 })
    expect(list.map((r) => r.id)).toEqual([newer.id, older.id])
    expect(list.find((r) => r.id === older.id)!.emails).toEqual({ pending: 1, written: 1 })
    expect((await repo.listRequests({ limit: 1, offset: 1 })).map((r) => r.id)).toEqual([older.id])
    expect(await repo.getRequest('00000000-0000-4000-8000-000000000000')).toBeUndefined()
  })

  test("outbox health: undelivered emails, the oldest one's age by the repository clock, failed ones", async () => {
    repo = await fresh()
    expect(await repo.outboxHealth()).toEqual({ pending: 0, oldestPendingSeconds: 0, failed: 0 })
    await repo.submit(newRequest())
    testTime.now = at(30_000)
    await repo.submit(newRequest())
    testTime.now = at(90_000)
    expect(await repo.outboxHealth()).toEqual({ pending: 4, oldestPendingSeconds: 90, failed: 0 })
    const [claimed] = await repo.claimDue({ limit: 1, leaseMs: 60_000 })
    await repo.markFailed(claimed!.id, claimed!.claimToken, '550 no such user')
    expect(await repo.outboxHealth()).toEqual({ pending: 3, oldestPendingSeconds: 90, failed: 1 })
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
    testTime.now = new Date('2026-01-15T12:00:00Z')
    await repo.submit(newRequest({ attribution: from('/campaign-costs', 'www.google.com', null) }))
    testTime.now = new Date('2026-02-01T00:00:00Z')
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
