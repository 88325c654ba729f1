/**
 * The PostgreSQL repository's outbox rows and confirmation caps (server/contact/postgres-repository.ts):
 * shared by `submit` and `release`, inside their transactions.
 */
import { randomUUID } from 'node:crypto'

import type pg from 'pg'

import type { ContactRequest } from '../../app/lib/contact-schema.ts'
import { recipientKey } from './recipient-key.ts'
import { type ConfirmationLimits, type ConfirmationSkip, type EmailKind, notificationRecipient } from './repository.ts'

export async function enqueue(
  client: pg.PoolClient,
  requestId: string,
  kind: EmailKind,
  recipient: string,
  now: Date,
  messageIdDomain: string,
) {
  const outboxId = randomUUID()
  const { key, domain } = recipientKey(recipient)
  await client.query(
    `INSERT INTO email_outbox (id, request_id, kind, recipient, status, attempts, next_attempt_at, message_id, created_at,
                               recipient_key, recipient_domain)
     VALUES ($1, $2, $3, $4, 'pending', 0, $5, $6, $5, $7, $8)`,
    [outboxId, requestId, kind, recipient, now, `<${outboxId}@${messageIdDomain}>`, key, domain],
  )
}

/** Counts recent rows of a kind, optionally of one recipient key or domain; the window in the database's terms. */
export async function recent(
  client: pg.PoolClient,
  kind: EmailKind,
  now: Date,
  interval: string,
  only?: ['recipient_key' | 'recipient_domain', string],
) {
  const found = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM email_outbox
      WHERE kind = $1 AND created_at > $2::timestamptz - $3::interval ${only ? `AND ${only[0]} = $4` : ''}`,
    only ? [kind, now, interval, only[1]] : [kind, now, interval],
  )
  return found.rows[0]!.n
}

/**
 * Whether a confirmation to `email` would exceed a cap. Requests to one domain count in turn
 * (an advisory lock until the transaction ends), so two at once cannot both see "2 sent".
 */
export async function confirmationSkip(
  client: pg.PoolClient,
  email: string,
  now: Date,
  limits: ConfirmationLimits,
): Promise<ConfirmationSkip | null> {
  const { key, domain } = recipientKey(email)
  await client.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':confirm:' || $1))`, [domain])
  if ((await recent(client, 'confirmation', now, '24 hours', ['recipient_key', key])) >= limits.perRecipient) {
    return 'recipient-limit'
  }
  if (
    limits.perDomain > 0 &&
    (await recent(client, 'confirmation', now, '24 hours', ['recipient_domain', domain])) >= limits.perDomain
  ) {
    return 'recipient-limit'
  }
  if (limits.perHour > 0 && (await recent(client, 'confirmation', now, '1 hour')) >= limits.perHour) {
    return 'hourly-limit'
  }
  return null
}

/**
 * A stored (or released) request's e-mails: the notification to the inbox (or the HR contact for
 * an application), then the confirmation unless a cap holds it back – then the request records why.
 */
export async function enqueueRequestEmails(
  client: pg.PoolClient,
  id: string,
  request: Pick<ContactRequest, 'email' | 'job'>,
  now: Date,
  options: {
    inbox: string
    applicationInbox?: string | undefined
    messageIdDomain: string
    confirmationLimits: ConfirmationLimits
  },
): Promise<ConfirmationSkip | null> {
  const { inbox, applicationInbox, messageIdDomain, confirmationLimits } = options
  const notifyTo = notificationRecipient(request, { inbox, applicationInbox })
  await enqueue(client, id, 'notification', notifyTo, now, messageIdDomain)
  const skip = await confirmationSkip(client, request.email, now, confirmationLimits)
  if (skip) {
    await client.query('UPDATE contact_requests SET confirmation_skipped = $2 WHERE id = $1', [id, skip])
    return skip
  }
  await enqueue(client, id, 'confirmation', request.email, now, messageIdDomain)
  return null
}
