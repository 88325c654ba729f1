import { randomUUID } from 'node:crypto'

import { NO_ATTRIBUTION } from '../../app/lib/attribution.ts'
import { erasure } from '../../office/erasure.ts'
import { sqliteErasure } from '../../office/sqlite-erasure.ts'
import { sqliteAuditInsert, sqliteOffice } from '../../office/sqlite-office.ts'
import { releaseResult } from './intake-policy.ts'
import { readMigrations } from './migrations.ts'
import {
  type AuditOf,
  type ClaimedEmail,
  type ContactRepository,
  type ReleaseResult,
  type RepositoryClock,
  type SubmitResult,
} from './repository.ts'
import { sameRequest, storedCampaignType } from './repository-rows.ts'
import { searchText } from './search-text.ts'
import { openSqliteDatabase, toOutbox, toRequest } from './sqlite-database.ts'
import { sqliteOutbox } from './sqlite-outbox.ts'
import { sqliteReads } from './sqlite-reads.ts'

/**
 * The embedded default: one SQLite file through Node's built-in node:sqlite. Calls are
 * synchronous, so a transaction is never interleaved with other work of this process;
 * BEGIN IMMEDIATE and `whenFree` cover the operator CLI writing at the same time.
 * One server process per file (several instances need PostgreSQL).
 */
