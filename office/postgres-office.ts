/** The office's reads and the audit log on PostgreSQL (office/office-store.ts). */
import type pg from 'pg'

import { toOutbox, toRequest } from '../server/contact/postgres-database.ts'
import { postgresSummaries } from '../server/contact/postgres-reads.ts'
import { sourceCountOfRow } from '../server/contact/repository-rows.ts'
import { BACKFILL_BATCH, searchText, searchWords } from '../server/contact/search-text.ts'
import { outcomeFromStored } from './audit-outcomes.ts'
import { type AuditEntry, type OfficeStore } from './office-store.ts'

/** Writes one audit row with `client`: the connection of the transaction whose action it records. */
export async function postgresAuditInsert(
  client: pg.ClientBase | pg.Pool,
  { actor, action, ids, outcome }: Omit<AuditEntry, 'at'>,
  at: Date | null,
) {
  await client.query(
    `INSERT INTO operator_audit (at, actor, action, request_ids, outcome)
     VALUES (coalesce($1::timestamptz, now()), $2, $3, $4, $5::jsonb)`,
    [at, actor, action, ids, JSON.stringify(outcome)],
  )
}

/**
 * The retention job's own path to delete audit rows (inside its transaction): the table is
 * insert-only for everything else (db/migrations/postgres/0009_audit_insert_only.sql), so
 * this transaction says it is the retention job before it deletes.
 */
export async function deleteAuditRows(client: pg.ClientBase, cutoff: Date): Promise<number> {
  await client.query(`SELECT set_config('mandatwerk.audit_retention', 'on', true)`)
  const deleted = await client.query('DELETE FROM operator_audit WHERE at < $1', [cutoff])
  await client.query(`SELECT set_config('mandatwerk.audit_retention', 'off', true)`)
  return deleted.rowCount ?? 0
}

export function postgresOffice({
  pool,
  clockParam,
  transaction,
}: {
  pool: pg.Pool
  clockParam: () => Date | null
  transaction: <T>(work: (client: pg.PoolClient) => Promise<T>) => Promise<T>
}): OfficeStore {
  return {
    async recordAudit(entry) {
      await postgresAuditInsert(pool, entry, clockParam())
    },

    async auditLog({ limit }) {
      const found = await pool.query('SELECT * FROM operator_audit ORDER BY seq DESC LIMIT $1', [limit])
      return found.rows.map((row) => ({
        at: new Date(row.at as Date),
        actor: row.actor as string,
        action: row.action as string,
        ids: row.request_ids as string[],
        outcome: outcomeFromStored(row.outcome),
      }))
    },

    async deleteAuditBefore(cutoff) {
      return transaction((client) => deleteAuditRows(client, cutoff))
    },

    async requestsByEmail(email) {
      const found = await pool.query(
        'SELECT * FROM contact_requests WHERE lower(email) = lower($1) ORDER BY created_at, id',
        [email],
      )
      const emails = await pool.query(
        'SELECT * FROM email_outbox WHERE request_id = ANY($1::uuid[]) ORDER BY kind DESC',
        [found.rows.map((row) => row.id as string)],
      )
      return found.rows.map((row) => ({
        request: toRequest(row),
        emails: emails.rows.filter((e) => e.request_id === row.id).map(toOutbox),
      }))
    },

    async findRequests({ query, quarantined, failedEmails, campaignType, source, limit, offset = 0 }) {
      const where = [quarantined ? 'quarantine_reason IS NOT NULL' : 'quarantine_reason IS NULL']
      const values: unknown[] = []
      const param = (value: unknown) => `$${values.push(value)}`
      for (const word of searchWords(query)) where.push(`strpos(search_text, ${param(word)}) > 0`)
      if (failedEmails)
        where.push(
          `EXISTS (SELECT 1 FROM email_outbox o WHERE o.request_id = contact_requests.id AND o.status = 'failed')`,
        )
      if (campaignType) where.push(`campaign_type = ${param(campaignType)} AND job IS NULL`)
      if (source) where.push(`coalesce(utm_source, referrer_host) = ${param(source)}`)
      const found = await pool.query(
        `SELECT * FROM contact_requests WHERE ${where.join(' AND ')}
          ORDER BY created_at DESC, id LIMIT ${param(limit)} OFFSET ${param(offset)}`,
        values,
      )
      return postgresSummaries(pool, found.rows.map(toRequest))
    },

    async backfillSearchText() {
      let done = 0
      for (;;) {
        const found = await pool.query(
          'SELECT id, name, email, organization, message FROM contact_requests WHERE search_text IS NULL LIMIT $1',
          [BACKFILL_BATCH],
        )
        if (found.rowCount === 0) return done
        await pool.query(
          `UPDATE contact_requests c SET search_text = f.text
             FROM unnest($1::uuid[], $2::text[]) AS f(id, text) WHERE c.id = f.id`,
          [found.rows.map((row) => row.id), found.rows.map((row) => searchText(row))],
        )
        done += found.rows.length
      }
    },

    async weeklySourceCounts(since) {
      // Weeks begin on Monday 00:00 in Berlin (CET/CEST), as berlinWeekKey has them on SQLite.
      // Grouped by the truncated time first: to_char on every row would cost three times as much.
      const found = await pool.query(
        `SELECT to_char(week, 'YYYY-MM-DD') AS week, landing_path, referrer_host, utm_source, n FROM (
           SELECT date_trunc('week', created_at AT TIME ZONE 'Europe/Berlin') AS week,
                  landing_path, referrer_host, utm_source, count(*)::int AS n
             FROM contact_requests WHERE quarantine_reason IS NULL AND created_at >= $1
            GROUP BY 1, landing_path, referrer_host, utm_source) AS weeks
          ORDER BY weeks.week`,
        [since],
      )
      return found.rows.map((row) => ({ ...sourceCountOfRow(row), week: row.week as string }))
    },
  }
}
