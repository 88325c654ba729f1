/**
 * What a new or released request gets – written once for both engines (docs/decisions/038).
 * The engines answer one question in SQL, inside the transaction that stores or releases the
 * request and by the database's clock (`IntakeCounts`), then queue what `intakeEmails` decides
 * and record a skipped confirmation on the request.
 */
import type { ContactRequest } from '../../app/lib/contact-schema.ts'
import type {
  ConfirmationLimits,
  ConfirmationSkip,
  EmailKind,
  NewRequest,
  QuarantineReason,
  SubmitResult,
} from './repository.ts'
import { SPAM_NOTICES_PER_HOUR } from './repository.ts'

/** The port: what an engine counts in its outbox (kind, recipient key and domain, created_at). */
export type IntakeCounts = {
  /** `[Spamverdacht]` notices queued within the last hour. */
  spamNoticesLastHour: number
  /** Confirmations within 24 hours to the requester's mailbox (its normalised key, recipient-key.ts). */
  confirmationsToMailbox: number
  /** Confirmations within 24 hours to the requester's domain. */
  confirmationsToDomain: number
  /** Confirmations within the last hour in all. */
  confirmationsLastHour: number
}

export type IntakeInput = Pick<NewRequest, 'inbox' | 'applicationInbox' | 'confirmationLimits'> & {
  request: Pick<ContactRequest, 'email' | 'job'>
  /** Null for a normal request and for one released from quarantine. */
  quarantine: QuarantineReason | null
}

export type IntakeDecision = {
  /** The outbox rows to queue, in this order. */
  emails: { kind: EmailKind; recipient: string }[]
  confirmation: Extract<SubmitResult, { status: 'created' }>['confirmation']
}

/** Who gets a request's notification: the HR contact for an application, else the inbox (docs/decisions/035). */
export function notificationRecipient(
  request: Pick<ContactRequest, 'job'>,
  { inbox, applicationInbox }: { inbox: string; applicationInbox?: string | undefined },
): string {
  return request.job !== undefined && applicationInbox ? applicationInbox : inbox
}

/** Whether a confirmation would exceed a cap (docs/decisions/012); a cap of 0 (domain, hour) is no cap. */
function confirmationSkip(limits: ConfirmationLimits, counts: IntakeCounts): ConfirmationSkip | null {
  if (counts.confirmationsToMailbox >= limits.perRecipient) return 'recipient-limit'
  if (limits.perDomain > 0 && counts.confirmationsToDomain >= limits.perDomain) return 'recipient-limit'
  if (limits.perHour > 0 && counts.confirmationsLastHour >= limits.perHour) return 'hourly-limit'
  return null
}

/**
 * A quarantined request gets a spam notice to the inbox while fewer than SPAM_NOTICES_PER_HOUR
 * went out in the last hour, and no confirmation. Any other gets its notification (inbox, or the
 * HR contact for an application) and its confirmation unless a cap holds it back.
 */
export function intakeEmails(input: IntakeInput, counts: IntakeCounts): IntakeDecision {
  const { request, quarantine, inbox, confirmationLimits } = input
  if (quarantine) {
    const notice = counts.spamNoticesLastHour < SPAM_NOTICES_PER_HOUR
    return { emails: notice ? [{ kind: 'spam-notice', recipient: inbox }] : [], confirmation: 'quarantined' }
  }
  const emails: IntakeDecision['emails'] = [{ kind: 'notification', recipient: notificationRecipient(request, input) }]
  const skip = confirmationSkip(confirmationLimits, counts)
  if (skip) return { emails, confirmation: skip }
  emails.push({ kind: 'confirmation', recipient: request.email })
  return { emails, confirmation: 'queued' }
}

/** The confirmation a released request got, as the release reports it. */
export function releaseResult({ confirmation }: IntakeDecision): 'released' | 'released-unconfirmed' {
  return confirmation === 'queued' ? 'released' : 'released-unconfirmed'
}
