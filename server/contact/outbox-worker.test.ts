import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'

import { testRepository } from '../../tests/support/contact-storage.ts'
import { startFaultySmtp } from '../../tests/support/faulty-smtp.ts'
import { startSmtpSink } from '../../tests/support/smtp-sink.ts'
import { until } from '../../tests/support/until.ts'
import { setLogLevel } from '../log.ts'
import type { MailTransport, OutgoingEmail } from './mail-transport.ts'
import { smtpTransport } from './mail-transport.ts'
import { createOutboxWorker, redactAddresses, retryDelayMs } from './outbox-worker.ts'
import type { ClaimedEmail, ContactRepository } from './repository.ts'

const HOUR = 60 * 60 * 1000
/** The production windows: the notification is retried for 3 days, the confirmation for one. */
const retryWindowMs = { notification: 72 * HOUR, confirmation: 24 * HOUR, 'spam-notice': 24 * HOUR }

/** A transport that fails while `down` is set and records what it accepted. */
function scriptedTransport(kind: 'smtp' | 'file' = 'smtp') {
  const accepted: OutgoingEmail[] = []
  const transport = {
    kind,
    down: false as boolean | Error,
    accepted,
    closed: false,
    async send(email: OutgoingEmail) {
      if (transport.down) {
        throw transport.down instanceof Error
          ? transport.down
          : Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNECTION' })
      }
      accepted.push(email)
    },
    async close() {
      transport.closed = true
    },
  }
  return transport satisfies MailTransport
}

const compose = async (claimed: ClaimedEmail): Promise<OutgoingEmail> => ({
  id: claimed.id,
  messageId: claimed.messageId,
  from: 'Mandatwerk <kontakt@mandatwerk.example>',
  to: claimed.recipient,
  subject: claimed.kind,
  html: '<p>x</p>',
  text: 'x',
  headers: {},
})

let repo: ContactRepository
let clock: number
const now = () => new Date(clock)

async function seed() {
  return repo.submit({
    request: {
      name: 'Anna',
      email: 'anna@example.org',
      campaign_type: 'local',
      message: 'Please call me back.',
      prefer_phone: false,
    },
    ipAddress: null,
    idempotencyKey: null,
    inbox: 'inbox@mandatwerk.example',
    quarantine: null,
    confirmationLimits: { perRecipient: 1000, perDomain: 0, perHour: 0 },
    messageIdDomain: 'mandatwerk.example',
  })
}

beforeEach(async () => {
  setLogLevel('silent')
  clock = Date.parse('2026-05-01T08:00:00Z')
  repo = await testRepository('sqlite', { clock: now })
})
afterEach(async () => {
  await repo.close()
})

describe('retry delays', () => {
  test('the first retry comes within seconds, later ones double, none waits more than 5 minutes', () => {
    const low = () => 0
    const high = () => 0.999999
    expect([retryDelayMs(1, undefined, low), retryDelayMs(1, undefined, high)]).toEqual([1000, 2000])
    expect([retryDelayMs(2, undefined, low), retryDelayMs(2, undefined, high)]).toEqual([2000, 4000])
    expect(retryDelayMs(5, undefined, high)).toBe(32_000)
    for (const attempt of [9, 10, 20, 1000]) {
      expect(retryDelayMs(attempt, undefined, high)).toBeLessThanOrEqual(300_000)
      expect(retryDelayMs(attempt, undefined, low)).toBeGreaterThanOrEqual(150_000)
    }
  })

  test('addresses are redacted from logged errors', () => {
    expect(redactAddresses('550 5.1.1 <anna@example.org>: Recipient address rejected')).toBe(
      '550 5.1.1 <[address]>: Recipient address rejected',
    )
  })
})

