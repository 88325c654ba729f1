/**
 * Hostile requests as e-mails (docs/reliability.md): line breaks never reach a mail header or
 * the SMTP envelope, and markup arrives escaped in the notification and not at all in the
 * confirmation, checked on the messages an SMTP sink received.
 */
import fc from 'fast-check'
import { beforeAll, describe, expect, test } from 'vitest'

import { ContactRequestSchema, splitSubmission } from '../../app/lib/contact-schema.ts'
import { VALID_REQUEST } from '../../tests/fixtures/contact-request.ts'
import type { ContactServer } from '../../tests/support/contact-server.ts'
import { type Engine, ENGINES } from '../../tests/support/contact-storage.ts'
import {
  expectSafeAnswer,
  hostileSuite,
  INBOX,
  send,
  sink,
  startServer,
  stored,
} from '../../tests/support/hostile-server.ts'
import type { ReceivedMail, SmtpSink } from '../../tests/support/smtp-sink.ts'

hostileSuite()

/** Lines that would become a header, or end the headers, if a line break got through. */
const INJECTED = fc.constantFrom(
  'Bcc: victim@evil.example',
  'Cc: victim@evil.example',
  'To: victim@evil.example',
  'Subject: Free money',
  'Content-Type: text/html',
  'X-Injected: yes',
  '\r\n<body>injected body</body>',
)
const BREAKS = fc.constantFrom('\r', '\n', '\r\n', '\n\r', '\r\n\r\n', '\r\n ', '\r\n\t', '\u2028', '\u0085')
/** Words the injected lines carry: none may show up in any header. */
const INJECTED_MARKERS = ['victim@evil.example', 'Free money', 'X-Injected', 'text/html', 'injected body']

/** The header block of a raw message, as lines (continuations unfolded). */
const headerLines = (mail: ReceivedMail) =>
  mail.raw
    .slice(0, mail.raw.search(/\r?\n\r?\n/))
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)

