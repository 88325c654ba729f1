import { z } from 'zod'

import { SITE } from '../app/config/site.ts'
import { DEFAULT_SITE_URL } from '../app/config/site-url.ts'
import { parseAllowList } from './allow-list.ts'
import { trustedProxies } from './client-address.ts'
import { parseRateLimit } from './contact/rate-limit.ts'
import { type ProductionCheck, productionProblems } from './env-production.ts'

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .default('0')
  .transform((value) => value === '1' || value === 'true')

const origin = (value: string) => {
  const url = new URL(value)
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)')
  return url.origin
}

/** `a, b,,c` → `['a', 'b', 'c']`. */
const commaList = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)

/**
 * Server configuration from the environment, validated once at start-up so a typo fails
 * loudly instead of at the first request. Every variable is listed in `.env.example`.
 * An empty variable (`SMTP_URL=` in an environment file) means the same as an unset one,
 * for every setting: it takes the default, it is never read as 0 (readEnv drops it first).
 */
const EnvSchema = z.object({
  /**
   * The production switch (the Node convention). Anything else – unset above all – runs the
   * local demo; `production` refuses unsafe settings at start-up (productionProblems).
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).optional(),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Public origin; canonical URLs are baked in at build time from the same variable. */
  SITE_URL: z.url().default(DEFAULT_SITE_URL),
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
  /** Besides loopback, the addresses or networks (CIDR) that may read GET /metrics, comma-separated. */
  METRICS_ALLOW: z
    .string()
    .default('')
    .transform((value, ctx) => {
      try {
        return parseAllowList(commaList(value))
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message })
        return z.NEVER
      }
    }),
  /**
   * Production only: start although the site still ships demo content (the go-live check,
   * docs/decisions/015). For a staging server that shows the demo on purpose.
   */
  ALLOW_DEMO_CONTENT: flag,

  /** SQLite file (contact.db) and the .eml outbox (outbox/) live here. */
  DATA_DIR: z.string().min(1).default('data'),
  /** PostgreSQL instead of SQLite, e.g. postgres://user:pass@host:5432/db. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /** Mail server, e.g. smtp://user:pass@mail.example:587. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  /**
   * `smtp`: send through SMTP_URL; `files`: write every email to DATA_DIR/outbox/<id>.eml
   * and send nothing. Unset: smtp when SMTP_URL is set, else files – which production
   * accepts only when chosen explicitly (MAIL_MODE=files).
   */
  MAIL_MODE: z.enum(['smtp', 'files']).optional(),
  /** From header of both emails. */
  SMTP_FROM: z.string().min(3).default(`${SITE.brand} <${SITE.email}>`),
  /** The consultancy's inbox: receives the notification of every request. */
  CONTACT_INBOX: z.email().default(SITE.email),
  /** Requests per client address and window, e.g. 5/10m; 0 turns the limit off. Production refuses a window longer than the privacy policy's (policyProblems). */
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
  /** Forms sent sooner than this many ms after they were shown are quarantined as suspected spam; 0 turns it off. */
  CONTACT_MIN_FILL_MS: z.coerce.number().int().min(0).default(3000),
  /** Signs the contact form's token (docs/decisions/031); unset: a random key in DATA_DIR/form-token.key. The same on every server of one site. */
  CONTACT_FORM_SECRET: z.optional(z.string().min(32, 'use at least 32 characters')),
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
  /** Confirmation emails to one address within 24 hours; requests beyond are stored and notified, not confirmed. */
  CONTACT_CONFIRMATIONS_PER_RECIPIENT: z.coerce.number().int().min(1).default(3),
  /** Confirmation emails to one domain (all its addresses) within 24 hours; 0: no cap. */
  CONTACT_CONFIRMATIONS_PER_DOMAIN: z.coerce.number().int().min(0).default(20),
  /** Confirmation emails per hour in all; 0: no ceiling. */
  CONTACT_CONFIRMATIONS_PER_HOUR: z.coerce.number().int().min(0).default(100),
  /** How long the notification to the consultancy is retried before it is marked failed (mail servers: days). */
  OUTBOX_NOTIFICATION_RETRY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(72),
  /** How long a confirmation is retried: one that arrives days late helps nobody. */
  OUTBOX_CONFIRMATION_RETRY_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  /**
   * How long a worker's claim on an email lasts. A server that dies while sending leaves its
   * emails claimed; they go out this long after the claim (after a restart, or from another
   * instance). Every delivery is cut off well inside it (outbox-worker.ts).
   */
  OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /**
   * New contact requests are refused (503, Retry-After) while the filesystem of DATA_DIR has
   * less than this many MB free, so the database never meets a full disk; 0 turns it off.
   */
  DATA_DISK_MIN_FREE_MB: z.coerce.number().int().min(0).default(256),
  /**
   * Requests older than this many days are deleted automatically (privacy policy: 12 months); 0 keeps
   * them. Production refuses 0 and more than the policy's period (policyProblems).
   */
  CONTACT_RETENTION_DAYS: z.coerce.number().int().min(0).default(365),
})

