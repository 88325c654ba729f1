import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { setLogLevel } from '../log.ts'
import type { MailTransport, OutgoingEmail } from './mail-transport.ts'
import { createOutboxWorker, redactAddresses, retryDelayMs } from './outbox-worker.ts'
import type { ClaimedEmail, ContactRepository } from './repository.ts'
import { testRepository } from './test-support.ts'

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
    now: now(),
    emails: [
      { kind: 'notification', recipient: 'inbox@mandatwerk.example' },
      { kind: 'confirmation', recipient: 'anna@example.org' },
    ],
    messageIdDomain: 'mandatwerk.example',
  })
}

beforeEach(async () => {
  setLogLevel('silent')
  clock = Date.parse('2026-05-01T08:00:00Z')
  repo = await testRepository('sqlite')
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
    const worker = createOutboxWorker({ repository: repo, transport: smtp, compose, maxAttempts: 3, now })
    expect(await worker.runOnce()).toEqual({ claimed: 2, delivered: 2, retried: 0, failed: 0 })
    expect(smtp.accepted.map((email) => email.to).sort()).toEqual(['anna@example.org', 'inbox@mandatwerk.example'])
    expect((await repo.getRequest(id))!.emails.map((e) => e.status)).toEqual(['sent', 'sent'])
    expect(await worker.runOnce()).toMatchObject({ claimed: 0 })

    await seed()
    const files = scriptedTransport('file')
    await createOutboxWorker({ repository: repo, transport: files, compose, maxAttempts: 3, now }).runOnce()
    expect((await repo.stats()).outbox).toMatchObject({ sent: 2, written: 2 })
  })

  test('a failing server is retried with backoff; after the last attempt the row is failed and logged', async () => {
    const { id } = await seed()
    const transport = scriptedTransport()
    transport.down = Object.assign(new Error('Mailbox unavailable for anna@example.org'), {
      code: 'EENVELOPE',
      responseCode: 550,
    })
    const worker = createOutboxWorker({
      repository: repo,
      transport,
      compose,
      maxAttempts: 3,
      now,
      random: () => 0.5,
    })
    const stderr: string[] = []
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      stderr.push(String(chunk))
      return true
    })
    setLogLevel('warn')

    expect(await worker.runOnce()).toMatchObject({ claimed: 2, retried: 2 })
    const afterFirst = (await repo.getRequest(id))!.emails
    expect(afterFirst.every((e) => e.status === 'pending' && e.attempts === 1)).toBe(true)
    expect(afterFirst[0]!.nextAttemptAt.getTime() - clock).toBe(1500)
    expect(afterFirst[0]!.lastError).toBe('EENVELOPE 550: Mailbox unavailable for anna@example.org')

    clock += 1000
    expect(await worker.runOnce()).toMatchObject({ claimed: 0 })
    clock += 500
    expect(await worker.runOnce()).toMatchObject({ claimed: 2, retried: 2 })
    clock += 3000
    expect(await worker.runOnce()).toMatchObject({ claimed: 2, failed: 2 })
    clock += 3_600_000
    expect(await worker.runOnce()).toMatchObject({ claimed: 0 })

    const emails = (await repo.getRequest(id))!.emails
    expect(emails.map((e) => [e.status, e.attempts])).toEqual([
      ['failed', 3],
      ['failed', 3],
    ])
    const failures = stderr
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((l) => l.level === 'error')
    expect(failures).toHaveLength(2)
    expect(failures[0]).toMatchObject({ msg: 'email failed; giving up', attempt: 3 })
    expect(stderr.join('')).not.toContain('anna@example.org')

    // The operator fixes the cause and queues them again (npm run requests -- resend-failed).
    transport.down = false
    expect(await repo.requeueFailed(now())).toBe(2)
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
      maxAttempts: 5,
      now,
    })
    expect(await worker.runOnce()).toMatchObject({ claimed: 2, retried: 2 })
  })

  test('rows claimed by a worker that died are taken over after the lease, not before', async () => {
    await seed()
    await repo.claimDue({ now: now(), limit: 10, leaseMs: 120_000 })
    const transport = scriptedTransport()
    const worker = createOutboxWorker({ repository: repo, transport, compose, maxAttempts: 3, now, leaseMs: 120_000 })
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
    const worker = createOutboxWorker({ repository: repo, transport: slow, compose, maxAttempts: 3, pollMs: 60_000 })
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
})
