import { Hono } from 'hono'

import type { AllowList } from './allow-list.ts'
import { type ApiEnv, type ContactDeps, createContactRoute } from './contact/contact-route.ts'
import type { OutboxHealth } from './contact/repository.ts'
import type { ServerMetrics } from './metrics.ts'

export type ApiDeps = {
  /** The contact endpoint's repository, configuration and limiter (server/contact/runtime.ts). */
  contact?: ContactDeps
  /** GET /metrics, for the addresses the list allows (loopback and METRICS_ALLOW). */
  metrics?: { metrics: ServerMetrics; allow: AllowList }
}

/** GET /readyz: the database must answer within this long. */
export const READY_DATABASE_TIMEOUT_MS = 2_000
/** GET /readyz: an email waiting longer than this means mail is not going out. */
export const READY_MAX_PENDING_SECONDS = 15 * 60

type Readiness = {
  database: 'ok' | 'unavailable'
  outbox: { [key in keyof OutboxHealth]: number | null }
}

/** Headers a proxy adds: a request carrying one came through it, not from this machine's own tools. */
const FORWARDED = ['x-forwarded-for', 'forwarded', 'x-real-ip']

/**
 * The site's API: everything that is not a prerendered file. Mounted by the production
 * server (server/app.ts) and by the dev server (server/dev-api-plugin.ts), so `npm run dev`
 * answers exactly like production. Without `contact` only the health check is mounted
 * (the static-file tests need no database).
 */
export function createApi(deps: ApiDeps = {}) {
  const api = new Hono<ApiEnv>()
  // Liveness: the process answers. Cheap on purpose (systemd, a load balancer).
  api.get('/healthz', (c) => c.json({ status: 'ok' }))

  const repository = deps.contact?.repository
  if (repository) {
    // Readiness for monitoring: the database answers and emails are going out.
    api.get('/readyz', async (c) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      let body: Readiness
      try {
        const outbox = await Promise.race([
          repository.outboxHealth(),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('timeout')), READY_DATABASE_TIMEOUT_MS)
          }),
        ])
        body = { database: 'ok', outbox }
      } catch {
        body = { database: 'unavailable', outbox: { pending: null, oldestPendingSeconds: null, failed: null } }
      } finally {
        clearTimeout(timer)
      }
      const ready =
        body.database === 'ok' &&
        body.outbox.failed === 0 &&
        body.outbox.oldestPendingSeconds! <= READY_MAX_PENDING_SECONDS
      return c.json(body, ready ? 200 : 503, { 'Cache-Control': 'no-store' })
    })
  }

  if (deps.metrics) {
    const { metrics, allow } = deps.metrics
    if (repository) metrics.watchOutbox(repository)
    api.get('/metrics', async (c) => {
      // The socket's peer decides – not an X-Forwarded-For a client can write – and a request
      // relayed by a proxy on this machine (which connects from loopback) is refused.
      const peer = c.env?.incoming?.socket?.remoteAddress
      if (!allow.allows(peer) || FORWARDED.some((name) => c.req.header(name) !== undefined)) {
        return c.json({ error: 'GET /metrics answers only loopback and the addresses in METRICS_ALLOW.' }, 403)
      }
      return c.body(await metrics.registry.metrics(), 200, {
        'Content-Type': metrics.registry.contentType,
        'Cache-Control': 'no-store',
      })
    })
  }

  if (deps.contact) api.route('/', createContactRoute(deps.contact))
  return api
}