export type Env = z.infer<typeof EnvSchema>

/** Every variable the server reads (.env.example must list each, tested in env.test.ts). */
export const ENV_NAMES = Object.keys(EnvSchema.shape) as (keyof Env)[]

export const isProduction = (env: Pick<Env, 'NODE_ENV'>) => env.NODE_ENV === 'production'

/** How emails leave: MAIL_MODE, or what SMTP_URL implies. */
export const mailMode = (env: Pick<Env, 'MAIL_MODE' | 'SMTP_URL'>) => env.MAIL_MODE ?? (env.SMTP_URL ? 'smtp' : 'files')

/**
 * Variables the server no longer reads. Starting with one set is an error rather than a
 * silent change of behaviour: the operator learns what replaced it.
 */
const REPLACED: Record<string, string> = {
  TRUST_PROXY:
    'no longer read; replaced by TRUSTED_PROXIES, the addresses of the proxies allowed to report the client address ' +
    '(e.g. TRUSTED_PROXIES=127.0.0.1 for Caddy on this machine; docs/deploy.md). Remove TRUST_PROXY.',
}

/** Empty and blank values are dropped: for every setting, empty means unset. */
function withoutEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => (entry[1] ?? '').trim() !== ''),
  )
}

/**
 * Each variable on its own, so one bad value does not hide the others: the values that are
 * valid, and a `NAME: what is wrong` line for each that is not.
 */
function parseEach(source: NodeJS.ProcessEnv): { values: Partial<Env>; problems: string[] } {
  const raw = withoutEmpty(source)
  const values: Record<string, unknown> = {}
  const problems = Object.entries(REPLACED)
    .filter(([name]) => raw[name] !== undefined)
    .map(([name, message]) => `${name}: ${message}`)
  for (const name of ENV_NAMES) {
    const parsed = EnvSchema.shape[name].safeParse(raw[name])
    if (parsed.success) values[name] = parsed.data
    else problems.push(...parsed.error.issues.map((issue) => `${name}: ${issue.message}`))
  }
  const partial = values as Partial<Env>
  if (partial.MAIL_MODE === 'smtp' && raw.SMTP_URL === undefined) {
    problems.push('MAIL_MODE: smtp needs SMTP_URL, the mail server to send through')
  }
  if (partial.MAIL_MODE === 'files' && partial.SMTP_URL) {
    problems.push('MAIL_MODE: files writes emails to DATA_DIR/outbox and sends none, but SMTP_URL is set; unset one')
  }
  return { values: partial, problems }
}

/**
 * The server's start-up: the configuration, or every problem found, one `NAME: problem` per
 * line – invalid values always, and in production (NODE_ENV=production) unsafe ones too.
 */
export async function loadServerEnv(
  source: NodeJS.ProcessEnv = process.env,
  extraChecks: readonly ProductionCheck[] = [],
): Promise<{ production: boolean } & ({ env: Env; problems: [] } | { env?: undefined; problems: string[] })> {
  const { values, problems } = parseEach(source)
  // The value read now, from the environment – never one a bundler inlined at build time.
  const production = isProduction(values)
  if (production) {
    problems.push(...productionProblems(values))
    // The further checks need every value; an invalid one is already listed.
    if (ENV_NAMES.every((name) => name in values)) {
      for (const check of extraChecks) problems.push(...(await check(values as Env)))
    }
  }
  return problems.length === 0 ? { production, env: values as Env, problems: [] } : { production, problems }
}

/** The configuration, or an error listing every invalid value (tools and the dev server; no production checks). */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const { values, problems } = parseEach(source)
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.map((line) => `  ${line}`).join('\n')}`)
  return values as Env
}
