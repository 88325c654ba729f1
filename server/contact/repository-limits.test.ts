/**
 * The contact repositories' intake limits (docs/decisions/012): suspected spam is quarantined
 * with a capped spam notice and released once; confirmations are capped per address and per
 * hour, also under concurrent requests.
 */
import { describe, expect, test } from 'vitest'

import { ENGINES } from '../../tests/support/contact-storage.ts'
import { at, emailKinds, HOUR, newRequest, repositories, testTime } from '../../tests/support/repository-tests.ts'
import { type ContactRepository, SPAM_NOTICES_PER_HOUR } from './repository.ts'

describe.each(ENGINES)('contact repository limits on %s', (engine) => {
  let repo: ContactRepository
  const { fresh } = repositories(engine)
  const kinds = (id: string) => emailKinds(repo, id)

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
      testTime.now = at(i * 60_000)
      await repo.submit(newRequest({ quarantine: 'too-fast' }))
    }
    const notices = async () =>
      (await Promise.all((await repo.listQuarantined({ limit: 100 })).map((r) => kinds(r.id)))).flat().length
    expect(await notices()).toBe(SPAM_NOTICES_PER_HOUR)
    // An hour after the first notices, there is room again.
    testTime.now = at(HOUR + 60_000)
    const later = await repo.submit(newRequest({ quarantine: 'fill-time-missing' }))
    expect(await kinds(later.id)).toEqual([['spam-notice', 'inbox@mandatwerk.example']])
  })

  test('release moves a quarantined request into the normal flow, once', async () => {
    repo = await fresh()
    const spam = await repo.submit(newRequest({ quarantine: 'too-fast', email: 'real.person@example.org' }))
    testTime.now = at(5000)
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
      testTime.now = new Date(testTime.now.getTime() + 60_000)
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
    testTime.now = at(24 * HOUR + 90_000)
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
    testTime.now = at(HOUR + 1)
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

  test('retention of the quarantine alone leaves older normal requests', async () => {
    repo = await fresh()
    const lead = await repo.submit(newRequest())
    await repo.submit(newRequest({ quarantine: 'honeypot' }))
    testTime.now = at(HOUR)
    const recentSpam = await repo.submit(newRequest({ quarantine: 'honeypot' }))
    expect(await repo.deleteOlderThan(at(1000), { quarantinedOnly: true })).toMatchObject({ requests: 1, emails: 1 })
    expect((await repo.listQuarantined({ limit: 10 })).map((r) => r.id)).toEqual([recentSpam.id])
    expect((await repo.allRequests()).map((r) => r.id)).toEqual([lead.id])
  })
})