/** The two emails of a request, found by the Message-IDs its outbox rows carry. */
async function emailsOf(api: ContactServer, smtp: SmtpSink, id: string) {
  const request = (await api.runtime.repository.getRequest(id))!
  const messageIds = request.emails.map((email) => email.messageId)
  const deadline = Date.now() + 15_000
  let found: ReceivedMail[] = []
  while (Date.now() < deadline) {
    found = smtp.messages.filter((mail) => messageIds.includes(mail.headers['message-id'] ?? ''))
    if (found.length >= 2) break
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  expect(found).toHaveLength(2)
  const byKind = (kind: string) =>
    found.find((mail) => mail.headers['message-id'] === request.emails.find((email) => email.kind === kind)!.messageId)!
  return { notification: byKind('notification'), confirmation: byKind('confirmation') }
}

/** React's escaping of text content. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

describe.each(ENGINES)('emails from hostile requests on %s', (engine: Engine) => {
  let smtp: SmtpSink
  let api: ContactServer
  beforeAll(async () => {
    smtp = await sink()
    api = await startServer(engine, { SMTP_URL: smtp.url }, { worker: true })
  })

  test('CR/LF in name, email, organization or phone: refused (400), nothing stored, nothing sent', async () => {
    const prefixes = { name: 'Anna', email: 'anna@example.org', organization: 'Pankow', phone: '+49 30 5550' }
    const sentBefore = smtp.messages.length
    const storedBefore = await stored(api)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<keyof typeof prefixes>('name', 'email', 'organization', 'phone'),
        BREAKS,
        INJECTED,
        fc.string({ unit: 'grapheme-ascii', maxLength: 10 }),
        async (field, lineBreak, injected, tail) => {
          const value = `${prefixes[field]}${lineBreak}${injected}${tail}`
          const before = await stored(api)
          const response = await send(api, JSON.stringify({ ...VALID_REQUEST, [field]: value }))
          expect(await expectSafeAnswer(api, response, before)).toEqual({
            accepted: false,
            status: 400,
            details: { [field]: expect.any(String) },
          })
        },
      ),
      { numRuns: 40 },
    )
    // The worker polls every 25 ms: anything stored would have been sent by now.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.messages).toHaveLength(sentBefore)
    expect(await stored(api)).toBe(storedBefore)
  })

  test('injection attempts in the message (where line breaks belong) stay in the body of the mail', async () => {
    const local = fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,15}[a-z0-9]$/).filter((part) => !part.includes('..'))
    await fc.assert(
      fc.asyncProperty(
        local,
        fc.constantFrom('example.org', 'wahl.example', 'sub.kampagne.example'),
        // Line breaks around a one-line field are trimmed away, never passed on.
        fc.constantFrom('', '\r\n', '\n', ' \t'),
        BREAKS.filter((lineBreak) => /^[\r\n\t ]+$/.test(lineBreak)),
        INJECTED,
        async (user, domain, padding, lineBreak, injected) => {
          const email = `${user}@${domain}`
          const request = {
            ...VALID_REQUEST,
            name: `${padding}Anna Schmidt${padding}`,
            email: `${padding}${email}${padding}`,
            message: `Please call us.${lineBreak}${injected}${lineBreak}Thanks!`,
          }
          const response = await send(api, JSON.stringify(request))
          expect(response.status).toBe(201)
          const { id } = (await response.json()) as { id: string }
          const { notification, confirmation } = await emailsOf(api, smtp, id)

          expect(notification.envelopeTo).toEqual([INBOX])
          expect(confirmation.envelopeTo).toEqual([email])
          for (const mail of [notification, confirmation]) {
            expect(mail.envelopeFrom).toBe(INBOX)
            const lines = headerLines(mail)
            const names = lines.map((line) => line.slice(0, line.indexOf(':')).toLowerCase())
            expect(names).not.toContain('bcc')
            expect(names).not.toContain('cc')
            expect(new Set(names).size).toBe(names.length)
            // Every line of the block is a header; nothing ended it early.
            for (const line of lines) expect(line).toMatch(/^[A-Za-z0-9-]+: /)
            for (const value of [...lines, ...Object.values(mail.headers)]) {
              for (const marker of INJECTED_MARKERS) expect(value).not.toContain(marker)
            }
          }
          expect(notification.headers.to).toBe(INBOX)
          expect(notification.headers['reply-to']).toBe(`Anna Schmidt <${email}>`)
          expect(confirmation.headers.to).toBe(email)
          // The attempt is there, as text of the message, so the headers were really tested.
          expect(notification.text).toContain(injected.trim())
        },
      ),
      { numRuns: 5 },
    )
  })

  test('markup in any free-text field arrives escaped in the notification and not at all in the confirmation', async () => {
    // Each markup, and the part of it that must never arrive unescaped.
    const PAYLOADS = (
      [
        ['<script>alert(1)</script>', '<script'],
        ['<img src=x onerror=alert(1)>', '<img'],
        ['"><svg onload=alert(1)>', '<svg'],
        ["'><iframe src=//evil.example>", '<iframe'],
        ['</td></tr></table><h1>Fake</h1>', '<h1>Fake'],
        ['<style>*{display:none}</style>', '<style>*'],
        ['<mw-injected data-x="1">', '<mw-injected'],
        ['&lt;b&gt; &amp;', '&lt;b&gt; &amp;'],
      ] as const
    ).map(([text, raw]) => ({ text, raw }))
    const withPayload = fc
      .tuple(
        fc.string({ unit: 'grapheme', maxLength: 8 }),
        fc.constantFrom(...PAYLOADS),
        fc.string({ unit: 'grapheme', maxLength: 8 }),
      )
      .map(([before, payload, after]) => ({ value: `${before}${payload.text}${after}`, payload }))
    // The message also gets line breaks, which the template turns into <br />.
    const message = withPayload.map(({ value, payload }) => ({ value: `Hello,\n${value}\r\nBye`, payload }))
    // A UTM value may hold markup too (it is free text); it passes the schema only when clean.
    const keptUtm = (value: string) => {
      const parsed = ContactRequestSchema.safeParse({ ...VALID_REQUEST, utm_campaign: value })
      return parsed.success && splitSubmission(parsed.data).attribution.utm_campaign === value.trim()
    }
    await fc.assert(
      fc.asyncProperty(
        fc
          .record({
            name: withPayload,
            phone: withPayload,
            organization: withPayload,
            message,
            utm_campaign: withPayload,
          })
          .filter(
            (fields) =>
              ContactRequestSchema.safeParse({
                ...VALID_REQUEST,
                ...Object.fromEntries(Object.entries(fields).map(([key, { value }]) => [key, value])),
              }).success && keptUtm(fields.utm_campaign.value),
          ),
        async (fields) => {
          const request = {
            ...VALID_REQUEST,
            ...Object.fromEntries(Object.entries(fields).map(([key, { value }]) => [key, value])),
          }
          const response = await send(api, JSON.stringify(request))
          expect(response.status).toBe(201)
          const { id } = (await response.json()) as { id: string }
          const { notification, confirmation } = await emailsOf(api, smtp, id)
          for (const { value, payload } of Object.values(fields)) {
            const shown = value.trim().toWellFormed()
            // The escaped form of what was typed is there, line by line (the message keeps its breaks) …
            for (const line of shown.split(/\r\n|\r|\n/)) expect(notification.html).toContain(escapeHtml(line))
            // … and the markup itself is not, in either email.
            expect(notification.html).not.toContain(payload.raw)
            expect(confirmation.html).not.toContain(payload.raw)
            expect(confirmation.html).not.toContain(escapeHtml(payload.text))
          }
        },
      ),
      { numRuns: 8 },
    )
  })
})
