/**
 * The desk's search and Quellen's weeks as the staff see them, on the real databases: a search
 * folds case for non-ASCII letters, and a week begins on Monday 00:00 Berlin time (docs/decisions/029).
 * The engines' side is server/contact/search-and-weeks.test.ts.
 */
import { describe, expect, test } from 'vitest'

import { createRepository } from '../../server/contact/create-repository.ts'
import { type Engine, ENGINES, testStorage } from '../../tests/support/contact-storage.ts'
import { createDeskApp } from '../desk-app.ts'

const EMAILS = {
  inbox: 'inbox@mandatwerk.example',
  messageIdDomain: 'mandatwerk.example',
  confirmationLimits: { perRecipient: 3, perDomain: 20, perHour: 100 },
}
const HOST = 'redaktion.localhost'
const ORIGIN = `https://${HOST}`
/** A page's HTML without the whitespace between tags (the templates are formatted). */
const flat = async (answer: Response | Promise<Response>) =>
  (await (await answer).text()).replace(/>\s+</g, '><').replace(/\s+/g, ' ')

describe.each(ENGINES)('the desk on %s', (engine: Engine) => {
  test('Eingang finds Özdemir for „özdemir“; Quellen counts a request of Monday 00:30 in Berlin in that Monday’s week', async () => {
    let clock = new Date('2026-11-22T23:30:00Z') // Monday 23 November 2026, 00:30 in Berlin (CET)
    const storage = testStorage(engine)
    const clocked = await createRepository({ ...storage, clock: () => clock })
    const desk = createDeskApp({
      desk: {
        repository: clocked,
        outboxDir: `${storage.dataDir}/outbox`,
        emails: EMAILS,
        backupDays: 14,
        pageNames: () => ({}),
      },
    })
    try {
      const submit = (name: string) =>
        clocked.submit({
          request: { name, email: 'm@example.org', campaign_type: 'local', message: 'Hallo', prefer_phone: false },
          ipAddress: null,
          idempotencyKey: null,
          inbox: EMAILS.inbox,
          quarantine: null,
          confirmationLimits: EMAILS.confirmationLimits,
          messageIdDomain: EMAILS.messageIdDomain,
        })
      const monday = await submit('Mehmet Özdemir')
      clock = new Date('2026-11-22T22:30:00Z') // Sunday 23:30 in Berlin: the week before
      await submit('Sonntag Abend')
      clock = new Date('2026-11-25T12:00:00Z')
      const answer = (path: string, init: RequestInit = {}) =>
        desk.request(`http://${HOST}${path}`, { ...init, headers: { host: HOST, ...init.headers } })
      const csrf = /name="csrf" value="([^"]+)"/.exec(await (await answer('/anfragen')).text())![1]!
      const found = await flat(
        answer('/anfragen', {
          method: 'POST',
          headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ csrf, suche: 'özdemir' }).toString(),
        }),
      )
      expect(found).toContain(`<a href="/anfragen/${monday.id}">Mehmet Özdemir</a>`)
      expect(found).not.toContain('Sonntag Abend')
      const weeks = await flat(answer('/anfragen/quellen?seit=2026-11-16'))
      expect(
        [
          ...weeks.matchAll(
            /<th scope="row" data-label="Woche ab">([\d-]+)<\/th><td data-label="Anfragen" class="n">(\d+)<\/td>/g,
          ),
        ].map((m) => [m[1], m[2]]),
      ).toEqual([
        ['2026-11-16', '1'],
        ['2026-11-23', '1'],
      ])
    } finally {
      await clocked.close()
    }
  })
})
