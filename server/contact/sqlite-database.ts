/**
 * The SQLite file under the repository (server/contact/sqlite-repository.ts): opening it
 * owner-only with the pragmas, transactions, waiting out another connection's lock, cached
 * statements, and rows to objects.
 */
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync, type SQLInputValue } from 'node:sqlite'

import {
  type ConfirmationSkip,
  type EmailKind,
  type OutboxEntry,
  type OutboxStatus,
  type StoredRequest,
} from './repository.ts'
import { attributionOfRow, campaignOrJob } from './repository-rows.ts'

export type Row = Record<string, SQLInputValue | undefined>

export function toRequest(row: Row): StoredRequest {
  return {
    id: row.id as string,
    createdAt: new Date(row.created_at as number),
    name: row.name as string,
    email: row.email as string,
    ...(row.phone != null ? { phone: row.phone as string } : {}),
    ...(row.organization != null ? { organization: row.organization as string } : {}),
    ...campaignOrJob(row),
    message: row.message as string,
    prefer_phone: row.prefer_phone === 1,
    ipAddress: (row.ip_address as string | null) ?? null,
    idempotencyKey: (row.idempotency_key as string | null) ?? null,
    quarantineReason: (row.quarantine_reason as string | null) ?? null,
    releasedAt: row.released_at == null ? null : new Date(row.released_at as number),
    confirmationSkipped: (row.confirmation_skipped as ConfirmationSkip | null) ?? null,
    attribution: attributionOfRow(row),
    consent: {
      version: (row.consent_version as string | null) ?? null,
      at: row.consent_at == null ? null : new Date(row.consent_at as number),
    },
  }
}

export function toOutbox(row: Row): OutboxEntry {
  const date = (value: SQLInputValue | undefined) => (value == null ? null : new Date(value as number))
  return {
    id: row.id as string,
    requestId: row.request_id as string,
    kind: row.kind as EmailKind,
    recipient: row.recipient as string,
    status: row.status as OutboxStatus,
    attempts: row.attempts as number,
    nextAttemptAt: new Date(row.next_attempt_at as number),
    lockedUntil: date(row.locked_until),
    messageId: row.message_id as string,
    lastError: (row.last_error as string | null) ?? null,
    createdAt: new Date(row.created_at as number),
    retrySince: date(row.retry_since),
    sentAt: date(row.sent_at),
    dismissedAt: date(row.dismissed_at),
  }
}

/**
 * The database holds personal data: its directory is the owner's only (0700) and the file,
 * created before SQLite opens it, is readable by its owner only (0600). SQLite gives the
 * -wal and -shm files the database file's permissions. Files from before this rule are
 * tightened too.
 */
function ownerOnly(file: string) {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  closeSync(openSync(file, 'a', 0o600))
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodSync(path, 0o600)
}

/** How long a write keeps trying while another connection holds the lock (then it fails: 503). */
export const BUSY_WAIT_MS = 5_000

/** SQLITE_BUSY or SQLITE_LOCKED. */
function isBusy(error: unknown): boolean {
  const code = (error as { errcode?: number } | null)?.errcode
  return code === 5 || code === 6
}

/**
 * Switches to WAL, waiting out another process's lock: the desk and the servers open the same
 * file (docs/decisions/030), at boot at the same moment. Switching needs the file to itself, and
 * SQLite reports a lock here at once (no busy handler: it would deadlock), so this retries – at
 * start-up, where blocking is harmless.
 */
function walMode(db: DatabaseSync) {
  const deadline = Date.now() + BUSY_WAIT_MS
  for (;;) {
    try {
      db.exec('PRAGMA journal_mode = WAL')
      return
    } catch (error) {
      if (!isBusy(error) || Date.now() > deadline) throw error
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 25)
  }
}

/** The open database, its transactions and cached statements. */
export function openSqliteDatabase(file: string) {
  if (file !== ':memory:') ownerOnly(file)
  const db = new DatabaseSync(file)
  walMode(db)
  // Outbox bookkeeping commits with NORMAL (in WAL mode: safe against crashes; a power cut
  // may undo the last few, which at worst sends an email again with its Message-ID).
  // Accepting a request commits with FULL, below: once answered 2xx it survives a power cut.
  db.exec('PRAGMA synchronous = NORMAL')
  db.exec('PRAGMA foreign_keys = ON')
  // Deleted content is overwritten with zeros, not left in free pages (erasure that erases,
  // docs/decisions/025; the one-off VACUUM of older files: db/migrations/sqlite/0005_erasure_journal.sql).
  db.exec('PRAGMA secure_delete = ON')
  // Another process holding the write lock (the operator CLI, a backup) makes a write wait.
  // SQLite's own busy handler would sleep inside this synchronous call and freeze the whole
  // server – every page, every request – for as long as it waits. So SQLite reports the lock
  // at once, and `whenFree` retries without blocking the event loop.
  db.exec('PRAGMA busy_timeout = 0')

  /** `durable`: this commit waits until it is on disk (synchronous = FULL). */
  function transaction<T>(work: () => T, { durable = false } = {}): T {
    if (durable) db.exec('PRAGMA synchronous = FULL')
    db.exec('BEGIN IMMEDIATE')
    try {
      const result = work()
      db.exec('COMMIT')
      return result
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK')
      throw error
    } finally {
      if (durable) db.exec('PRAGMA synchronous = NORMAL')
    }
  }

  /** Runs a write, retrying while the database is locked by another connection, up to BUSY_WAIT_MS. */
  async function whenFree<T>(work: () => T): Promise<T> {
    const deadline = Date.now() + BUSY_WAIT_MS
    for (let delay = 10; ; delay = Math.min(delay * 2, 200)) {
      try {
        return work()
      } catch (error) {
        if (!isBusy(error) || Date.now() + delay > deadline) throw error
      }
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }

  const statements = new Map<string, ReturnType<DatabaseSync['prepare']>>()
  const sql = (text: string) => {
    let statement = statements.get(text)
    if (!statement) {
      statement = db.prepare(text)
      statements.set(text, statement)
    }
    return statement
  }

  /**
   * Copies the WAL into the file and empties it (after an erasure: the WAL's older frames
   * still hold the deleted rows). Best effort: a reader of another connection (the CLI) may
   * keep it from finishing; the next checkpoint does.
   */
  function checkpoint() {
    try {
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    } catch {
      // Locked by another connection: SQLite checkpoints again on its own.
    }
  }

  return { db, transaction, whenFree, sql, checkpoint }
}
