/**
 * Erasure's port on SQLite (office/erasure.ts has the rule, docs/decisions/025): the rows a
 * selection picks deleted with their outbox rows and journalled, the audit row in the same
 * transaction (a busy database makes the whole of it wait and retry), the WAL checkpointed after.
 */
import type { SQLInputValue } from 'node:sqlite'

import type { ErasureReason } from '../server/contact/repository.ts'
import type { openSqliteDatabase } from '../server/contact/sqlite-database.ts'
import { type Erased, type ErasurePort, ONLY_SQL, type Selection } from './erasure.ts'
import type { sqliteAuditInsert } from './sqlite-office.ts'

function whereOf(selection: Selection): [string, SQLInputValue[]] {
  if ('email' in selection) return ['r.email = ? COLLATE NOCASE', [selection.email]]
  return [`r.created_at < ?${selection.only ? ONLY_SQL[selection.only] : ''}`, [selection.before.getTime()]]
}

export function sqliteErasure({
  transaction,
  whenFree,
  sql,
  checkpoint,
  time,
  insertAudit,
}: Pick<ReturnType<typeof openSqliteDatabase>, 'transaction' | 'whenFree' | 'sql' | 'checkpoint'> & {
  /** Milliseconds since the epoch, by the repository's clock. */
  time: () => number
  insertAudit: ReturnType<typeof sqliteAuditInsert>
}): ErasurePort {
  function eraseRows(selection: Selection, reason: ErasureReason): Erased {
    const [where, values] = whereOf(selection)
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
  const deleteBefore = (table: 'operator_audit WHERE at' | 'erasure_journal WHERE erased_at', cutoff?: Date) =>
    cutoff ? Number(sql(`DELETE FROM ${table} < ?`).run(cutoff.getTime()).changes) : 0

  return {
    transact: (plan, audit) =>
      whenFree(() =>
        transaction(() => {
          const done = {
            parts: plan.selections.map((selection) => eraseRows(selection, plan.reason)),
            auditEntries: deleteBefore('operator_audit WHERE at', plan.auditBefore),
            journalEntries: deleteBefore('erasure_journal WHERE erased_at', plan.journalBefore),
          }
          if (audit) insertAudit(audit(done))
          return done
        }),
      ),
    // secure_delete has overwritten the deleted bytes in the pages; the checkpoint moves those
    // pages into the file and empties the WAL, whose older frames still held them.
    clean: async () => checkpoint(),
    applyJournal: (entries) =>
      whenFree(() =>
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
      ),
    deleteJournalBefore: (cutoff) => whenFree(() => deleteBefore('erasure_journal WHERE erased_at', cutoff)),
  }
}
