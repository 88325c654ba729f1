import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { createSiteApp } from './app.ts'
import { readEnv } from './env.ts'
import { log, setLogLevel } from './log.ts'

/** How long in-flight requests may take to finish after SIGTERM before the process exits. */
const SHUTDOWN_GRACE_MS = 10_000

const env = readEnv()
setLogLevel(env.LOG_LEVEL)

const app = createSiteApp({ clientDir: env.CLIENT_DIR, trustProxy: env.TRUST_PROXY })

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info: AddressInfo) => {
  log('info', 'listening', { url: `http://${info.address}:${info.port}`, site: env.SITE_URL })
})

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
  // Stop accepting connections, let in-flight requests finish, close idle keep-alives.
  server.close(() => {
    log('info', 'stopped')
    process.exit(0)
  })
  if ('closeIdleConnections' in server) server.closeIdleConnections()
}

process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
