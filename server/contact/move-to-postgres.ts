/**
 * `npm run requests -- move-to-postgres`: everything in the SQLite file – requests (quarantined
 * ones too, with their attribution) and their outbox rows (pending emails go out from the
 * PostgreSQL server then), the office's audit log and the erasure journal – copied into
 * PostgreSQL in one transaction. Each row keeps its id,
 * so a second run copies nothing: rows already there are counted, not copied again.
 * Columns are matched by name, so a column a later migration adds to both engines moves too.
 */
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import pg from 'pg'

import { createRepository, SQLITE_FILE } from './create-repository.ts'

export type MoveReport = {
  requests: { copied: number; present: number; quarantined: number; withAttribution: number }
  emails: { copied: number; present: number; pending: number }
  /** The office's audit log and the erasure journal: they move too. */
  audit: { copied: number }
  journal: { copied: number }
}

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters at any likely number of columns. */
const BATCH = 500

type Value = string | number | boolean | Date | null

/** A SQLite value as the PostgreSQL column expects it: times are milliseconds, booleans 0/1 there. */
function convert(value: unknown, type: string): Value {
  if (value === null || value === undefined) return null
  if (type === 'timestamp with time zone' && typeof value === 'number') return new Date(value)
  if (type === 'boolean' && typeof value === 'number') return value === 1
  return value as Value
}

export async function moveToPostgres({
  dataDir,
  databaseUrl,
  schema,
}: {
  dataDir: string
  databaseUrl: string
  /** PostgreSQL schema (tests); default the server's search_path. */
  schema?: string
}): Promise<MoveReport> {
  // Both at the newest schema first: the same columns on both sides.
  for (const config of [{ dataDir }, { dataDir, databaseUrl, schema }]) await (await createRepository(config)).close()
  const sqlite = new DatabaseSync(join(dataDir, SQLITE_FILE), { readOnly: true })
  const client = new pg.Client({
    connectionString: databaseUrl,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  await client.connect()
  try {
    // One snapshot of the file, one transaction on the server: all or nothing.
    sqlite.exec('BEGIN')
    await client.query('BEGIN')
    const copy = async (table: 'contact_requests' | 'email_outbox', rows: Record<string, unknown>[]) => {
      const types = new Map(
        (
          await client.query<{ column_name: string; data_type: string }>(
            `SELECT column_name, data_type FROM information_schema.columns
              WHERE table_schema = current_schema() AND table_name = $1`,
            [table],
          )
        ).rows.map((row) => [row.column_name, row.data_type]),
      )
      const columns = Object.keys(rows[0] ?? {}).filter((column) => types.has(column))
      const copied = new Set<string>()
      for (let start = 0; start < rows.length; start += BATCH) {
        const batch = rows.slice(start, start + BATCH)
        const values = batch.flatMap((row) => columns.map((column) => convert(row[column], types.get(column)!)))
        const tuples = batch.map((_, i) => `(${columns.map((__, j) => `$${i * columns.length + j + 1}`).join(', ')})`)
        const inserted = await client.query(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT (id) DO NOTHING RETURNING id`,
          values,
        )
        for (const row of inserted.rows) copied.add(row.id as string)
      }
      return rows.filter((row) => copied.has(row.id as string))
    }
    const requests = sqlite.prepare('SELECT * FROM contact_requests ORDER BY created_at, id').all()
    // A claim of the SQLite server (stopped now) means nothing on PostgreSQL: such emails are due again.
    const emails = sqlite
      .prepare(
        `SELECT *, CASE status WHEN 'sending' THEN 'pending' ELSE status END AS status,
                CASE status WHEN 'sending' THEN NULL ELSE locked_until END AS locked_until,
                NULL AS claim_token
           FROM email_outbox ORDER BY created_at, id`,
      )
      .all()
    const movedRequests = await copy('contact_requests', requests)
    const movedEmails = await copy('email_outbox', emails)
    // The erasure journal: a restore of PostgreSQL must erase these again too.
    const journal = sqlite.prepare('SELECT request_id, erased_at, reason FROM erasure_journal').all()
    const journalled = await client.query(
      `INSERT INTO erasure_journal (request_id, erased_at, reason)
       SELECT * FROM unnest($1::uuid[], $2::timestamptz[], $3::text[]) ON CONFLICT DO NOTHING`,
      [
        journal.map((row) => row.request_id),
        journal.map((row) => new Date(row.erased_at as number)),
        journal.map((row) => row.reason),
      ],
    )
    // The audit log, oldest first; an entry already moved (same time, actor, action, ids, outcome) is not copied again.
    // Its outcome is JSON text on SQLite and jsonb on PostgreSQL (docs/decisions/041).
    const audit = sqlite
      .prepare('SELECT at, actor, action, request_ids, outcome FROM operator_audit ORDER BY seq')
      .all()
    const audited = await client.query(
      `INSERT INTO operator_audit (at, actor, action, request_ids, outcome)
       SELECT e.at, e.actor, e.action, ARRAY(SELECT json_array_elements_text(e.ids::json)), e.outcome::jsonb
         FROM unnest($1::timestamptz[], $2::text[], $3::text[], $4::text[], $5::text[]) WITH ORDINALITY
              AS e(at, actor, action, ids, outcome, n)
        WHERE NOT EXISTS (SELECT 1 FROM operator_audit a
                           WHERE a.at = e.at AND a.actor = e.actor AND a.action = e.action AND a.outcome = e.outcome::jsonb
                             AND a.request_ids = ARRAY(SELECT json_array_elements_text(e.ids::json)))
        ORDER BY e.n`,
      [
        audit.map((row) => new Date(row.at as number)),
        audit.map((row) => row.actor),
        audit.map((row) => row.action),
        audit.map((row) => row.request_ids),
        audit.map((row) => row.outcome),
      ],
    )
    await client.query('COMMIT')
    const attributed = (row: Record<string, unknown>) =>
      ['landing_path', 'previous_path', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign'].some(
        (field) => row[field] != null,
      )
    return {
      requests: {
        copied: movedRequests.length,
        present: requests.length - movedRequests.length,
        quarantined: movedRequests.filter((row) => row.quarantine_reason != null).length,
        withAttribution: movedRequests.filter(attributed).length,
      },
      emails: {
        copied: movedEmails.length,
        present: emails.length - movedEmails.length,
        pending: movedEmails.filter((row) => row.status === 'pending').length,
      },
      audit: { copied: audited.rowCount ?? 0 },
      journal: { copied: journalled.rowCount ?? 0 },
    }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    if (sqlite.isTransaction) sqlite.exec('ROLLBACK')
    sqlite.close()
    await client.end()
  }
}

/** What `move-to-postgres` prints. */
export function describeMove({ requests, emails, audit, journal }: MoveReport): string {
  return (
    `Moved ${requests.copied} request(s) (${requests.quarantined} in quarantine, ${requests.withAttribution} with attribution) ` +
    `and ${emails.copied} email(s) (${emails.pending} still to be sent) from SQLite to PostgreSQL.` +
    `\nAlso moved: ${audit.copied} audit entry(ies), ${journal.copied} erasure journal entry(ies).` +
    (requests.present + emails.present > 0
      ? `\nAlready in PostgreSQL, not copied again: ${requests.present} request(s), ${emails.present} email(s).`
      : '')
  )
}
