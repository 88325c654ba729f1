/**
 * What the office's operations (server/contact/operations.ts) need from a repository beyond
 * the CLI's reads: the audit log, the requests of one address, and the desk's filtered list.
 */
import type { OutboxEntry, RequestSummary, SourceCount, StoredRequest } from './repository.ts'

/** One operator action: who, what, when, which ids – never content or an address. */
export type AuditEntry = { at: Date; actor: string; action: string; ids: string[]; outcome: string }

/** The desk's list (/anfragen) and `search`: every field optional but the page. */
export type RequestFilter = {
  /** Words in the name, e-mail address, organisation or message (all must occur). */
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
  /**
   * `sourceCounts` by week: the Monday (UTC, YYYY-MM-DD) each week begins on; weeks start at
   * Monday 00:00 UTC on both engines. Quarantine left out.
   */
  weeklySourceCounts(since: Date): Promise<(SourceCount & { week: string })[]>
}

/** Milliseconds of a week, and of the four days from the epoch (a Thursday) to a Monday. */
export const WEEK_MS = 7 * 24 * 60 * 60 * 1000
export const EPOCH_TO_MONDAY_MS = 4 * 24 * 60 * 60 * 1000

/** The words of a search, each as a LIKE pattern with its wildcards escaped (ESCAPE '\'). */
export function likePatterns(query: string | undefined): string[] {
  return (query ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((word) => `%${word.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
}
