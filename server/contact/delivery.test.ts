import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'

import { freePort } from '../../scripts/lib/site-server.ts'
import { VALID_REQUEST } from '../../tests/fixtures/contact-request.ts'
import { type ContactServer, startContactServer } from '../../tests/support/contact-server.ts'
import { type Engine, ENGINES, testStorage } from '../../tests/support/contact-storage.ts'
import { sendAgainOn503 } from '../../tests/support/send-again.ts'
import { type SmtpSink, startSmtpSink } from '../../tests/support/smtp-sink.ts'
import { until } from '../../tests/support/until.ts'
import { setLogLevel } from '../log.ts'
import type { OutboxStatus } from './repository.ts'
import type { ContactEnv } from './runtime.ts'

beforeAll(() => setLogLevel('silent'))
vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 })

const INBOX = 'kontakt@mandatwerk.example'

// Servers stop before the SMTP sinks: a sink waits for the pooled connections a server holds.
const servers: (() => Promise<unknown>)[] = []
const sinks: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const stop of [...servers.splice(0), ...sinks.splice(0)]) await stop()
})

type Server = ContactServer

/** One server process's worth of contact backend, with its outbox worker running; no rate limit. */
async function startServer(
  storage: ReturnType<typeof testStorage>,
  env: Partial<ContactEnv>,
  { worker = true, now }: { worker?: boolean; now?: () => Date } = {},
): Promise<Server> {
  // Many addresses at one test domain: the per-domain confirmation cap is tested in repository-limits.test.ts.
  const server = await startContactServer(
    storage,
    { CONTACT_RATE_LIMIT: null, CONTACT_CONFIRMATIONS_PER_DOMAIN: 0, ...env },
    { worker, now },
  )
  servers.push(server.stop)
  return server
}

async function sink(port?: number): Promise<SmtpSink> {
  const started = await startSmtpSink(port)
  sinks.push(started.close)
  return started
}

/**
 * Sends a request as the form does, again on a 503 when it has an Idempotency-Key
 * (tests/support/send-again.ts). A burst to one domain queues on the intake lock; on a busy host (a
 * fresh clone beside the rehearsal, load 8-14) some of 100 at once waited past PostgreSQL's
 * 2-second lock timeout.
 */
async function submit(server: Server, body: object = VALID_REQUEST, key?: string) {
  const headers = { 'content-type': 'application/json', 'x-form-fill-ms': '8000' }
  const send = () => server.post(body, key ? { ...headers, 'idempotency-key': key } : headers)
  const response = await sendAgainOn503(send, { tries: key ? 10 : 1 })
  expect(response.status).toBeLessThan(300)
  return ((await response.json()) as { id: string }).id
}

const outbox = async (server: Server) => (await server.runtime.repository.stats()).outbox
const only = (counts: Record<OutboxStatus, number>) =>
  Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0))

