/**
 * The multi-instance run (docs/reliability.md): many clients send contact requests to two server processes
 * on one PostgreSQL database, while one process is killed with SIGKILL (and started again,
 * as systemd would), PostgreSQL crashes and restarts, and the mail server is down for part
 * of the run. Afterwards every accepted request must have its two emails delivered exactly
 * once. Used by `npm run bench:failover` (10,000 requests, reports/multi-instance-run.md)
 * and, smaller, by tests/system/failover.test.ts. Loopback only; bounded in count and time.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { CONTACT_ENDPOINT } from '../../app/lib/contact-schema.ts'
import { freePort, type RunningServer, startSiteServer } from '../../scripts/lib/site-server.ts'
import { VALID_REQUEST } from '../fixtures/contact-request.ts'
import { startPrivatePostgres } from '../support/private-postgres.ts'
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts'
import { checkConsistency, Ledger, postgresInspector } from './contact-ledger.ts'

export type FailoverOptions = {
  requests: number
  clients: number
  /** OUTBOX_LEASE_SECONDS of both servers: how soon the killed one's claimed emails go out again. */
  leaseSeconds?: number
  /** Give up waiting for the outbox to drain after this long. */
  drainTimeoutMs?: number
  /** LOG_LEVEL of the servers. */
  logLevel?: string
  progress?: (line: string) => void
}

/**
 * When each fault happens, as a share of the requests answered so far. The kill comes while
 * mail is flowing – the one moment a crash can repeat an email (accepted by the mail server,
 * not yet marked sent) – and the database crash while mail is down, with emails waiting.
 */
export const SCHEDULE = {
  killServer: 0.1,
  mailDown: 0.25,
  crashPostgres: 0.45,
  restartServer: 0.55,
  mailUp: 0.7,
} as const

