import {
  CONTACT_ENDPOINT,
  type ContactContentBody,
  type ContactRequestBody,
  FILL_TIME_HEADER,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
} from './contact-rules.ts'

/** The server refused the request; `message` is its own words when it gave any. */
export class ContactRequestError extends Error {
  readonly status: number
  /** The server's `error` text, shown to the visitor as is. */
  readonly serverMessage: string | undefined
  /** Per-field messages of a 400 answer. */
  readonly details: Record<string, string>

  constructor(status: number, serverMessage: string | undefined, details: Record<string, string> = {}) {
    super(serverMessage ?? `Contact request failed with status ${status}`)
    this.name = 'ContactRequestError'
    this.status = status
    this.serverMessage = serverMessage
    this.details = details
  }
}

/** The error toast when the server has not answered within this long. */
export const CONTACT_TIMEOUT_MS = 30_000

/** No answer within CONTACT_TIMEOUT_MS: the request may or may not have arrived. */
export class ContactTimeoutError extends Error {
  constructor() {
    super(`No answer within ${CONTACT_TIMEOUT_MS / 1000} s`)
    this.name = 'ContactTimeoutError'
  }
}

/**
 * An answer that is not the endpoint's: a redirect (a login page, a misrouted proxy), a web
 * page instead of JSON, or success without the request's id. The request may or may not
 * have been stored; only a retry with the same idempotency key can tell.
 */
export class UnexpectedAnswerError extends Error {
  readonly kind: 'redirect' | 'not-json' | 'no-id'
  readonly status: number
  constructor(kind: 'redirect' | 'not-json' | 'no-id', status: number) {
    super(`Unexpected answer from the contact endpoint (${kind}, status ${status})`)
    this.name = 'UnexpectedAnswerError'
    this.kind = kind
    this.status = status
  }
}

/** A v4 UUID; crypto.randomUUID exists only on https and localhost, getRandomValues everywhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * One idempotency key per filled form: the same content gets the same key, so a double
 * click or a retry after a network error is recognised by the server as the request it
 * already has; changed content or a successful send starts a new key.
 */
export function createIdempotencyKeys(generate: () => string = newIdempotencyKey) {
  let current: { key: string; body: string } | undefined
  return {
    keyFor(body: ContactContentBody): string {
      const json = JSON.stringify(body)
      if (current?.body !== json) current = { key: generate(), body: json }
      return current.key
    },
    /** After success: the next form is a new request. */
    renew() {
      current = undefined
    },
  }
}

export type SendOptions = {
  body: ContactRequestBody
  idempotencyKey: string
  /** Milliseconds since the form was first shown (spam guard). */
  fillMs: number
  /** Whatever is in the hidden spam-trap field; people leave it empty, and then it is not sent. */
  honeypot?: string
  fetch?: typeof fetch
  /** Give up after this long (default CONTACT_TIMEOUT_MS). */
  timeoutMs?: number
}

/**
 * POSTs the request. Resolves with the stored request's id only for what the
 * endpoint answers on success: 200 or 201, JSON, with an `id`. Rejects with a
 * ContactRequestError when the server refused (non-2xx or an `error` field), an
 * UnexpectedAnswerError for anything else (redirects are not followed: the personal data
 * must not be posted on to another address), a ContactTimeoutError after `timeoutMs`, or the
 * browser's own error when the network failed.
 */
export async function sendContactRequest({
  body,
  idempotencyKey,
  fillMs,
  honeypot,
  fetch: fetchImpl = fetch,
  timeoutMs = CONTACT_TIMEOUT_MS,
}: SendOptions): Promise<{ id: string }> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  let response: Response
  let text: string
  try {
    response = await fetchImpl(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        [IDEMPOTENCY_HEADER]: idempotencyKey,
        [FILL_TIME_HEADER]: String(Math.max(0, Math.round(fillMs))),
      },
      body: JSON.stringify(honeypot ? { ...body, [HONEYPOT_FIELD]: honeypot } : body),
      redirect: 'manual',
      signal: controller.signal,
    })
    text = await response.text()
  } catch (error) {
    if (controller.signal.aborted) throw new ContactTimeoutError()
    throw error
  } finally {
    clearTimeout(timer)
  }
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    throw new UnexpectedAnswerError('redirect', response.status)
  }
  type Answer = { id?: unknown; error?: unknown; details?: unknown }
  let data: Answer | null = null
  const json = /^application\/json\b/i.test(response.headers.get('content-type') ?? '')
  try {
    const parsed: unknown = JSON.parse(text)
    if (json && typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) data = parsed as Answer
  } catch {
    // Not JSON (a proxy's error page, a login form): judged below.
  }
  const message = typeof data?.error === 'string' && data.error.trim() ? data.error : undefined
  if (!response.ok || data?.error !== undefined) {
    const details =
      data?.details && typeof data.details === 'object' ? (data.details as Record<string, string>) : undefined
    throw new ContactRequestError(response.status, message, details)
  }
  if ((response.status !== 200 && response.status !== 201) || !data) {
    throw new UnexpectedAnswerError('not-json', response.status)
  }
  if (typeof data.id !== 'string' || data.id === '') throw new UnexpectedAnswerError('no-id', response.status)
  return { id: data.id }
}
