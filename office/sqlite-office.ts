/** The office's reads and the audit log on SQLite (office/office-store.ts). */
import type { SQLInputValue } from 'node:sqlite'

import { sourceCountOfRow } from '../server/contact/repository-rows.ts'
import { BACKFILL_BATCH, searchText, searchWords } from '../server/contact/search-text.ts'
import { type openSqliteDatabase, toOutbox, toRequest } from '../server/contact/sqlite-database.ts'
import { sqliteSummaries } from '../server/contact/sqlite-reads.ts'
import { outcomeFromStored } from './audit-outcomes.ts'
import { type AuditEntry, berlinWeekKey, type OfficeStore } from './office-store.ts'

/** Writes one audit row; call it inside the transaction of the action it records. */
export function sqliteAuditInsert({
  sql,
  time,
}: Pick<ReturnType<typeof openSqliteDatabase>, 'sql'> & { time: () => number }) {
  return ({ actor, action, ids, outcome }: Omit<AuditEntry, 'at'>) => {
    sql('INSERT INTO operator_audit (at, actor, action, request_ids, outcome) VALUES (?, ?, ?, ?, ?)').run(
      time(),
      actor,
      action,
      JSON.stringify(ids),
      // JSON text: `{ code, counts }` (docs/decisions/041).
      JSON.stringify(outcome),
    )
  }
}

export function sqliteOffice({
  sql,
  time,
  transaction,
  whenFree,
}: Pick<ReturnType<typeof openSqliteDatabase>, 'sql' | 'transaction' | 'whenFree'> & {
  time: () => number
}): OfficeStore {
  const insertAudit = sqliteAuditInsert({ sql, time })
  return {
    async recordAudit(entry) {
      // Another connection's write lock (the server, a backup) is waited out, as every write is.
      await whenFree(() => insertAudit(entry))
    },

    async auditLog({ limit }) {
      return sql('SELECT * FROM operator_audit ORDER BY seq DESC LIMIT ?')
        .all(limit)
        .map((row) => ({
          at: new Date(row.at as number),
          actor: row.actor as string,
          action: row.action as string,
          ids: JSON.parse(row.request_ids as string) as string[],
          outcome: outcomeFromStored(row.outcome),
        }))
    },

    async deleteAuditBefore(cutoff) {
      return Number(sql('DELETE FROM operator_audit WHERE at < ?').run(cutoff.getTime()).changes)
    },

    async requestsByEmail(email) {
      return sql('SELECT * FROM contact_requests WHERE email = ? COLLATE NOCASE ORDER BY created_at, id')
        .all(email)
        .map((row) => ({
          request: toRequest(row),
          emails: sql('SELECT * FROM email_outbox WHERE request_id = ? ORDER BY kind DESC')
            .all(row.id as string)
            .map(toOutbox),
        }))
    },

    async findRequests({ query, quarantined, failedEmails, campaignType, source, limit, offset = 0 }) {
      const where = [quarantined ? 'quarantine_reason IS NOT NULL' : 'quarantine_reason IS NULL']
      const values: SQLInputValue[] = []
      for (const word of searchWords(query)) {
        where.push('instr(search_text, ?) > 0')
        values.push(word)
      }
      if (failedEmails)
        where.push(
          `EXISTS (SELECT 1 FROM email_outbox o WHERE o.request_id = contact_requests.id AND o.status = 'failed')`,
        )
      if (campaignType) {
        where.push('campaign_type = ? AND job IS NULL')
        values.push(campaignType)
      }
      if (source) {
        where.push('coalesce(utm_source, referrer_host) = ?')
        values.push(source)
      }
      const rows = sql(
        `SELECT * FROM contact_requests WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id LIMIT ? OFFSET ?`,
      ).all(...values, limit, offset)
      return sqliteSummaries(sql, rows.map(toRequest))
    },

    async backfillSearchText() {
      let done = 0
      for (;;) {
        const rows = sql(
          'SELECT id, name, email, organization, message FROM contact_requests WHERE search_text IS NULL LIMIT ?',
        ).all(BACKFILL_BATCH)
        if (rows.length === 0) return done
        // Another process writing (the server, a backup) makes this wait, as migrate() does.
        await whenFree(() =>
          transaction(() => {
            for (const row of rows)
              sql('UPDATE contact_requests SET search_text = ? WHERE id = ?').run(
                searchText(row as Parameters<typeof searchText>[0]),
                row.id as string,
              )
          }),
        )
        done += rows.length
      }
    },

    async weeklySourceCounts(since) {
      const { key, week } = berlinWeekKey(since, new Date(time()))
      return sql(
        `SELECT ${key} AS w, landing_path, referrer_host, utm_source, count(*) AS n
           FROM contact_requests WHERE quarantine_reason IS NULL AND created_at >= ?
          GROUP BY w, landing_path, referrer_host, utm_source ORDER BY w`,
      )
        .all(since.getTime())
        .map((row) => ({ ...sourceCountOfRow(row), week: week(Number(row.w)) }))
    },
  }
}
