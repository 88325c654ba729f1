/**
 * Fault scenarios of the contact backend (docs/reliability.md, docs/decisions/010): a mail server that
 * refuses, hangs or drops the connection mid-message; SQLite locked by another process
 * during a burst; PostgreSQL crashing and restarting during a burst. After each: every
 * accepted request is stored with its two emails, every email arrives (once, unless the
 * server accepted it and the connection died before it could say so), and clients that got
 * an error retry safely with their Idempotency-Key. The server killed with SIGKILL is
 * tested against the real server process in tests/system/crash-recovery.test.ts.
 */
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'

import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'

import { VALID_REQUEST } from '../../tests/fixtures/contact-request.ts'
import { type ContactServer, HUMAN_HEADERS, startContactServer } from '../../tests/support/contact-server.ts'
import { type Engine, ENGINES, testStorage } from '../../tests/support/contact-storage.ts'
import { type SmtpFault, startFaultySmtp } from '../../tests/support/faulty-smtp.ts'
import { startPrivatePostgres } from '../../tests/support/private-postgres.ts'
import { sendAgainOn503 } from '../../tests/support/send-again.ts'
import { startSmtpSink } from '../../tests/support/smtp-sink.ts'
import { until } from '../../tests/support/until.ts'
import { setLogLevel } from '../log.ts'
import { SQLITE_FILE } from './create-repository.ts'
import { smtpTransport } from './mail-transport.ts'
import { BUSY_WAIT_MS } from './sqlite-database.ts'

beforeAll(() => setLogLevel('silent'))
vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 })

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  // Servers first: a sink waits for the connections a server's mail pool holds.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function sink() {
  const smtp = await startSmtpSink()
  cleanups.push(smtp.close)
  return smtp
}

async function server(storage: ReturnType<typeof testStorage>, smtpUrl?: string, timeoutMs = 15_000) {
  const started = await startContactServer(
    storage,
    // Many addresses at one test domain: the per-domain confirmation cap is not under test here.
    { CONTACT_RATE_LIMIT: null, CONTACT_CONFIRMATIONS_PER_DOMAIN: 0 },
    { worker: true, ...(smtpUrl ? { transport: smtpTransport(smtpUrl, { timeoutMs }) } : {}) },
  )
  cleanups.push(started.stop)
  return started
}

/** A distinct valid request and the Idempotency-Key its form would send. */
function form(i: number) {
  return {
    key: `fault-${randomUUID()}`,
    body: { ...VALID_REQUEST, email: `person${i}@example.org`, message: `Request number ${i}: please call us.` },
  }
}

type Form = ReturnType<typeof form>

async function send(target: ContactServer, { key, body }: Form) {
  try {
    const response = await target.post(body, { ...HUMAN_HEADERS, 'idempotency-key': key })
    return { status: response.status, body: (await response.json()) as { id?: string; error?: string } }
  } catch (error) {
    return { status: 0, body: { error: String(error) } }
  }
}

/** Sends until the server accepts, again on each 503 (the contact form's "try again"). */
async function sendUntilAccepted(target: ContactServer, request: Form) {
  const answer = await sendAgainOn503(() => send(target, request))
  if (answer.status !== 200 && answer.status !== 201) throw new Error(`${answer.status}: ${answer.body.error}`)
  return answer.body.id!
}

/**
 * Every accepted request is stored once with exactly one notification and one confirmation,
 * all sent; the sink received every Message-ID – once, or `allowRepeats` for the one fault
 * where a repeat is unavoidable.
 */
async function expectAllDelivered(
  target: ContactServer,
  smtp: Awaited<ReturnType<typeof sink>>,
  forms: Form[],
  ids: string[],
  { allowRepeats = false } = {},
) {
  const repository = target.runtime.repository
  expect(new Set(ids).size).toBe(forms.length)
  await until(async () => (await repository.stats()).outbox.sent === 2 * forms.length, { what: 'every email is sent' })
  const stats = await repository.stats()
  expect(stats.requests).toBe(forms.length)
  expect(stats.outbox).toMatchObject({ pending: 0, sending: 0, failed: 0, sent: 2 * forms.length })
  // Give a wrongly repeated delivery the chance to show up before counting.
  await new Promise((resolve) => setTimeout(resolve, 300))
  const received = new Map<string, number>()
  for (const message of smtp.messages) {
    const messageId = message.headers['message-id']!
    received.set(messageId, (received.get(messageId) ?? 0) + 1)
  }
  for (const [i, id] of ids.entries()) {
    const stored = (await repository.getRequest(id))!
    expect(stored.request.email).toBe(forms[i]!.body.email)
    expect(stored.request.idempotencyKey).toBe(forms[i]!.key)
    expect(stored.emails.map((email) => email.kind).sort()).toEqual(['confirmation', 'notification'])
    for (const email of stored.emails) {
      const copies = received.get(email.messageId) ?? 0
      if (allowRepeats) expect(copies, email.messageId).toBeGreaterThanOrEqual(1)
      else expect(copies, email.messageId).toBe(1)
    }
  }
  expect([...received.keys()]).toHaveLength(2 * forms.length)
}

