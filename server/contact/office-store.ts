/**
 * What the office's operations (server/contact/operations.ts) need from a repository beyond
 * the CLI's reads: the audit log, the requests of one address, and the desk's filtered list.
 */
import { berlinDayStart } from './operator-output.ts'
import type { OutboxEntry, RequestSummary, SourceCount, StoredRequest } from './repository.ts'

/** One operator action: who, what, when, which ids – never content or an address. */
export type AuditEntry = { at: Date; actor: string; action: string; ids: string[]; outcome: string }

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
   * 00:00 Berlin time on both engines (`berlinWeeks`). Quarantine left out.
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

/**
 * The weeks from the one `since` falls in to the one `until` falls in, as Berlin's calendar
 * has them (SPEC 10: CET/CEST): each begins on a Monday at 00:00 Berlin time – 23:00 UTC the
 * Sunday before in winter, 22:00 in summer – and ends when the next begins; the last one never
 * ends. `week` names its Monday (YYYY-MM-DD). Both engines count by these boundaries.
 */
export function berlinWeeks(since: Date, until: Date): { week: string; start: number; next: number }[] {
  const day = (text: string) => new Date(`${text}T00:00:00Z`)
  const first = day(berlinDay(since))
  first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7))
  const last = berlinDay(until)
  const weeks: { week: string; start: number; next: number }[] = []
  for (const monday = first; ; monday.setUTCDate(monday.getUTCDate() + 7)) {
    const week = monday.toISOString().slice(0, 10)
    if (weeks.length > 0) weeks.at(-1)!.next = berlinDayStart(week).getTime()
    if (week > last) break
    weeks.push({ week, start: berlinDayStart(week).getTime(), next: Number.MAX_SAFE_INTEGER })
  }
  return weeks
}
