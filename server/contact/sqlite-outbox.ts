/**
 * The SQLite repository's outbox rows and the counts of the intake policy
 * (server/contact/sqlite-repository.ts): shared by `submit` and `release`, inside their transactions.
 */
import { randomUUID } from 'node:crypto'

import { type IntakeCounts, type IntakeDecision, intakeEmails, type IntakeInput } from './intake-policy.ts'
import { recipientKey } from './recipient-key.ts'
import type { EmailKind } from './repository.ts'
import type { openSqliteDatabase } from './sqlite-database.ts'

const HOUR_MS = 60 * 60 * 1000

export function sqliteOutbox({ sql }: Pick<ReturnType<typeof openSqliteDatabase>, 'sql'>) {
  /** A new pending outbox row, with its recipient's normalised key and domain (the caps count those). */
  function enqueue(requestId: string, kind: EmailKind, recipient: string, now: number, messageIdDomain: string) {
    const outboxId = randomUUID()
    const { key, domain } = recipientKey(recipient)
    sql(
      `INSERT INTO email_outbox (id, request_id, kind, recipient, status, attempts, next_attempt_at, message_id, created_at,
                                 recipient_key, recipient_domain)
       VALUES (?, ?, ?, ?, 'pending', 0, ?, ?, ?, ?, ?)`,
    ).run(outboxId, requestId, kind, recipient, now, `<${outboxId}@${messageIdDomain}>`, now, key, domain)
  }

  /** The intake policy's counts in one statement: ?1 an hour ago, ?2 a day ago (this process's clock). */
  function intakeCounts(email: string, now: number): IntakeCounts {
    const { key, domain } = recipientKey(email)
    const since = (kind: EmailKind, from: '?1' | '?2', only = '') =>
      `(SELECT count(*) FROM email_outbox WHERE kind = '${kind}' AND created_at > ${from} ${only})`
    return sql(
      `SELECT ${since('spam-notice', '?1')} AS spamNoticesLastHour,
              ${since('confirmation', '?2', 'AND recipient_key = ?3')} AS confirmationsToMailbox,
              ${since('confirmation', '?2', 'AND recipient_domain = ?4')} AS confirmationsToDomain,
              ${since('confirmation', '?1')} AS confirmationsLastHour`,
    ).get(now - HOUR_MS, now - 24 * HOUR_MS, key, domain) as IntakeCounts
  }

  return {
    /** Queues what the intake policy gives a stored (or released) request, and records a skipped confirmation. */
    queueIntake(id: string, input: IntakeInput, now: number, messageIdDomain: string): IntakeDecision {
      const decision = intakeEmails(input, intakeCounts(input.request.email, now))
      for (const { kind, recipient } of decision.emails) enqueue(id, kind, recipient, now, messageIdDomain)
      if (decision.confirmation === 'recipient-limit' || decision.confirmation === 'hourly-limit') {
        sql('UPDATE contact_requests SET confirmation_skipped = ? WHERE id = ?').run(decision.confirmation, id)
      }
      return decision
    },
  }
}
