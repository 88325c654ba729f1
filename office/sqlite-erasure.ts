/**
 * Erasure on SQLite (docs/decisions/025): deleting requests with their outbox rows,
 * journalling their ids (in the database and in the journal file beside it), writing the
 * audit row in the same transaction, and checkpointing the WAL right after.
 */
import type { SQLInputValue } from 'node:sqlite'

import { appendSafely, pruneJournalFile } from '../server/backup/journal-file.ts'
import type {
  AuditOf,
  ContactRepository,
  ErasureReason,
  ErasureResult,
  JournalEntry,
  PurgeCounts,
} from '../server/contact/repository.ts'
import type { openSqliteDatabase } from '../server/contact/sqlite-database.ts'
import type { sqliteAuditInsert } from './sqlite-office.ts'

type Erased = ErasureResult & { journal: JournalEntry[] }

export function sqliteErasure({
  transaction,
  whenFree,
  sql,
  checkpoint,
  time,
  insertAudit,
  journalFile,
}: Pick<ReturnType<typeof openSqliteDatabase>, 'transaction' | 'whenFree' | 'sql' | 'checkpoint'> & {
  /** Milliseconds since the epoch, by the repository's clock. */
  time: () => number
  insertAudit: ReturnType<typeof sqliteAuditInsert>
  /** DATA_DIR/erasure-journal.jsonl (server/backup/journal-file.ts); none in some tests. */
  journalFile?: string
}) {
  /** The rows `where` selects, deleted with their outbox rows and journalled; inside a transaction. */
  function eraseRows(where: string, values: readonly SQLInputValue[], reason: ErasureReason): Erased {
    const outboxIds = sql(
      `SELECT o.id FROM email_outbox o JOIN contact_requests r ON r.id = o.request_id WHERE ${where}`,
    )
      .all(...values)
      .map((row) => row.id as string)
    const erasedAt = time()
    const journal = sql(`SELECT r.id FROM contact_requests AS r WHERE ${where}`)
      .all(...values)
      .map((row) => ({ requestId: row.id as string, erasedAt: new Date(erasedAt), reason }))
    sql(
      `INSERT INTO erasure_journal (request_id, erased_at, reason)
       SELECT r.id, ?, ? FROM contact_requests AS r WHERE ${where} ON CONFLICT DO NOTHING`,
    ).run(erasedAt, reason, ...values)
    const requests = Number(sql(`DELETE FROM contact_requests AS r WHERE ${where}`).run(...values).changes)
    return { requests, emails: outboxIds.length, outboxIds, journal }
  }

  /**
   * After the commit: secure_delete has overwritten the deleted bytes in the pages; the
   * checkpoint moves those pages into the file and empties the WAL, whose older frames still
   * held them. The journal file gets the erased ids.
   */
  function afterErasure(journal: readonly JournalEntry[]) {
    if (journal.length === 0) return
    checkpoint()
    if (journalFile) appendSafely(journalFile, journal)
  }

  const strip = ({ requests, emails, outboxIds }: Erased): ErasureResult => ({ requests, emails, outboxIds })

  /**
   * Deletes the requests `where` selects, with their outbox rows, journals their ids and writes
   * the audit row, all in one transaction (a busy database makes the whole of it wait and retry).
   */
  async function erase(
    where: string,
    values: readonly SQLInputValue[],
    reason: ErasureReason,
    audit?: AuditOf<ErasureResult>,
  ): Promise<ErasureResult> {
    const erased = await whenFree(() =>
      transaction(() => {
        const rows = eraseRows(where, values, reason)
        if (audit) insertAudit(audit(strip(rows)))
        return rows
      }),
    )
    afterErasure(erased.journal)
    return strip(erased)
  }

  const purge: ContactRepository['purge'] = async (cutoffs, audit) => {
    const { counts, journal } = await whenFree(() =>
      transaction(() => {
        const parts = {
          quarantine: eraseRows(
            'r.created_at < ? AND r.quarantine_reason IS NOT NULL',
            [cutoffs.quarantine.getTime()],
            'retention',
          ),
          applicants: eraseRows(
            'r.created_at < ? AND r.job IS NOT NULL',
            [cutoffs.applicants.cutoff.getTime()],
            'retention',
          ),
          rest: cutoffs.rest
            ? eraseRows('r.created_at < ?', [cutoffs.rest.getTime()], 'retention')
            : { requests: 0, emails: 0, outboxIds: [], journal: [] },
        }
        const counts: PurgeCounts = {
          quarantine: strip(parts.quarantine),
          applicants: strip(parts.applicants),
          rest: strip(parts.rest),
          auditEntries: Number(sql('DELETE FROM operator_audit WHERE at < ?').run(cutoffs.audit.getTime()).changes),
          journalEntries: Number(
            sql('DELETE FROM erasure_journal WHERE erased_at < ?').run(cutoffs.journal.getTime()).changes,
          ),
        }
        if (audit) insertAudit(audit(counts))
        return { counts, journal: [...parts.quarantine.journal, ...parts.applicants.journal, ...parts.rest.journal] }
      }),
    )
    afterErasure(journal)
    if (journalFile) pruneJournalFile(journalFile, cutoffs.journal)
    return counts
  }

  const applyErasureJournal: ContactRepository['applyErasureJournal'] = async (entries) => {
    const removed = await whenFree(() =>
      transaction(() => {
        let count = 0
        for (const { requestId, erasedAt, reason } of entries) {
          sql(
            'INSERT INTO erasure_journal (request_id, erased_at, reason) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
          ).run(requestId, erasedAt.getTime(), reason)
          count += Number(sql('DELETE FROM contact_requests WHERE id = ?').run(requestId).changes)
        }
        return count
      }),
    )
    checkpoint()
    return removed
  }

  const deleteErasureJournalBefore: ContactRepository['deleteErasureJournalBefore'] = async (cutoff) =>
    whenFree(() => Number(sql('DELETE FROM erasure_journal WHERE erased_at < ?').run(cutoff.getTime()).changes))

  return { erase, purge, applyErasureJournal, deleteErasureJournalBefore }
}
