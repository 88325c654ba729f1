/**
 * The PostgreSQL connection pool under the repository (server/contact/postgres-repository.ts):
 * its timeouts, transactions that survive a database restart or hang, and rows to objects.
 */
import pg from 'pg'

import { log } from '../log.ts'
import {
  type ConfirmationSkip,
  type EmailKind,
  type OutboxEntry,
  type OutboxStatus,
  type StoredRequest,
} from './repository.ts'
import { attributionOfRow, campaignOrJob } from './repository-rows.ts'

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

export type Row = Record<string, unknown>

export function toRequest(row: Row): StoredRequest {
  return {
    id: row.id as string,
    createdAt: row.created_at as Date,
    name: row.name as string,
    email: row.email as string,
    ...(row.phone != null ? { phone: row.phone as string } : {}),
    ...(row.organization != null ? { organization: row.organization as string } : {}),
    ...campaignOrJob(row),
    message: row.message as string,
    prefer_phone: row.prefer_phone as boolean,
    ipAddress: (row.ip_address as string | null) ?? null,
    idempotencyKey: (row.idempotency_key as string | null) ?? null,
    quarantineReason: (row.quarantine_reason as string | null) ?? null,
    releasedAt: (row.released_at as Date | null) ?? null,
    confirmationSkipped: (row.confirmation_skipped as ConfirmationSkip | null) ?? null,
    attribution: attributionOfRow(row),
    consent: {
      version: (row.consent_version as string | null) ?? null,
      at: (row.consent_at as Date | null) ?? null,
    },
  }
}

export function toOutbox(row: Row): OutboxEntry {
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
    dismissedAt: (row.dismissed_at as Date | null) ?? null,
  }
}

/** A pool on `schema` (created by the migrations when missing) and its transactions. */
export function openPostgresPool({
  connectionString,
  schema,
  poolSize,
}: {
  connectionString: string
  schema?: string
  poolSize: number
}) {
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

  return { pool, transaction }
}
