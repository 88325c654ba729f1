import type { HttpBindings } from '@hono/node-server'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'

import {
  CONTACT_ENDPOINT,
  CONTACT_MAX_BODY_BYTES,
  FILL_TIME_HEADER,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  requestSchemaFor,
  splitSubmission,
} from '../../app/lib/contact-schema.ts'
import { clientIp, type TrustedProxies } from '../client-address.ts'
import type { DiskGuard } from '../disk-space.ts'
import type { ContactMetrics } from '../metrics.ts'
import { type FormPostDeps, handleFormPost, problemPage } from './form-post.ts'
import { type RateLimiter, rateLimitKey } from './rate-limit.ts'
import type { ConfirmationLimits, ContactRepository, QuarantineReason } from './repository.ts'
import { storeRequest } from './store-request.ts'

/** Hono environment of the site: Node's request objects, and fields for the request log line. */
export type ApiEnv = {
  Bindings: Partial<HttpBindings>
  Variables: { logFields?: Record<string, unknown>; contactMetrics?: ContactMetrics }
}

export type ContactConfig = {
  /** SITE_URL: its origin is always allowed. */
  siteUrl: string
  /** Further origins allowed to post (CONTACT_ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[]
  /** Receives the notification of every consultation request (CONTACT_INBOX). */
  inbox: string
  /**
   * Receives the notification of an application: the HR contact of the release being served
   * (its email-content.json, content/hr-contact.yaml; docs/decisions/035). Without it: `inbox`.
   */
  applicationInbox?: () => string
  /** Forms sent sooner than this after they were shown are quarantined as suspected spam; 0 turns the check off. */
  minFillMs: number
  /** TRUSTED_PROXIES: the peers whose X-Forwarded-For names the client (server/client-address.ts). */
  trustedProxies: TrustedProxies
  /** Domain part of Message-IDs. */
  messageIdDomain: string
  /** Beyond these, requests are stored and notified but not confirmed. */
  confirmationLimits: ConfirmationLimits
}

export type ContactDeps = {
  repository: ContactRepository
  config: ContactConfig
  /** null: no limit (CONTACT_RATE_LIMIT=0). */
  rateLimiter: RateLimiter | null
  /** Called after a request is stored: wakes the outbox worker. */
  onStored?: () => void
  /** Counts outcomes (GET /metrics). */
  metrics?: ContactMetrics
  /** Refuses new requests while the disk of DATA_DIR is nearly full (DATA_DISK_MIN_FREE_MB). */
  diskGuard?: DiskGuard
  /** The post without JavaScript (docs/decisions/031); without it only JSON is accepted. */
  form?: FormPostDeps
}

/** Retry-After of a refusal for lack of disk space: freeing space takes a person. */
export const DISK_FULL_RETRY_AFTER_SECONDS = 600

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/

type Problem = {
  status: 400 | 403 | 408 | 413 | 415 | 422 | 429 | 503
  error: string
  details?: Record<string, string>
}

/**
 * Suspected spam, or null: the hidden trap field filled in, or – unless the check is off
 * (minFillMs 0, which also accepts a missing header) – a fill time that is missing, not a
 * whole number of milliseconds, or shorter than a person needs.
 */
export function spamReason(trap: unknown, fillTime: string | undefined, minFillMs: number): QuarantineReason | null {
  if (trap !== undefined && trap !== null && trap !== '') return 'honeypot'
  if (minFillMs === 0) return null
  if (fillTime === undefined) return 'fill-time-missing'
  if (!/^\s*\d{1,15}\s*$/.test(fillTime)) return 'fill-time-malformed'
  return Number(fillTime) < minFillMs ? 'too-fast' : null
}

const FORM_TYPE = 'application/x-www-form-urlencoded'

function problem(c: Context<ApiEnv>, { status, error, details }: Problem, headers: Record<string, string> = {}) {
  c.set('logFields', { ...c.get('logFields'), contact: 'refused' })
  c.get('contactMetrics')?.outcome('refused')
  return c.json(details ? { error, details } : { error }, status, headers)
}

const contentType = (c: Context<ApiEnv>) => c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase()

function allowedOrigin(origin: string, requestUrl: string, config: ContactConfig): boolean {
  let parsed: URL
  try {
    parsed = new URL(origin)
  } catch {
    return false // includes the opaque origin "null"
  }
  // The site's own address as the browser used it (same host and port), SITE_URL, or a configured origin.
  if (parsed.host === new URL(requestUrl).host) return true
  return [config.siteUrl, ...config.allowedOrigins].some((allowed) => new URL(allowed).origin === parsed.origin)
}

/** Per-field messages of a failed validation; unknown fields are named as such. */
function fieldDetails(
  issues: readonly { path: readonly PropertyKey[]; message: string; code: string; keys?: string[] }[],
) {
  // No prototype: a field named "__proto__" is reported like any other unknown field.
  const details: Record<string, string> = Object.create(null)
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys ?? []) details[key] = 'Unknown field'
      continue
    }
    const field = String(issue.path[0] ?? 'body')
    details[field] ??= issue.message
  }
  return details
}

/**
 * POST /functions/v1/send-contact-email (ARCHITECTURE, "Contract points"). In order:
 * origin (403), rate limit (429), content type (415), size (413), JSON and schema (400),
 * then the request and its outbox rows in one transaction (201, or 200 when the
 * idempotency key was seen before). Suspected spam is stored too, in quarantine, and gets
 * the same answer (docs/decisions/012). A form post without JavaScript passes the same checks
 * and is answered with pages instead of JSON (server/contact/form-post.ts, docs/decisions/031).
 */