export type FailoverFigures = {
  requests: number
  clients: number
  /** Requests answered 2xx in the end (after the client's retries, as the form retries). */
  accepted: number
  /** Requests whose client gave up without a 2xx answer. */
  gaveUp: number
  /** Requests that needed more than one attempt. */
  retried: number
  /** Failed attempts by cause: network error (killed process, reset), 503 (database away), other status. */
  failedAttempts: { network: number; unavailable: number; other: number }
  storedRows: number
  /** Accepted requests not stored, or without both emails marked sent, at the end. */
  lost: number
  /** Outbox emails that never reached the mail server. */
  missingEmails: number
  /** Message-IDs the mail server received more than once. */
  repeated: number
  /** For each repeated one: when it arrived first and again (s since the start), to set beside the events. */
  repeats: { first: number; again: number }[]
  emailsExpected: number
  emailsReceived: number
  /** From the last answer until the outbox was empty and every email had arrived. */
  drainSeconds: number | null
  loadSeconds: number
  events: { at: number; what: string }[]
  problems: string[]
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function runFailover(options: FailoverOptions): Promise<FailoverFigures> {
  const { requests, clients, leaseSeconds = 10, drainTimeoutMs = 10 * 60_000, logLevel = 'error' } = options
  const progress = options.progress ?? (() => {})
  const cleanups: (() => Promise<unknown> | unknown)[] = []
  try {
    const postgres = await startPrivatePostgres()
    cleanups.push(postgres.stop)

    // The mail server; "down" closes it abruptly, "up" starts a new one on the same port.
    const smtpPort = await freePort()
    const received: ReceivedMail[] = []
    let sink: SmtpSink | undefined = await startSmtpSink(smtpPort, { closeTimeoutMs: 10 })
    const mailDown = async () => {
      const closing = sink!
      sink = undefined
      await closing.close()
      received.push(...closing.messages)
    }
    const mailUp = async () => {
      sink = await startSmtpSink(smtpPort, { closeTimeoutMs: 10 })
    }
    cleanups.push(async () => sink && (await mailDown()))

    // Production settings, safe ones; no confirmation ceiling (10,000 distinct requesters
    // within minutes would reach the hourly one, by design), no rate limit, no fill time.
    const env = {
      NODE_ENV: 'production',
      ALLOW_DEMO_CONTENT: '1',
      SITE_URL: 'https://www.mandatwerk.de',
      SMTP_FROM: 'Mandatwerk <kontakt@mandatwerk.de>',
      CONTACT_INBOX: 'anfragen@mandatwerk.de',
      DATABASE_URL: postgres.databaseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CONTACT_RATE_LIMIT: '0',
      CONTACT_MIN_FILL_MS: '0',
      CONTACT_CONFIRMATIONS_PER_HOUR: '0',
      CONTACT_CONFIRMATIONS_PER_DOMAIN: '0',
      OUTBOX_LEASE_SECONDS: String(leaseSeconds),
      LOG_LEVEL: logLevel,
    }
    const ports = [await freePort(), await freePort()]
    const dataDirs = ports.map(() => mkdtempSync(join(tmpdir(), 'failover-')))
    cleanups.push(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))
    const start = (i: number) => startSiteServer(env, { port: ports[i]!, dataDir: dataDirs[i]! })
    const servers: RunningServer[] = [await start(0), await start(1)]
    cleanups.push(() => Promise.all(servers.map((server) => server.stop())))
    const urls = ports.map((port) => `http://127.0.0.1:${port}${CONTACT_ENDPOINT}`)

    const ledger = new Ledger()
    const forms = Array.from({ length: requests }, (_, i) => ({
      key: `failover-${i}-${randomUUID()}`,
      body: JSON.stringify({
        ...VALID_REQUEST,
        email: `person${i}@example.org`,
        message: `Request number ${i}: please call us about the campaign.`,
      }),
    }))
    for (const form of forms) ledger.issued.add(form.key)
    const failedAttempts = { network: 0, unavailable: 0, other: 0 }
    let retried = 0
    let answered = 0
    const began = performance.now()
    const beganAt = Date.now()
    const seconds = () => Math.round((performance.now() - began) / 100) / 10
    const events: FailoverFigures['events'] = []
    const event = (what: string) => {
      events.push({ at: seconds(), what })
      progress(`${seconds()} s: ${what}`)
    }

    // The faults, each once, when its share of the requests has been answered.
    const faults: Promise<void>[] = []
    const due = new Set(Object.keys(SCHEDULE) as (keyof typeof SCHEDULE)[])
    const fault = (name: keyof typeof SCHEDULE, run: () => Promise<void>) => {
      if (!due.has(name) || answered < SCHEDULE[name] * requests) return
      due.delete(name)
      faults.push(run())
    }
    const checkFaults = () => {
      fault('mailDown', async () => {
        event('mail server down')
        await mailDown()
      })
      fault('killServer', async () => {
        event('server 2 killed (SIGKILL)')
        await servers[1]!.kill()
      })
      fault('crashPostgres', async () => {
        event('PostgreSQL crashed (immediate shutdown), restarting after 1 s')
        await postgres.restart('immediate', 1)
        event('PostgreSQL back')
      })
      fault('restartServer', async () => {
        servers[1] = await start(1)
        event('server 2 started again')
      })
      fault('mailUp', async () => {
        await mailUp()
        event('mail server back')
      })
    }

    /** One visitor's request, retried as the form lets a person retry: same key, the other server. */
    async function send(i: number) {
      const { key, body } = forms[i]!
      const deadline = performance.now() + 120_000
      let target = i % 2
      for (let attempt = 1; ; attempt++) {
        let status = 0
        try {
          const response = await fetch(urls[target]!, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': key },
            body,
            signal: AbortSignal.timeout(15_000),
          })
          status = response.status
          await response.arrayBuffer()
        } catch {
          status = 0
        }
        if (status === 200 || status === 201 || (status >= 400 && status < 500) || performance.now() > deadline) {
          ledger.answers.set(key, status)
          if (attempt > 1) retried++
          return
        }
        if (status === 0) failedAttempts.network++
        else if (status === 503) failedAttempts.unavailable++
        else failedAttempts.other++
        target = 1 - target
        await sleep(Math.min(50 * attempt, 1_000))
      }
    }

    let next = 0
    let lastAnswer = began
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < requests) {
          const i = next++
          await send(i)
          answered++
          lastAnswer = performance.now()
          if (answered % Math.max(1, Math.round(requests / 10)) === 0) progress(`${seconds()} s: ${answered} answered`)
          checkFaults()
        }
      }),
    )
    await Promise.all(faults)
    const loadSeconds = (lastAnswer - began) / 1000
    event(`all ${requests} requests answered`)

    // Drain: the outbox empty and every email of an accepted request at the mail server.
    const inspector = await postgresInspector(postgres.databaseUrl)
    cleanups.push(() => inspector.close())
    const accepted = ledger.ok()
    let drainSeconds: number | null = null
    const drainDeadline = performance.now() + drainTimeoutMs
    for (;;) {
      const open = await inspector.openOutbox().catch(() => Number.NaN)
      const arrived = received.length + (sink?.messages.length ?? 0)
      if (open === 0 && arrived >= 2 * accepted.length) {
        drainSeconds = (performance.now() - lastAnswer) / 1000
        break
      }
      if (performance.now() > drainDeadline) break
      await sleep(250)
    }
    event(drainSeconds === null ? 'gave up waiting for the outbox' : 'outbox drained, every email arrived')
    // Anything sent twice would arrive within moments of the rest.
    await sleep(2_000)
    const mail = [...received, ...(sink?.messages ?? [])]

    const consistency = await checkConsistency(ledger, inspector, mail)
    const rows = await inspector.requests()
    const byKey = new Map(rows.map((row) => [row.key, row]))
    const counts = new Map<string, number>()
    const arrivals = new Map<string, number[]>()
    for (const message of mail) {
      const id = message.headers['message-id'] ?? ''
      counts.set(id, (counts.get(id) ?? 0) + 1)
      arrivals.set(id, [...(arrivals.get(id) ?? []), Math.round((message.receivedAt - beganAt) / 100) / 10])
    }
    const messageIds = new Set(await inspector.messageIds())
    return {
      requests,
      clients,
      accepted: accepted.length,
      gaveUp: requests - accepted.length,
      retried,
      failedAttempts,
      storedRows: rows.length,
      lost: accepted.filter((key) => {
        const row = byKey.get(key)
        return !row || row.emails !== 2 || row.sent !== 2
      }).length,
      missingEmails: [...messageIds].filter((id) => !counts.has(id)).length,
      repeated: [...counts.values()].filter((count) => count > 1).length,
      repeats: [...arrivals.values()]
        .filter((times) => times.length > 1)
        .map((times) => times.sort((a, b) => a - b))
        .map(([first, again]) => ({ first: first!, again: again! })),
      emailsExpected: 2 * accepted.length,
      emailsReceived: mail.length,
      drainSeconds,
      loadSeconds,
      events,
      problems: consistency.problems,
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup()
  }
}
