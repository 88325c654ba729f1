import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type { CampaignType } from '../../app/content/contact.ts'
import { log } from '../log.ts'
import { readMigrations } from './migrations.ts'
import {
  type ClaimedEmail,
  type ContactRepository,
  type EmailKind,
  type ErasureResult,
  type OutboxEntry,
  type OutboxStatus,
  OUTBOX_STATUSES,
  type RequestSummary,
  type StoredRequest,
  sameRequest,
} from './repository.ts'

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
    sentAt: (row.sent_at as Date | null) ?? null,
  }
}

export type PostgresOptions = {
  connectionString: string
  /** Schema to work in (created when missing); tests use one per suite. Default: the server's search_path. */
  schema?: string
  /** Connections in the pool. */
  poolSize?: number
}

/**
 * PostgreSQL through `pg`, for running several server instances against one database.
 * Workers on all instances claim outbox rows with FOR UPDATE SKIP LOCKED, so no row is
 * claimed twice while its lease lasts.
 */
export function createPostgresRepository({
  connectionString,
  schema,
  poolSize = 10,
}: PostgresOptions): ContactRepository {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`)
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  // An idle connection that drops (database restart, network) must not crash the server;
  // the pool replaces it and the next query reports any lasting problem.
  pool.on('error', (error) => log('warn', 'postgres connection error', { error: error.message }))

  async function transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect()
    // A connection that breaks while checked out (database restart) emits 'error' when no
    // query is running; unheard, that event would crash the process. The broken connection
    // is then discarded instead of going back to the pool.
    let broken: Error | undefined
    const onError = (error: Error) => (broken = error)
    client.on('error', onError)
    try {
      await client.query('BEGIN')
      const result = await work(client)
      await client.query('COMMIT')
      return result
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => (broken ??= rollbackError))
      throw error
    } finally {
      client.off('error', onError)
      client.release(broken)
    }
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

    async submit({ request, ipAddress, idempotencyKey, now, emails, messageIdDomain }) {
      return transaction(async (client) => {
        const id = randomUUID()
        // A concurrent insert with the same key makes this wait for that transaction, then do nothing.
        const inserted = await client.query(
          `INSERT INTO contact_requests
             (id, created_at, name, email, phone, organization, campaign_type, message, prefer_phone, ip_address, idempotency_key)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
           ON CONFLICT (idempotency_key) DO NOTHING`,
          [
            id,
            now,
            request.name,
            request.email,
            request.phone || null,
            request.organization || null,
            request.campaign_type,
            request.message,
            request.prefer_phone,
            ipAddress,
            idempotencyKey,
          ],
        )
        if (inserted.rowCount === 0) {
          const found = await client.query('SELECT * FROM contact_requests WHERE idempotency_key = $1', [
            idempotencyKey,
          ])
          const existing = toRequest(found.rows[0])
          return { status: sameRequest(existing, request) ? 'replayed' : 'conflict', id: existing.id }
        }
        for (const email of emails) {
          const outboxId = randomUUID()
          await client.query(
            `INSERT INTO email_outbox (id, request_id, kind, recipient, status, attempts, next_attempt_at, message_id, created_at)
             VALUES ($1, $2, $3, $4, 'pending', 0, $5, $6, $5)`,
            [outboxId, id, email.kind, email.recipient, now, `<${outboxId}@${messageIdDomain}>`],
          )
        }
        return { status: 'created', id }
      })
    },

    async claimDue({ now, limit, leaseMs }) {
      const claimToken = randomUUID()
      const claimed = await pool.query(
        `UPDATE email_outbox o
            SET status = 'sending', attempts = o.attempts + 1, locked_until = $2, claim_token = $3
          WHERE o.id IN (
            SELECT id FROM email_outbox
             WHERE (status = 'pending' AND next_attempt_at <= $1) OR (status = 'sending' AND locked_until <= $1)
             ORDER BY next_attempt_at LIMIT $4
             FOR UPDATE SKIP LOCKED)
          RETURNING o.*`,
        [now, new Date(now.getTime() + leaseMs), claimToken, limit],
      )
      if (claimed.rowCount === 0) return []
      const found = await pool.query('SELECT * FROM contact_requests WHERE id = ANY($1::uuid[])', [
        [...new Set(claimed.rows.map((row) => row.request_id as string))],
      ])
      const requests = new Map(found.rows.map((row) => [row.id as string, toRequest(row)]))
      return claimed.rows.flatMap((row): ClaimedEmail[] => {
        const request = requests.get(row.request_id as string)
        return request ? [{ ...toOutbox(row), claimToken, request }] : []
      })
    },

    async markDelivered(id, status, now) {
      await pool.query(
        `UPDATE email_outbox SET status = $2, sent_at = $3, locked_until = NULL, claim_token = NULL, last_error = NULL WHERE id = $1`,
        [id, status, now],
      )
    },

    async markRetry(id, claimToken, nextAttemptAt, error) {
      await pool.query(
        `UPDATE email_outbox SET status = 'pending', next_attempt_at = $3, locked_until = NULL, claim_token = NULL, last_error = $4
          WHERE id = $1 AND claim_token = $2 AND status = 'sending'`,
        [id, claimToken, nextAttemptAt, error],
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
      const found = await pool.query('SELECT * FROM contact_requests ORDER BY created_at DESC, id LIMIT $1 OFFSET $2', [
        limit,
        offset,
      ])
      const requests = found.rows.map(toRequest)
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
        const { id, createdAt, name, email, campaign_type } = request
        return { id, createdAt, name, email, campaign_type, emails }
      })
    },

    async getRequest(id) {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined
      const found = await pool.query('SELECT * FROM contact_requests WHERE id = $1', [id])
      if (found.rowCount === 0) return undefined
      const emails = await pool.query('SELECT * FROM email_outbox WHERE request_id = $1 ORDER BY kind DESC', [id])
      return { request: toRequest(found.rows[0]), emails: emails.rows.map(toOutbox) }
    },

    async allRequests() {
      return (await pool.query('SELECT * FROM contact_requests ORDER BY created_at, id')).rows.map(toRequest)
    },

    async requeueFailed(now) {
      const result = await pool.query(
        `UPDATE email_outbox SET status = 'pending', attempts = 0, next_attempt_at = $1 WHERE status = 'failed'`,
        [now],
      )
      return result.rowCount ?? 0
    },

    async deleteByEmail(email) {
      return erase('lower(r.email) = lower($1)', email)
    },

    async deleteOlderThan(cutoff) {
      return erase('r.created_at < $1', cutoff)
    },

    async stats() {
      const requests = (await pool.query('SELECT count(*)::int AS n FROM contact_requests')).rows[0].n as number
      const outbox = Object.fromEntries(OUTBOX_STATUSES.map((status) => [status, 0])) as Record<OutboxStatus, number>
      for (const row of (await pool.query('SELECT status, count(*)::int AS n FROM email_outbox GROUP BY status'))
        .rows) {
        outbox[row.status as OutboxStatus] = row.n
      }
      return { requests, outbox }
    },

    async close() {
      await pool.end()
    },
  }
}
