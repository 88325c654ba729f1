/**
 * The numbers the staff read in the e-mails are the server's, not typed into the copy.
 * The notification's note on a skipped confirmation tells the per-address cap from the
 * per-domain one and takes both from the settings (CONTACT_CONFIRMATIONS_*); the spam notice's
 * period and hourly limit are the quarantine's and the repository's. Change a setting, and the
 * text follows.
 */
import { describe, expect, test } from 'vitest'

import { emailContent } from '../../app/emails/email-content.ts'
import { readEnv } from '../env.ts'
import { type ComposeConfig, composeEmail } from './compose-email.ts'
import { confirmationLimitsOf } from './operations-env.ts'
import { type ClaimedEmail, type EmailKind, SPAM_NOTICES_PER_HOUR } from './repository.ts'
import { QUARANTINE_RETENTION_DAYS } from './retention.ts'

const claimed = (kind: EmailKind, request: Record<string, unknown>): ClaimedEmail =>
  ({
    id: 'outbox-1',
    kind,
    recipient: 'kontakt@mandatwerk.example',
    messageId: '<outbox-1@mandatwerk.example>',
    request: {
      id: '4811a305-0942-43c3-85e2-e9bd989b2c0d',
      createdAt: new Date('2026-05-30T08:00:00Z'),
      name: 'Anna Schmidt',
      email: 'anna@partei.example',
      campaign_type: 'state',
      message: 'Please call me about the state election.',
      prefer_phone: false,
      ...request,
    },
  }) as ClaimedEmail

const configFrom = (settings: Record<string, string>): ComposeConfig => ({
  from: 'Mandatwerk <kontakt@mandatwerk.example>',
  siteUrl: 'http://localhost:3000',
  content: emailContent({}),
  confirmationLimits: confirmationLimitsOf(readEnv(settings)),
})

/** The notification's line on the confirmation, from its plain-text part. */
async function note(reason: 'recipient-limit' | 'hourly-limit', settings: Record<string, string> = {}) {
  const email = await composeEmail(claimed('notification', { confirmationSkipped: reason }), configFrom(settings))
  return /^Bestätigung: +(.*)$/m.exec(email.text)?.[1]
}

describe('the notification’s note on a skipped confirmation', () => {
  test('names the per-address and the per-domain cap apart, with the default settings’ numbers', async () => {
    expect(await note('recipient-limit')).toBe(
      'nicht gesendet – eine der Obergrenzen für 24 Stunden war erreicht: höchstens 3 Bestätigungen an dieselbe Adresse, höchstens 20 an alle Adressen der Domain @partei.example zusammen. Bitte direkt antworten.',
    )
  })

  test('follows the settings: other caps, other numbers; no domain cap, no word of one', async () => {
    const changed = await note('recipient-limit', {
      CONTACT_CONFIRMATIONS_PER_RECIPIENT: '5',
      CONTACT_CONFIRMATIONS_PER_DOMAIN: '40',
    })
    expect(changed).toContain('höchstens 5 Bestätigungen an dieselbe Adresse')
    expect(changed).toContain('höchstens 40 an alle Adressen der Domain @partei.example')
    const noDomainCap = await note('recipient-limit', { CONTACT_CONFIRMATIONS_PER_DOMAIN: '0' })
    expect(noDomainCap).toContain('höchstens 3 Bestätigungen an dieselbe Adresse')
    expect(noDomainCap).not.toMatch(/Domain/)
  })

  test('the hourly ceiling is the setting’s', async () => {
    expect(await note('hourly-limit')).toContain('höchstens 100 Bestätigungen pro Stunde')
    expect(await note('hourly-limit', { CONTACT_CONFIRMATIONS_PER_HOUR: '7' })).toContain(
      'höchstens 7 Bestätigungen pro Stunde',
    )
  })
})

describe('the spam notice', () => {
  const quarantined = claimed('spam-notice', { quarantineReason: 'too-fast', releasedAt: null })

  test('names the quarantine’s period and the hourly limit the server applies', async () => {
    const { text } = await composeEmail(quarantined, configFrom({}))
    expect(text).toContain(`Nicht freigegebene Anfragen löscht der Server nach ${QUARANTINE_RETENTION_DAYS} Tagen`)
    expect(text).toContain(`Solche Hinweise kommen höchstens ${SPAM_NOTICES_PER_HOUR} pro Stunde`)
    expect([QUARANTINE_RETENTION_DAYS, SPAM_NOTICES_PER_HOUR]).toEqual([30, 20])
  })

  test('other figures, other text', async () => {
    const { text } = await composeEmail(quarantined, { ...configFrom({}), spamNotice: { perHour: 12, days: 45 } })
    expect(text).toContain('löscht der Server nach 45 Tagen')
    expect(text).toContain('höchstens 12 pro Stunde')
    expect(text).not.toContain('nach 30 Tagen')
    expect(text).not.toContain('höchstens 20 pro Stunde')
  })
})
