/**
 * On both engines (docs/decisions/035): an application (a request naming a job) through the real
 * endpoint – stored with its job and without a campaign type, its notification to the HR contact
 * of the release being served, its confirmation an application's, and its consent version the
 * applicants'. A quarantined application released by the office notifies HR too.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { JOB_FORMS } from '../../app/content/careers.ts'
import { inboxBody, requestBody } from '../../office/desk/pages.ts'
import { toCsv } from '../../office/operator-output.ts'
import { VALID_REQUEST } from '../../tests/fixtures/contact-request.ts'
import { type ContactServer, startContactServer } from '../../tests/support/contact-server.ts'
import { ENGINES, TEST_EMAIL_CONTENT, testStorage } from '../../tests/support/contact-storage.ts'
import { setLogLevel } from '../log.ts'
import { composeEmail } from './compose-email.ts'
import { APPLICATION_CONSENT_VERSION, CONSENT_VERSION } from './consent.ts'

beforeAll(() => setLogLevel('silent'))

const HR = TEST_EMAIL_CONTENT.application.inbox
const JOB = JOB_FORMS[0]!
const { campaign_type: _campaign, ...PERSON } = VALID_REQUEST
const APPLICATION = { ...PERSON, job: JOB.slug }
const COMPOSE = {
  from: 'Mandatwerk <kontakt@mandatwerk.example>',
  siteUrl: 'https://mandatwerk.example',
  content: TEST_EMAIL_CONTENT,
  confirmationLimits: { perRecipient: 3, perDomain: 20, perHour: 100 },
}

describe.each(ENGINES)('an application on %s', (engine) => {
  let api: ContactServer
  beforeAll(async () => {
    api = await startContactServer(testStorage(engine), { CONTACT_RATE_LIMIT: null })
  })
  afterAll(() => api?.stop())

  const post = (body: unknown, headers?: Record<string, string>) => api.post(body, headers)
  const requestOf = async (response: Response) => {
    const { id } = (await response.json()) as { id: string }
    return (await api.runtime.repository.getRequest(id))!
  }

  test('is stored with its job and no campaign type; HR gets the notification, the applicant an application’s confirmation', async () => {
    const response = await post({ ...APPLICATION, email: `apply-${engine}@example.org` })
    expect(response.status).toBe(201)
    const { request, emails } = await requestOf(response)
    expect(request).toMatchObject({ job: JOB.slug, consent: { version: APPLICATION_CONSENT_VERSION } })
    expect(request.campaign_type).toBeUndefined()
    expect(APPLICATION_CONSENT_VERSION).not.toBe(CONSENT_VERSION)
    expect(Object.fromEntries(emails.map((email) => [email.kind, email.recipient]))).toEqual({
      notification: HR,
      confirmation: `apply-${engine}@example.org`,
    })

    // The office's desk: the request shows the job it applies for, not a campaign type.
    const page = requestBody({ request, emails }, {}, 'token').toString()
    expect(page).toMatch(new RegExp(`Bewerbung auf</dt>\\s*<dd>${JOB.slug}</dd>`))
    expect(page).not.toContain('Wahlart')
    const summaries = await api.runtime.repository.findRequests({ query: `apply-${engine}@example.org`, limit: 10 })
    const list = inboxBody(summaries, { page: 1, limit: 10 }, 'token').toString()
    expect(list).toContain(`Bewerbung: ${JOB.slug}`)

    // The CSV export: the job in its column, no campaign type.
    const [header, row] = toCsv([request]).slice(1).split('\r\n')
    const cells = (line: string) => line.split(';').map((cell) => cell.slice(1, -1))
    const column = (name: string) => cells(row!)[cells(header!).indexOf(name)]
    expect([column('job'), column('campaign_type')]).toEqual([JOB.slug, ''])

    const claimed = (kind: 'notification' | 'confirmation') => {
      const email = emails.find((entry) => entry.kind === kind)!
      return { ...email, kind, messageId: email.messageId, request: { ...request, confirmationSkipped: null } }
    }
    const notification = await composeEmail(claimed('notification') as never, COMPOSE)
    expect(notification.to).toBe(HR)
    expect(notification.subject).toBe(`Neue Bewerbung: ${VALID_REQUEST.name} – ${JOB.title}`)
    expect(notification.text).toContain('Stelle')
    expect(notification.text).not.toContain('Wahlkampf:')
    const confirmation = await composeEmail(claimed('confirmation') as never, COMPOSE)
    expect(confirmation.subject).toMatch(/^Ihre Bewerbung bei /)
    expect(confirmation.text).toContain(JOB.title)
    expect(confirmation.text).not.toMatch(/Erstgespräch|initial consultation|Festpreis/)
  })

  test('a consultation still goes to the inbox and still needs its campaign type', async () => {
    const { emails } = await requestOf(await post({ ...VALID_REQUEST, email: `client-${engine}@example.org` }))
    expect(emails.find((email) => email.kind === 'notification')!.recipient).not.toBe(HR)
    const missing = await post({ ...PERSON, email: `client-${engine}@example.org` })
    expect(missing.status).toBe(400)
    expect(((await missing.json()) as { details: Record<string, string> }).details).toEqual({
      campaign_type: 'Please select a campaign type',
    })
  })

  test('an application with a campaign type, or with a job that is not a slug, is refused', async () => {
    expect((await post({ ...APPLICATION, campaign_type: 'local' })).status).toBe(400)
    const bad = await post({ ...APPLICATION, job: '../etc/passwd' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { details: Record<string, string> }).details).toEqual({
      job: 'Please apply with the Apply Now button of one of our positions',
    })
  })

  test('a quarantined application, released by the office, notifies HR', async () => {
    const response = await post(
      { ...APPLICATION, email: `held-${engine}@example.org` },
      {
        'content-type': 'application/json',
      },
    )
    const { request } = await requestOf(response)
    expect(request.quarantineReason).toBe('fill-time-missing')
    const result = await api.runtime.repository.release(request.id, {
      inbox: 'office@mandatwerk.example',
      applicationInbox: HR,
      messageIdDomain: 'mandatwerk.example',
      confirmationLimits: COMPOSE.confirmationLimits,
    })
    expect(result).toBe('released')
    const { emails } = (await api.runtime.repository.getRequest(request.id))!
    expect(emails.find((email) => email.kind === 'notification')!.recipient).toBe(HR)
  })
})
