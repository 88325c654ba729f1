/**
 * Erasure on SQLite (docs/decisions/025): deleting requests with their outbox rows,
 * journalling their ids, and checkpointing the WAL right after.
 */
import type { SQLInputValue } from 'node:sqlite'

import type { ContactRepository, ErasureReason, ErasureResult } from './repository.ts'
import type { openSqliteDatabase } from './sqlite-database.ts'

export function sqliteErasure({
  transaction,
  whenFree,
  sql,
  checkpoint,
  time,
}: Pick<ReturnType<typeof openSqliteDatabase>, 'transaction' | 'whenFree' | 'sql' | 'checkpoint'> & {
  /** Milliseconds since the epoch, by the repository's clock. */
  time: () => number
}) {
  /**
   * Deletes the requests `where` selects, with their outbox rows, and journals their ids.
   * secure_delete has overwritten the deleted bytes in the pages; the checkpoint then moves
   * those pages into the file and empties the WAL, whose older frames still held them.
   */
  async function erase(where: string, values: readonly SQLInputValue[], reason: ErasureReason): Promise<ErasureResult> {
    const result = await whenFree(() =>
      transaction(() => {
        const outboxIds = sql(
          `SELECT o.id FROM email_outbox o JOIN contact_requests r ON r.id = o.request_id WHERE ${where}`,
        )
          .all(...values)
          .map((row) => row.id as string)
        sql(
          `INSERT INTO erasure_journal (request_id, erased_at, reason)
           SELECT r.id, ?, ? FROM contact_requests AS r WHERE ${where} ON CONFLICT DO NOTHING`,
        ).run(time(), reason, ...values)
        const requests = Number(sql(`DELETE FROM contact_requests AS r WHERE ${where}`).run(...values).changes)
        return { requests, emails: outboxIds.length, outboxIds }
      }),
    )
    if (result.requests > 0) checkpoint()
    return result
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

  return { erase, applyErasureJournal, deleteErasureJournalBefore }
}
