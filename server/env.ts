import { z } from 'zod'
import { SITE } from '../app/config/site.ts'
import { trustedProxies } from './client-address.ts'
import { parseRateLimit } from './contact/rate-limit.ts'

/** An unset variable and an empty one (`DATABASE_URL=` in a .env file) mean the same. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

/** `a, b,,c` → `['a', 'b', 'c']`. */
const commaList = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)

const origin = (value: string) => {
  const url = new URL(value)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)')
  return url.origin
}

/**
 * Server configuration from the environment, validated once at start-up so a typo fails
 * loudly instead of at the first request. Every variable is listed in `.env.example`.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin; canonical URLs are baked in at build time from the same variable. */
  SITE_URL: z.url().default('http://localhost:3000'),
  /**
   * Addresses or CIDR ranges of the proxies in front (comma-separated; proxy-addr's `loopback`,
   * `linklocal`, `uniquelocal` too), e.g. `127.0.0.1` for Caddy on this machine. Only they may
   * report the client's address (X-Forwarded-For) and HTTPS (X-Forwarded-Proto, for HSTS).
   * Empty: no proxy; the socket's peer is the client.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value, ctx) => {
      const list = commaList(value)
      try {
        trustedProxies(list)
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: `${(error as Error).message} (use addresses, CIDR ranges or loopback/linklocal/uniquelocal)`,
        })
      }
      return list
    }),
  /** Directory of the prerendered client build. */
  CLIENT_DIR: z.string().default('build/client'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),

  /** SQLite file (contact.db) and the .eml outbox (outbox/) live here. */
  DATA_DIR: z.string().min(1).default('data'),
  /** PostgreSQL instead of SQLite, e.g. postgres://user:pass@host:5432/db. */
  DATABASE_URL: optional(z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')),
  /** Mail server, e.g. smtp://user:pass@mail.example:587; unset: messages become .eml files. */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')),
  /** From header of both emails. */
  SMTP_FROM: z.string().min(3).default(`${SITE.brand} <${SITE.email}>`),
  /** The consultancy's inbox: receives the notification of every request. */
  CONTACT_INBOX: z.email().default(SITE.email),
  /** Requests per client address and window, e.g. 5/10m; 0 turns the limit off. */
  CONTACT_RATE_LIMIT: z
    .string()
    .default('5/10m')
    .transform((value, ctx) => {
      try {
        return parseRateLimit(value)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message })
        return z.NEVER
      }
    }),
  /** Forms sent sooner than this many ms after they were shown count as bots; 0 turns it off. */
  CONTACT_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  /** Comma-separated origins that may post the form besides SITE_URL's own. */
  CONTACT_ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value, ctx) =>
      commaList(value).map((entry) => {
        try {
          return origin(entry)
        } catch {
          ctx.addIssue({ code: 'custom', message: `not an http(s) origin: ${entry}` })
          return z.NEVER
        }
      }),
    ),
  /** Delivery attempts per email before it is marked failed. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(20),
  /**
   * How long a worker's claim on an email lasts. A server that dies while sending leaves its
   * emails claimed; they go out this long after the claim (after a restart, or from another
   * instance). Longer than any single delivery may take: the SMTP timeouts are derived from it.
   */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /** Requests older than this many days are deleted automatically (privacy policy: 12 months); 0 keeps them. */
  CONTACT_RETENTION_DAYS: z.coerce.number().int().min(0).default(365),
})

export type Env = z.infer<typeof EnvSchema>

/** Every variable the server reads (.env.example must list each, tested in env.test.ts). */
export const ENV_NAMES = Object.keys(EnvSchema.shape) as (keyof Env)[]

/**
 * Variables the server no longer reads. Starting with one set is an error rather than a
 * silent change of behaviour: the operator learns what replaced it.
 */
const REPLACED: Record<string, string> = {
  TRUST_PROXY:
    'no longer read; replaced by TRUSTED_PROXIES, the addresses of the proxies allowed to report the client address ' +
    '(e.g. TRUSTED_PROXIES=127.0.0.1 for Caddy on this machine; docs/deploy.md). Remove TRUST_PROXY.',
}

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source)
  const problems = [
    ...Object.entries(REPLACED)
      .filter(([name]) => source[name] !== undefined && source[name] !== '')
      .map(([name, message]) => `  ${name}: ${message}`),
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)),
  ]
  if (problems.length > 0 || !parsed.success) throw new Error(`Invalid environment:\n${problems.join('\n')}`)
  return parsed.data
}
