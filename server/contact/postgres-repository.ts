import { randomUUID } from 'node:crypto'

import type pg from 'pg'

import { NO_ATTRIBUTION } from '../../app/lib/attribution.ts'
import { erasure } from '../../office/erasure.ts'
import { postgresErasure } from '../../office/postgres-erasure.ts'
import { postgresAuditInsert, postgresOffice } from '../../office/postgres-office.ts'
import { releaseResult } from './intake-policy.ts'
import { openPostgresPool, toOutbox, toRequest } from './postgres-database.ts'
import { migratePostgres } from './postgres-migrate.ts'
import { queueIntake } from './postgres-outbox.ts'
import { postgresReads } from './postgres-reads.ts'
import {
  type AuditOf,
  type ClaimedEmail,
  type ContactRepository,
  type DismissResult,
  type ReleaseResult,
  type RepositoryClock,
  type SubmitResult,
} from './repository.ts'
import { sameRequest, storedCampaignType } from './repository-rows.ts'
import { searchText } from './search-text.ts'

export type PostgresOptions = {
  connectionString: string
  /** Schema to work in (created when missing); tests use one per suite. Default: the server's search_path. */
  schema?: string
  /** Connections in the pool. */
  poolSize?: number
  /** DATA_DIR/erasure-journal.jsonl (server/backup/journal-file.ts). */
  journalFile?: string
  /** Tests only: another db/migrations directory (a slow migration). */
  migrationsDir?: string
} & RepositoryClock

/**
 * PostgreSQL through `pg`, for running several server instances against one database.
 * Workers on all instances claim outbox rows with FOR UPDATE SKIP LOCKED, so no row is
 * claimed twice while its lease lasts.
 */
