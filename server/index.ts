import { existsSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'

import { serve } from '@hono/node-server'

import { emailContent } from '../app/emails/email-content.ts'
import { NOT_FOUND_PATH } from '../app/lib/paths.ts'
import { createApi } from './api.ts'
import { createSiteApp } from './app.ts'
import { trustedProxies } from './client-address.ts'
import { SQLITE_FILE } from './contact/create-repository.ts'
import { emailContentFile, loadEmailContent } from './contact/email-content-file.ts'
import { createFormTokens, loadFormSecret } from './contact/form-token.ts'
import { purgeExpired } from './contact/retention.ts'
import { createContactRuntime, outboxDir } from './contact/runtime.ts'
import { isProduction, loadServerEnv, mailMode } from './env.ts'
import type { ProductionCheck } from './env-production.ts'
import { goLiveDemoValues } from './golive-check.ts'
import { httpServerOptions } from './http-limits.ts'
import { liveStaticSite } from './live-site.ts'
import { log, setLogLevel } from './log.ts'
import { createMetrics } from './metrics.ts'
import { watchSecurityTxt } from './security-txt.ts'

/** How long in-flight requests may take to finish after SIGTERM before the process exits. */
const SHUTDOWN_GRACE_MS = 10_000
/** The retention purge runs at start and then this often. */
const PURGE_EVERY_MS = 6 * 60 * 60 * 1000

/**
 * Checks of NODE_ENV=production besides the settings' own (server/env.ts): the go-live check
 * (`npm run check:golive`, server/golive-check.ts) – no demo company data, links or card
 * password – unless ALLOW_DEMO_CONTENT=1 says the demo is shown on purpose (a staging server).
 */
const PRODUCTION_CHECKS: ProductionCheck[] = [
  async (env) =>
    env.ALLOW_DEMO_CONTENT
      ? []
      : (await goLiveDemoValues({ clientDir: env.CLIENT_DIR })).map(
          (demo) =>
            `ALLOW_DEMO_CONTENT: not set, but the site still ships a demo value: ${demo.what} (${demo.where}; npm run check:golive lists them all)`,
        ),
]

// Everything the server writes – the SQLite file, .eml files – holds personal data: owner only
// (the file writers set their modes too; this covers whatever a library creates).
process.umask(0o077)

const loaded = await loadServerEnv(process.env, PRODUCTION_CHECKS)
if (!loaded.env) {
  process.stderr.write(
    `${loaded.production ? 'Refusing to start in production (NODE_ENV=production)' : 'Refusing to start: invalid configuration'}:\n` +
      loaded.problems.map((problem) => `  ${problem}\n`).join(''),
  )
  process.exit(1)
}
const env = loaded.env
setLogLevel(env.LOG_LEVEL)

/**
 * The release's e-mail content; only for the folder served at start, a build without the file
 * (a test's hand-made client folder, a build from before releases carried their e-mail content, docs/decisions/030) falls back to the content
 * this bundle was built with, saying so. A release switched to later must bring its own.
 */
function startingEmailContent() {
  let starting = true
  return (clientDir: string) => {
    const first = starting
    starting = false
    if (first && !existsSync(emailContentFile(clientDir))) {
      log('warn', 'no email-content.json beside the client folder: e-mails use the content of this server bundle', {
        clientDir,
      })
      return emailContent({})
    }
    return loadEmailContent(clientDir)
  }
}

// Database first: a server that cannot store requests must not start answering them.
const metrics = createMetrics()
metrics.watchBackups(env.DATA_DIR)
// A publish or rollback moves the release link; the files and what the e-mails say (company
// details, wording, page names) follow together without a restart (docs/decisions/028, 030).
// Before the first publish, FOLLOW_CLIENT_DIR (scripts/start.ts) names the release link to
// switch to once it appears.
const site = liveStaticSite(env.CLIENT_DIR, NOT_FOUND_PATH, startingEmailContent(), process.env.FOLLOW_CLIENT_DIR)
metrics.watchRelease(site.loadFailure)
const contact = await createContactRuntime(env, { metrics, content: site.data })
contact.worker.start()
const mail =
  mailMode(env) === 'smtp'
    ? `SMTP server ${new URL(env.SMTP_URL!).host}`
    : `.eml files in ${resolve(outboxDir(env.DATA_DIR))}`
log('info', 'contact backend ready', {
  database: contact.repository.engine,
  mail,
  rateLimit: env.CONTACT_RATE_LIMIT,
  minFillMs: env.CONTACT_MIN_FILL_MS,
})
if (!isProduction(env)) {
  log(
    'warn',
    `This is a local demo (NODE_ENV is not "production"). Requests are stored in ${
      env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : resolve(env.DATA_DIR, SQLITE_FILE)
    }; their emails go to ${
      mailMode(env) === 'smtp' ? `the ${mail} (SMTP_URL)` : `${mail} and are not sent`
    }. Set NODE_ENV=production to run the real site.`,
  )
}

async function purge() {
  try {
    const result = await purgeExpired(contact.repository, {
      now: new Date(),
      days: env.CONTACT_RETENTION_DAYS,
      outboxDir: outboxDir(env.DATA_DIR),
    })
    if (result.requests > 0 || result.auditEntries > 0 || result.journalEntries > 0 || result.ipAddresses > 0) {
      log('info', 'retention purge', {
        requests: result.requests,
        quarantined: result.quarantined,
        applicants: result.applicants,
        emails: result.emails,
        auditEntries: result.auditEntries,
        journalEntries: result.journalEntries,
        ipAddresses: result.ipAddresses,
      })
    }
  } catch (error) {
    log('error', 'retention purge failed', { error: error instanceof Error ? error.message : String(error) })
  }
}
await purge()
setInterval(purge, PURGE_EVERY_MS).unref()

// The contact form's signed token: fill time and retry key of a post without JavaScript (docs/decisions/031).
const formTokens = createFormTokens(loadFormSecret(env.DATA_DIR, env.CONTACT_FORM_SECRET))
const app = createSiteApp(
  {
    clientDir: env.CLIENT_DIR,
    trustedProxies: trustedProxies(env.TRUSTED_PROXIES),
    api: createApi({
      contact: { ...contact.contact, form: { tokens: formTokens, site: site.get } },
      metrics: { metrics, allow: env.METRICS_ALLOW },
      release: site.release,
    }),
    metrics,
    formTokens,
  },
  site.get,
)

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
