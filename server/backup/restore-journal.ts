/**
 * What a restore applies again (docs/decisions/025 and 033): the newest erasure journal from
 * every place that may hold it – the journal file beside the database, its copy in BACKUP_DIR,
 * the newest off-site snapshot's copy, the journal of the database being replaced, of the
 * newest local backup – merged. A source that is missing or unreadable (a lost disk, a
 * cluster that does not answer, a corrupt database file) is skipped with a note; when none is
 * found the restore is refused unless `--without-journal` says so on purpose.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { berlinOffsetMs } from '../berlin-offset.ts'
import type { JournalEntry } from '../contact/repository.ts'
import { JOURNAL_FILE, mergeJournals, readJournalFile } from './journal-file.ts'
import { fetchOffsiteFile, offsiteConfigured } from './offsite.ts'

export type JournalSource = { name: string; read: () => JournalEntry[] | null | Promise<JournalEntry[] | null> }

/** The journal file in the newest off-site snapshot (null when there is none). */
export function newestOffsiteJournal(env: NodeJS.ProcessEnv = process.env): JournalEntry[] | null {
  if (!offsiteConfigured(env)) return null
  const scratch = mkdtempSync(join(tmpdir(), 'mandatwerk-journal-'))
  try {
    fetchOffsiteFile('latest', scratch, env, JOURNAL_FILE)
    const found = readdirSync(scratch, { recursive: true, withFileTypes: true }).find(
      (entry) => entry.isFile() && entry.name === JOURNAL_FILE,
    )
    return found ? readJournalFile(join(found.parentPath, found.name)) : null
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

/**
 * The merged journal of `sources`, or null when none of them had one. Prints which sources
 * answered and how many entries each had (ids only, never content).
 */
export async function gatherJournal(
  sources: readonly JournalSource[],
  log: (line: string) => void,
): Promise<JournalEntry[] | null> {
  const found: JournalEntry[][] = []
  for (const source of sources) {
    try {
      const entries = await source.read()
      if (entries === null) continue
      found.push(entries)
      log(`erasure journal: ${entries.length} entry(ies) from ${source.name}`)
    } catch (error) {
      log(`erasure journal: ${source.name} could not be read (${(error as Error).message.split('\n')[0]})`)
    }
  }
  return found.length > 0 ? mergeJournals(...found) : null
}

/** The refusal when no journal was found. */
export const NO_JOURNAL =
  'no erasure journal found (not beside the database, not in BACKUP_DIR, not off-site, and the database does not answer): ' +
  'a restore now could bring erased requests back. Restore the journal file (erasure-journal.jsonl) first, ' +
  'or run again with --without-journal if you know that nothing was erased since the backup'

/**
 * A point in time as the operator types it: "2026-11-26 01:30" or with seconds; without an
 * offset it is Berlin's wall-clock time (Europe/Berlin, CET/CEST) – the time on the office's
 * clock – else the offset given ("…+01", "…Z"). In the hour the clocks go back, the earlier
 * of the two moments. Undefined when `text` is not a time.
 */
export function parsePointInTime(text: string): { instant: Date; berlin: boolean } | undefined {
  const match = /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d)(?::(\d\d)(?:\.(\d{1,3}))?)?\s*(Z|[+-]\d\d(?::?\d\d)?)?$/i.exec(
    text.trim(),
  )
  if (!match) return undefined
  const [, y, mo, d, h, mi, s = '0', ms = '0', offset] = match
  const wall = Date.UTC(+y!, +mo! - 1, +d!, +h!, +mi!, +s, +ms.padEnd(3, '0'))
  if (offset) {
    const sign = offset.startsWith('-') ? -1 : 1
    const [oh, om] = offset.toUpperCase() === 'Z' ? [0, 0] : [+offset.slice(1, 3), +(offset.slice(-2) || 0)]
    const minutes = offset.length <= 3 ? oh! * 60 : oh! * 60 + om!
    return { instant: new Date(wall - sign * minutes * 60_000), berlin: false }
  }
  // The wall time minus Berlin's offset that holds then (tried both ways round a change).
  const candidates = [wall - 2 * 3_600_000, wall - 3_600_000].filter((at) => at + berlinOffsetMs(at) === wall)
  // A time the spring change skips (02:30 on its day) is read with the offset before the change.
  const instant = candidates[0] ?? wall - berlinOffsetMs(wall - 3 * 3_600_000)
  return Number.isNaN(instant) ? undefined : { instant: new Date(instant), berlin: true }
}
