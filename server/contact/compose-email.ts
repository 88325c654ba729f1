import { render, toPlainText } from '@react-email/render'
import { createElement } from 'react'
import { ContactConfirmationEmail, confirmationSubject } from '../../app/emails/contact-confirmation.tsx'
import { ContactNotificationEmail, notificationSubject } from '../../app/emails/contact-notification.tsx'
import type { OutgoingEmail } from './mail-transport.ts'
import type { ClaimedEmail } from './repository.ts'

export type ComposeConfig = {
  /** From header, e.g. `Mandatwerk <kontakt@mandatwerk.example>`. */
  from: string
  /** Public origin, for links in the emails. */
  siteUrl: string
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
  const props = { request, siteUrl: config.siteUrl }
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
