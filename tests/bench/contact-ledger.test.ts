import { afterEach, describe, expect, test } from 'vitest'

import { createRepository } from '../../server/contact/create-repository.ts'
import type { ContactRepository } from '../../server/contact/repository.ts'
import { ENGINES, testStorage } from '../support/contact-storage.ts'
import { type ReceivedMail } from '../support/smtp-sink.ts'
import { checkConsistency, type Inspector, Ledger, postgresInspector, sqliteInspector } from './contact-ledger.ts'

describe.each(ENGINES)('contact ledger on %s', (engine) => {
  const open: { close(): Promise<void> }[] = []
  afterEach(async () => {
    await Promise.all(open.splice(0).map((resource) => resource.close()))
  })

  async function setUp(): Promise<{ repository: ContactRepository; inspector: Inspector }> {
    const storage = testStorage(engine)
    const repository = await createRepository(storage)
    const inspector = storage.databaseUrl
      ? await postgresInspector(storage.databaseUrl, storage.schema)
      : sqliteInspector(storage.dataDir)
    open.push(inspector, repository)
    return { repository, inspector }
  }

  async function submit(repository: ContactRepository, key: string) {
    await repository.submit({
      request: {
        name: 'Anna',
        email: 'anna@example.org',
        campaign_type: 'local',
        message: 'A campaign plan, please.',
        prefer_phone: false,
      },
      ipAddress: '127.0.0.1',
      idempotencyKey: key,
      inbox: 'inbox@mandatwerk.example',
      quarantine: null,
      confirmationLimits: { perRecipient: 1000, perDomain: 0, perHour: 0 },
      messageIdDomain: 'mandatwerk.example',
    })
  }

  /** Marks every outbox row sent and returns the mail an SMTP sink would have received, once each. */
  async function deliverAll(repository: ContactRepository): Promise<ReceivedMail[]> {
    const claimed = await repository.claimDue({ limit: 100, leaseMs: 60_000 })
    for (const row of claimed) await repository.markDelivered(row.id, row.claimToken, 'sent')
    return claimed.map((row) => ({
      envelopeFrom: '',
      envelopeTo: [row.recipient],
      raw: '',
      headers: { 'message-id': row.messageId },
      text: '',
      html: '',
      receivedAt: Date.now(),
    }))
  }

  test('one stored request per 2xx answer, each with its two emails delivered once, is consistent', async () => {
    const { repository, inspector } = await setUp()
    const ledger = new Ledger()
    ledger.warmup.add('warmup-0001')
    ledger.answers.set('warmup-0001', 201)
    await submit(repository, 'warmup-0001')
    for (const key of ['bench-0001', 'bench-0002']) {
      ledger.issued.add(key)
      ledger.answers.set(key, 201)
      await submit(repository, key)
    }
    const mail = await deliverAll(repository)

    const result = await checkConsistency(ledger, inspector, mail)
    expect(result).toMatchObject({ warmup: 1, ok: 2, rows: 2, storedUnanswered: 0, outboxRows: 6, problems: [] })
    expect(result.twoSentPerRequest && result.deliveredOnce).toBe(true)
  })

  test('a request stored whose answer never arrived (timeout) is counted apart, not as a problem', async () => {
    const { repository, inspector } = await setUp()
    const ledger = new Ledger()
    ledger.issued.add('bench-0001')
    await submit(repository, 'bench-0001')
    const mail = await deliverAll(repository)

    const result = await checkConsistency(ledger, inspector, mail)
    expect(result).toMatchObject({ ok: 0, rows: 1, storedUnanswered: 1, problems: [] })
  })

  test('names each kind of mismatch: lost 2xx, stored after a refusal, unsent rows, mail missing or twice', async () => {
    const { repository, inspector } = await setUp()
    const ledger = new Ledger()
    for (const [key, status] of [
      ['bench-0001', 201],
      ['bench-0002', 503],
      ['bench-0003', 201],
    ] as const) {
      ledger.issued.add(key)
      ledger.answers.set(key, status)
    }
    await submit(repository, 'bench-0002')
    await submit(repository, 'bench-0003')
    const [first, ...rest] = await deliverAll(repository)
    await submit(repository, 'bench-0004')

    const result = await checkConsistency(ledger, inspector, [first!, first!, ...rest.slice(1)])
    expect(result.problems).toEqual([
      '1 request(s) answered 2xx but not stored',
      '1 request(s) stored although the answer was not 2xx',
      '1 stored request(s) that the benchmark never sent',
      '1 request(s) with outbox rows not sent',
      '3 outbox message(s) never reached the SMTP sink',
      '1 Message-ID(s) received more than once',
    ])
    expect(result.twoSentPerRequest || result.deliveredOnce).toBe(false)
  })
})
