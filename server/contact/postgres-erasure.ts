/**
 * Erasure on PostgreSQL (docs/decisions/025): deleting requests with their outbox rows,
 * journalling their ids, and vacuuming the tables right after.
 */
import { log } from '../log.ts'
import type { openPostgresPool } from './postgres-database.ts'
import type { ContactRepository, ErasureReason, ErasureResult } from './repository.ts'

export function postgresErasure({
  pool,
  transaction,
}: Pick<ReturnType<typeof openPostgresPool>, 'pool' | 'transaction'>) {
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

  /** Deletes the requests `where` selects ($1, $2 … from `values`), with their outbox rows, and journals their ids. */
  async function erase(where: string, values: readonly unknown[], reason: ErasureReason): Promise<ErasureResult> {
    const result = await transaction(async (client) => {
      const outbox = await client.query<{ id: string }>(
        `SELECT o.id FROM email_outbox o JOIN contact_requests r ON r.id = o.request_id WHERE ${where} FOR UPDATE OF o`,
        [...values],
      )
      await client.query(
        `INSERT INTO erasure_journal (request_id, erased_at, reason)
         SELECT r.id, now(), $${values.length + 1} FROM contact_requests r WHERE ${where} ON CONFLICT DO NOTHING`,
        [...values, reason],
      )
      const deleted = await client.query(`DELETE FROM contact_requests r WHERE ${where}`, [...values])
      return { requests: deleted.rowCount ?? 0, emails: outbox.rowCount ?? 0, outboxIds: outbox.rows.map((r) => r.id) }
    })
    if (result.requests > 0) await vacuum()
    return result
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

  return { erase, applyErasureJournal, deleteErasureJournalBefore }
}
