/**
 * The PostgreSQL repository's outbox rows and the counts of the intake policy
 * (server/contact/postgres-repository.ts): shared by `submit` and `release`, inside their transactions.
 */
import { randomUUID } from 'node:crypto'

import type pg from 'pg'

import { type IntakeCounts, type IntakeDecision, intakeEmails, type IntakeInput } from './intake-policy.ts'
import { recipientKey } from './recipient-key.ts'
import type { EmailKind } from './repository.ts'

async function enqueue(
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

/**
 * The intake policy's counts (server/contact/intake-policy.ts) in one statement. Requests count in
 * turn – a quarantined one under one lock, others under their domain's (advisory locks until the
 * transaction ends) – so two at once cannot both see "2 sent" or "19 notices".
 */
async function intakeCounts(client: pg.PoolClient, email: string, quarantined: boolean, now: Date) {
  const { key, domain } = recipientKey(email)
  const lock = quarantined ? ':spam-notice' : `:confirm:${domain}`
  await client.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || $1))`, [lock])
  const since = (kind: EmailKind, interval: string, only = '') =>
    `(SELECT count(*)::int FROM email_outbox
       WHERE kind = '${kind}' AND created_at > $1::timestamptz - interval '${interval}' ${only})`
  const found = await client.query<IntakeCounts>(
    `SELECT ${since('spam-notice', '1 hour')} AS "spamNoticesLastHour",
            ${since('confirmation', '24 hours', 'AND recipient_key = $2')} AS "confirmationsToMailbox",
            ${since('confirmation', '24 hours', 'AND recipient_domain = $3')} AS "confirmationsToDomain",
            ${since('confirmation', '1 hour')} AS "confirmationsLastHour"`,
    [now, key, domain],
  )
  return found.rows[0]!
}

/** Queues what the intake policy gives a stored (or released) request, and records a skipped confirmation. */
export async function queueIntake(
  client: pg.PoolClient,
  id: string,
  input: IntakeInput,
  now: Date,
  messageIdDomain: string,
): Promise<IntakeDecision> {
  const decision = intakeEmails(input, await intakeCounts(client, input.request.email, !!input.quarantine, now))
  for (const { kind, recipient } of decision.emails) await enqueue(client, id, kind, recipient, now, messageIdDomain)
  if (decision.confirmation === 'recipient-limit' || decision.confirmation === 'hourly-limit') {
    await client.query('UPDATE contact_requests SET confirmation_skipped = $2 WHERE id = $1', [
      id,
      decision.confirmation,
    ])
  }
  return decision
}
