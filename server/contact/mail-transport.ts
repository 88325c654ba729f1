import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import { join } from 'node:path'

import nodemailer from 'nodemailer'

/** One email, ready to hand over. Every header value here comes from validated, one-line data. */
export type OutgoingEmail = {
  /** Outbox row id; names the .eml file. */
  id: string
  /** Stable per outbox row, `<uuid@domain>`: a message sent again after a crash is recognisably the same. */
  messageId: string
  from: string
  to: string
  replyTo?: { name: string; address: string }
  subject: string
  /** Absent for plain-text messages (the spam notice). */
  html?: string
  text: string
  headers: Record<string, string>
}

export interface MailTransport {
  /** `smtp`: handed to a mail server; `file`: written as an .eml file (no SMTP_URL configured). */
  readonly kind: 'smtp' | 'file'
  /**
   * Resolves once the server accepted the message (or the file is on disk); rejects
   * otherwise. When `signal` aborts, the delivery is cut off (its connection closed) and the
   * promise rejects: the message does not go out after that.
   */
  send(email: OutgoingEmail, options?: { signal?: AbortSignal }): Promise<void>
  /**
   * `file` only: removes what `send` wrote for outbox row `id` – its request was erased while
   * it was being written, so no copy of it may stay behind.
   */
  discard?(id: string): void
  close(): Promise<void>
}

/** Bare address of a From value such as `Mandatwerk <kontakt@mandatwerk.example>`. */
export function addressOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim()
}

function message(email: OutgoingEmail) {
  return {
    from: email.from,
    to: email.to,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    subject: email.subject,
    ...(email.html ? { html: email.html } : {}),
    text: email.text,
    messageId: email.messageId,
    headers: email.headers,
    // The envelope is set explicitly from validated addresses, never derived from headers.
    envelope: { from: addressOf(email.from), to: [email.to] },
    // Nothing in a message may make nodemailer read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  }
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]'])

/** A mail server on this machine: mail to it never crosses a network. */
export const loopbackHost = (hostname: string) =>
  LOOPBACK.has(hostname) || (isIP(hostname) === 4 && hostname.startsWith('127.'))

/** A query parameter as nodemailer reads it (shared/index.js parseConnectionUrl): number, boolean or text. */
function optionValue(value: string): unknown {
  if (value.trim() !== '' && !Number.isNaN(Number(value))) return Number(value)
  return value === 'true' ? true : value === 'false' ? false : value
}

/**
 * What in an SMTP_URL would let mail leave this machine unencrypted or to an unverified
 * server (production refuses each, server/env.ts): nodemailer turns every query parameter
 * into a transport option. Names the parameter, never the URL (it holds the password).
 * A mail server on loopback is exempt: the mail does not cross a network to reach it.
 */
export function weakTlsParameters(url: string): string[] {
  const parsed = new URL(url)
  if (loopbackHost(parsed.hostname)) return []
  const problems: string[] = []
  const params = new Map([...parsed.searchParams].map(([key, value]) => [key, optionValue(value)]))
  const has = (key: string) => params.has(key)
  const set = (key: string) => has(key) && Boolean(params.get(key))
  const unset = (key: string) => has(key) && !params.get(key)
  if (set('ignoreTLS')) problems.push('ignoreTLS turns STARTTLS off: mail would travel unencrypted')
  if (set('opportunisticTLS')) problems.push('opportunisticTLS sends unencrypted when STARTTLS fails')
  if (unset('requireTLS')) problems.push('requireTLS=false sends unencrypted when the server offers no STARTTLS')
  if (parsed.protocol === 'smtps:' && unset('secure')) {
    problems.push('secure=false on smtps:// connects unencrypted (use smtp:// with STARTTLS, which is required)')
  }
  if (unset('tls.rejectUnauthorized')) {
    problems.push('tls.rejectUnauthorized=false accepts any certificate: anyone in between can read the mail')
  }
  for (const key of ['tls.minVersion', 'tls.maxVersion']) {
    if (/^(SSLv3|TLSv1(\.1)?)$/i.test(String(params.get(key) ?? ''))) problems.push(`${key} allows TLS older than 1.2`)
  }
  if (has('tls.secureProtocol')) problems.push('tls.secureProtocol pins an old protocol version; leave it to Node')
  if (/NULL|EXPORT|RC4|DES|MD5/i.test(String(params.get('tls.ciphers') ?? ''))) {
    problems.push('tls.ciphers allows broken ciphers (NULL, EXPORT, RC4, DES or MD5)')
  }
  return problems
}

/**
 * SMTP through nodemailer. `SMTP_URL` is nodemailer's connection URL
 * (`smtp://user:pass@host:587`, `smtps://…:465`, options as query parameters). Towards any
 * host other than this machine STARTTLS is required unless the URL says `requireTLS=false`:
 * the privacy policy promises that mail leaves the server encrypted.
 */
export function smtpTransport(url: string, { timeoutMs = 15_000 } = {}): MailTransport {
  const parsed = new URL(url)
  const local = loopbackHost(parsed.hostname)
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 3,
    requireTLS: parsed.protocol === 'smtp:' && !local,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs * 2,
    // An aborted delivery's socket is destroyed at once, not closed politely.
    socketCloseTimeout: 0,
  })
  return {
    kind: 'smtp',
    async send(email, { signal } = {}) {
      // nodemailer fails an aborted message and closes the connection carrying it.
      await transporter.sendMail({ ...message(email), ...(signal ? { signal } : {}) })
    },
    async close() {
      transporter.close()
    },
  }
}

/**
 * Without SMTP_URL: each message becomes an .eml file in `dir` (DATA_DIR/outbox), written
 * atomically (temporary name, then rename), so nothing is silently dropped and an
 * operator can open or forward it.
 */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    kind: 'file',
    async send(email) {
      const info = await transporter.sendMail(message(email))
      // Personal data: the directory and every file are the owner's only.
      mkdirSync(dir, { recursive: true, mode: 0o700 })
      const file = join(dir, `${email.id}.eml`)
      writeFileSync(`${file}.tmp`, info.message as Buffer, { mode: 0o600 })
      renameSync(`${file}.tmp`, file)
    },
    discard(id) {
      if (/^[0-9a-f-]{36}$/i.test(id)) rmSync(join(dir, `${id}.eml`), { force: true })
    },
    async close() {},
  }
}
