/**
 * What the office's operations (office/operations.ts) need from a repository beyond
 * the CLI's reads: the audit log, the requests of one address, and the desk's filtered list.
 */
import type { OutboxEntry, RequestSummary, SourceCount, StoredRequest } from '../server/contact/repository.ts'
import type { AuditOutcome } from './audit-outcomes.ts'
import { berlinDayStart } from './operator-output.ts'

/** One operator action: who, what, when, which ids – never content or an address; its outcome as a code and counts. */
export type AuditEntry = { at: Date; actor: string; action: string; ids: string[]; outcome: AuditOutcome }

/** The desk's list (/anfragen) and `search`: every field optional but the page. */
export type RequestFilter = {
  /** Words in the name, e-mail address, organisation or message (all must occur; case folded, server/contact/search-text.ts). */
  query?: string
  /** Only quarantined requests; otherwise quarantined ones are left out. */
  quarantined?: boolean
  /** Only requests with an email that gave up (status failed). */
  failedEmails?: boolean
  campaignType?: string
  /** utm_source, else the referring host (as `stats --by-source` names sources). */
  source?: string
  limit: number
  offset?: number
}

export interface OfficeStore {
  recordAudit(entry: Omit<AuditEntry, 'at'>): Promise<void>
  /** Newest first. */
  auditLog(options: { limit: number }): Promise<AuditEntry[]>
  /** Deletes the audit entries made before `cutoff` (the retention job); returns how many. */
  deleteAuditBefore(cutoff: Date): Promise<number>
  /** Every request from this address (case-insensitive, quarantined ones too), with its emails; oldest first. */
  requestsByEmail(email: string): Promise<{ request: StoredRequest; emails: OutboxEntry[] }[]>
  /** Newest first, with the state of their emails. */
  findRequests(filter: RequestFilter): Promise<RequestSummary[]>
  /** Fills `search_text` of requests stored without it (before migration 0008); returns how many. */
  backfillSearchText(): Promise<number>
  /**
   * `sourceCounts` by week: the Monday (YYYY-MM-DD) each week begins on; weeks start at Monday
   * 00:00 Berlin time on both engines (`berlinWeekKey`). Quarantine left out.
   */
  weeklySourceCounts(since: Date): Promise<(SourceCount & { week: string })[]>
}

/** The calendar day in Berlin (YYYY-MM-DD) of an instant. */
const berlinDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at)

/** Milliseconds of a week, and of the four days from the epoch (a Thursday) to a Monday. */
const WEEK_MS = 7 * 24 * 60 * 60 * 1000
const EPOCH_TO_MONDAY_MS = 4 * 24 * 60 * 60 * 1000

/**
 * Weeks as Berlin's calendar has them (CET/CEST), for SQLite, which knows no time
 * zones: each begins on a Monday at 00:00 Berlin time – 23:00 UTC the Sunday before in winter,
 * 22:00 in summer. `key` is an SQL expression of `created_at` (milliseconds) that numbers the
 * week: the time shifted by Berlin's offset from UTC, counted in weeks from a Monday. The
 * offset comes from the app (Intl's time zone data) for every week from the one `since` falls
 * in to the one `until` falls in; the clocks change on a Sunday at 01:00 UTC, more than 20
 * hours from any week's start, so the expression may switch offsets anywhere inside the week
 * of a change – it does so in its middle. `week` names a key's Monday (YYYY-MM-DD).
 * PostgreSQL counts the same with `date_trunc('week', created_at AT TIME ZONE 'Europe/Berlin')`.
 */
export function berlinWeekKey(since: Date, until: Date): { key: string; week: (key: number) => string } {
  const monday = new Date(`${berlinDay(since)}T00:00:00Z`)
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7))
  const last = berlinDay(until)
  /** Each week's start (UTC milliseconds) and Berlin's offset from UTC then. */
  const weeks: { start: number; offset: number }[] = []
  for (; monday.toISOString().slice(0, 10) <= last; monday.setUTCDate(monday.getUTCDate() + 7)) {
    const start = berlinDayStart(monday.toISOString().slice(0, 10)).getTime()
    weeks.push({ start, offset: monday.getTime() - start })
  }
  const changes = weeks.flatMap((week, i) =>
    i > 0 && week.offset !== weeks[i - 1]!.offset
      ? [`WHEN created_at < ${Math.round((weeks[i - 1]!.start + week.start) / 2)} THEN ${weeks[i - 1]!.offset}`]
      : [],
  )
  const offset = weeks.at(-1)?.offset ?? 0
  return {
    key: `((created_at + ${changes.length > 0 ? `CASE ${changes.join(' ')} ELSE ${offset} END` : offset} - ${EPOCH_TO_MONDAY_MS}) / ${WEEK_MS})`,
    week: (key) => new Date(key * WEEK_MS + EPOCH_TO_MONDAY_MS).toISOString().slice(0, 10),
  }
}