export function createContactRoute(deps: ContactDeps) {
  const { config, rateLimiter, metrics, diskGuard, form } = deps
  const route = new Hono<ApiEnv>()
  /** The post of a browser without JavaScript: answered with pages. */
  const isForm = (c: Context<ApiEnv>) => form !== undefined && contentType(c) === FORM_TYPE
  /** A refusal before the body was read: the problem page for a form, else JSON. */
  const refuse = (c: Context<ApiEnv>, refusal: Problem, headers: Record<string, string> = {}) => {
    if (!isForm(c)) return problem(c, refusal, headers)
    c.set('logFields', { ...c.get('logFields'), contact: 'refused' })
    c.get('contactMetrics')?.outcome('refused')
    return problemPage(c, deps, form!, refusal.status as 403 | 408 | 413 | 429 | 503, headers)
  }

  route.post(
    CONTACT_ENDPOINT,
    async (c, next) => {
      if (metrics) c.set('contactMetrics', metrics)
      const origin = c.req.header('origin')
      if (origin !== undefined && !allowedOrigin(origin, c.req.url, config)) {
        return refuse(c, { status: 403, error: 'Requests from other websites are not accepted.' })
      }
      // Before the disk is full: refuse new requests, so what is stored stays intact (docs/reliability.md).
      if (diskGuard?.refusing()) {
        c.set('logFields', { contact: 'disk-full' })
        metrics?.outcome('disk-full')
        metrics?.diskFullRefusal()
        if (isForm(c)) {
          return problemPage(c, deps, form!, 503, { 'Retry-After': String(DISK_FULL_RETRY_AFTER_SECONDS) })
        }
        return c.json(
          { error: 'Your request cannot be accepted just now. Please try again later, or write to us by email.' },
          503,
          { 'Retry-After': String(DISK_FULL_RETRY_AFTER_SECONDS) },
        )
      }
      if (rateLimiter) {
        const verdict = rateLimiter.hit(rateLimitKey(clientIp(c, config.trustedProxies) ?? 'unknown'))
        if (!verdict.allowed) {
          const minutes = Math.ceil(verdict.retryAfterSeconds / 60)
          return refuse(
            c,
            {
              status: 429,
              error: `Too many requests from your address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
            },
            { 'Retry-After': String(verdict.retryAfterSeconds) },
          )
        }
      }
      if (contentType(c) !== 'application/json' && !isForm(c)) {
        return problem(c, { status: 415, error: 'The request body must be JSON (Content-Type: application/json).' })
      }
      await next()
    },
    bodyLimit({
      maxSize: CONTACT_MAX_BODY_BYTES,
      onError: (c) => refuse(c as Context<ApiEnv>, { status: 413, error: 'The request is too large.' }),
    }),
    async (c) => {
      if (isForm(c)) return handleFormPost(c, deps, form!, await c.req.text())
      let body: unknown
      try {
        body = JSON.parse(await c.req.text())
      } catch (error) {
        if (error instanceof SyntaxError)
          return problem(c, { status: 400, error: 'The request body is not valid JSON.' })
        throw error // the body limit's own error, answered with 413 by the middleware
      }
      if (typeof body !== 'object' || body === null || Array.isArray(body)) {
        return problem(c, { status: 400, error: 'The request body must be a JSON object.' })
      }

      const { [HONEYPOT_FIELD]: trap, ...fields } = body as Record<string, unknown>
      // An application names its job (docs/decisions/035) and has no campaign type; else a consultation.
      const parsed = requestSchemaFor(fields).safeParse(fields)
      if (!parsed.success) {
        return problem(c, {
          status: 400,
          error: 'Please check the highlighted fields.',
          details: fieldDetails(parsed.error.issues as never),
        })
      }
      const key = c.req.header(IDEMPOTENCY_HEADER)
      if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
        return problem(c, {
          status: 400,
          error: 'Invalid Idempotency-Key header.',
          details: { [IDEMPOTENCY_HEADER]: 'Use 8 to 128 letters, digits or - _ . :' },
        })
      }

      // Suspected spam is stored in quarantine (nothing a person sends is thrown away) and
      // answered exactly like a request, so bots learn nothing.
      const quarantine = spamReason(trap, c.req.header(FILL_TIME_HEADER), config.minFillMs)

      // The attribution fields were cleaned by the schema: anything unclean is null, never a refusal.
      const { request, attribution } = splitSubmission(parsed.data)
      const result = await storeRequest(c, deps, { request, attribution, key: key ?? null, quarantine })
      if (result.status === 'error') {
        return c.json({ error: 'Your request could not be saved just now. Please try again in a minute.' }, 503, {
          'Retry-After': '60',
        })
      }
      if (result.status === 'conflict') {
        return problem(c, { status: 422, error: 'This Idempotency-Key was already used for a different request.' })
      }
      return c.json({ id: result.id }, result.status === 'replayed' ? 200 : 201)
    },
  )

  route.all(CONTACT_ENDPOINT, (c) => c.json({ error: 'Method not allowed' }, 405, { Allow: 'POST' }))

  // Reading the body fails when the client goes away half-way or is cut off after
  // CLIENT_TIMEOUTS (server/http-limits.ts; Node has already answered 408). That is the
  // client's doing, not a server error: log it as refused instead of as a 500.
  route.onError((error, c) => {
    const incoming = c.env?.incoming
    if (incoming && !incoming.complete && incoming.destroyed) {
      return refuse(c, { status: 408, error: 'The request did not arrive completely.' })
    }
    throw error
  })

  return route
}
