import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { createApi } from './api.ts'
import { createSiteApp } from './app.ts'
import { trustedProxies } from './client-address.ts'
import { purgeExpired } from './contact/retention.ts'
import { createContactRuntime, outboxDir } from './contact/runtime.ts'
import { readEnv } from './env.ts'
import { httpServerOptions } from './http-limits.ts'
import { log, setLogLevel } from './log.ts'
import { watchSecurityTxt } from './security-txt.ts'

/** How long in-flight requests may take to finish after SIGTERM before the process exits. */
const SHUTDOWN_GRACE_MS = 10_000
/** The retention purge runs at start and then this often. */
const PURGE_EVERY_MS = 6 * 60 * 60 * 1000

const env = readEnv()
setLogLevel(env.LOG_LEVEL)

// Database first: a server that cannot store requests must not start answering them.
const contact = await createContactRuntime(env)
contact.worker.start()
log('info', 'contact backend ready', {
  database: contact.repository.engine,
  mail: contact.transport.kind === 'smtp' ? 'smtp' : `files in ${outboxDir(env.DATA_DIR)}`,
  rateLimit: env.CONTACT_RATE_LIMIT,
  minFillMs: env.CONTACT_MIN_FILL_MS,
})

async function purge() {
  if (env.CONTACT_RETENTION_DAYS === 0) return
  try {
    const result = await purgeExpired(contact.repository, {
      now: new Date(),
      days: env.CONTACT_RETENTION_DAYS,
      outboxDir: outboxDir(env.DATA_DIR),
    })
    if (result.requests > 0) log('info', 'retention purge', { requests: result.requests, emails: result.emails })
  } catch (error) {
    log('error', 'retention purge failed', { error: error instanceof Error ? error.message : String(error) })
  }
}
await purge()
setInterval(purge, PURGE_EVERY_MS).unref()

const app = createSiteApp({
  clientDir: env.CLIENT_DIR,
  trustedProxies: trustedProxies(env.TRUSTED_PROXIES),
  api: createApi({ contact: contact.contact }),
})

// security.txt lapses a fixed time after the build: the log says so from 30 days before.
watchSecurityTxt(env.CLIENT_DIR)

// Slow or stalled clients are cut off after CLIENT_TIMEOUTS (408), so they cannot pile up.
const server = serve(
  { fetch: app.fetch, port: env.PORT, hostname: env.HOST, serverOptions: httpServerOptions() },
  (info: AddressInfo) => {
    log('info', 'listening', { url: `http://${info.address}:${info.port}`, site: env.SITE_URL })
  },
)

let stopping = false
function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  log('info', 'shutting down', { signal })
  const force = setTimeout(() => {
    log('warn', 'shutdown grace period over; exiting with requests in flight')
    process.exit(1)
  }, SHUTDOWN_GRACE_MS)
  force.unref()
  // Stop accepting connections, let in-flight requests finish, close idle keep-alives; then
  // let the outbox worker finish the messages in hand (rows not yet sent stay in the
  // database and go out after the restart) and close the database.
  server.close(() => {
    contact
      .close()
      .then(() => {
        log('info', 'stopped')
        process.exit(0)
      })
      .catch((error: unknown) => {
        log('error', 'shutdown failed', { error: error instanceof Error ? error.message : String(error) })
        process.exit(1)
      })
  })
  if ('closeIdleConnections' in server) server.closeIdleConnections()
}

process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
