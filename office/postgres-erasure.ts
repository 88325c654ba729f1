/**
 * Erasure on PostgreSQL (docs/decisions/025): deleting requests with their outbox rows,
 * journalling their ids (in the database and in the journal file), writing the audit row in
 * the same transaction, and vacuuming the tables right after.
 */
import type pg from 'pg'

import { appendSafely, pruneJournalFile } from '../server/backup/journal-file.ts'
import type { openPostgresPool } from '../server/contact/postgres-database.ts'
import type {
  AuditOf,
  ContactRepository,
  ErasureReason,
  ErasureResult,
  JournalEntry,
  PurgeCounts,
} from '../server/contact/repository.ts'
import { log } from '../server/log.ts'
import { deleteAuditRows, postgresAuditInsert } from './postgres-office.ts'

type Erased = ErasureResult & { journal: JournalEntry[] }

export function postgresErasure({
  pool,
  transaction,
  clockParam,
  journalFile,
}: Pick<ReturnType<typeof openPostgresPool>, 'pool' | 'transaction'> & {
  clockParam: () => Date | null
  /** DATA_DIR/erasure-journal.jsonl (server/backup/journal-file.ts); none without a DATA_DIR. */
  journalFile?: string
}) {
  /**
   * The deleted rows' space is cleaned at once instead of when autovacuum gets round to it
   * (docs/reliability.md says what PostgreSQL guarantees after that). Outside a transaction,
   * as VACUUM must be; a failure is logged, autovacuum then does it later.
   */
  async function vacuum() {
    try {
      await pool.query('VACUUM contact_requests, email_outbox')
    } catch (error) {
      log('warn', 'vacuum after erasure failed; autovacuum cleans up later', { error: (error as Error).message })
    }
  }

  /** The rows `where` selects ($1, $2 … from `values`), deleted with their outbox rows and journalled. */
  async function eraseRows(
    client: pg.PoolClient,
    where: string,
    values: readonly unknown[],
    reason: ErasureReason,
  ): Promise<Erased> {
    const outbox = await client.query<{ id: string }>(
      `SELECT o.id FROM email_outbox o JOIN contact_requests r ON r.id = o.request_id WHERE ${where} FOR UPDATE OF o`,
      [...values],
    )
    const journalled = await client.query<{ request_id: string; erased_at: Date }>(
      `INSERT INTO erasure_journal (request_id, erased_at, reason)
       SELECT r.id, now(), $${values.length + 1} FROM contact_requests r WHERE ${where} ON CONFLICT DO NOTHING
       RETURNING request_id, erased_at`,
      [...values, reason],
    )
    const deleted = await client.query(`DELETE FROM contact_requests r WHERE ${where}`, [...values])
    return {
      requests: deleted.rowCount ?? 0,
      emails: outbox.rowCount ?? 0,
      outboxIds: outbox.rows.map((r) => r.id),
      journal: journalled.rows.map((row) => ({ requestId: row.request_id, erasedAt: row.erased_at, reason })),
    }
  }

  const strip = ({ requests, emails, outboxIds }: Erased): ErasureResult => ({ requests, emails, outboxIds })

  /** After the commit: the journal file gets the erased ids, the tables are vacuumed. */
  async function afterErasure(journal: readonly JournalEntry[]) {
    if (journal.length === 0) return
    if (journalFile) appendSafely(journalFile, journal)
    await vacuum()
  }

  /** Deletes the requests `where` selects, with their outbox rows, journals their ids and writes the audit row: one transaction. */
  async function erase(
    where: string,
    values: readonly unknown[],
    reason: ErasureReason,
    audit?: AuditOf<ErasureResult>,
  ): Promise<ErasureResult> {
    const erased = await transaction(async (client) => {
      const rows = await eraseRows(client, where, values, reason)
      if (audit) await postgresAuditInsert(client, audit(strip(rows)), clockParam())
      return rows
    })
    await afterErasure(erased.journal)
    return strip(erased)
  }

  const purge: ContactRepository['purge'] = async (cutoffs, audit) => {
    const { counts, journal } = await transaction(async (client) => {
      const quarantine = await eraseRows(
        client,
        'r.created_at < $1 AND r.quarantine_reason IS NOT NULL',
        [cutoffs.quarantine],
        'retention',
      )
      const applicants = await eraseRows(
        client,
        'r.created_at < $1 AND r.job IS NOT NULL',
        [cutoffs.applicants.cutoff],
        'retention',
      )
      const rest = cutoffs.rest
        ? await eraseRows(client, 'r.created_at < $1', [cutoffs.rest], 'retention')
        : { requests: 0, emails: 0, outboxIds: [], journal: [] }
      const counts: PurgeCounts = {
        quarantine: strip(quarantine),
        applicants: strip(applicants),
        rest: strip(rest),
        auditEntries: await deleteAuditRows(client, cutoffs.audit),
        journalEntries:
          (await client.query('DELETE FROM erasure_journal WHERE erased_at < $1', [cutoffs.journal])).rowCount ?? 0,
      }
      if (audit) await postgresAuditInsert(client, audit(counts), clockParam())
      return { counts, journal: [...quarantine.journal, ...applicants.journal, ...rest.journal] }
    })
    await afterErasure(journal)
    if (journalFile) pruneJournalFile(journalFile, cutoffs.journal)
    return counts
  }

  const applyErasureJournal: ContactRepository['applyErasureJournal'] = async (entries) => {
    if (entries.length === 0) return 0
    const removed = await transaction(async (client) => {
      await client.query(
        `INSERT INTO erasure_journal (request_id, erased_at, reason)
         SELECT * FROM unnest($1::uuid[], $2::timestamptz[], $3::text[]) ON CONFLICT DO NOTHING`,
        [entries.map((e) => e.requestId), entries.map((e) => e.erasedAt), entries.map((e) => e.reason)],
      )
      const deleted = await client.query('DELETE FROM contact_requests WHERE id = ANY($1::uuid[])', [
        entries.map((e) => e.requestId),
      ])
      return deleted.rowCount ?? 0
    })
    await vacuum()
    return removed
  }

  const deleteErasureJournalBefore: ContactRepository['deleteErasureJournalBefore'] = async (cutoff) =>
    (await pool.query('DELETE FROM erasure_journal WHERE erased_at < $1', [cutoff])).rowCount ?? 0

  return { erase, purge, applyErasureJournal, deleteErasureJournalBefore }
}
