import { render, toPlainText } from '@react-email/render'
import { createElement } from 'react'

import {
  ATTRIBUTION_LINE,
  CAMPAIGN_TYPE_DE,
  NOTIFICATION_EMAIL,
  SPAM_NOTICE_EMAIL,
} from '../../app/content/contact-emails.ts'
import { attributionLine } from '../../app/emails/attribution-line.ts'
import { confirmationSubject, ContactConfirmationEmail } from '../../app/emails/contact-confirmation.tsx'
import { ContactNotificationEmail, notificationSubject } from '../../app/emails/contact-notification.tsx'
import { formatReceivedDe } from '../../app/emails/email-layout.tsx'
import type { OutgoingEmail } from './mail-transport.ts'
import type { PageNames } from './page-names.ts'
import { type ClaimedEmail, type ConfirmationLimits, SPAM_NOTICES_PER_HOUR } from './repository.ts'
import { QUARANTINE_RETENTION_DAYS } from './retention.ts'

export type ComposeConfig = {
  /** From header, e.g. `Mandatwerk <kontakt@mandatwerk.example>`. */
  from: string
  /** Public origin, for links in the emails. */
  siteUrl: string
  /** Names of the guides and the hub for the "Gekommen über" line (server/contact/page-names.ts); default: paths. */
  pageNames?: PageNames
  /** The confirmation caps the server applies (its settings); the notification's note names them. */
  confirmationLimits: ConfirmationLimits
  /** Tests only: other figures for the spam notice than the server's own. */
  spamNotice?: { perHour: number; days: number }
}

// RFC 3834: machine-generated mail; out-of-office replies must not answer it.
const AUTOMATED = { 'Auto-Submitted': 'auto-generated', 'X-Auto-Response-Suppress': 'All' }

/**
 * Renders an outbox row into a message, at send time, from the stored request. The HTML
 * and the plain-text part come from the same React Email component; React escapes every
 * value, so markup typed into the form arrives as text.
 */
export async function composeEmail(claimed: ClaimedEmail, config: ComposeConfig): Promise<OutgoingEmail> {
  const { request } = claimed
  if (claimed.kind === 'spam-notice') return spamNotice(claimed, config)
  const props = {
    request,
    siteUrl: config.siteUrl,
    pageNames: config.pageNames,
    confirmationLimits: config.confirmationLimits,
  }
  const notification = claimed.kind === 'notification'
  const element = notification
    ? createElement(ContactNotificationEmail, props)
    : createElement(ContactConfirmationEmail, props)
  const html = await render(element)
  const text = toPlainText(html)
  return {
    id: claimed.id,
    messageId: claimed.messageId,
    from: config.from,
    to: claimed.recipient,
    ...(notification ? { replyTo: { name: request.name, address: request.email } } : {}),
    subject: notification ? notificationSubject(request) : confirmationSubject(),
    html,
    text,
    headers: AUTOMATED,
  }
}

/**
 * The `[Spamverdacht]` notice of a quarantined request: plain text, every field (so staff
 * can judge it), the reason and how to release it. No Reply-To: a bot may have typed a
 * stranger's address.
 */
function spamNotice(claimed: ClaimedEmail, config: ComposeConfig): OutgoingEmail {
  const { request } = claimed
  const C = SPAM_NOTICE_EMAIL
  const L = NOTIFICATION_EMAIL.labels
  const figures = config.spamNotice ?? { perHour: SPAM_NOTICES_PER_HOUR, days: QUARANTINE_RETENTION_DAYS }
  const reason = request.quarantineReason
    ? (C.reasons[request.quarantineReason] ?? request.quarantineReason)
    : C.released
  const text = [
    C.intro,
    '',
    `${C.reason}: ${reason}`,
    '',
    `${L.name}: ${request.name}`,
    `${L.email}: ${request.email}`,
    `${L.phone}: ${request.phone || NOTIFICATION_EMAIL.notGiven}`,
    `${L.organization}: ${request.organization || NOTIFICATION_EMAIL.notGiven}`,
    `${L.campaign_type}: ${CAMPAIGN_TYPE_DE[request.campaign_type]}`,
    `${L.prefer_phone}: ${request.prefer_phone ? NOTIFICATION_EMAIL.yes : NOTIFICATION_EMAIL.no}`,
    `${L.received}: ${formatReceivedDe(request.createdAt)}`,
    `${ATTRIBUTION_LINE.label}: ${attributionLine(request.attribution, config.pageNames ?? {})}`,
    `${L.message}:`,
    request.message,
    '',
    C.release,
    `  ${C.releaseCommand.replace('{id}', request.id)}`,
    '',
    C.retention.replace('{days}', String(figures.days)),
    C.limit.replace('{perHour}', String(figures.perHour)),
  ].join('\n')
  return {
    id: claimed.id,
    messageId: claimed.messageId,
    from: config.from,
    to: claimed.recipient,
    subject: `${C.subjectPrefix} ${notificationSubject(request)}`,
    text,
    headers: AUTOMATED,
  }
}
