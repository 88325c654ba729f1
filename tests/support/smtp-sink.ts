/**
 * A real SMTP server (smtp-server) on loopback as the mail sink of the contact backend's
 * tests and of the benchmarks in tests/bench/.
 */
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

import { type ParsedMail, parseMail } from './mime.ts'

export type ReceivedMail = ParsedMail & {
  /** SMTP envelope, as the server saw it. */
  envelopeFrom: string
  envelopeTo: string[]
  raw: string
  /** When the sink accepted it (Date.now()). */
  receivedAt: number
}

export type SmtpSink = {
  port: number
  url: string
  messages: ReceivedMail[]
  /** Refuse the next n messages after their data: a temporary error (451) unless another reply code is given, e.g. 550. */
  failNext(count: number, responseCode?: number): void
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>
  close(): Promise<void>
}

/**
 * A real SMTP server (smtp-server) on loopback that keeps every message it accepts.
 * `closeTimeoutMs`: how long close() lets open connections finish (a crash: a few ms).
 */
export async function startSmtpSink(port = 0, { closeTimeoutMs }: { closeTimeoutMs?: number } = {}): Promise<SmtpSink> {
  const messages: ReceivedMail[] = []
  let failures = 0
  let failureCode = 451
  const server = new SMTPServer({
    ...(closeTimeoutMs ? { closeTimeout: closeTimeoutMs } : {}),
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (failures > 0) {
          failures--
          const error = new Error(
            failureCode >= 500
              ? 'Requested action not taken: mailbox unavailable'
              : 'Temporary failure, try again later',
          ) as Error & { responseCode: number }
          error.responseCode = failureCode
          return callback(error)
        }
        const raw = Buffer.concat(chunks).toString('utf8')
        messages.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          ...parseMail(raw),
          receivedAt: Date.now(),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  // A client that dies mid-session (a killed server process) resets its connection; smtp-server
  // reports that as an 'error' event, which unheard would end the test process.
  server.on('error', () => {})
  const actualPort = (server.server.address() as AddressInfo).port
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    failNext(count, responseCode = 451) {
      failures = count
      failureCode = responseCode
    },
    async waitFor(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs
      while (messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(`Expected ${count} emails, got ${messages.length} within ${timeoutMs} ms`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return messages
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
