/**
 * The contact backend under faults (server/contact/{faults,database-faults}.test.ts,
 * docs/decisions/010): a server with its outbox worker, distinct requests with their
 * Idempotency-Keys, the form's retry, and the check that every accepted request was delivered.
 */
import { randomUUID } from 'node:crypto'

import { afterEach, beforeAll, expect, vi } from 'vitest'

import { smtpTransport } from '../../server/contact/mail-transport.ts'
import { setLogLevel } from '../../server/log.ts'
import { VALID_REQUEST } from '../fixtures/contact-request.ts'
import { type ContactServer, HUMAN_HEADERS, startContactServer } from './contact-server.ts'
import type { testStorage } from './contact-storage.ts'
import { sendAgainOn503 } from './send-again.ts'
import { startSmtpSink } from './smtp-sink.ts'
import { until } from './until.ts'

const cleanups: (() => Promise<unknown>)[] = []

/** Stops what a test started, servers before sinks; a fault file runs it `afterEach`. */
async function cleanUp() {
  // Servers first: a sink waits for the connections a server's mail pool holds.
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
}

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

/**
 * The hooks every fault file needs – quiet logs, time for a restarted database, everything
 * started stopped – and the helpers above, for the file to take what it uses.
 */
export function faultSuite() {
  beforeAll(() => setLogLevel('silent'))
  vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 })
  afterEach(cleanUp)
  return { cleanups, expectAllDelivered, form, send, sendUntilAccepted, server, sink }
}
