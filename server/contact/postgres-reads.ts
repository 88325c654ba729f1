/** The PostgreSQL repository's reading side: lists, one request, stats, sources, outbox health. */
import type pg from 'pg'

import { toOutbox, toRequest } from './postgres-database.ts'
import {
  type ErasureReason,
  OUTBOX_STATUSES,
  type OutboxStatus,
  type RepositoryReads,
  type RequestSummary,
  type StoredRequest,
} from './repository.ts'
import { sourceCountOfRow, withEmailCounts } from './repository-rows.ts'

/** Requests with their outbox rows counted by status. */
export async function postgresSummaries(pool: pg.Pool, requests: StoredRequest[]): Promise<RequestSummary[]> {
  const counts = await pool.query(
    `SELECT request_id, status, count(*)::int AS n FROM email_outbox
      WHERE request_id = ANY($1::uuid[]) GROUP BY request_id, status`,
    [requests.map((request) => request.id)],
  )
  return withEmailCounts(requests, counts.rows)
}

export function postgresReads({
  pool,
  clockParam,
  NOW,
}: {
  pool: pg.Pool
  /** A test's clock, or null: the database's own (see createPostgresRepository). */
  clockParam: () => Date | null
  /** SQL for "now" at parameter $n. */
  NOW: (n: number) => string
}): RepositoryReads {
  const summaries = (requests: StoredRequest[]) => postgresSummaries(pool, requests)

  /** Requests in quarantine (`IS NOT NULL`) or not (`IS NULL`), newest first. */
  async function newestFirst(quarantine: 'IS NULL' | 'IS NOT NULL', limit: number, offset: number) {
    const found = await pool.query(
      `SELECT * FROM contact_requests WHERE quarantine_reason ${quarantine} ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
      [limit, offset],
    )
    return summaries(found.rows.map(toRequest))
  }

  return {
    async listRequests({ limit, offset = 0 }) {
      return newestFirst('IS NULL', limit, offset)
    },

    async listQuarantined({ limit, offset = 0 }) {
      return newestFirst('IS NOT NULL', limit, offset)
    },

    async getRequest(id) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined
      const found = await pool.query('SELECT * FROM contact_requests WHERE id = $1', [id])
      if (found.rowCount === 0) return undefined
      const emails = await pool.query('SELECT * FROM email_outbox WHERE request_id = $1 ORDER BY kind DESC', [id])
      return { request: toRequest(found.rows[0]), emails: emails.rows.map(toOutbox) }
    },

    async allRequests() {
      return (
        await pool.query('SELECT * FROM contact_requests WHERE quarantine_reason IS NULL ORDER BY created_at, id')
      ).rows.map(toRequest)
    },

    async erasureJournal() {
      const rows = await pool.query('SELECT * FROM erasure_journal ORDER BY erased_at, request_id')
      return rows.rows.map((row) => ({
        requestId: row.request_id as string,
        erasedAt: row.erased_at as Date,
        reason: row.reason as ErasureReason,
      }))
    },

    async stats() {
      const counts = (
        await pool.query(
          'SELECT count(*)::int AS n, (count(*) FILTER (WHERE quarantine_reason IS NOT NULL))::int AS q FROM contact_requests',
        )
      ).rows[0]
      const quarantined = counts.q as number
      const requests = (counts.n as number) - quarantined
      const outbox = Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, 0])) as Record<OutboxStatus, number>
      for (const row of (await pool.query('SELECT status, count(*)::int AS n FROM email_outbox GROUP BY status'))
        .rows) {
        outbox[row.status as OutboxStatus] = row.n
      }
      return { requests, quarantined, outbox }
    },

    async sourceCounts(since) {
      const found = await pool.query(
        `SELECT landing_path, referrer_host, utm_source, count(*)::int AS n FROM contact_requests
          WHERE quarantine_reason IS NULL AND ($1::timestamptz IS NULL OR created_at >= $1)
          GROUP BY landing_path, referrer_host, utm_source`,
        [since],
      )
      return found.rows.map(sourceCountOfRow)
    },

    async outboxHealth() {
      const row = (
        await pool.query(
          `SELECT (count(*) FILTER (WHERE status IN ('pending', 'sending')))::int AS pending,
                  (count(*) FILTER (WHERE status = 'failed'))::int AS failed,
                  extract(epoch FROM ${NOW(1)} - min(coalesce(retry_since, created_at))
                    FILTER (WHERE status IN ('pending', 'sending')))::float8 AS oldest
             FROM email_outbox WHERE status IN ('pending', 'sending', 'failed')`,
          [clockParam()],
        )
      ).rows[0]
      return {
        pending: row.pending as number,
        failed: row.failed as number,
        oldestPendingSeconds: row.oldest == null ? 0 : Math.max(0, Math.round(row.oldest as number)),
      }
    },
  }
}
