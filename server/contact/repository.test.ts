import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { setLogLevel } from '../log.ts'
import { createRepository } from './create-repository.ts'
import type { ContactRepository, NewRequest } from './repository.ts'
import { ENGINES, testRepository, testStorage } from './test-support.ts'

beforeAll(() => setLogLevel('silent'))

const T0 = new Date('2026-03-01T10:00:00Z')
const at = (ms: number) => new Date(T0.getTime() + ms)

function newRequest(overrides: Partial<NewRequest> & { email?: string; message?: string } = {}): NewRequest {
  const { email = 'anna@example.org', message = 'We need a campaign plan, please.', ...rest } = overrides
  return {
    request: { name: 'Anna', email, campaign_type: 'local', message, prefer_phone: false },
    ipAddress: '203.0.113.7',
    idempotencyKey: null,
    now: T0,
    emails: [
      { kind: 'notification', recipient: 'inbox@mandatwerk.example' },
      { kind: 'confirmation', recipient: email },
    ],
    messageIdDomain: 'mandatwerk.example',
    ...rest,
  }
}

describe.each(ENGINES)('contact repository on %s', (engine) => {
  let repo: ContactRepository
  const open: ContactRepository[] = []
  const fresh = async () => {
    const repository = await testRepository(engine)
    open.push(repository)
    return repository
  }
  afterEach(async () => {
    await Promise.all(open.splice(0).map((repository) => repository.close()))
  })

  test('stores every field, the time and the IP address, with two pending outbox rows', async () => {
    repo = await fresh()
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
    })
    expect(stored?.emails.map((e) => [e.kind, e.recipient, e.status, e.attempts])).toEqual([
      ['notification', 'inbox@mandatwerk.example', 'pending', 0],
      ['confirmation', 'anna@example.org', 'pending', 0],
    ])
    for (const email of stored!.emails) expect(email.messageId).toBe(`<${email.id}@mandatwerk.example>`)
  })

  test('migrations are versioned and applied once, also when the server starts again', async () => {
    const storage = testStorage(engine)
    const first = await createRepository(storage)
    await first.submit(newRequest())
    await first.migrate()
    await first.close()
    const second = await createRepository(storage)
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
    const claimed = await repo.claimDue({ now: T0, limit: 10, leaseMs: 60_000 })
    expect(claimed).toHaveLength(2)
    expect(claimed[0]!.request.email).toBe('anna@example.org')
    expect(claimed.every((row) => row.status === 'sending' && row.attempts === 1)).toBe(true)
    expect(await repo.claimDue({ now: at(1000), limit: 10, leaseMs: 60_000 })).toEqual([])

    const [first, second] = claimed as [(typeof claimed)[0], (typeof claimed)[0]]
    await repo.markRetry(first.id, first.claimToken, at(5000), 'ECONNECTION: refused')
    expect(await repo.claimDue({ now: at(4000), limit: 10, leaseMs: 60_000 })).toEqual([])
    const retried = await repo.claimDue({ now: at(5000), limit: 10, leaseMs: 60_000 })
    expect(retried.map((row) => [row.id, row.attempts])).toEqual([[first.id, 2]])

    // `second` was claimed by a worker that died: after its lease it is anyone's again.
    const reclaimed = await repo.claimDue({ now: at(60_000), limit: 10, leaseMs: 60_000 })
    expect(reclaimed.map((row) => row.id)).toEqual([second.id])
    // The dead worker's token no longer counts.
    await repo.markRetry(second.id, second.claimToken, at(0), 'late')
    expect((await repo.getRequest(first.requestId))!.emails.find((e) => e.id === second.id)!.status).toBe('sending')

    await repo.markDelivered(second.id, 'sent', at(61_000))
    await repo.markFailed(retried[0]!.id, retried[0]!.claimToken, '550 no', at(61_000))
    const emails = (await repo.getRequest(first.requestId))!.emails
    expect(emails.find((e) => e.id === second.id)).toMatchObject({
      status: 'sent',
      sentAt: at(61_000),
      lockedUntil: null,
    })
    expect(emails.find((e) => e.id === first.id)).toMatchObject({ status: 'failed', lastError: '550 no' })
    expect(await repo.requeueFailed(at(70_000))).toBe(1)
    expect((await repo.claimDue({ now: at(70_000), limit: 10, leaseMs: 1000 }))[0]).toMatchObject({
      id: first.id,
      attempts: 1,
    })
  })

  test('concurrent claimers never get the same row', async () => {
    repo = await fresh()
    for (let i = 0; i < 10; i++) await repo.submit(newRequest())
    const batches = await Promise.all(
      Array.from({ length: 5 }, () => repo.claimDue({ now: T0, limit: 6, leaseMs: 60_000 })),
    )
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
    await repo.submit(newRequest({ now: new Date('2025-01-01T00:00:00Z') }))
    const recent = await repo.submit(newRequest({ now: new Date('2026-02-01T00:00:00Z') }))
    expect(await repo.deleteOlderThan(new Date('2025-06-01T00:00:00Z'))).toMatchObject({ requests: 1, emails: 2 })
    expect((await repo.allRequests()).map((r) => r.id)).toEqual([recent.id])
  })

  test('lists newest first with the state of their emails, and pages', async () => {
    repo = await fresh()
    const older = await repo.submit(newRequest({ now: at(0) }))
    const newer = await repo.submit(newRequest({ now: at(1000) }))
    const [claimed] = await repo.claimDue({ now: at(2000), limit: 1, leaseMs: 1000 })
    await repo.markDelivered(claimed!.id, 'written', at(2000))
    const list = await repo.listRequests({ limit: 10 })
    expect(list.map((r) => r.id)).toEqual([newer.id, older.id])
    expect(list.find((r) => r.id === older.id)!.emails).toEqual({ pending: 1, written: 1 })
    expect((await repo.listRequests({ limit: 1, offset: 1 })).map((r) => r.id)).toEqual([older.id])
    expect(await repo.getRequest('00000000-0000-4000-8000-000000000000')).toBeUndefined()
  })
})
