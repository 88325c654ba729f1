/** The SQLite repository's reading side: lists, one request, stats, sources, outbox health. */
import {
  type ErasureReason,
  OUTBOX_STATUSES,
  type OutboxStatus,
  type RepositoryReads,
  type RequestSummary,
  type StoredRequest,
} from './repository.ts'
import { sourceCountOfRow, withEmailCounts } from './repository-rows.ts'
import { type openSqliteDatabase, toOutbox, toRequest } from './sqlite-database.ts'

/** Requests with their outbox rows counted by status. */
export function sqliteSummaries(
  sql: ReturnType<typeof openSqliteDatabase>['sql'],
  requests: StoredRequest[],
): RequestSummary[] {
  const counts = sql(
    `SELECT request_id, status, count(*) AS n FROM email_outbox
      WHERE request_id IN (SELECT value FROM json_each(?)) GROUP BY request_id, status`,
  ).all(JSON.stringify(requests.map((request) => request.id)))
  return withEmailCounts(requests, counts)
}

export function sqliteReads({
  sql,
  time,
}: {
  sql: ReturnType<typeof openSqliteDatabase>['sql']
  /** Milliseconds since the epoch, by the repository's clock. */
  time: () => number
}): RepositoryReads {
  const summaries = (requests: StoredRequest[]) => sqliteSummaries(sql, requests)

  /** Requests in quarantine (`IS NOT NULL`) or not (`IS NULL`), newest first. */
  function newestFirst(quarantine: 'IS NULL' | 'IS NOT NULL', limit: number, offset: number) {
    return summaries(
      sql(
        `SELECT * FROM contact_requests WHERE quarantine_reason ${quarantine} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`,
      )
        .all(limit, offset)
        .map(toRequest),
    )
  }

  return {
    async listRequests({ limit, offset = 0 }) {
      return newestFirst('IS NULL', limit, offset)
    },

    async listQuarantined({ limit, offset = 0 }) {
      return newestFirst('IS NOT NULL', limit, offset)
    },

    async getRequest(id) {
      const row = sql('SELECT * FROM contact_requests WHERE id = ?').get(id)
      if (!row) return undefined
      const emails = sql('SELECT * FROM email_outbox WHERE request_id = ? ORDER BY kind DESC').all(id).map(toOutbox)
      return { request: toRequest(row), emails }
    },

    async allRequests() {
      return sql('SELECT * FROM contact_requests WHERE quarantine_reason IS NULL ORDER BY created_at, id')
        .all()
        .map(toRequest)
    },

    async erasureJournal() {
      return sql('SELECT * FROM erasure_journal ORDER BY erased_at, request_id')
        .all()
        .map((row) => ({
          requestId: row.request_id as string,
          erasedAt: new Date(row.erased_at as number),
          reason: row.reason as ErasureReason,
        }))
    },

    async stats() {
      const counts = sql(
        'SELECT count(*) AS n, count(*) FILTER (WHERE quarantine_reason IS NOT NULL) AS q FROM contact_requests',
      ).get()!
      const requests = Number(counts.n) - Number(counts.q)
      const quarantined = Number(counts.q)
      const outbox = Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, 0])) as Record<OutboxStatus, number>
      for (const row of sql('SELECT status, count(*) AS n FROM email_outbox GROUP BY status').all()) {
        outbox[row.status as OutboxStatus] = Number(row.n)
      }
      return { requests, quarantined, outbox }
    },

    async sourceCounts(since) {
      return sql(
        `SELECT landing_path, referrer_host, utm_source, count(*) AS n FROM contact_requests
          WHERE quarantine_reason IS NULL AND created_at >= ?
          GROUP BY landing_path, referrer_host, utm_source`,
      )
        .all(since ? since.getTime() : 0)
        .map(sourceCountOfRow)
    },

    async outboxHealth() {
      const row = sql(
        `SELECT count(*) FILTER (WHERE status IN ('pending', 'sending')) AS pending,
                count(*) FILTER (WHERE status = 'failed') AS failed,
                min(coalesce(retry_since, created_at)) FILTER (WHERE status IN ('pending', 'sending')) AS oldest
           FROM email_outbox WHERE status IN ('pending', 'sending', 'failed')`,
      ).get()!
      return {
        pending: Number(row.pending),
        failed: Number(row.failed),
        oldestPendingSeconds: row.oldest == null ? 0 : Math.max(0, Math.round((time() - Number(row.oldest)) / 1000)),
      }
    },
  }
}
