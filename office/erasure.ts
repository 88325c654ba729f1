/**
 * Erasure, written once for both engines (docs/decisions/025, 033, 038): what an erasure or the
 * retention job removes, in one transaction with its audit row, then the journal file and the
 * engine's clean-up of the freed bytes. Each engine implements ErasurePort in SQL only
 * (office/sqlite-erasure.ts, office/postgres-erasure.ts).
 */
import { OPERATOR } from '../app/config/site.ts'
import { appendSafely, pruneJournalFile } from '../server/backup/journal-file.ts'
import type {
  AuditOf,
  ContactRepository,
  ErasureReason,
  ErasureResult,
  JournalEntry,
  PurgeCounts,
} from '../server/contact/repository.ts'

/** Which requests go: one address's (case-insensitive), or those received before a time. */
export type Selection = { email: string } | { before: Date; only?: keyof typeof ONLY_SQL }

/** The narrowing of a `before` selection, the same SQL in both engines (`r` is contact_requests). */
export const ONLY_SQL = {
  quarantined: ' AND r.quarantine_reason IS NOT NULL',
  applicants: ' AND r.job IS NOT NULL',
} as const

export type Erased = ErasureResult & { journal: JournalEntry[] }

/** What one transaction did: each selection's requests, and the audit and journal entries deleted. */
export type Done = { parts: Erased[]; auditEntries: number; journalEntries: number }

export type ErasurePlan = {
  selections: readonly Selection[]
  reason: ErasureReason
  /** Delete the audit entries made before (the retention job only). */
  auditBefore?: Date
  /** Delete the erasure-journal entries made before (the retention job only). */
  journalBefore?: Date
}

export type ErasurePort = {
  /**
   * One transaction: each selection's requests deleted in order with their outbox rows, their
   * ids journalled; the older audit and journal entries deleted; the audit row `audit` makes of it.
   */
  transact(plan: ErasurePlan, audit?: AuditOf<Done>): Promise<Done>
  /** After the commit: frees the deleted rows' bytes (SQLite: WAL checkpoint; PostgreSQL: VACUUM). */
  clean(): Promise<void>
  /** Records the entries in the journal and deletes the requests they name, in one transaction. */
  applyJournal(entries: readonly JournalEntry[]): Promise<number>
  deleteJournalBefore(cutoff: Date): Promise<number>
}

/**
 * The longest an erased request can stay in some copy: SQLite's copies are gone 14 days after
 * they were taken; pgBackRest keeps its backups up to 16 days, their off-site copy 14 more.
 */
export function copiesKeptDays(engine: ContactRepository['engine']): number {
  return engine === 'postgres' ? OPERATOR.backups.longestDays : OPERATOR.backups.offsiteDays
}

/**
 * The mailboxes an erasure cannot reach: each request's notification went to the inbox (an
 * application's to the HR contact, docs/decisions/035) and stays there, with any reply sent from
 * it, until someone deletes it by hand. The desk and the CLI say so after every erasure.
 */
export function mailboxesToClean({ inbox, applicationInbox }: { inbox: string; applicationInbox?: string }): string {
  return applicationInbox && applicationInbox !== inbox ? `${inbox}, ${applicationInbox}` : inbox
}

const strip = ({ requests, emails, outboxIds }: Erased): ErasureResult => ({ requests, emails, outboxIds })
const NONE: Erased = { requests: 0, emails: 0, outboxIds: [], journal: [] }

export type ErasureMethods = Pick<
  ContactRepository,
  'deleteByEmail' | 'deleteOlderThan' | 'purge' | 'applyErasureJournal' | 'deleteErasureJournalBefore'
>

/** The repository's erasure methods over one engine's port; `journalFile`: DATA_DIR/erasure-journal.jsonl. */
export function erasure(port: ErasurePort, journalFile?: string): ErasureMethods {
  async function run(plan: ErasurePlan, audit?: AuditOf<Done>): Promise<Done> {
    const done = await port.transact(plan, audit)
    const journal = done.parts.flatMap((part) => part.journal)
    if (journal.length > 0) {
      if (journalFile) appendSafely(journalFile, journal)
      await port.clean()
    }
    return done
  }
  async function erase(selection: Selection, reason: ErasureReason, audit?: AuditOf<ErasureResult>) {
    const { parts } = await run({ selections: [selection], reason }, audit && ((done) => audit(strip(done.parts[0]!))))
    return strip(parts[0]!)
  }
  const countsOf = ({ parts: [quarantine, applicants, rest], auditEntries, journalEntries }: Done): PurgeCounts => ({
    quarantine: strip(quarantine!),
    applicants: strip(applicants!),
    rest: strip(rest ?? NONE),
    auditEntries,
    journalEntries,
  })

  return {
    deleteByEmail: (email, audit) => erase({ email }, 'erasure', audit),
    deleteOlderThan: (before, { quarantinedOnly = false } = {}) =>
      erase(quarantinedOnly ? { before, only: 'quarantined' } : { before }, 'retention'),
    async purge(cutoffs, audit) {
      const selections: Selection[] = [
        { before: cutoffs.quarantine, only: 'quarantined' },
        { before: cutoffs.applicants.cutoff, only: 'applicants' },
        ...(cutoffs.rest ? [{ before: cutoffs.rest }] : []),
      ]
      const plan = {
        selections,
        reason: 'retention' as const,
        auditBefore: cutoffs.audit,
        journalBefore: cutoffs.journal,
      }
      const done = await run(plan, audit && ((done) => audit(countsOf(done))))
      if (journalFile) pruneJournalFile(journalFile, cutoffs.journal)
      return countsOf(done)
    },
    async applyErasureJournal(entries) {
      if (entries.length === 0) return 0
      const removed = await port.applyJournal(entries)
      await port.clean()
      return removed
    },
    deleteErasureJournalBefore: (cutoff) => port.deleteJournalBefore(cutoff),
  }
}