describe('outbox worker', () => {
  test('delivers due rows and marks them sent (SMTP) or written (files)', async () => {
    const { id } = await seed()
    const smtp = scriptedTransport('smtp')
    const worker = createOutboxWorker({ repository: repo, transport: smtp, compose, retryWindowMs })
    expect(await worker.runOnce()).toEqual({ claimed: 2, delivered: 2, retried: 0, failed: 0 })
    expect(smtp.accepted.map((email) => email.to).sort()).toEqual(['anna@example.org', 'inbox@mandatwerk.example'])
    expect((await repo.getRequest(id))!.emails.map((e) => e.status)).toEqual(['sent', 'sent'])
    expect(await worker.runOnce()).toMatchObject({ claimed: 0 })

    await seed()
    const files = scriptedTransport('file')
    await createOutboxWorker({ repository: repo, transport: files, compose, retryWindowMs }).runOnce()
    expect((await repo.stats()).outbox).toMatchObject({ sent: 2, written: 2 })
  })

  test('a failing server is retried with backoff: the confirmation for a day, the notification for 3 days; then failed and logged', async () => {
    const { id } = await seed()
    const transport = scriptedTransport()
    // A temporary refusal (4yz): retried. A permanent one (5yz) is tested against a real server below.
    transport.down = Object.assign(new Error('Mailbox busy for anna@example.org'), {
      code: 'EENVELOPE',
      responseCode: 450,
    })
    const worker = createOutboxWorker({ repository: repo, transport, compose, retryWindowMs, random: () => 0.5 })
    const stderr: string[] = []
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      stderr.push(String(chunk))
      return true
    })
    setLogLevel('warn')
    const started = clock
    const byKind = async () =>
      Object.fromEntries((await repo.getRequest(id))!.emails.map((e) => [e.kind, [e.status, e.attempts]]))

    expect(await worker.runOnce()).toMatchObject({ claimed: 2, retried: 2 })
    const afterFirst = (await repo.getRequest(id))!.emails
    expect(afterFirst.every((e) => e.status === 'pending' && e.attempts === 1)).toBe(true)
    expect(afterFirst[0]!.nextAttemptAt.getTime() - clock).toBe(1500)
    expect(afterFirst[0]!.lastError).toBe('EENVELOPE 450: Mailbox busy for anna@example.org')

    clock += 1000
    expect(await worker.runOnce()).toMatchObject({ claimed: 0 })
    clock += 500
    expect(await worker.runOnce()).toMatchObject({ claimed: 2, retried: 2 })
    // Just before a day has passed both are still retried …
    clock = started + 24 * HOUR - 1000
    expect(await worker.runOnce()).toMatchObject({ claimed: 2, retried: 2 })
    // … after it the confirmation gives up, the notification goes on …
    clock = started + 24 * HOUR + 10 * 60_000
    expect(await worker.runOnce()).toMatchObject({ claimed: 2, retried: 1, failed: 1 })
    expect(await byKind()).toEqual({ notification: ['pending', 4], confirmation: ['failed', 4] })
    clock = started + 72 * HOUR - 1000
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, retried: 1 })
    // … until 3 days are over.
    clock = started + 72 * HOUR + 10 * 60_000
    expect(await worker.runOnce()).toMatchObject({ claimed: 1, failed: 1 })
    clock += HOUR
    expect(await worker.runOnce()).toMatchObject({ claimed: 0 })
    expect(await byKind()).toEqual({ notification: ['failed', 6], confirmation: ['failed', 4] })

    const failures = stderr
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((l) => l.level === 'error')
    expect(failures.map((f) => [f.msg, f.kind])).toEqual([
      ['email failed; giving up', 'confirmation'],
      ['email failed; giving up', 'notification'],
    ])
    expect(stderr.join('')).not.toContain('anna@example.org')

    // The operator fixes the cause and queues them again (npm run requests -- resend-failed):
    // a fresh window, so the first failure does not give up again at once.
    transport.down = Object.assign(new Error('still down'), { code: 'ECONNECTION' })
    expect(await repo.requeueFailed()).toBe(2)
    expect(await worker.runOnce()).toMatchObject({ claimed: 2, retried: 2 })
    transport.down = false
    clock += 5 * 60_000
    expect(await worker.runOnce()).toMatchObject({ delivered: 2 })
  })

  test('a template error is a failed attempt, not a crash', async () => {
    await seed()
    const worker = createOutboxWorker({
      repository: repo,
      transport: scriptedTransport(),
      compose: async () => {
        throw new Error('template broke')
      },
      retryWindowMs,
    })
    expect(await worker.runOnce()).toMatchObject({ claimed: 2, retried: 2 })
  })

  test('rows claimed by a worker that died are taken over after the lease, not before', async () => {
    await seed()
    await repo.claimDue({ limit: 10, leaseMs: 120_000 })
    const transport = scriptedTransport()
    const worker = createOutboxWorker({ repository: repo, transport, compose, retryWindowMs, leaseMs: 120_000 })
    clock += 119_000
    expect(await worker.runOnce()).toMatchObject({ claimed: 0 })
    clock += 1000
    expect(await worker.runOnce()).toMatchObject({ claimed: 2, delivered: 2 })
    expect(transport.accepted).toHaveLength(2)
  })

  test('started, it delivers as soon as it is woken; stopping finishes the message in hand and closes the transport', async () => {
    const transport = scriptedTransport()
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const slow: MailTransport = {
      kind: 'smtp',
      send: async (email) => {
        await gate
        await transport.send(email)
      },
      close: transport.close,
    }
    const worker = createOutboxWorker({ repository: repo, transport: slow, compose, retryWindowMs, pollMs: 60_000 })
    worker.start()
    await new Promise((resolve) => setTimeout(resolve, 20))
    clock = Date.now()
    await seed()
    worker.wake()
    await vi.waitFor(async () => expect((await repo.stats()).outbox.sending).toBe(2))
    const stopped = worker.stop()
    release()
    await stopped
    expect(transport.accepted).toHaveLength(2)
    expect((await repo.stats()).outbox.sent).toBe(2)
    expect(transport.closed).toBe(true)
  })

  test('a delivery the mail server stalls is cut off inside the claim: nothing goes out after it, the retry goes out once', async () => {
    clock = Date.now()
    const sink = await startSmtpSink()
    const faulty = await startFaultySmtp(sink.port)
    // Socket timeouts far longer than the lease: only the worker's own deadline can end the stall.
    const transport = smtpTransport(faulty.url, { timeoutMs: 30_000 })
    const leaseMs = 2_000
    const worker = createOutboxWorker({ repository: repo, transport, compose, retryWindowMs, leaseMs, random: () => 0 })
    try {
      await seed()
      faulty.fault = 'stall-mid-message'
      const started = performance.now()
      expect(await worker.runOnce()).toMatchObject({ claimed: 2, retried: 2 })
      const elapsed = performance.now() - started
      // Cut off at half the lease, long before the 60 s the socket timeouts would allow.
      expect(elapsed).toBeGreaterThanOrEqual(leaseMs / 2 - 50)
      expect(elapsed).toBeLessThan(leaseMs)
      expect(faulty.injected).toBeGreaterThan(0)
      expect((await repo.getRequest((await repo.listRequests({ limit: 1 }))[0]!.id))!.emails[0]!.lastError).toMatch(
        /abort/i,
      )
      // Past the lease, nothing of the cut-off attempt arrives; the retry does, once each.
      await new Promise((resolve) => setTimeout(resolve, leaseMs))
      expect(sink.messages).toHaveLength(0)
      faulty.fault = 'none'
      clock = Date.now() + 5_000
      expect(await worker.runOnce()).toMatchObject({ claimed: 2, delivered: 2 })
      await until(() => sink.messages.length === 2)
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(new Set(sink.messages.map((m) => m.headers['message-id'])).size).toBe(2)
      expect(sink.messages).toHaveLength(2)
    } finally {
      await transport.close()
      await faulty.close()
      await sink.close()
    }
  })
})
