import { randomUUID } from 'node:crypto'
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync, type SQLInputValue } from 'node:sqlite'
import type { CampaignType } from '../../app/content/contact.ts'
import { NO_ATTRIBUTION } from '../../app/lib/attribution.ts'
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

const HOUR_MS = 60 * 60 * 1000

type Row = Record<string, SQLInputValue | undefined>

function toRequest(row: Row): StoredRequest {
  return {
    id: row.id as string,
    createdAt: new Date(row.created_at as number),
    name: row.name as string,
    email: row.email as string,
    ...(row.phone != null ? { phone: row.phone as string } : {}),
    ...(row.organization != null ? { organization: row.organization as string } : {}),
    campaign_type: row.campaign_type as CampaignType,
    message: row.message as string,
    prefer_phone: row.prefer_phone === 1,
    ipAddress: (row.ip_address as string | null) ?? null,
    idempotencyKey: (row.idempotency_key as string | null) ?? null,
    quarantineReason: (row.quarantine_reason as string | null) ?? null,
    releasedAt: row.released_at == null ? null : new Date(row.released_at as number),
    confirmationSkipped: (row.confirmation_skipped as ConfirmationSkip | null) ?? null,
    attribution: attributionOfRow(row),
  }
}

function toOutbox(row: Row): OutboxEntry {
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
 * The embedded default: one SQLite file through Node's built-in node:sqlite. Calls are
 * synchronous, so a transaction is never interleaved with other work of this process;
 * BEGIN IMMEDIATE and `whenFree` cover the operator CLI writing at the same time.
 * One server process per file (several instances need PostgreSQL).
 */
export function createSqliteRepository({ file, clock }: { file: string } & RepositoryClock): ContactRepository {
  if (file !== ':memory:') ownerOnly(file)
  const db = new DatabaseSync(file)
  db.exec('PRAGMA journal_mode = WAL')
  // Outbox bookkeeping commits with NORMAL (in WAL mode: safe against crashes; a power cut
  // may undo the last few, which at worst sends an email again with its Message-ID).
  // Accepting a request commits with FULL, below: once answered 2xx it survives a power cut.
  db.exec('PRAGMA synchronous = NORMAL')
  db.exec('PRAGMA foreign_keys = ON')
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

  /** Milliseconds since the epoch: SQLite runs in this process, so its clock is ours (or a test's). */
  const time = () => (clock ? clock() : new Date()).getTime()

  /** Whether a confirmation to `email` would exceed a limit (counted inside the submitting transaction). */
  function confirmationSkip(
    email: string,
    now: number,
    limits: { perRecipient: number; perHour: number },
  ): ConfirmationSkip | null {
    const toRecipient = Number(
      sql(
        `SELECT count(*) AS n FROM email_outbox
          WHERE kind = 'confirmation' AND recipient = ? COLLATE NOCASE AND created_at > ?`,
      ).get(email, now - 24 * HOUR_MS)!.n,
    )
    if (toRecipient >= limits.perRecipient) return 'recipient-limit'
    if (limits.perHour > 0) {
      const lastHour = Number(
        sql(`SELECT count(*) AS n FROM email_outbox WHERE kind = 'confirmation' AND created_at > ?`).get(now - HOUR_MS)!
          .n,
      )
      if (lastHour >= limits.perHour) return 'hourly-limit'
    }
    return null
  }

  /** Requests with their outbox rows counted by status. */
  function summaries(requests: StoredRequest[]): RequestSummary[] {
    const counts = sql(
      `SELECT request_id, status, count(*) AS n FROM email_outbox
        WHERE request_id IN (SELECT value FROM json_each(?)) GROUP BY request_id, status`,
    ).all(JSON.stringify(requests.map((request) => request.id)))
    return requests.map((request): RequestSummary => {
      const emails: RequestSummary['emails'] = {}
      for (const row of counts) {
        if (row.request_id === request.id) emails[row.status as OutboxStatus] = Number(row.n)
      }
      const { id, createdAt, name, email, campaign_type, quarantineReason } = request
      return { id, createdAt, name, email, campaign_type, quarantineReason, emails }
    })
  }

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

  function erase(where: string, value: SQLInputValue): Promise<ErasureResult> {
    return whenFree(() =>
      transaction(() => {
        const outboxIds = sql(
          `SELECT o.id FROM email_outbox o JOIN contact_requests r ON r.id = o.request_id WHERE ${where}`,
        )
          .all(value)
          .map((row) => row.id as string)
        const requests = Number(sql(`DELETE FROM contact_requests AS r WHERE ${where}`).run(value).changes)
        return { requests, emails: outboxIds.length, outboxIds }
      }),
    )
  }

  return {
    engine: 'sqlite',

    async migrate() {
      db.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
      )
      await whenFree(() =>
        transaction(() => {
          const applied = new Set(
            db
              .prepare('SELECT version FROM schema_migrations')
              .all()
              .map((row) => row.version),
          )
          for (const migration of readMigrations('sqlite')) {
            if (applied.has(migration.version)) continue
            db.exec(migration.sql)
            db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
              migration.version,
              migration.name,
              Date.now(),
            )
          }
        }),
      )
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
      return whenFree(() =>
        transaction(
          (): SubmitResult => {
            const id = randomUUID()
            const now = time()
            const inserted = sql(
              `INSERT INTO contact_requests
             (id, created_at, name, email, phone, organization, campaign_type, message, prefer_phone, ip_address,
              idempotency_key, quarantine_reason,
              landing_path, previous_path, referrer_host, utm_source, utm_medium, utm_campaign)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
           ON CONFLICT (idempotency_key) DO NOTHING`,
            ).run(
              id,
              now,
              request.name,
              request.email,
              request.phone || null,
              request.organization || null,
              request.campaign_type,
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
            )
            if (inserted.changes === 0) {
              const existing = toRequest(
                sql('SELECT * FROM contact_requests WHERE idempotency_key = ?').get(idempotencyKey)!,
              )
              return { status: sameRequest(existing, request) ? 'replayed' : 'conflict', id: existing.id }
            }
            const enqueue = (kind: EmailKind, recipient: string) => {
              const outboxId = randomUUID()
              sql(
                `INSERT INTO email_outbox (id, request_id, kind, recipient, status, attempts, next_attempt_at, message_id, created_at)
             VALUES (?, ?, ?, ?, 'pending', 0, ?, ?, ?)`,
              ).run(outboxId, id, kind, recipient, now, `<${outboxId}@${messageIdDomain}>`, now)
            }
            const recent = (kind: EmailKind, windowMs: number) =>
              Number(
                sql('SELECT count(*) AS n FROM email_outbox WHERE kind = ? AND created_at > ?').get(
                  kind,
                  now - windowMs,
                )!.n,
              )
            if (quarantine) {
              if (recent('spam-notice', HOUR_MS) < SPAM_NOTICES_PER_HOUR) enqueue('spam-notice', inbox)
              return { status: 'created', id, confirmation: 'quarantined' }
            }
            enqueue('notification', inbox)
            const skip = confirmationSkip(request.email, now, confirmationLimits)
            if (skip) {
              sql('UPDATE contact_requests SET confirmation_skipped = ? WHERE id = ?').run(skip, id)
              return { status: 'created', id, confirmation: skip }
            }
            enqueue('confirmation', request.email)
            return { status: 'created', id, confirmation: 'queued' }
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

    async release(id, { inbox, messageIdDomain }) {
      return whenFree(() =>
        transaction(() => {
          const row = sql('SELECT * FROM contact_requests WHERE id = ?').get(id)
          if (!row) return 'not-found' as const
          const request = toRequest(row)
          if (!request.quarantineReason) return 'not-quarantined' as const
          const now = time()
          sql('UPDATE contact_requests SET quarantine_reason = NULL, released_at = ? WHERE id = ?').run(now, id)
          for (const [kind, recipient] of [
            ['notification', inbox],
            ['confirmation', request.email],
          ] as const) {
            const outboxId = randomUUID()
            sql(
              `INSERT INTO email_outbox (id, request_id, kind, recipient, status, attempts, next_attempt_at, message_id, created_at)
               VALUES (?, ?, ?, ?, 'pending', 0, ?, ?, ?)`,
            ).run(outboxId, id, kind, recipient, now, `<${outboxId}@${messageIdDomain}>`, now)
          }
          return 'released' as const
        }),
      )
    },

    async requeueFailed() {
      const result = await whenFree(() =>
        sql(
          `UPDATE email_outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, retry_since = ?
            WHERE status = 'failed'`,
        ).run(time(), time()),
      )
      return Number(result.changes)
    },

    async deleteByEmail(email) {
      return erase('r.email = ? COLLATE NOCASE', email)
    },

    async deleteOlderThan(cutoff, { quarantinedOnly = false } = {}) {
      return erase(`r.created_at < ?${quarantinedOnly ? ' AND r.quarantine_reason IS NOT NULL' : ''}`, cutoff.getTime())
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

    async close() {
      if (db.isOpen) db.close()
    },
  }
}