describe.each(ENGINES)('the mail server failing, on %s', (engine: Engine) => {
  const faults: { fault: SmtpFault; error: RegExp }[] = [
    { fault: 'refuse', error: /554|Service not available/ },
    { fault: 'hang', error: /ETIMEDOUT|Greeting never received|timeout/i },
    { fault: 'drop-mid-message', error: /ECONNECTION|closed|ECONNRESET/i },
    { fault: 'stall-mid-message', error: /ETIMEDOUT|timeout/i },
  ]

  test.each(faults)(
    '$fault: requests are accepted at once, retried, and each email arrives exactly once when it recovers',
    async ({ fault, error }) => {
      const smtp = await sink()
      const proxy = await startFaultySmtp(smtp.port)
      cleanups.push(proxy.close)
      proxy.fault = fault
      const target = await server(testStorage(engine), proxy.url, 300)

      const forms = [form(1), form(2), form(3)]
      const answers = await Promise.all(forms.map((request) => send(target, request)))
      // The visitor hears nothing of the mail server's trouble.
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
      const ids = answers.map((answer) => answer.body.id!)

      await until(
        async () => {
          const rows = await Promise.all(ids.map((id) => target.runtime.repository.getRequest(id)))
          return rows.every((row) => row!.emails.every((email) => email.attempts >= 2 && email.status !== 'sent'))
        },
        { what: 'every email failed at least twice' },
      )
      expect(proxy.injected).toBeGreaterThanOrEqual(2)
      expect(smtp.messages).toHaveLength(0)
      const stored = (await target.runtime.repository.getRequest(ids[0]!))!
      expect(stored.emails[0]!.lastError).toMatch(error)

      proxy.fault = 'none'
      await expectAllDelivered(target, smtp, forms, ids)
    },
  )

  test('drop-after-accept: the one unavoidable repeat keeps its Message-ID, so mail clients show one message', async () => {
    const smtp = await sink()
    const proxy = await startFaultySmtp(smtp.port)
    cleanups.push(proxy.close)
    proxy.fault = 'drop-after-accept'
    const target = await server(testStorage(engine), proxy.url, 300)
    const forms = [form(1)]
    const ids = [await sendUntilAccepted(target, forms[0]!)]

    // The server got the messages, but the sender never heard the 250 and tries again.
    await until(() => proxy.injected >= 2 && smtp.messages.length >= 2, {
      what: 'a message was delivered but not confirmed',
    })
    proxy.fault = 'none'
    await expectAllDelivered(target, smtp, forms, ids, { allowRepeats: true })
    const stored = (await target.runtime.repository.getRequest(ids[0]!))!
    for (const email of stored.emails) {
      const copies = smtp.messages.filter((message) => message.headers['message-id'] === email.messageId)
      // Identical copies: same Message-ID, same recipient, same content.
      expect(new Set(copies.map((copy) => copy.envelopeTo.join()))).toEqual(new Set([email.recipient]))
      expect(new Set(copies.map((copy) => copy.text)).size).toBe(1)
    }
    // Once the connection holds, nothing is sent again.
    const total = smtp.messages.length
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(smtp.messages).toHaveLength(total)
  })
})