export function createSqliteRepository({
  file,
  clock,
  journalFile,
}: {
  file: string
  /** DATA_DIR/erasure-journal.jsonl (server/backup/journal-file.ts). */
  journalFile?: string
} & RepositoryClock): ContactRepository {
  const { db, transaction, whenFree, sql, checkpoint } = openSqliteDatabase(file)

  /** Milliseconds since the epoch: SQLite runs in this process, so its clock is ours (or a test's). */
  const time = () => (clock ? clock() : new Date()).getTime()

  const { queueIntake } = sqliteOutbox({ sql })
  const insertAudit = sqliteAuditInsert({ sql, time })
  /** `work` in a transaction (waiting out another connection's lock), with the audit row of its result. */
  const audited = <T>(work: () => T, audit?: AuditOf<T>) =>
    whenFree(() =>
      transaction(() => {
        const result = work()
        if (audit) insertAudit(audit(result))
        return result
      }),
    )
  const erasureMethods = erasure(
    sqliteErasure({ transaction, whenFree, sql, checkpoint, time, insertAudit }),
    journalFile,
  )
  const office = sqliteOffice({ sql, time, transaction, whenFree })

  return {
    engine: 'sqlite',
    ...sqliteReads({ sql, time }),
    ...office,

    async migrate() {
      // A migration whose first line is `-- vacuum-after` rewrites the file once it is applied
      // (VACUUM cannot run inside the migrations' transaction). All of it in one transaction
      // that waits for the lock: the server and the desk may start on a new file together.
      let vacuum = false
      await whenFree(() =>
        transaction(() => {
          db.exec(
            'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
          )
          const applied = new Set(
            db
              .prepare('SELECT version FROM schema_migrations')
              .all()
              .map((row) => row.version),
          )
          for (const migration of readMigrations('sqlite')) {
            if (applied.has(migration.version)) continue
            if (migration.sql.startsWith('-- vacuum-after')) vacuum = true
            db.exec(migration.sql)
            db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
              migration.version,
              migration.name,
              Date.now(),
            )
          }
        }),
      )
      if (vacuum) {
        await whenFree(() => db.exec('VACUUM'))
        checkpoint()
      }
      await office.backfillSearchText()
    },

    async submit({
      request,
      attribution = NO_ATTRIBUTION,
      consentVersion = null,
      ipAddress,
      idempotencyKey,
      inbox,
      applicationInbox,
      quarantine,
      confirmationLimits,
      messageIdDomain,
    }) {
      return whenFree(() =>
        transaction(
          (): SubmitResult => {
            const id = randomUUID()
            const now = time()
            const inserted = sql(
              `INSERT INTO contact_requests
             (id, created_at, name, email, phone, organization, campaign_type, message, prefer_phone, ip_address,
              idempotency_key, quarantine_reason,
              landing_path, previous_path, referrer_host, utm_source, utm_medium, utm_campaign,
              consent_version, consent_at, search_text, job)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (idempotency_key) DO NOTHING`,
            ).run(
              id,
              now,
              request.name,
              request.email,
              request.phone || null,
              request.organization || null,
              storedCampaignType(request),
              request.message,
              request.prefer_phone ? 1 : 0,
              ipAddress,
              idempotencyKey,
              quarantine,
              attribution.landing_path,
              attribution.previous_path,
              attribution.referrer_host,
              attribution.utm_source,
              attribution.utm_medium,
              attribution.utm_campaign,
              consentVersion,
              consentVersion === null ? null : now,
              searchText(request),
              request.job ?? null,
            )
            if (inserted.changes === 0) {
              const existing = toRequest(
                sql('SELECT * FROM contact_requests WHERE idempotency_key = ?').get(idempotencyKey)!,
              )
              return { status: sameRequest(existing, request) ? 'replayed' : 'conflict', id: existing.id }
            }
            const input = { request, quarantine, inbox, applicationInbox, confirmationLimits }
            return { status: 'created', id, confirmation: queueIntake(id, input, now, messageIdDomain).confirmation }
          },
          { durable: true },
        ),
      )
    },

    async claimDue({ limit, leaseMs }) {
      const claimToken = randomUUID()
      const now = time()
      const rows = await whenFree(() =>
        transaction(() =>
          sql(
            `UPDATE email_outbox
              SET status = 'sending', attempts = attempts + 1, locked_until = ?, claim_token = ?
            WHERE id IN (
              SELECT id FROM email_outbox
               WHERE (status = 'pending' AND next_attempt_at <= ?) OR (status = 'sending' AND locked_until <= ?)
               ORDER BY next_attempt_at LIMIT ?)
           RETURNING *`,
          ).all(now + leaseMs, claimToken, now, now, limit),
        ),
      )
      if (rows.length === 0) return []
      const requests = new Map(
        sql('SELECT * FROM contact_requests WHERE id IN (SELECT value FROM json_each(?))')
          .all(JSON.stringify(rows.map((row) => row.request_id)))
          .map((row) => [row.id as string, toRequest(row)]),
      )
      return rows.flatMap((row): ClaimedEmail[] => {
        const request = requests.get(row.request_id as string)
        return request ? [{ ...toOutbox(row), claimToken, claimedAt: new Date(now), request }] : []
      })
    },

    async markDelivered(id, claimToken, status) {
      const result = await whenFree(() =>
        sql(
          `UPDATE email_outbox SET status = ?, sent_at = ?, locked_until = NULL, claim_token = NULL, last_error = NULL
            WHERE id = ? AND claim_token = ? AND status = 'sending'`,
        ).run(status, time(), id, claimToken),
      )
      return Number(result.changes) === 1
    },

    async markRetry(id, claimToken, delayMs, error) {
      await whenFree(() =>
        sql(
          `UPDATE email_outbox SET status = 'pending', next_attempt_at = ?, locked_until = NULL, claim_token = NULL, last_error = ?
          WHERE id = ? AND claim_token = ? AND status = 'sending'`,
        ).run(time() + delayMs, error, id, claimToken),
      )
    },

    async markFailed(id, claimToken, error) {
      await whenFree(() =>
        sql(
          `UPDATE email_outbox SET status = 'failed', locked_until = NULL, claim_token = NULL, last_error = ?
          WHERE id = ? AND claim_token = ? AND status = 'sending'`,
        ).run(error, id, claimToken),
      )
    },

    async release(id, { inbox, applicationInbox, messageIdDomain, confirmationLimits }, audit) {
      return audited((): ReleaseResult => {
        const row = sql('SELECT * FROM contact_requests WHERE id = ?').get(id)
        if (!row) return 'not-found'
        const request = toRequest(row)
        if (!request.quarantineReason) return 'not-quarantined'
        const now = time()
        sql('UPDATE contact_requests SET quarantine_reason = NULL, released_at = ? WHERE id = ?').run(now, id)
        const input = { request, quarantine: null, inbox, applicationInbox, confirmationLimits }
        return releaseResult(queueIntake(id, input, now, messageIdDomain))
      }, audit)
    },

    async requeueFailed({ requestId } = {}, audit) {
      return audited(
        () =>
          Number(
            sql(
              `UPDATE email_outbox SET status = 'pending', attempts = 0, next_attempt_at = ?1, retry_since = ?1
                WHERE status = 'failed' AND (?2 IS NULL OR request_id = ?2)`,
            ).run(time(), requestId ?? null).changes,
          ),
        audit,
      )
    },

    async dismissFailed(outboxId, audit) {
      return audited(() => {
        const row = sql('SELECT request_id, status FROM email_outbox WHERE id = ?').get(outboxId)
        if (!row) return { result: 'not-found' as const }
        const requestId = row.request_id as string
        if (row.status !== 'failed') return { result: 'not-failed' as const, requestId }
        sql(`UPDATE email_outbox SET status = 'dismissed', dismissed_at = ? WHERE id = ?`).run(time(), outboxId)
        return { result: 'dismissed' as const, requestId }
      }, audit)
    },

    ...erasureMethods,

    async clearIpAddressesBefore(cutoff) {
      const cleared = await whenFree(() =>
        Number(
          sql('UPDATE contact_requests SET ip_address = NULL WHERE created_at < ? AND ip_address IS NOT NULL').run(
            cutoff.getTime(),
          ).changes,
        ),
      )
      // secure_delete zeroed the old values in the pages; the WAL's older frames still hold them.
      if (cleared > 0) checkpoint()
      return cleared
    },

    async close() {
      if (db.isOpen) db.close()
    },
  }
}
