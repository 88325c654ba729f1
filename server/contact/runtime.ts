import { join } from 'node:path'

import type { EmailContent } from '../../app/emails/email-content.ts'
import { trustedProxies } from '../client-address.ts'
import { createDiskGuard } from '../disk-space.ts'
import { type Env, mailMode } from '../env.ts'
import type { ServerMetrics } from '../metrics.ts'
import { composeEmail } from './compose-email.ts'
import type { ContactDeps } from './contact-route.ts'
import { createRepository } from './create-repository.ts'
import { addressOf, fileTransport, type MailTransport, smtpTransport } from './mail-transport.ts'
import { confirmationLimitsOf } from './operations-env.ts'
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './outbox-worker.ts'
import { createRateLimiter } from './rate-limit.ts'
import type { ContactRepository } from './repository.ts'

export type ContactEnv = Pick<
  Env,
  | 'SITE_URL'
  | 'TRUSTED_PROXIES'
  | 'DATA_DIR'
  | 'DATABASE_URL'
  | 'SMTP_URL'
  | 'MAIL_MODE'
  | 'SMTP_FROM'
  | 'CONTACT_INBOX'
  | 'CONTACT_RATE_LIMIT'
  | 'CONTACT_MIN_FILL_MS'
  | 'CONTACT_ALLOWED_ORIGINS'
  | 'CONTACT_CONFIRMATIONS_PER_RECIPIENT'
  | 'CONTACT_CONFIRMATIONS_PER_DOMAIN'
  | 'CONTACT_CONFIRMATIONS_PER_HOUR'
  | 'DATA_DISK_MIN_FREE_MB'
  | 'OUTBOX_NOTIFICATION_RETRY_HOURS'
  | 'OUTBOX_CONFIRMATION_RETRY_HOURS'
  | 'OUTBOX_LEASE_SECONDS'
>

const HOUR_MS = 60 * 60 * 1000

export type ContactRuntime = {
  repository: ContactRepository
  transport: MailTransport
  worker: OutboxWorker
  /** What createApi needs for the contact endpoint. */
  contact: ContactDeps
  /** Stops the worker (finishing messages in hand), then closes the database. */
  close(): Promise<void>
}

/** The .eml files of the no-SMTP mode. */
export const outboxDir = (dataDir: string) => join(dataDir, 'outbox')

/**
 * Everything behind the contact endpoint, built from the configuration: repository
 * (migrated), mail transport, outbox worker (not started) and the endpoint's
 * dependencies. Tests and the load tests pass their own transport, clock or worker timing.
 */
export async function createContactRuntime(
  env: ContactEnv,
  overrides: {
    /**
     * What the e-mails say, asked for each e-mail: the server passes the served release's
     * (server/live-site.ts), so a publish changes the next e-mail without a restart.
     */
    content: () => EmailContent
    transport?: MailTransport
    worker?: Partial<Omit<OutboxWorkerOptions, 'repository' | 'transport' | 'compose'>>
    /** PostgreSQL schema (tests). */
    schema?: string
    /** Tests: a clock instead of the database's own. */
    clock?: () => Date
    /** The server's metrics; the contact endpoint and the worker count into them. */
    metrics?: ServerMetrics
  },
): Promise<ContactRuntime> {
  const repository = await createRepository({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    schema: overrides.schema,
    ...(overrides.clock ? { clock: overrides.clock } : {}),
  })
  const leaseMs = env.OUTBOX_LEASE_SECONDS * 1000
  // Connect, greeting and two socket timeouts fit into one lease: a slow server cannot make a
  // delivery outlast its claim, which would let another worker send the same email meanwhile.
  const transport =
    overrides.transport ??
    (mailMode(env) === 'smtp' && env.SMTP_URL
      ? smtpTransport(env.SMTP_URL, { timeoutMs: Math.min(15_000, leaseMs / 4) })
      : fileTransport(outboxDir(env.DATA_DIR)))
  const worker = createOutboxWorker({
    repository,
    transport,
    compose: (claimed) =>
      composeEmail(claimed, {
        from: env.SMTP_FROM,
        siteUrl: env.SITE_URL,
        content: overrides.content(),
        confirmationLimits: confirmationLimitsOf(env),
      }),
    retryWindowMs: {
      notification: env.OUTBOX_NOTIFICATION_RETRY_HOURS * HOUR_MS,
      confirmation: env.OUTBOX_CONFIRMATION_RETRY_HOURS * HOUR_MS,
      // The `[Spamverdacht]` notice is worth as little late as the confirmation.
      'spam-notice': env.OUTBOX_CONFIRMATION_RETRY_HOURS * HOUR_MS,
    },
    leaseMs,
    ...(overrides.metrics ? { observer: overrides.metrics.delivery } : {}),
    ...overrides.worker,
  })
  const rateLimiter = env.CONTACT_RATE_LIMIT ? createRateLimiter(env.CONTACT_RATE_LIMIT) : null
  const fromDomain = addressOf(env.SMTP_FROM).split('@')[1]
  return {
    repository,
    transport,
    worker,
    contact: {
      repository,
      rateLimiter,
      onStored: () => worker.wake(),
      ...(overrides.metrics ? { metrics: overrides.metrics.contact } : {}),
      diskGuard: createDiskGuard(env.DATA_DIR, env.DATA_DISK_MIN_FREE_MB * 2 ** 20),
      config: {
        siteUrl: env.SITE_URL,
        allowedOrigins: env.CONTACT_ALLOWED_ORIGINS,
        inbox: env.CONTACT_INBOX,
        // The HR contact of the release being served: a publish that changes it changes this too.
        applicationInbox: () => overrides.content().application.inbox,
        minFillMs: env.CONTACT_MIN_FILL_MS,
        trustedProxies: trustedProxies(env.TRUSTED_PROXIES),
        messageIdDomain: fromDomain || new URL(env.SITE_URL).hostname,
        confirmationLimits: {
          perRecipient: env.CONTACT_CONFIRMATIONS_PER_RECIPIENT,
          perDomain: env.CONTACT_CONFIRMATIONS_PER_DOMAIN,
          perHour: env.CONTACT_CONFIRMATIONS_PER_HOUR,
        },
      },
    },
    async close() {
      await worker.stop()
      rateLimiter?.dispose()
      await repository.close()
    },
  }
}
