/**
 * GET /readyz and GET /metrics of the real site app on a loopback socket, with the contact
 * backend on SQLite (and PostgreSQL when the run has one): what an operator's monitoring sees.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { CONTACT_ENDPOINT } from '../app/lib/contact-schema.ts'
import { VALID_REQUEST } from '../tests/fixtures/contact-request.ts'
import { FAST_WORKER, HUMAN_HEADERS } from '../tests/support/contact-server.ts'
import { type Engine, ENGINES, testEmailContent, testEnv, testStorage } from '../tests/support/contact-storage.ts'
import { until } from '../tests/support/until.ts'
import { parseAllowList } from './allow-list.ts'
import { createApi } from './api.ts'
import { createSiteApp } from './app.ts'
import type { ContactEnv } from './contact/runtime.ts'
import { createContactRuntime } from './contact/runtime.ts'
import { setLogLevel } from './log.ts'
import { createMetrics } from './metrics.ts'

beforeAll(() => setLogLevel('silent'))

const stops: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const stop of stops.reverse()) await stop()
})

function clientDir() {
  const dir = mkdtempSync(join(tmpdir(), 'site-'))
  mkdirSync(join(dir, '404'))
  writeFileSync(join(dir, '404/index.html'), '<h1>404</h1>')
  writeFileSync(join(dir, 'index.html'), '<h1>Home</h1>')
  return dir
}

/** The production app (site, API, metrics) over a real loopback socket. */
async function startSite(
  engine: Engine,
  env: Partial<ContactEnv> = {},
  { metricsAllow = [] as string[], clock }: { metricsAllow?: string[]; clock?: () => Date } = {},
) {
  const storage = testStorage(engine)
  const metrics = createMetrics()
  const runtime = await createContactRuntime(testEnv(storage, { CONTACT_RATE_LIMIT: null, ...env }), {
    content: testEmailContent,
    schema: storage.schema,
    worker: FAST_WORKER,
    metrics,
    ...(clock ? { clock } : {}),
  })
  const app = createSiteApp({
    clientDir: clientDir(),
    api: createApi({ contact: runtime.contact, metrics: { metrics, allow: parseAllowList(metricsAllow) } }),
    metrics,
  })
  const http = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => http.once('listening', resolve))
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  const stop = async () => {
    await new Promise((resolve) => http.close(resolve))
    await runtime.close()
  }
  stops.push(stop)
  /** The same app as seen from another machine: Node's request objects carry that peer address. */
  const from = (address: string, path: string, headers: Record<string, string> = {}) =>
    app.request(path, { headers }, { incoming: { socket: { remoteAddress: address } } } as never)
  return { url, runtime, app, from, stop }
}

const post = (url: string, body: unknown, headers: Record<string, string> = HUMAN_HEADERS) =>
  fetch(`${url}${CONTACT_ENDPOINT}`, { method: 'POST', headers, body: JSON.stringify(body) })

/** The value of one sample in Prometheus text format, e.g. `contact_requests_total{outcome="created"}`. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

/** The test machine's disk has room: /readyz reports its use and no refusal. */
const DISK_OK = { usedRatio: expect.any(Number), refusing: false }

