/**
 * The erasure journal as a file (docs/decisions/033): one JSON line per erased
 * request – its id, when and why, never content – appended right after the erasure commits,
 * in DATA_DIR/erasure-journal.jsonl beside the database. Every backup run copies it (merged
 * with the database's own journal) into BACKUP_DIR and into the off-site snapshot, so the
 * newest journal survives a lost cluster, a lost disk and a corrupt database file, and a
 * restore of any older backup reads it (scripts/restore.ts).
 */
import {
  appendFileSync,
  chmodSync,
  chownSync,
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join } from 'node:path'

import type { ErasureReason, JournalEntry } from '../contact/repository.ts'
import { log } from '../log.ts'

export const JOURNAL_FILE = 'erasure-journal.jsonl'

/** DATA_DIR's journal file; undefined without a DATA_DIR (tests of PostgreSQL alone). */
export function journalFileIn(dir: string | undefined): string | undefined {
  return dir ? join(dir, JOURNAL_FILE) : undefined
}

const line = (entry: JournalEntry) =>
  `${JSON.stringify({ id: entry.requestId, at: entry.erasedAt.toISOString(), reason: entry.reason })}\n`

/** Appends `entries` and waits until they are on disk (owner-only file). */
export function appendJournal(file: string, entries: readonly JournalEntry[]) {
  if (entries.length === 0) return
  appendFileSync(file, entries.map(line).join(''), { mode: 0o600 })
  const fd = openSync(file, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

/**
 * After an erasure has committed: the database holds its journal entries already (and every
 * backup copies them from there), so a file that cannot be written is logged, never an error
 * for the office, whose erasure did happen.
 */
export function appendSafely(file: string, entries: readonly JournalEntry[]) {
  try {
    appendJournal(file, entries)
  } catch (error) {
    log('error', 'erasure journal file not written; the next backup copies the entries from the database', {
      file,
      error: (error as Error).message,
    })
  }
}

/**
 * The entries of a journal file; null when there is no file. A torn last line (a crash while
 * appending) or any other line that is not an entry is skipped.
 */
export function readJournalFile(file: string): JournalEntry[] | null {
  if (!existsSync(file)) return null
  const entries: JournalEntry[] = []
  for (const text of readFileSync(file, 'utf8').split('\n')) {
    try {
      const { id, at, reason } = JSON.parse(text) as { id?: unknown; at?: unknown; reason?: unknown }
      const erasedAt = new Date(String(at))
      if (typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(erasedAt.getTime())) continue
      if (reason !== 'erasure' && reason !== 'retention') continue
      entries.push({ requestId: id, erasedAt, reason: reason as ErasureReason })
    } catch {
      // not an entry
    }
  }
  return entries
}

/** Several journals as one: each request once, with its earliest entry, oldest first. */
export function mergeJournals(...journals: readonly (readonly JournalEntry[] | null)[]): JournalEntry[] {
  const byId = new Map<string, JournalEntry>()
  for (const entry of journals.flatMap((journal) => journal ?? [])) {
    const known = byId.get(entry.requestId)
    if (!known || entry.erasedAt < known.erasedAt) byId.set(entry.requestId, entry)
  }
  return [...byId.values()].sort((a, b) => a.erasedAt.getTime() - b.erasedAt.getTime())
}

/** Replaces the file with `entries` (atomically, owner-only); entries before `since` are left out. */
export function writeJournalFile(file: string, entries: readonly JournalEntry[], since?: Date) {
  const kept = since ? entries.filter((entry) => entry.erasedAt >= since) : entries
  writeFileSync(`${file}.part`, kept.map(line).join(''), { mode: 0o600 })
  chmodSync(`${file}.part`, 0o600)
  const fd = openSync(`${file}.part`, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  // Written by root (a restore or backup on PostgreSQL): it stays the owner's of its folder, the service user.
  if (process.getuid?.() === 0) {
    const owner = statSync(dirname(file))
    chownSync(`${file}.part`, owner.uid, owner.gid)
  }
  renameSync(`${file}.part`, file)
}

/** Drops the file's entries made before `since` (the retention job; OPERATOR.retention.erasureJournalDays). */
export function pruneJournalFile(file: string, since: Date) {
  const entries = readJournalFile(file)
  if (entries?.some((entry) => entry.erasedAt < since)) writeJournalFile(file, entries, since)
}