/** Another process holding SQLite's write lock for `ms`: a worker thread with its own connection. */
function holdWriteLock(file: string, ms: number): Promise<{ released: Promise<void> }> {
  const worker = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads')
     const { DatabaseSync } = require('node:sqlite')
     const db = new DatabaseSync(workerData.file)
     // Waits for a write the server may have in flight (its outbox worker), as another process would.
     db.exec('PRAGMA busy_timeout = 5000')
     db.exec('BEGIN IMMEDIATE')
     parentPort.postMessage('locked')
     setTimeout(() => { db.exec('COMMIT'); db.close(); parentPort.postMessage('released') }, workerData.ms)`,
    { eval: true, workerData: { file, ms } },
  )
  return new Promise((resolve, reject) => {
    worker.once('error', reject)
    const released = new Promise<void>((done) =>
      worker.on('message', (message) => message === 'released' && done()),
    ).then(() => worker.terminate().then(() => undefined))
    worker.once('message', (message) => message === 'locked' && resolve({ released }))
  })
}

describe('SQLite locked by another process during a burst', () => {
  test('a short lock: every request waits and is accepted; the server keeps answering meanwhile', async () => {
    const smtp = await sink()
    const storage = testStorage('sqlite')
    const target = await server(storage, smtp.url)
    const lock = await holdWriteLock(join(storage.dataDir, SQLITE_FILE), 1_500)

    const forms = Array.from({ length: 20 }, (_, i) => form(i))
    const began = Date.now()
    const burst = Promise.all(forms.map((request) => send(target, request)))
    // The lock must not freeze the process: the health check answers while writes wait.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const probe = Date.now()
    expect((await fetch(`${target.url}/healthz`)).status).toBe(200)
    expect(Date.now() - probe).toBeLessThan(750)

    const answers = await burst
    expect(Date.now() - began).toBeGreaterThanOrEqual(1_000) // they really waited for the lock
    expect(answers.map((answer) => answer.status)).toEqual(forms.map(() => 201))
    await lock.released
    await expectAllDelivered(
      target,
      smtp,
      forms,
      answers.map((answer) => answer.body.id!),
    )
  })

  test(`a lock longer than ${BUSY_WAIT_MS / 1000} s: 503 with Retry-After, nothing half-stored, a retry with the same key is accepted once`, async () => {
    const smtp = await sink()
    const storage = testStorage('sqlite')
    const target = await server(storage, smtp.url)
    const lock = await holdWriteLock(join(storage.dataDir, SQLITE_FILE), BUSY_WAIT_MS + 1_500)

    const forms = Array.from({ length: 8 }, (_, i) => form(i))
    const responses = await Promise.all(
      forms.map(({ key, body }) => target.post(body, { ...HUMAN_HEADERS, 'idempotency-key': key })),
    )
    for (const response of responses) {
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('60')
      expect(((await response.json()) as { error: string }).error).toMatch(/could not be saved/)
    }
    await lock.released
    expect((await target.runtime.repository.stats()).requests).toBe(0)

    // The form sends the same key again; one of them twice, as a double click would.
    const ids = await Promise.all(forms.map((request) => sendUntilAccepted(target, request)))
    expect(await sendUntilAccepted(target, forms[0]!)).toBe(ids[0])
    await expectAllDelivered(target, smtp, forms, ids)
  })
})

describe.runIf(ENGINES.includes('postgres' as never))('PostgreSQL restarted during a burst', () => {
  test('answers are 201 or 503 (never a hang or another error); after retries every request is stored once and mailed once', async () => {
    // Its own database server: crashing the shared one would break the other test files.
    const postgres = await startPrivatePostgres()
    cleanups.push(postgres.stop)
    const smtp = await sink()
    const target = await server({ ...testStorage('postgres'), databaseUrl: postgres.databaseUrl }, smtp.url)
    const forms = Array.from({ length: 60 }, (_, i) => form(i))
    const first = new Map<number, Awaited<ReturnType<typeof send>>>()

    // Eight clients send one after the other; after the tenth answer the database crashes
    // (immediate shutdown: no checkpoint, connections cut) and is back a second later.
    let next = 0
    let restart: Promise<void> | undefined
    const client = async () => {
      while (next < forms.length) {
        const i = next++
        first.set(i, await send(target, forms[i]!))
        if (first.size === 10) restart ??= postgres.restart('immediate', 1)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }
    await Promise.all(Array.from({ length: 8 }, client))
    await restart
    const statuses = [...first.values()].map((answer) => answer.status)
    expect(
      statuses.every((status) => status === 201 || status === 503),
      statuses.join(),
    ).toBe(true)
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0) // the crash was felt
    for (const answer of first.values()) {
      if (answer.status === 503) expect(answer.body.error).toMatch(/could not be saved/)
    }

    const ids = await Promise.all(forms.map((request) => sendUntilAccepted(target, request)))
    for (const [i, answer] of first) {
      if (answer.status === 201) expect(ids[i]).toBe(answer.body.id)
    }
    await expectAllDelivered(target, smtp, forms, ids)
  })
})
