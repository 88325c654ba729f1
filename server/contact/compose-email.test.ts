import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { emailContent } from '../../app/emails/email-content.ts'
import { ATTRIBUTION_FIELDS, NO_ATTRIBUTION } from '../../app/lib/attribution.ts'
import { CAMPAIGN_TYPES } from '../../app/lib/contact-schema.ts'
import { composeEmail } from './compose-email.ts'
import type { ClaimedEmail, EmailKind } from './repository.ts'

/**
 * Defence in depth for the two emails (docs/reliability.md): the schema already refuses control
 * characters in one-line fields, but whatever a stored request holds – an older row, a
 * manual database edit – must never add a header line or live markup to a message.
 */
const MARKUP = '<b data-injected="1">'

const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ maxLength: 50 }).map((text) => `${MARKUP}${text}</b>`),
  fc.constantFrom('Anna\r\nBcc: victim@example.org', 'X\nSubject: spam', '\u0000\u001b[31m', 'Zoë „Ü“ 💡 ﷽'),
)

const LIMITS = { perRecipient: 3, perDomain: 20, perHour: 100 }

const claimed = (kind: EmailKind, request: Record<string, unknown>): ClaimedEmail =>
  ({
    id: 'outbox-1',
    requestId: 'request-1',
    kind,
    recipient: 'kontakt@mandatwerk.example',
    status: 'sending',
    attempts: 1,
    nextAttemptAt: new Date(0),
    lockedUntil: null,
    messageId: '<outbox-1@mandatwerk.example>',
    lastError: null,
    createdAt: new Date(0),
    sentAt: null,
    claimToken: 'token',
    request: { id: 'request-1', createdAt: new Date(0), ipAddress: null, idempotencyKey: null, ...request },
  }) as ClaimedEmail

describe('composed emails with hostile stored values', () => {
  test('no header gets a line break and no field becomes markup, in either email', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: hostileText,
          email: hostileText,
          phone: fc.option(hostileText, { nil: undefined }),
          organization: fc.option(hostileText, { nil: undefined }),
          campaign_type: fc.constantFrom(...CAMPAIGN_TYPES),
          message: hostileText,
          prefer_phone: fc.boolean(),
        }),
        fc.constantFrom<EmailKind>('notification', 'confirmation'),
        async (request, kind) => {
          const email = await composeEmail(claimed(kind, request), {
            from: 'Mandatwerk <kontakt@mandatwerk.example>',
            siteUrl: 'http://localhost:3000',
            content: emailContent({}),
            confirmationLimits: LIMITS,
          })
          expect(email.subject).not.toMatch(/[\r\n]/)
          for (const value of Object.values(email.headers ?? {})) expect(value).not.toMatch(/[\r\n]/)
          expect(email.html).not.toContain(MARKUP)
        },
      ),
      { numRuns: 150 },
    )
  })
})

describe('where the request came from', () => {
  const request = {
    name: 'Anna Schmidt',
    email: 'anna@example.org',
    campaign_type: 'mayor',
    message: 'Please call us.',
    prefer_phone: false,
    attribution: {
      ...NO_ATTRIBUTION,
      referrer_host: 'www.google.com',
      landing_path: '/campaign-costs',
      previous_path: '/campaign-costs',
    },
  }
  const config = {
    from: 'Mandatwerk <kontakt@mandatwerk.example>',
    siteUrl: 'http://localhost:3000',
    content: emailContent({ '/campaign-costs': 'Wahlkampfkosten-Ratgeber' }),
    confirmationLimits: LIMITS,
  }

  test('the notification shows it in one line, in the HTML and the text part; the confirmation does not', async () => {
    const notification = await composeEmail(claimed('notification', request), config)
    // The text part aligns the table's values in a column.
    expect(notification.text).toMatch(/^Gekommen über: +www\.google\.com → Wahlkampfkosten-Ratgeber → Kontakt$/m)
    expect(notification.html).toContain('www.google.com → Wahlkampfkosten-Ratgeber → Kontakt')
    const confirmation = await composeEmail(claimed('confirmation', request), config)
    expect(confirmation.text).not.toContain('Wahlkampfkosten-Ratgeber')
    expect(confirmation.text).not.toContain('google')
  })

  test('the spam notice shows it too, so staff can judge the request', async () => {
    const notice = await composeEmail(
      claimed('spam-notice', { ...request, quarantineReason: 'too-fast', releasedAt: null }),
      config,
    )
    expect(notice.text).toContain('Gekommen über: www.google.com → Wahlkampfkosten-Ratgeber → Kontakt\n')
  })

  test('a stored value that never passed the schema cannot add markup or a header', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record(Object.fromEntries(ATTRIBUTION_FIELDS.map((f) => [f, fc.option(hostileText)]))),
        async (attribution) => {
          for (const kind of ['notification', 'spam-notice'] as const) {
            const email = await composeEmail(claimed(kind, { ...request, attribution }), config)
            expect(email.subject).not.toMatch(/[\r\n]/)
            expect(email.html ?? '').not.toContain(MARKUP)
          }
        },
      ),
      { numRuns: 40 },
    )
  })
})

describe('what the e-mails say comes from the content they are given, not from the code', () => {
  test('company details, wording and page names of another release reach every part of the e-mail', async () => {
    const shipped = emailContent({ '/campaign-costs': 'Wahlkampfkosten-Ratgeber' })
    const content = {
      ...shipped,
      site: { ...shipped.site, legalName: 'Neue Beratung GmbH' },
      businessDetails: shipped.businessDetails.replace(/HRB[^,·]*/, 'HRB\u00a0999999\u00a0B'),
      confirmation: { ...shipped.confirmation, subject: 'Neuer Betreff' },
      pageNames: { '/campaign-costs': 'Kostenratgeber' },
    }
    const request = {
      name: 'Anna Schmidt',
      email: 'anna@example.org',
      campaign_type: 'mayor',
      message: 'Bitte rufen Sie an.',
      prefer_phone: false,
      attribution: { ...NO_ATTRIBUTION, landing_path: '/campaign-costs' },
    }
    const config = {
      from: 'Mandatwerk <kontakt@mandatwerk.example>',
      siteUrl: 'http://localhost:3000',
      content,
      confirmationLimits: LIMITS,
    }
    const confirmation = await composeEmail(claimed('confirmation', request), config)
    expect(confirmation.subject).toBe('Neuer Betreff')
    expect(confirmation.text).toContain('HRB\u00a0999999\u00a0B')
    expect(confirmation.text).toContain('Neue Beratung GmbH')
    const notification = await composeEmail(claimed('notification', request), config)
    expect(notification.text).toContain('Kostenratgeber → Kontakt')
    expect(notification.text).toContain('HRB\u00a0999999\u00a0B')
  })
})
