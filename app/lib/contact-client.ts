import {
  CONTACT_ENDPOINT,
  type ContactRequestBody,
  FILL_TIME_HEADER,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
} from './contact-schema.ts'

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
    keyFor(body: ContactRequestBody): string {
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
}

/**
 * POSTs the request (SPEC 7). Resolves with the server's answer; rejects with a
 * ContactRequestError when the server refused (non-2xx or an `error` field, SPEC 7), or
 * with the browser's own error when the network failed.
 */
export async function sendContactRequest({
  body,
  idempotencyKey,
  fillMs,
  honeypot,
  fetch: fetchImpl = fetch,
}: SendOptions): Promise<{ id: string }> {
  const response = await fetchImpl(CONTACT_ENDPOINT, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      [IDEMPOTENCY_HEADER]: idempotencyKey,
      [FILL_TIME_HEADER]: String(Math.max(0, Math.round(fillMs))),
    },
    body: JSON.stringify(honeypot ? { ...body, [HONEYPOT_FIELD]: honeypot } : body),
  })
  type Answer = { id?: unknown; error?: unknown; details?: unknown }
  // Not JSON (a proxy's error page): judged by the status alone.
  const data = (await response.json().catch(() => null)) as Answer | null
  const message = typeof data?.error === 'string' && data.error.trim() ? data.error : undefined
  if (!response.ok || data?.error !== undefined) {
    const details =
      data?.details && typeof data.details === 'object' ? (data.details as Record<string, string>) : undefined
    throw new ContactRequestError(response.status, message, details)
  }
  return { id: String(data?.id ?? '') }
}
