/**
 * The confirmation caps (docs/decisions/012, 026) count one mailbox however its address is spelled, and one
 * domain however many addresses it has; `release` of a quarantined request obeys them.
 * Asserted on what the database holds and what reaches a real SMTP server.
 */
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'

import { VALID_REQUEST } from '../../tests/fixtures/contact-request.ts'
import { startContactServer } from '../../tests/support/contact-server.ts'
import { ENGINES, testStorage } from '../../tests/support/contact-storage.ts'
import { startSmtpSink } from '../../tests/support/smtp-sink.ts'
import { until } from '../../tests/support/until.ts'
import { setLogLevel } from '../log.ts'
import { recipientKey } from './recipient-key.ts'

beforeAll(() => setLogLevel('silent'))
vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 })

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const stop of cleanups.splice(0)) await stop()
})

const INBOX = 'kontakt@mandatwerk.example'
const HUMAN = { 'content-type': 'application/json', 'x-form-fill-ms': '8000' }
const LIMITS = { perRecipient: 3, perDomain: 20, perHour: 100 }

test('one mailbox, one key: case, +tag, and dots at gmail.com / googlemail.com', () => {
  expect(recipientKey('Anna.Lena+wahl2026@GoogleMail.com')).toEqual({ key: 'annalena@gmail.com', domain: 'gmail.com' })
  expect(recipientKey('a.n.n.a.lena@gmail.com').key).toBe('annalena@gmail.com')
  // Elsewhere a dot is part of the name: anna.lena@ and annalena@ may be two people.
  expect(recipientKey('Anna.Lena+x@Example.ORG')).toEqual({ key: 'anna.lena@example.org', domain: 'example.org' })
  expect(recipientKey('anna@example.org.')).toEqual({ key: 'anna@example.org', domain: 'example.org' })
})

describe.each(ENGINES)('confirmation caps on %s', (engine) => {
  async function setup(env: Record<string, unknown> = {}) {
    const smtp = await startSmtpSink()
    const server = await startContactServer(
      testStorage(engine),
      { CONTACT_RATE_LIMIT: null, SMTP_URL: smtp.url, ...env },
      { worker: true },
    )
    cleanups.push(server.stop, smtp.close)
    const submit = async (email: string, fillMs = '8000') => {
      const response = await server.post({ ...VALID_REQUEST, email }, { ...HUMAN, 'x-form-fill-ms': fillMs })
      expect(response.status).toBe(201)
      return ((await response.json()) as { id: string }).id
    }
    return { smtp, server, submit }
  }

  test('spellings of one gmail mailbox share its 3 confirmations; the fourth request is stored and notified only', async () => {
    const { smtp, server, submit } = await setup()
    const spellings = [
      'anna.lena@gmail.com',
      'AnnaLena+wahl@gmail.com',
      'a.n.n.a.l.e.n.a@googlemail.com',
      'ANNALENA+x@GMAIL.COM',
    ]
    const ids = []
    for (const email of spellings) ids.push(await submit(email))
    await smtp.waitFor(7)
    await until(async () => (await server.runtime.repository.outboxHealth()).pending === 0)
    await new Promise((resolve) => setTimeout(resolve, 200))
    const confirmations = smtp.messages.filter((m) => m.envelopeTo[0] !== INBOX)
    expect(confirmations.map((m) => m.envelopeTo[0]).sort()).toEqual(spellings.slice(0, 3).sort())
    expect(smtp.messages.filter((m) => m.envelopeTo[0] === INBOX)).toHaveLength(4)
    const last = (await server.runtime.repository.getRequest(ids[3]!))!
    expect(last.request.confirmationSkipped).toBe('recipient-limit')
    expect(last.emails.map((e) => e.kind)).toEqual(['notification'])
  })

  test('a domain gets at most CONTACT_CONFIRMATIONS_PER_DOMAIN confirmations a day, across its addresses', async () => {
    const { smtp, server, submit } = await setup({ CONTACT_CONFIRMATIONS_PER_DOMAIN: 2 })
    const ids = []
    for (const name of ['a', 'b', 'c']) ids.push(await submit(`${name}@victim-company.example`))
    const other = await submit('d@another.example')
    await smtp.waitFor(6)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(
      smtp.messages
        .filter((m) => m.envelopeTo[0] !== INBOX)
        .map((m) => m.envelopeTo[0])
        .sort(),
    ).toEqual(['a@victim-company.example', 'b@victim-company.example', 'd@another.example'])
    expect((await server.runtime.repository.getRequest(ids[2]!))!.request.confirmationSkipped).toBe('recipient-limit')
    expect((await server.runtime.repository.getRequest(other))!.request.confirmationSkipped).toBeNull()
  })

  test('release of a quarantined request obeys the caps: notified, not confirmed once the mailbox had its 3', async () => {
    const { smtp, server, submit } = await setup()
    // Too fast: quarantined, no confirmation, a spam notice to the inbox.
    const spam = await submit('ben+kontakt@example.org', '10')
    for (let i = 0; i < 3; i++) await submit('Ben@Example.org')
    await smtp.waitFor(7)
    const emails = { inbox: INBOX, messageIdDomain: 'mandatwerk.example', confirmationLimits: LIMITS }
    expect(await server.runtime.repository.release(spam, emails)).toBe('released-unconfirmed')
    server.runtime.worker.wake()
    await smtp.waitFor(8)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(smtp.messages.filter((m) => m.envelopeTo[0] !== INBOX)).toHaveLength(3)
    const released = (await server.runtime.repository.getRequest(spam))!
    expect(released.request).toMatchObject({ quarantineReason: null, confirmationSkipped: 'recipient-limit' })
    expect(released.emails.map((e) => e.kind).sort()).toEqual(['notification', 'spam-notice'])
  })
})
