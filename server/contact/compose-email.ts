import { render, toPlainText } from '@react-email/render'
import { createElement } from 'react'

import {
  ApplicationConfirmationEmail,
  applicationConfirmationSubject,
} from '../../app/emails/application-confirmation.tsx'
import { attributionLine } from '../../app/emails/attribution-line.ts'
import { confirmationSubject, ContactConfirmationEmail } from '../../app/emails/contact-confirmation.tsx'
import { ContactNotificationEmail, jobTitle, notificationSubject } from '../../app/emails/contact-notification.tsx'
import type { EmailContent } from '../../app/emails/email-content.ts'
import { formatReceivedDe } from '../../app/emails/email-layout.tsx'
import type { OutgoingEmail } from './mail-transport.ts'
import { type ClaimedEmail, type ConfirmationLimits, SPAM_NOTICES_PER_HOUR } from './repository.ts'
import { QUARANTINE_RETENTION_DAYS } from './retention.ts'

export type ComposeConfig = {
  /** From header, e.g. `Mandatwerk <kontakt@mandatwerk.example>`. */
  from: string
  /** Public origin, for links in the emails. */
  siteUrl: string
  /**
   * Company details, wording and page names of the release served now (the build's
   * `email-content.json`, server/contact/email-content-file.ts): never the bundle's own.
   */
  content: EmailContent
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
    content: config.content,
    confirmationLimits: config.confirmationLimits,
  }
  const notification = claimed.kind === 'notification'
  const application = request.job !== undefined
  const element = notification
    ? createElement(ContactNotificationEmail, props)
    : createElement(application ? ApplicationConfirmationEmail : ContactConfirmationEmail, props)
  const html = await render(element)
  const text = toPlainText(html)
  return {
    id: claimed.id,
    messageId: claimed.messageId,
    from: config.from,
    to: claimed.recipient,
    ...(notification ? { replyTo: { name: request.name, address: request.email } } : {}),
    subject: notification
      ? notificationSubject(request, config.content)
      : application
        ? applicationConfirmationSubject(config.content)
        : confirmationSubject(config.content),
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
  const { content } = config
  const C = content.spamNotice
  const N = content.notification
  const L = N.labels
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
    `${L.phone}: ${request.phone || N.notGiven}`,
    `${L.organization}: ${request.organization || N.notGiven}`,
    request.job !== undefined
      ? `${content.application.notification.job}: ${jobTitle(request.job, content)}`
      : `${L.campaign_type}: ${request.campaign_type ? content.campaignTypes[request.campaign_type] : N.notGiven}`,
    `${L.prefer_phone}: ${request.prefer_phone ? N.yes : N.no}`,
    `${L.received}: ${formatReceivedDe(request.createdAt)}`,
    `${content.attribution.label}: ${attributionLine(request.attribution, content.pageNames, content.attribution)}`,
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
    subject: `${C.subjectPrefix} ${notificationSubject(request, content)}`,
    text,
    headers: AUTOMATED,
  }
}
