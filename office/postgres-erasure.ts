/**
 * Erasure's port on PostgreSQL (office/erasure.ts has the rule, docs/decisions/025): the rows a
 * selection picks deleted with their outbox rows and journalled, the audit row in the same
 * transaction, the tables vacuumed after.
 */
import type pg from 'pg'

import type { openPostgresPool } from '../server/contact/postgres-database.ts'
import type { ErasureReason } from '../server/contact/repository.ts'
import { log } from '../server/log.ts'
import { type Erased, type ErasurePort, ONLY_SQL, type Selection } from './erasure.ts'
import { deleteAuditRows, postgresAuditInsert } from './postgres-office.ts'

function whereOf(selection: Selection): [string, unknown[]] {
  if ('email' in selection) return ['lower(r.email) = lower($1)', [selection.email]]
  return [`r.created_at < $1${selection.only ? ONLY_SQL[selection.only] : ''}`, [selection.before]]
}

export function postgresErasure({
  pool,
  transaction,
  clockParam,
}: Pick<ReturnType<typeof openPostgresPool>, 'pool' | 'transaction'> & {
  clockParam: () => Date | null
}): ErasurePort {
  async function eraseRows(client: pg.PoolClient, selection: Selection, reason: ErasureReason): Promise<Erased> {
    const [where, values] = whereOf(selection)
    const outbox = await client.query<{ id: string }>(
      `SELECT o.id FROM email_outbox o JOIN contact_requests r ON r.id = o.request_id WHERE ${where} FOR UPDATE OF o`,
      values,
    )
    const journalled = await client.query<{ request_id: string; erased_at: Date }>(
      `INSERT INTO erasure_journal (request_id, erased_at, reason)
       SELECT r.id, now(), $${values.length + 1} FROM contact_requests r WHERE ${where} ON CONFLICT DO NOTHING
       RETURNING request_id, erased_at`,
      [...values, reason],
    )
    const deleted = await client.query(`DELETE FROM contact_requests r WHERE ${where}`, values)
    return {
      requests: deleted.rowCount ?? 0,
      emails: outbox.rowCount ?? 0,
      outboxIds: outbox.rows.map((r) => r.id),
      journal: journalled.rows.map((row) => ({ requestId: row.request_id, erasedAt: row.erased_at, reason })),
    }
  }
  const deleteJournal = async (client: pg.Pool | pg.ClientBase, cutoff?: Date) =>
    cutoff ? ((await client.query('DELETE FROM erasure_journal WHERE erased_at < $1', [cutoff])).rowCount ?? 0) : 0

  return {
    transact: (plan, audit) =>
      transaction(async (client) => {
        const parts: Erased[] = []
        for (const selection of plan.selections) parts.push(await eraseRows(client, selection, plan.reason))
        const done = {
          parts,
          auditEntries: plan.auditBefore ? await deleteAuditRows(client, plan.auditBefore) : 0,
          journalEntries: await deleteJournal(client, plan.journalBefore),
        }
        if (audit) await postgresAuditInsert(client, audit(done), clockParam())
        return done
      }),
    /**
     * The deleted rows' space is cleaned at once instead of when autovacuum gets round to it
     * (docs/reliability.md says what PostgreSQL guarantees after that). Outside a transaction,
     * as VACUUM must be; a failure is logged, autovacuum then does it later.
     */
    async clean() {
      try {
        await pool.query('VACUUM contact_requests, email_outbox')
      } catch (error) {
        log('warn', 'vacuum after erasure failed; autovacuum cleans up later', { error: (error as Error).message })
      }
    },
    applyJournal: (entries) =>
      transaction(async (client) => {
        await client.query(
          `INSERT INTO erasure_journal (request_id, erased_at, reason)
           SELECT * FROM unnest($1::uuid[], $2::timestamptz[], $3::text[]) ON CONFLICT DO NOTHING`,
          [entries.map((e) => e.requestId), entries.map((e) => e.erasedAt), entries.map((e) => e.reason)],
        )
        const deleted = await client.query('DELETE FROM contact_requests WHERE id = ANY($1::uuid[])', [
          entries.map((e) => e.requestId),
        ])
        return deleted.rowCount ?? 0
      }),
    deleteJournalBefore: (cutoff) => deleteJournal(pool, cutoff),
  }
}
