/**
 * The mail server failing (docs/reliability.md, docs/decisions/010): it refuses, hangs, drops or
 * stalls the connection mid-message, or drops it after accepting. Requests are accepted at once,
 * and every email arrives once it recovers (once, unless the server accepted it and the connection
 * died before it could say so). Database faults are in database-faults.test.ts; the server killed
 * with SIGKILL is tested against the real server process in tests/system/crash-recovery.test.ts.
 */
import { describe, expect, test } from 'vitest'

import { faultSuite } from '../../tests/support/contact-faults.ts'
import { type Engine, ENGINES, testStorage } from '../../tests/support/contact-storage.ts'
import { type SmtpFault, startFaultySmtp } from '../../tests/support/faulty-smtp.ts'
import { until } from '../../tests/support/until.ts'

const { cleanups, expectAllDelivered, form, send, sendUntilAccepted, server, sink } = faultSuite()

describe.each(ENGINES)('the mail server failing, on %s', (engine: Engine) => {
  const faults: { fault: SmtpFault; error: RegExp }[] = [
    { fault: 'refuse', error: /554|Service not available/ },
    { fault: 'hang', error: /ETIMEDOUT|Greeting never received|timeout/i },
    { fault: 'drop-mid-message', error: /ECONNECTION|closed|ECONNRESET/i },
    { fault: 'stall-mid-message', error: /ETIMEDOUT|timeout/i },
  ]

  test.each(faults)(
    '$fault: requests are accepted at once, retried, and each email arrives exactly once when it recovers',
    async ({ fault, error }) => {
      const smtp = await sink()
      const proxy = await startFaultySmtp(smtp.port)
      cleanups.push(proxy.close)
      proxy.fault = fault
      const target = await server(testStorage(engine), proxy.url, 300)

      const forms = [form(1), form(2), form(3)]
      const answers = await Promise.all(forms.map((request) => send(target, request)))
      // The visitor hears nothing of the mail server's trouble.
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201])
      const ids = answers.map((answer) => answer.body.id!)

      await until(
        async () => {
          const rows = await Promise.all(ids.map((id) => target.runtime.repository.getRequest(id)))
          return rows.every((row) => row!.emails.every((email) => email.attempts >= 2 && email.status !== 'sent'))
        },
        { what: 'every email failed at least twice' },
      )
      expect(proxy.injected).toBeGreaterThanOrEqual(2)
      expect(smtp.messages).toHaveLength(0)
      const stored = (await target.runtime.repository.getRequest(ids[0]!))!
      expect(stored.emails[0]!.lastError).toMatch(error)

      proxy.fault = 'none'
      await expectAllDelivered(target, smtp, forms, ids)
    },
  )

  test('drop-after-accept: the one unavoidable repeat keeps its Message-ID, so mail clients show one message', async () => {
    const smtp = await sink()
    const proxy = await startFaultySmtp(smtp.port)
    cleanups.push(proxy.close)
    proxy.fault = 'drop-after-accept'
    const target = await server(testStorage(engine), proxy.url, 300)
    const forms = [form(1)]
    const ids = [await sendUntilAccepted(target, forms[0]!)]

    // The server got the messages, but the sender never heard the 250 and tries again.
    await until(() => proxy.injected >= 2 && smtp.messages.length >= 2, {
      what: 'a message was delivered but not confirmed',
    })
    proxy.fault = 'none'
    await expectAllDelivered(target, smtp, forms, ids, { allowRepeats: true })
    const stored = (await target.runtime.repository.getRequest(ids[0]!))!
    for (const email of stored.emails) {
      const copies = smtp.messages.filter((message) => message.headers['message-id'] === email.messageId)
      // Identical copies: same Message-ID, same recipient, same content.
      expect(new Set(copies.map((copy) => copy.envelopeTo.join()))).toEqual(new Set([email.recipient]))
      expect(new Set(copies.map((copy) => copy.text)).size).toBe(1)
    }
    // Once the connection holds, nothing is sent again.
    const total = smtp.messages.length
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(smtp.messages).toHaveLength(total)
  })
})
