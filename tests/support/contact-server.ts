/**
 * The contact backend on a real loopback socket, as one server process runs it: endpoint,
 * repository and (optionally) the outbox worker. For Vitest only (it loads the .tsx email
 * templates); tests that need the whole server start its bundle (scripts/lib/site-server.ts).
 * Used by the contact backend's integration, fault and hostile-input tests.
 */
import type { AddressInfo } from 'node:net'

import { serve } from '@hono/node-server'

import { CONTACT_ENDPOINT } from '../../app/lib/contact-schema.ts'
import { parseAllowList } from '../../server/allow-list.ts'
import { createApi } from '../../server/api.ts'
import type { MailTransport } from '../../server/contact/mail-transport.ts'
import { type ContactEnv, type ContactRuntime, createContactRuntime } from '../../server/contact/runtime.ts'
import { httpServerOptions } from '../../server/http-limits.ts'
import type { ServerMetrics } from '../../server/metrics.ts'
import { testEmailContent, testEnv, type testStorage } from './contact-storage.ts'

export type ContactServer = {
  /** Origin of the server, e.g. http://127.0.0.1:40123. */
  url: string
  runtime: ContactRuntime
  /** POSTs a body (object or raw string) to the contact endpoint. */
  post(body: unknown, headers?: Record<string, string>): Promise<Response>
  /** Closes the socket, stops the worker, closes the database. Idempotent. */
  stop(): Promise<void>
}

/** Headers of a person's request: JSON, and a form that was filled in for ten seconds. */
export const HUMAN_HEADERS = { 'content-type': 'application/json', 'x-form-fill-ms': '10000' }

/** Retries in milliseconds instead of the production seconds. */
export const FAST_WORKER = { pollMs: 25, backoff: { baseMs: 50, maxMs: 200 } }

export async function startContactServer(
  storage: ReturnType<typeof testStorage>,
  env: Partial<ContactEnv> = {},
  options: {
    worker?: boolean
    /** A clock instead of the database's own (time travel: an expired lease). */
    now?: () => Date
    transport?: MailTransport
    /** Limit for receiving a whole request; default the production limit (server/http-limits.ts). */
    requestTimeoutMs?: number
    /** Counts into these metrics and serves them at GET /metrics (to loopback). */
    metrics?: ServerMetrics
  } = {},
): Promise<ContactServer> {
  const runtime = await createContactRuntime(testEnv(storage, env), {
    content: testEmailContent,
    schema: storage.schema,
    worker: FAST_WORKER,
    ...(options.now ? { clock: options.now } : {}),
    ...(options.transport ? { transport: options.transport } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
  })
  if (options.worker) runtime.worker.start()
  const http = serve({
    fetch: createApi({
      contact: runtime.contact,
      ...(options.metrics ? { metrics: { metrics: options.metrics, allow: parseAllowList([]) } } : {}),
    }).fetch,
    port: 0,
    hostname: '127.0.0.1',
    serverOptions: httpServerOptions({ requestMs: options.requestTimeoutMs }),
  })
  await new Promise((resolve) => http.once('listening', resolve))
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  let stopping: Promise<void> | undefined
  return {
    url,
    runtime,
    post: (body, headers = HUMAN_HEADERS) =>
      fetch(`${url}${CONTACT_ENDPOINT}`, {
        method: 'POST',
        headers,
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    stop() {
      stopping ??= (async () => {
        await new Promise((resolve) => http.close(resolve))
        await runtime.close()
      })()
      return stopping
    },
  }
}
