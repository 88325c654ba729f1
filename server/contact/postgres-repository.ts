import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type { CampaignType } from '../../app/content/contact.ts'
import { NO_ATTRIBUTION } from '../../app/lib/attribution.ts'
import { log } from '../log.ts'
import { readMigrations } from './migrations.ts'
import {
  type ClaimedEmail,
  type ConfirmationSkip,
  type ContactRepository,
  type EmailKind,
  type ErasureResult,
  type OutboxEntry,
  type OutboxStatus,
  OUTBOX_STATUSES,
  type RepositoryClock,
  attributionOfRow,
  sourceCountOfRow,
  type RequestSummary,
  SPAM_NOTICES_PER_HOUR,
  type StoredRequest,
  type SubmitResult,
  sameRequest,
} from './repository.ts'

/**
 * How long the database may take before the server gives up on it (docs/decisions/013):
 * a hung or locked database makes the visitor wait at most CONNECT + TRANSACTION (8 s)
 * before the 503 with Retry-After, never a spinner.
 */
export const PG_TIMEOUTS = {
  /** Connecting, or waiting for a free connection of the pool. */
  connectMs: 3_000,
  /** The server cancels a statement that runs longer. */
  statementMs: 4_000,
  /** The server gives up waiting for a row or table lock. */
  lockMs: 2_000,
  /** The client gives up on a query whose answer does not come (a server that stopped answering). */
  queryMs: 5_000,
  /** A whole transaction (submit, release, erasure), after it got its connection. */
  transactionMs: 5_000,
  /** The server ends a session that left a transaction open this long. */
  idleInTransactionMs: 10_000,
} as const

type Row = Record<string, unknown>

function toRequest(row: Row): StoredRequest {
  return {
    id: row.id as string,
    createdAt: row.created_at as Date,
    name: row.name as string,
    email: row.email as string,
    ...(row.phone != null ? { phone: row.phone as string } : {}),
    ...(row.organization != null ? { organization: row.organization as string } : {}),
    campaign_type: row.campaign_type as CampaignType,
    message: row.message as string,
    prefer_phone: row.prefer_phone as boolean,
    ipAddress: (row.ip_address as string | null) ?? null,
    idempotencyKey: (row.idempotency_key as string | null) ?? null,
    quarantineReason: (row.quarantine_reason as string | null) ?? null,
    releasedAt: (row.released_at as Date | null) ?? null,
    confirmationSkipped: (row.confirmation_skipped as ConfirmationSkip | null) ?? null,
    attribution: attributionOfRow(row),
  }
}

function toOutbox(row: Row): OutboxEntry {
  return {
    id: row.id as string,
    requestId: row.request_id as string,
    kind: row.kind as EmailKind,
    recipient: row.recipient as string,
    status: row.status as OutboxStatus,
    attempts: row.attempts as number,
    nextAttemptAt: row.next_attempt_at as Date,
    lockedUntil: (row.locked_until as Date | null) ?? null,
    messageId: row.message_id as string,
    lastError: (row.last_error as string | null) ?? null,
    createdAt: row.created_at as Date,
    retrySince: (row.retry_since as Date | null) ?? null,
    sentAt: (row.sent_at as Date | null) ?? null,
  }
}

