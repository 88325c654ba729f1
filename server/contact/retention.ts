import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'

import { OPERATOR } from '../../app/config/site.ts'
import type { AuditEntry } from '../../office/office-store.ts'
import type { ContactRepository, ErasureResult, PurgeCounts } from './repository.ts'

/** The privacy policy: requests are deleted 12 months after they arrived. */
export const DEFAULT_RETENTION_DAYS = 365

/** Suspected spam is kept this long (time to release a real request), then deleted. */
export const QUARANTINE_RETENTION_DAYS = 30

export const DAY_MS = 24 * 60 * 60 * 1000

export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS)
}

/** The fewest days any run of `months` calendar months has (6 months: 181, e.g. 1 September to 1 March). */
export function shortestMonthsInDays(months: number): number {
  let fewest = Infinity
  // Four years hold every combination of month lengths and leap years.
  for (let start = 0; start < 48; start++) {
    fewest = Math.min(fewest, (Date.UTC(2024, start + months, 1) - Date.UTC(2024, start, 1)) / DAY_MS)
  }
  return fewest
}

/**
 * Applicants (privacy policy, "Bewerbungen"): an application – a request that names a job,
 * sent with the application form Apply Now opens (docs/decisions/035) – is deleted
 * OPERATOR.applicationRetentionMonths (6) after it arrived, never later. The mark is the stored
 * job, not the page before the form: a consultation request sent after a look at the careers
 * page keeps the general period.
 */
export const APPLICANT_RETENTION_DAYS = shortestMonthsInDays(OPERATOR.applicationRetentionMonths)

/**
 * The office's audit log (operator_audit) keeps an entry OPERATOR.retention.auditLogYears (3)
 * years after the end of the year it was made in – the regular limitation period (§ 195 with
 * § 199 (1) BGB) – so the retention job deletes every entry made before 1 January, Berlin time,
 * of the year that many years back. 1 January is always winter time in Berlin (UTC+1).
 */
export function auditCutoff(now: Date, years: number = OPERATOR.retention.auditLogYears): Date {
  const BERLIN_WINTER_MS = 60 * 60 * 1000
  const year = new Date(now.getTime() + BERLIN_WINTER_MS).getUTCFullYear()
  return new Date(Date.UTC(year - years, 0, 1) - BERLIN_WINTER_MS)
}

/**
 * The erasure journal (docs/decisions/025) names an erased request for as long as a backup may
 * still hold it, so that a restore erases it again; then the entry goes too.
 */
export function erasureJournalCutoff(now: Date): Date {
  return retentionCutoff(now, OPERATOR.retention.erasureJournalDays)
}

/**
 * A request's IP address serves abuse handling only: the retention job clears it
 * OPERATOR.retention.ipAddressDays (30) after the request arrived; the request itself stays.
 */
export async function clearExpiredIpAddresses(repository: ContactRepository, now: Date): Promise<number> {
  return repository.clearIpAddressesBefore(retentionCutoff(now, OPERATOR.retention.ipAddressDays))
}

/**
 * Deletes the .eml copies of erased outbox rows (no-SMTP mode keeps messages as files
 * under DATA_DIR/outbox; they hold the same personal data as the rows).
 */
export function removeEmlFiles(outboxDir: string, outboxIds: readonly string[]): number {
  let removed = 0
  for (const id of outboxIds) {
    if (!/^[0-9a-f-]{36}$/i.test(id)) continue
    try {
      rmSync(join(outboxDir, `${id}.eml`))
      removed++
    } catch {
      // Never written (sent over SMTP) or already gone.
    }
  }
  return removed
}

/** How many of the outbox ids have an .eml file (before removeEmlFiles removes them). */
export function countEmlFiles(outboxDir: string, outboxIds: readonly string[]): number {
  return outboxIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id) && existsSync(join(outboxDir, `${id}.eml`))).length
}

/**
 * What a restore leaves beside the database (`contact.db.replaced-<time>`, with its -wal and
 * -shm): the database as it was before, personal data like a local backup's. Removed once it is
 * older than the local backups are kept (OPERATOR.backups.localDays): no period of the privacy
 * policy changes. Returns the files removed.
 */
