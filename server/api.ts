import { Hono } from 'hono'

import type { AllowList } from './allow-list.ts'
import { type ApiEnv, type ContactDeps, createContactRoute } from './contact/contact-route.ts'
import type { ServerMetrics } from './metrics.ts'
import { readiness } from './readiness.ts'

export type ApiDeps = {
  /** The contact endpoint's repository, configuration and limiter (server/contact/runtime.ts). */
  contact?: ContactDeps
  /** GET /metrics, for the addresses the list allows (loopback and METRICS_ALLOW). */
  metrics?: { metrics: ServerMetrics; allow: AllowList }
  /** The release this server serves (its id, server/live-site.ts): /healthz says it, a publish waits for it. */
  release?: () => string | undefined
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
  api.get('/healthz', (c) =>
    c.json({ status: 'ok', ...(deps.release && { release: deps.release() ?? null }) }, 200, {
      'Cache-Control': 'no-store',
    }),
  )

  const repository = deps.contact?.repository
  if (repository) {
    // Readiness for monitoring: the database answers and emails are going out.
    api.get('/readyz', async (c) => {
      const { ready, body } = await readiness(repository, deps.contact?.diskGuard)
      return c.json(body, ready ? 200 : 503, { 'Cache-Control': 'no-store' })
    })
  }

  if (deps.metrics) {
    const { metrics, allow } = deps.metrics
    if (repository) metrics.watch(repository, deps.contact?.diskGuard)
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