describe.each(ENGINES)('readiness and metrics on %s', (engine) => {
  test('GET /readyz: 200 with the outbox while emails go out; 503 once one failed for good or waits over 15 minutes', async () => {
    let time = new Date()
    const site = await startSite(engine, {}, { clock: () => time })
    const ready = await fetch(`${site.url}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({
      database: 'ok',
      outbox: { pending: 0, oldestPendingSeconds: 0, failed: 0 },
      disk: DISK_OK,
    })

    // The worker is not running: the emails wait.
    expect((await post(site.url, VALID_REQUEST)).status).toBe(201)
    time = new Date(time.getTime() + 14 * 60_000)
    expect(await (await fetch(`${site.url}/readyz`)).json()).toEqual({
      database: 'ok',
      outbox: { pending: 2, oldestPendingSeconds: 14 * 60, failed: 0 },
      disk: DISK_OK,
    })
    time = new Date(time.getTime() + 2 * 60_000)
    const late = await fetch(`${site.url}/readyz`)
    expect(late.status).toBe(503)
    expect(await late.json()).toEqual({
      database: 'ok',
      outbox: { pending: 2, oldestPendingSeconds: 16 * 60, failed: 0 },
      disk: DISK_OK,
    })

    const [claimed] = await site.runtime.repository.claimDue({ limit: 1, leaseMs: 60_000 })
    await site.runtime.repository.markFailed(claimed!.id, claimed!.claimToken, '550 no such user')
    await site.runtime.repository
      .claimDue({ limit: 1, leaseMs: 60_000 })
      .then(([row]) => site.runtime.repository.markDelivered(row!.id, row!.claimToken, 'sent'))
    const failed = await fetch(`${site.url}/readyz`)
    expect(failed.status).toBe(503)
    expect(await failed.json()).toEqual({
      database: 'ok',
      outbox: { pending: 0, oldestPendingSeconds: 0, failed: 1 },
      disk: DISK_OK,
    })
    // /healthz stays the cheap liveness probe.
    expect((await fetch(`${site.url}/healthz`)).status).toBe(200)

    await site.runtime.repository.close()
    const down = await fetch(`${site.url}/readyz`)
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({
      database: 'unavailable',
      outbox: { pending: null, oldestPendingSeconds: null, failed: null },
      disk: DISK_OK,
    })
  })

  test('GET /metrics: requests by route and status, contact outcomes, skipped confirmations, outbox depth, deliveries, event-loop lag', async () => {
    const site = await startSite(engine, { CONTACT_CONFIRMATIONS_PER_RECIPIENT: 1 })
    const person = { ...HUMAN_HEADERS }
    expect((await post(site.url, VALID_REQUEST, person)).status).toBe(201)
    // The same address again: stored and notified, not confirmed (limit 1 here).
    expect((await post(site.url, VALID_REQUEST, person)).status).toBe(201)
    expect((await post(site.url, VALID_REQUEST, { 'content-type': 'application/json' })).status).toBe(201)
    expect((await post(site.url, { name: 'x' })).status).toBe(400)
    const key = { ...person, 'idempotency-key': 'metrics-key-01' }
    await post(site.url, { ...VALID_REQUEST, email: 'ben@example.org' }, key)
    await post(site.url, { ...VALID_REQUEST, email: 'ben@example.org' }, key)
    await fetch(`${site.url}/`)
    await fetch(`${site.url}/no-such-page`)

    site.runtime.worker.start()
    await until(async () => (await site.runtime.repository.outboxHealth()).pending === 0)
    const response = await fetch(`${site.url}/metrics`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    const text = await response.text()
    expect(sample(text, 'contact_requests_total{outcome="created"}')).toBe(3)
    expect(sample(text, 'contact_requests_total{outcome="quarantined"}')).toBe(1)
    expect(sample(text, 'contact_requests_total{outcome="refused"}')).toBe(1)
    expect(sample(text, 'contact_requests_total{outcome="replayed"}')).toBe(1)
    expect(sample(text, 'contact_confirmations_skipped_total{limit="recipient-limit"}')).toBe(1)
    expect(sample(text, `http_requests_total{route="${CONTACT_ENDPOINT}",status="201"}`)).toBe(4)
    expect(sample(text, `http_requests_total{route="${CONTACT_ENDPOINT}",status="400"}`)).toBe(1)
    expect(sample(text, 'http_requests_total{route="page",status="200"}')).toBe(1)
    expect(sample(text, 'http_requests_total{route="not-found",status="404"}')).toBe(1)
    // 3 notifications, 2 confirmations, 1 spam notice: written as files (no SMTP here).
    expect(sample(text, 'outbox_emails{state="written"}')).toBe(6)
    expect(sample(text, 'outbox_emails{state="pending"}')).toBe(0)
    expect(sample(text, 'outbox_delivery_attempts_total{kind="notification"}')).toBe(3)
    expect(sample(text, 'outbox_delivery_attempts_total{kind="spam-notice"}')).toBe(1)
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0)
  })

  test('GET /metrics answers loopback and METRICS_ALLOW only, judged by the socket, never through a proxy', async () => {
    const site = await startSite(engine, {}, { metricsAllow: ['198.51.100.0/24', '2001:db8::7'] })
    expect((await fetch(`${site.url}/metrics`)).status).toBe(200)
    expect((await site.from('::ffff:127.0.0.1', '/metrics')).status).toBe(200)
    expect((await site.from('198.51.100.20', '/metrics')).status).toBe(200)
    expect((await site.from('2001:db8::7', '/metrics')).status).toBe(200)
    const outsider = await site.from('203.0.113.9', '/metrics')
    expect(outsider.status).toBe(403)
    expect(await outsider.text()).not.toContain('nodejs_')
    // A header claiming loopback changes nothing …
    expect((await site.from('203.0.113.9', '/metrics', { 'x-forwarded-for': '127.0.0.1' })).status).toBe(403)
    // … and a visitor relayed by a proxy on this machine (a loopback peer) is refused too.
    const relayed = await fetch(`${site.url}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } })
    expect(relayed.status).toBe(403)
  })
})
