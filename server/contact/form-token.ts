import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The signed token the server puts into the contact form when it serves the page
 * (docs/decisions/031): when the form was shown and a random key, so a post without
 * JavaScript has a fill time and an idempotency key like the script's headers.
 * Format: `v1.<issued ms>.<22 random base64url chars>.<HMAC-SHA256 base64url>`.
 */

/** A token older than this still stores its request – in quarantine, as a missing fill time. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000
/** Issued later than now by more than this: not ours (clocks of several servers may differ a little). */
const FUTURE_SLACK_MS = 60 * 1000

/** The file in DATA_DIR holding the key when CONTACT_FORM_SECRET is not set. */
export const FORM_SECRET_FILE = 'form-token.key'

export type TokenCheck =
  | { status: 'valid'; fillMs: number; key: string }
  /** Signed by us but older than FORM_TOKEN_MAX_AGE_MS: the key still counts, the fill time does not. */
  | { status: 'expired'; key: string }
  | { status: 'missing' }
  /** Malformed, signed with another key, or issued in the future. */
  | { status: 'forged' }

export type FormTokens = {
  issue(now?: number): string
  check(token: string | null | undefined, now?: number): TokenCheck
}

const b64 = (buffer: Buffer) => buffer.toString('base64url')

export function createFormTokens(secret: Buffer): FormTokens {
  const sign = (payload: string) => b64(createHmac('sha256', secret).update(payload).digest())
  return {
    issue(now = Date.now()) {
      const payload = `v1.${now}.${b64(randomBytes(16))}`
      return `${payload}.${sign(payload)}`
    },
    check(token, now = Date.now()) {
      if (token === null || token === undefined || token === '') return { status: 'missing' }
      const match = /^(v1\.(\d{1,15})\.([A-Za-z0-9_-]{22}))\.([A-Za-z0-9_-]{43})$/.exec(token)
      if (!match) return { status: 'forged' }
      const [, payload, issued, random, signature] = match as unknown as [string, string, string, string, string]
      const expected = Buffer.from(sign(payload))
      if (!timingSafeEqual(expected, Buffer.from(signature))) return { status: 'forged' }
      const age = now - Number(issued)
      if (age < -FUTURE_SLACK_MS) return { status: 'forged' }
      const key = `form-${random}`
      return age > FORM_TOKEN_MAX_AGE_MS
        ? { status: 'expired', key }
        : { status: 'valid', fillMs: Math.max(0, age), key }
    },
  }
}

/**
 * The idempotency key of a post without JavaScript: the token's key and the content, so a
 * resubmitted post stores once and a corrected one (back, edit, send) is a new request – as
 * the script's keys do (app/lib/contact-client.ts).
 */
export function formIdempotencyKey(tokenKey: string, content: unknown): string {
  return `${tokenKey}.${createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 16)}`
}

/**
 * The signing key: CONTACT_FORM_SECRET (at least 32 characters; the same on every server of a
 * multi-instance setup), else a random key kept in DATA_DIR/form-token.key (owner-only),
 * created on first start.
 */
export function loadFormSecret(dataDir: string, fromEnv?: string): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, 'utf8')
  const file = join(dataDir, FORM_SECRET_FILE)
  const read = () => Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url')
  if (existsSync(file)) return read()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32)
  try {
    writeFileSync(file, `${b64(secret)}\n`, { mode: 0o600, flag: 'wx' })
  } catch (error) {
    // Another server process on the same DATA_DIR created it first: use that one.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return read()
    throw error
  }
  chmodSync(file, 0o600)
  return secret
}