export type PostgresOptions = {
  connectionString: string
  /** Schema to work in (created when missing); tests use one per suite. Default: the server's search_path. */
  schema?: string
  /** Connections in the pool. */
  poolSize?: number
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
}: PostgresOptions): ContactRepository {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`)
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    connectionTimeoutMillis: PG_TIMEOUTS.connectMs,
    statement_timeout: PG_TIMEOUTS.statementMs,
    lock_timeout: PG_TIMEOUTS.lockMs,
    query_timeout: PG_TIMEOUTS.queryMs,
    idle_in_transaction_session_timeout: PG_TIMEOUTS.idleInTransactionMs,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  // An idle connection that drops (database restart, network) must not crash the server;
  // the pool replaces it and the next query reports any lasting problem.
  pool.on('error', (error) => log('warn', 'postgres connection error', { error: error.message }))

  /**
   * The clock of every time written or compared: the database's own (`now()`), so several
   * instances whose clocks disagree still agree on leases and retry times. Tests pass a clock.
   */
  const clockParam = () => (clock ? clock() : null)
  const NOW = (n: number) => `coalesce($${n}::timestamptz, now())`

  async function transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect()
    // A connection that breaks while checked out (database restart) emits 'error' when no
    // query is running; unheard, that event would crash the process. The broken connection
    // is then discarded instead of going back to the pool.
    let broken: Error | undefined
    const onError = (error: Error) => (broken = error)
    client.on('error', onError)
    let released = false
    const release = () => {
      if (released) return
      released = true
      client.off('error', onError)
      client.release(broken)
    }
    // A transaction that outlasts its deadline (a database that stopped answering between
    // statements) is abandoned: its connection is destroyed, so the server rolls it back.
    let timer: ReturnType<typeof setTimeout> | undefined
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        broken ??= new Error(`database transaction took longer than ${PG_TIMEOUTS.transactionMs} ms`)
        release()
        reject(broken)
      }, PG_TIMEOUTS.transactionMs)
    })
    const run = async () => {
      try {
        await client.query('BEGIN')
        const result = await work(client)
        await client.query('COMMIT')
        return result
      } catch (error) {
        if (!released) await client.query('ROLLBACK').catch((rollbackError: Error) => (broken ??= rollbackError))
        throw error
      }
    }
    try {
      return await Promise.race([run(), expired])
    } finally {
      clearTimeout(timer)
      release()
    }
  }

  /** Requests with their outbox rows counted by status. */
  async function summaries(requests: StoredRequest[]): Promise<RequestSummary[]> {
    const counts = await pool.query(
      `SELECT request_id, status, count(*)::int AS n FROM email_outbox
        WHERE request_id = ANY($1::uuid[]) GROUP BY request_id, status`,
      [requests.map((request) => request.id)],
    )
    return requests.map((request): RequestSummary => {
      const emails: RequestSummary['emails'] = {}
      for (const row of counts.rows) {
        if (row.request_id === request.id) emails[row.status as OutboxStatus] = row.n as number
      }
      const { id, createdAt, name, email, campaign_type, quarantineReason } = request
      return { id, createdAt, name, email, campaign_type, quarantineReason, emails }
    })
  }

  /** Requests in quarantine (`IS NOT NULL`) or not (`IS NULL`), newest first. */
  async function newestFirst(quarantine: 'IS NULL' | 'IS NOT NULL', limit: number, offset: number) {
    const found = await pool.query(
      `SELECT * FROM contact_requests WHERE quarantine_reason ${quarantine} ORDER BY created_at DESC, id LIMIT $1 OFFSET $2`,
      [limit, offset],
    )
    return summaries(found.rows.map(toRequest))
  }

  async function enqueue(
    client: pg.PoolClient,
    requestId: string,
    kind: EmailKind,
    recipient: string,
    now: Date,
    messageIdDomain: string,
  ) {
    const outboxId = randomUUID()
    await client.query(
      `INSERT INTO email_outbox (id, request_id, kind, recipient, status, attempts, next_attempt_at, message_id, created_at)
       VALUES ($1, $2, $3, $4, 'pending', 0, $5, $6, $5)`,
      [outboxId, requestId, kind, recipient, now, `<${outboxId}@${messageIdDomain}>`],
    )
  }

  /** Counts recent rows of a kind; `since` and the window in the database's terms. */
  async function recent(client: pg.PoolClient, kind: EmailKind, now: Date, interval: string, recipient?: string) {
    const found = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM email_outbox
        WHERE kind = $1 AND created_at > $2::timestamptz - $3::interval ${recipient ? 'AND lower(recipient) = lower($4)' : ''}`,
      recipient ? [kind, now, interval, recipient] : [kind, now, interval],
    )
    return found.rows[0]!.n
  }

  async function erase(where: string, value: unknown): Promise<ErasureResult> {
    return transaction(async (client) => {
      const outbox = await client.query<{ id: string }>(
        `SELECT o.id FROM email_outbox o JOIN contact_requests r ON r.id = o.request_id WHERE ${where} FOR UPDATE OF o`,
        [value],
      )
      const deleted = await client.query(`DELETE FROM contact_requests r WHERE ${where}`, [value])
      return { requests: deleted.rowCount ?? 0, emails: outbox.rowCount ?? 0, outboxIds: outbox.rows.map((r) => r.id) }
    })
  }

  return {
    engine: 'postgres',

    async migrate() {
      if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
      await transaction(async (client) => {
        // Instances starting together take turns; the second finds everything applied.
        await client.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':mandatwerk-migrations'))`)
        await client.query(
          'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
        )
        const applied = new Set(
          (await client.query('SELECT version FROM schema_migrations')).rows.map((r) => r.version),
        )
        for (const migration of readMigrations('postgres')) {
          if (applied.has(migration.version)) continue
          await client.query(migration.sql)
          await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
            migration.version,
            migration.name,
          ])
        }
      })
    },

    async submit({
      request,
      attribution = NO_ATTRIBUTION,
      ipAddress,
      idempotencyKey,
      inbox,
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
              landing_path, previous_path, referrer_host, utm_source, utm_medium, utm_campaign)
           VALUES ($1, ${NOW(2)}, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
           ON CONFLICT (idempotency_key) DO NOTHING
           RETURNING created_at`,
          [
            id,
            clockParam(),
            request.name,
            request.email,
            request.phone || null,
            request.organization || null,
            request.campaign_type,
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
        if (quarantine) {
          // Instances count in turn, so the notices of one hour never exceed the limit.
          await client.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':spam-notice'))`)
          if ((await recent(client, 'spam-notice', now, '1 hour')) < SPAM_NOTICES_PER_HOUR) {
            await enqueue(client, id, 'spam-notice', inbox, now, messageIdDomain)
          }
          return { status: 'created', id, confirmation: 'quarantined' }
        }
        await enqueue(client, id, 'notification', inbox, now, messageIdDomain)
        // Requests for one address count in turn (two at once cannot both see "2 sent").
        await client.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':confirm:' || lower($1)))`, [
          request.email,
        ])
        let skip: ConfirmationSkip | null = null
        if ((await recent(client, 'confirmation', now, '24 hours', request.email)) >= confirmationLimits.perRecipient) {
          skip = 'recipient-limit'
        } else if (
          confirmationLimits.perHour > 0 &&
          (await recent(client, 'confirmation', now, '1 hour')) >= confirmationLimits.perHour
        ) {
          skip = 'hourly-limit'
        }
        if (skip) {
          await client.query('UPDATE contact_requests SET confirmation_skipped = $2 WHERE id = $1', [id, skip])
          return { status: 'created', id, confirmation: skip }
        }
        await enqueue(client, id, 'confirmation', request.email, now, messageIdDomain)
        return { status: 'created', id, confirmation: 'queued' }
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

    async release(id, { inbox, messageIdDomain }) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return 'not-found'
      return transaction(async (client) => {
        const found = await client.query('SELECT * FROM contact_requests WHERE id = $1 FOR UPDATE', [id])
        if (found.rowCount === 0) return 'not-found' as const
        const request = toRequest(found.rows[0])
        if (!request.quarantineReason) return 'not-quarantined' as const
        const updated = await client.query<{ released_at: Date }>(
          `UPDATE contact_requests SET quarantine_reason = NULL, released_at = ${NOW(2)} WHERE id = $1 RETURNING released_at`,
          [id, clockParam()],
        )
        const now = updated.rows[0]!.released_at
        await enqueue(client, id, 'notification', inbox, now, messageIdDomain)
        await enqueue(client, id, 'confirmation', request.email, now, messageIdDomain)
        return 'released' as const
      })
    },

    async requeueFailed() {
      const result = await pool.query(
        `UPDATE email_outbox SET status = 'pending', attempts = 0, next_attempt_at = ${NOW(1)}, retry_since = ${NOW(1)}
          WHERE status = 'failed'`,
        [clockParam()],
      )
      return result.rowCount ?? 0
    },

    async deleteByEmail(email) {
      return erase('lower(r.email) = lower($1)', email)
    },

    async deleteOlderThan(cutoff, { quarantinedOnly = false } = {}) {
      return erase(`r.created_at < $1${quarantinedOnly ? ' AND r.quarantine_reason IS NOT NULL' : ''}`, cutoff)
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

    async close() {
      if (!pool.ended && !pool.ending) await pool.end()
    },
  }
}