describe.each(ENGINES)('email delivery on %s', (engine: Engine) => {
  test('both emails arrive with the right recipients and content, every value escaped', async () => {
    const smtp = await sink()
    const server = await startServer(testStorage(engine), { SMTP_URL: smtp.url })
    const request = {
      ...VALID_REQUEST,
      name: 'Anna <b>Schmidt</b>',
      message: 'Hello,\nplease help with <script>alert("x")</script> & more.',
    }
    const id = await submit(server, request)
    await smtp.waitFor(2)
    const notification = smtp.messages.find((m) => m.envelopeTo.includes(INBOX))!
    const confirmation = smtp.messages.find((m) => m.envelopeTo.includes(VALID_REQUEST.email))!

    expect(notification.envelopeTo).toEqual([INBOX])
    expect(notification.envelopeFrom).toBe(INBOX)
    expect(notification.headers.to).toBe(INBOX)
    expect(notification.headers['reply-to']).toBe(`"Anna <b>Schmidt</b>" <${VALID_REQUEST.email}>`)
    expect(notification.headers.subject).toBe('Neue Kontaktanfrage: Anna <b>Schmidt</b> (Bürgermeisterwahl)')
    for (const value of [
      'Anna <b>Schmidt</b>',
      VALID_REQUEST.email,
      VALID_REQUEST.phone,
      VALID_REQUEST.organization,
      'Bürgermeisterwahl',
      'Ja, bitte telefonisch melden',
      'Hello,\nplease help with <script>alert("x")</script> & more.',
      id,
    ]) {
      expect(notification.text).toContain(value)
    }
    expect(notification.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; more.')
    expect(notification.html).toContain('Anna &lt;b&gt;Schmidt&lt;/b&gt;')
    expect(notification.html).not.toMatch(/<script|<b>Schmidt/)

    expect(confirmation.envelopeTo).toEqual([VALID_REQUEST.email])
    expect(confirmation.headers.to).toBe(VALID_REQUEST.email)
    expect(confirmation.headers['auto-submitted']).toBe('auto-generated')
    expect(confirmation.headers.subject).toBe('Ihre Anfrage bei Mandatwerk / Your request to Mandatwerk')
    expect(confirmation.text).toContain(
      'Wir melden uns innerhalb von 24 Stunden an Werktagen (Montag bis Samstag) bei Ihnen – wie gewünscht telefonisch.',
    )
    // "Working days" is one rule in both languages: Monday to Saturday, as the German "Werktage".
    expect(confirmation.text).toContain(
      'will get back to you within 24 hours on working days (Monday to Saturday), by phone as you asked.',
    )
    expect(confirmation.text).toContain('Campaign type: Mayoral Election')
    expect(confirmation.text).toContain(`Reference: ${id.slice(0, 8).toUpperCase()}`)
    // Nothing typed into the form is sent to the address typed into the form.
    for (const typed of ['Schmidt', 'script', VALID_REQUEST.organization, VALID_REQUEST.phone]) {
      expect(confirmation.raw).not.toContain(typed)
    }

    const stored = (await server.runtime.repository.getRequest(id))!
    await until(async () => only(await outbox(server)).sent === 2)
    for (const email of stored.emails) {
      const received = email.kind === 'notification' ? notification : confirmation
      expect(received.headers['message-id']).toBe(email.messageId)
    }
  })

  test('with the SMTP server down a request is accepted and stored; the emails arrive once it is back', async () => {
    const port = await freePort()
    const server = await startServer(testStorage(engine), { SMTP_URL: `smtp://127.0.0.1:${port}` })
    const id = await submit(server)
    expect(await server.runtime.repository.getRequest(id)).toBeDefined()
    // Attempts fail and are rescheduled, nothing is lost.
    await until(async () => {
      const emails = (await server.runtime.repository.getRequest(id))!.emails
      return emails.every((email) => email.attempts >= 2 && email.status !== 'sent')
    })
    expect((await server.runtime.repository.getRequest(id))!.emails[0]!.lastError).toMatch(/ECONNECTION|ECONNREFUSED/)

    const smtp = await sink(port)
    await smtp.waitFor(2)
    await until(async () => only(await outbox(server)).sent === 2)
    expect(smtp.messages.map((m) => m.envelopeTo[0]).sort()).toEqual([VALID_REQUEST.email, INBOX].sort())
  })

  test('a temporary refusal (451) is retried', async () => {
    const smtp = await sink()
    smtp.failNext(3)
    const server = await startServer(testStorage(engine), { SMTP_URL: smtp.url })
    await submit(server)
    await smtp.waitFor(2)
    await until(async () => only(await outbox(server)).sent === 2)
    expect(smtp.messages).toHaveLength(2)
  })

  test('a restart between accept and delivery loses nothing', async () => {
    const storage = testStorage(engine)
    const down = `smtp://127.0.0.1:${await freePort()}`
    const first = await startServer(storage, { SMTP_URL: down })
    await submit(first, VALID_REQUEST)
    await submit(first, { ...VALID_REQUEST, email: 'ben@example.org' })
    await first.stop()

    const smtp = await sink()
    const second = await startServer(storage, { SMTP_URL: smtp.url })
    await smtp.waitFor(4)
    await until(async () => only(await outbox(second)).sent === 4)
    expect(smtp.messages.map((m) => m.envelopeTo[0]).sort()).toEqual(
      ['anna.schmidt@example.org', 'ben@example.org', INBOX, INBOX].sort(),
    )
  })

  test('rows a crashed worker had claimed are delivered by the next one after the lease, once', async () => {
    const storage = testStorage(engine)
    const first = await startServer(storage, {}, { worker: false })
    await submit(first)
    // The first server claims both rows and dies before sending.
    expect(await first.runtime.repository.claimDue({ limit: 10, leaseMs: 60_000 })).toHaveLength(2)
    await first.stop()

    const smtp = await sink()
    const later = () => new Date(Date.now() + 61_000)
    const second = await startServer(storage, { SMTP_URL: smtp.url }, { now: later })
    await smtp.waitFor(2)
    await until(async () => only(await outbox(second)).sent === 2)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(smtp.messages).toHaveLength(2)
  })

  test('50 concurrent submissions, each sent twice: 50 rows, 100 emails, none twice', async () => {
    const smtp = await sink()
    const server = await startServer(testStorage(engine), { SMTP_URL: smtp.url })
    const requests = Array.from({ length: 50 }, (_, i) => ({
      body: { ...VALID_REQUEST, email: `person${i}@example.org`, message: `Request number ${i}, please call.` },
      key: `load-test-key-${i}`,
    }))
    const ids = await Promise.all(
      requests.flatMap(({ body, key }) => [submit(server, body, key), submit(server, body, key)]),
    )
    expect(new Set(ids).size).toBe(50)
    expect((await server.runtime.repository.stats()).requests).toBe(50)

    await smtp.waitFor(100, 30_000)
    await until(async () => only(await outbox(server)).sent === 100, { timeoutMs: 30_000 })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.messages).toHaveLength(100)
    expect(new Set(smtp.messages.map((m) => m.headers['message-id'])).size).toBe(100)
    expect(smtp.messages.filter((m) => m.envelopeTo[0] === INBOX)).toHaveLength(50)
    for (let i = 0; i < 50; i++) {
      expect(smtp.messages.filter((m) => m.envelopeTo[0] === `person${i}@example.org`)).toHaveLength(1)
    }
  })
})

describe('without SMTP_URL', () => {
  test('each message is written as an .eml file under DATA_DIR/outbox and marked written', async () => {
    const storage = testStorage('sqlite')
    const server = await startServer(storage, { SMTP_URL: undefined })
    const id = await submit(server)
    await until(async () => only(await outbox(server)).written === 2)
    const { readFileSync } = await import('node:fs')
    const { join } = await import('node:path')
    for (const email of (await server.runtime.repository.getRequest(id))!.emails) {
      const eml = readFileSync(join(storage.dataDir, 'outbox', `${email.id}.eml`), 'utf8')
      expect(eml).toContain(`Message-ID: ${email.messageId}`)
      expect(eml).toContain(`To: ${email.recipient}`)
    }
  })
})
