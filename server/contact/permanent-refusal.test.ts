/**
 * A permanent refusal by the mail server (5yz, docs/decisions/026) fails the email at once; an operator
 * acknowledges it (`npm run requests -- dismiss <id>`), and from then on GET /readyz, the
 * `outbox_emails{state="failed"}` gauge and `server_ready` count only failures nobody has seen.
 * Real SMTP server (tests/support/smtp-sink.ts), real databases, the server on a loopback socket.
 */
import { spawnSync } from 'node:child_process'

import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'

import { type CliContext, runCli } from '../../office/operator-cli.ts'
import { VALID_REQUEST } from '../../tests/fixtures/contact-request.ts'
import { type ContactServer, startContactServer } from '../../tests/support/contact-server.ts'
import { type Engine, ENGINES, testStorage } from '../../tests/support/contact-storage.ts'
import { startSmtpSink } from '../../tests/support/smtp-sink.ts'
import { until } from '../../tests/support/until.ts'
import { setLogLevel } from '../log.ts'
import { createMetrics } from '../metrics.ts'

beforeAll(() => setLogLevel('silent'))
vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 })

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const stop of cleanups.splice(0)) await stop()
})

const HUMAN = { 'content-type': 'application/json', 'x-form-fill-ms': '8000' }

/** One sample of the Prometheus text, e.g. `outbox_emails{state="failed"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

async function setup(engine: Engine) {
  const smtp = await startSmtpSink()
  const storage = testStorage(engine)
  const server = await startContactServer(
    storage,
    { CONTACT_RATE_LIMIT: null, SMTP_URL: smtp.url },
    { worker: true, metrics: createMetrics() },
  )
  // The server first: the sink waits for the connections the server holds.
  cleanups.push(server.stop, smtp.close)
  return { smtp, storage, server }
}

async function submit(server: ContactServer) {
  const response = await server.post(VALID_REQUEST, HUMAN)
  expect(response.status).toBe(201)
  return ((await response.json()) as { id: string }).id
}

const emailsOf = async (server: ContactServer, id: string) =>
  (await server.runtime.repository.getRequest(id))!.emails.map((e) => ({
    id: e.id,
    status: e.status,
    attempts: e.attempts,
  }))

function cli(server: ContactServer) {
  const out: string[] = []
  const err: string[] = []
  const ctx: CliContext = {
    repository: server.runtime.repository,
    outboxDir: '/nonexistent',
    retentionDays: 365,
    emails: {
      inbox: 'kontakt@mandatwerk.example',
      messageIdDomain: 'mandatwerk.example',
      confirmationLimits: { perRecipient: 3, perDomain: 20, perHour: 100 },
    },
    now: () => new Date(),
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    writeFile: () => {},
  }
  return { run: (...argv: string[]) => runCli(argv, ctx), out, err }
}

describe.each(ENGINES)('permanent refusals on %s', (engine) => {
  test('a 550 from the mail server fails the email after one attempt; dismissing it turns /readyz and the gauges green again', async () => {
    const { smtp, server } = await setup(engine)
    smtp.failNext(2, 550)
    const id = await submit(server)
    await until(async () => (await emailsOf(server, id)).every((e) => e.status === 'failed'), {
      what: 'both emails are failed',
    })
    // The worker polls every 25 ms and retries after 50–200 ms here: a retried email would have tried again by now.
    await new Promise((resolve) => setTimeout(resolve, 600))
    const emails = await emailsOf(server, id)
    expect(emails.map((e) => [e.status, e.attempts])).toEqual([
      ['failed', 1],
      ['failed', 1],
    ])
    expect(smtp.messages).toHaveLength(0)
    const [row] = (await server.runtime.repository.getRequest(id))!.emails
    expect(row!.lastError).toMatch(/^EMESSAGE 550/)

    const red = await fetch(`${server.url}/readyz`)
    expect(red.status).toBe(503)
    expect(((await red.json()) as { outbox: { failed: number } }).outbox.failed).toBe(2)
    let metrics = await (await fetch(`${server.url}/metrics`)).text()
    expect(sample(metrics, 'outbox_emails{state="failed"}')).toBe(2)
    expect(sample(metrics, 'server_ready')).toBe(0)
    expect(sample(metrics, 'outbox_delivery_failures_total{kind="notification",final="true"}')).toBe(1)

    // The operator reads the ids with `show`, and acknowledges one failure, then the other.
    const operator = cli(server)
    expect(await operator.run('show', id)).toBe(0)
    for (const email of emails) expect(operator.out.join('\n')).toContain(email.id)
    expect(await operator.run('dismiss', emails[0]!.id)).toBe(0)
    expect(operator.out.at(-1)).toBe(`Dismissed failed email ${emails[0]!.id}; /readyz no longer counts it.`)
    expect(((await (await fetch(`${server.url}/readyz`)).json()) as { outbox: { failed: number } }).outbox.failed).toBe(
      1,
    )
    expect(await operator.run('dismiss', emails[1]!.id)).toBe(0)
    // Again, or an email that has not failed, or no such email: nothing changes, and it says so.
    expect(await operator.run('dismiss', emails[1]!.id)).toBe(1)
    expect(operator.err.at(-1)).toMatch(/has not failed \(or is dismissed already\)/)
    expect(await operator.run('dismiss', '00000000-0000-4000-8000-000000000000')).toBe(1)
    expect(operator.err.at(-1)).toMatch(/^No email with id/)

    const stored = (await server.runtime.repository.getRequest(id))!.emails
    expect(stored.map((e) => e.status)).toEqual(['dismissed', 'dismissed'])
    expect(stored.every((e) => e.dismissedAt instanceof Date)).toBe(true)
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200)
    metrics = await (await fetch(`${server.url}/metrics`)).text()
    expect(sample(metrics, 'outbox_emails{state="failed"}')).toBe(0)
    expect(sample(metrics, 'outbox_emails{state="dismissed"}')).toBe(2)
    expect(sample(metrics, 'server_ready')).toBe(1)
    // `resend-failed` leaves dismissed emails alone.
    expect(await operator.run('resend-failed')).toBe(0)
    expect(operator.out.at(-1)).toBe('No failed emails.')

    // A new failure is red again: the signal means something new.
    smtp.failNext(2, 554)
    await submit(server)
    await until(async () => (await fetch(`${server.url}/readyz`)).status === 503, { what: '/readyz is red again' })
  })

  test('a temporary refusal (451) is retried and delivered; the oldest pending age is a gauge', async () => {
    const { smtp, server } = await setup(engine)
    smtp.failNext(2, 451)
    const id = await submit(server)
    await smtp.waitFor(2)
    await until(async () => (await emailsOf(server, id)).every((e) => e.status === 'sent'))
    expect((await emailsOf(server, id)).map((e) => e.attempts)).toEqual([2, 2])
    const metrics = await (await fetch(`${server.url}/metrics`)).text()
    expect(sample(metrics, 'outbox_oldest_pending_age_seconds')).toBe(0)
    expect(sample(metrics, 'outbox_emails{state="failed"}')).toBe(0)
  })
})

describe.each(ENGINES)('outbox age gauges on %s', (engine) => {
  test('outbox_oldest_pending_age_seconds by the database clock; server_ready follows /readyz past 15 minutes', async () => {
    let time = new Date()
    const server = await startContactServer(
      testStorage(engine),
      { CONTACT_RATE_LIMIT: null },
      { worker: false, now: () => time, metrics: createMetrics() },
    )
    cleanups.push(server.stop)
    const scrape = async () => {
      const text = await (await fetch(`${server.url}/metrics`)).text()
      return [sample(text, 'outbox_oldest_pending_age_seconds'), sample(text, 'server_ready')]
    }
    expect(await scrape()).toEqual([0, 1])
    await submit(server)
    time = new Date(time.getTime() + 14 * 60_000)
    expect(await scrape()).toEqual([14 * 60, 1])
    time = new Date(time.getTime() + 2 * 60_000)
    expect(await scrape()).toEqual([16 * 60, 0])
    expect((await fetch(`${server.url}/readyz`)).status).toBe(503)
  })
})

test('`npm run requests -- dismiss <id>` on the SQLite file the server uses', async () => {
  const { smtp, storage, server } = await setup('sqlite')
  smtp.failNext(2, 550)
  const id = await submit(server)
  await until(async () => (await emailsOf(server, id)).every((e) => e.status === 'failed'))
  const [first] = await emailsOf(server, id)
  const run = spawnSync(process.execPath, ['scripts/requests.ts', 'dismiss', first!.id], {
    env: { ...process.env, DATA_DIR: storage.dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
    encoding: 'utf8',
  })
  expect(run.stderr).toBe('')
  expect(run.status).toBe(0)
  const lines = run.stdout.trim().split('\n')
  expect(lines.at(-1)).toBe(`Dismissed failed email ${first!.id}; /readyz no longer counts it.`)
  // The audit line: ids only, never the address.
  const audit = JSON.parse(lines[0]!) as Record<string, unknown>
  expect(audit).toMatchObject({
    msg: 'operator: dismiss failed email',
    outboxId: first!.id,
    requestId: id,
    result: 'dismissed',
  })
  expect(run.stdout).not.toContain(VALID_REQUEST.email)
  expect((await emailsOf(server, id)).map((e) => e.status).sort()).toEqual(['dismissed', 'failed'])
})