export function createPostgresRepository({
  connectionString,
  schema,
  poolSize = 10,
  clock,
  journalFile,
  migrationsDir,
}: PostgresOptions): ContactRepository {
  const { pool, transaction } = openPostgresPool({ connectionString, schema, poolSize })

  /**
   * The clock of every time written or compared: the database's own (`now()`), so several
   * instances whose clocks disagree still agree on leases and retry times. Tests pass a clock.
   */
  const clockParam = () => (clock ? clock() : null)
  const NOW = (n: number) => `coalesce($${n}::timestamptz, now())`

  const erasureMethods = erasure(postgresErasure({ pool, transaction, clockParam }), journalFile)
  const office = postgresOffice({ pool, clockParam, transaction })
  /** `work` in a transaction, with the audit row of its result in the same transaction. */
  const audited = <T>(work: (client: pg.PoolClient) => Promise<T>, audit?: AuditOf<T>) =>
    transaction(async (client) => {
      const result = await work(client)
      if (audit) await postgresAuditInsert(client, audit(result), clockParam())
      return result
    })

  return {
    engine: 'postgres',
    ...postgresReads({ pool, clockParam, NOW }),
    ...office,

    async migrate() {
      await migratePostgres({ connectionString, schema, dir: migrationsDir })
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
      return transaction(async (client): Promise<SubmitResult> => {
        const id = randomUUID()
        // A concurrent insert with the same key makes this wait for that transaction, then do nothing.
        const inserted = await client.query<{ created_at: Date }>(
          `INSERT INTO contact_requests
             (id, created_at, name, email, phone, organization, campaign_type, message, prefer_phone, ip_address,
              idempotency_key, quarantine_reason,
              landing_path, previous_path, referrer_host, utm_source, utm_medium, utm_campaign,
              consent_version, consent_at, search_text, job)
           VALUES ($1, ${NOW(2)}, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18,
                   $19::text, CASE WHEN $19::text IS NULL THEN NULL ELSE ${NOW(2)} END, $20, $21)
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING created_at`,
          [
            id,
            clockParam(),
            request.name,
            request.email,
            request.phone || null,
            request.organization || null,
            storedCampaignType(request),
            request.message,
            request.prefer_phone,
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
            searchText(request),
            request.job ?? null,
          ],
        )
        if (inserted.rowCount === 0) {
          const found = await client.query('SELECT * FROM contact_requests WHERE idempotency_key = $1', [
            idempotencyKey,
          ])
          const existing = toRequest(found.rows[0])
          return { status: sameRequest(existing, request) ? 'replayed' : 'conflict', id: existing.id }
        }
        const now = inserted.rows[0]!.created_at
        const input = { request, quarantine, inbox, applicationInbox, confirmationLimits }
        const { confirmation } = await queueIntake(client, id, input, now, messageIdDomain)
        return { status: 'created', id, confirmation }
      })
    },

    async claimDue({ limit, leaseMs }) {
      const claimToken = randomUUID()
      const claimed = await pool.query(
        `WITH clock AS (SELECT ${NOW(1)} AS now)
         UPDATE email_outbox o
            SET status = 'sending', attempts = o.attempts + 1,
                locked_until = (SELECT now FROM clock) + $2 * interval '1 millisecond', claim_token = $3
          WHERE o.id IN (
            SELECT id FROM email_outbox
             WHERE (status = 'pending' AND next_attempt_at <= (SELECT now FROM clock))
                OR (status = 'sending' AND locked_until <= (SELECT now FROM clock))
             ORDER BY next_attempt_at LIMIT $4
             FOR UPDATE SKIP LOCKED)
          RETURNING o.*, (SELECT now FROM clock) AS claimed_at`,
        [clockParam(), leaseMs, claimToken, limit],
      )
      if (claimed.rowCount === 0) return []
      const found = await pool.query('SELECT * FROM contact_requests WHERE id = ANY($1::uuid[])', [
        [...new Set(claimed.rows.map((row) => row.request_id as string))],
      ])
      const requests = new Map(found.rows.map((row) => [row.id as string, toRequest(row)]))
      return claimed.rows.flatMap((row): ClaimedEmail[] => {
        const request = requests.get(row.request_id as string)
        return request ? [{ ...toOutbox(row), claimToken, claimedAt: row.claimed_at as Date, request }] : []
      })
    },

    async markDelivered(id, claimToken, status) {
      const result = await pool.query(
        `UPDATE email_outbox SET status = $3, sent_at = ${NOW(4)}, locked_until = NULL, claim_token = NULL, last_error = NULL
          WHERE id = $1 AND claim_token = $2 AND status = 'sending'`,
        [id, claimToken, status, clockParam()],
      )
      return result.rowCount === 1
    },

    async markRetry(id, claimToken, delayMs, error) {
      await pool.query(
        `UPDATE email_outbox
            SET status = 'pending', next_attempt_at = ${NOW(3)} + $4 * interval '1 millisecond',
                locked_until = NULL, claim_token = NULL, last_error = $5
          WHERE id = $1 AND claim_token = $2 AND status = 'sending'`,
        [id, claimToken, clockParam(), delayMs, error],
      )
    },

    async markFailed(id, claimToken, error) {
      await pool.query(
        `UPDATE email_outbox SET status = 'failed', locked_until = NULL, claim_token = NULL, last_error = $3
          WHERE id = $1 AND claim_token = $2 AND status = 'sending'`,
        [id, claimToken, error],
      )
    },

    async release(id, { inbox, applicationInbox, messageIdDomain, confirmationLimits }, audit) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) {
        if (audit) await postgresAuditInsert(pool, audit('not-found'), clockParam())
        return 'not-found'
      }
      return audited(async (client): Promise<ReleaseResult> => {
        const found = await client.query('SELECT * FROM contact_requests WHERE id = $1 FOR UPDATE', [id])
        if (found.rowCount === 0) return 'not-found'
        const request = toRequest(found.rows[0])
        if (!request.quarantineReason) return 'not-quarantined'
        const updated = await client.query<{ released_at: Date }>(
          `UPDATE contact_requests SET quarantine_reason = NULL, released_at = ${NOW(2)} WHERE id = $1 RETURNING released_at`,
          [id, clockParam()],
        )
        const now = updated.rows[0]!.released_at
        const input = { request, quarantine: null, inbox, applicationInbox, confirmationLimits }
        return releaseResult(await queueIntake(client, id, input, now, messageIdDomain))
      }, audit)
    },

    async requeueFailed({ requestId } = {}, audit) {
      return audited(async (client) => {
        const result = await client.query(
          `UPDATE email_outbox SET status = 'pending', attempts = 0, next_attempt_at = ${NOW(1)}, retry_since = ${NOW(1)}
          WHERE status = 'failed' AND ($2::uuid IS NULL OR request_id = $2::uuid)`,
          [clockParam(), requestId ?? null],
        )
        return result.rowCount ?? 0
      }, audit)
    },

    async dismissFailed(outboxId, audit) {
      if (!/^[0-9a-f-]{36}$/i.test(outboxId)) {
        if (audit) await postgresAuditInsert(pool, audit({ result: 'not-found' }), clockParam())
        return { result: 'not-found' }
      }
      return audited(async (client): Promise<{ result: DismissResult; requestId?: string }> => {
        const found = await client.query<{ request_id: string; dismissed: boolean }>(
          `WITH target AS (SELECT id, request_id, status FROM email_outbox WHERE id = $1 FOR UPDATE),
              changed AS (UPDATE email_outbox o SET status = 'dismissed', dismissed_at = ${NOW(2)}
                            FROM target WHERE o.id = target.id AND target.status = 'failed' RETURNING o.id)
         SELECT request_id, EXISTS (SELECT 1 FROM changed) AS dismissed FROM target`,
          [outboxId, clockParam()],
        )
        const row = found.rows[0]
        if (!row) return { result: 'not-found' }
        return { result: row.dismissed ? 'dismissed' : 'not-failed', requestId: row.request_id }
      }, audit)
    },

    ...erasureMethods,

    async clearIpAddressesBefore(cutoff) {
      const cleared =
        (
          await pool.query(
            'UPDATE contact_requests SET ip_address = NULL WHERE created_at < $1 AND ip_address IS NOT NULL',
            [cutoff],
          )
        ).rowCount ?? 0
      // The old row versions still hold the address until vacuumed; as after an erasure, now.
      if (cleared > 0) await pool.query('VACUUM contact_requests').catch(() => undefined)
      return cleared
    },

    async close() {
      if (!pool.ended && !pool.ending) await pool.end()
    },
  }
}