export function removeReplacedDatabases(
  dataDir: string,
  now: Date,
  days: number = OPERATOR.backups.localDays,
): string[] {
  if (!existsSync(dataDir)) return []
  const removed: string[] = []
  for (const name of readdirSync(dataDir)) {
    if (!/^contact\.db\.replaced-/.test(name)) continue
    const path = join(dataDir, name)
    if (now.getTime() - statSync(path).mtimeMs <= days * DAY_MS) continue
    rmSync(path, { force: true })
    removed.push(name)
  }
  return removed
}

export type PurgeResult = ErasureResult & {
  files: number
  quarantined: number
  applicants: number
  auditEntries: number
  journalEntries: number
  /** Requests whose IP address was cleared (kept 30 days, OPERATOR.retention.ipAddressDays). */
  ipAddresses: number
}

/**
 * Requests older than the retention period (`days`; 0 keeps them), quarantined ones older
 * than QUARANTINE_RETENTION_DAYS and applications (requests with a job) older than
 * APPLICANT_RETENTION_DAYS (both at most `days`), with their outbox rows and .eml files; the
 * audit log's entries older than auditCutoff and the erasure journal's older than
 * erasureJournalCutoff (whatever `days` says) – in one transaction with the audit row `audit`
 * makes of the result (the repository then drops the journal file's older entries too); then
 * the IP addresses older than their own period (clearExpiredIpAddresses).
 */
export async function purgeExpired(
  repository: ContactRepository,
  {
    now,
    days,
    outboxDir,
    audit,
  }: {
    now: Date
    days: number
    outboxDir: string
    audit?: (result: Omit<PurgeResult, 'outboxIds' | 'ipAddresses'>) => Omit<AuditEntry, 'at'>
  },
): Promise<PurgeResult> {
  const atMost = (limit: number) => retentionCutoff(now, days > 0 ? Math.min(days, limit) : limit)
  const summary = (counts: PurgeCounts, files: number) => {
    const parts = [counts.quarantine, counts.applicants, counts.rest]
    return {
      requests: parts.reduce((sum, part) => sum + part.requests, 0),
      quarantined: counts.quarantine.requests,
      applicants: counts.applicants.requests,
      auditEntries: counts.auditEntries,
      journalEntries: counts.journalEntries,
      emails: parts.reduce((sum, part) => sum + part.emails, 0),
      files,
    }
  }
  const outboxIdsOf = (counts: PurgeCounts) =>
    [counts.quarantine, counts.applicants, counts.rest].flatMap((part) => part.outboxIds)
  const counts = await repository.purge(
    {
      quarantine: atMost(QUARANTINE_RETENTION_DAYS),
      applicants: { cutoff: atMost(APPLICANT_RETENTION_DAYS) },
      rest: days > 0 ? retentionCutoff(now, days) : null,
      audit: auditCutoff(now),
      journal: erasureJournalCutoff(now),
    },
    audit && ((result) => audit(summary(result, countEmlFiles(outboxDir, outboxIdsOf(result))))),
  )
  const outboxIds = outboxIdsOf(counts)
  const ipAddresses = await clearExpiredIpAddresses(repository, now)
  return { ...summary(counts, 0), ipAddresses, outboxIds, files: removeEmlFiles(outboxDir, outboxIds) }
}

/** GDPR erasure of one address: its requests, outbox rows and .eml files, audited by `audit` in the same transaction. */
export async function eraseAddress(
  repository: ContactRepository,
  {
    email,
    outboxDir,
    audit,
  }: {
    email: string
    outboxDir: string
    audit?: (result: ErasureResult & { files: number }) => Omit<AuditEntry, 'at'>
  },
): Promise<ErasureResult & { files: number }> {
  const result = await repository.deleteByEmail(
    email,
    audit && ((erased) => audit({ ...erased, files: countEmlFiles(outboxDir, erased.outboxIds) })),
  )
  return { ...result, files: removeEmlFiles(outboxDir, result.outboxIds) }
}
