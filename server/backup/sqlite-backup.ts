/**
 * Backup and restore of the SQLite database (DATA_DIR/contact.db). A backup is `VACUUM INTO`:
 * a consistent copy while the server writes, compact, without free pages (so without the
 * remains of anything deleted). A restore replaces the file in place, after checking that no
 * process has it open, and applies the erasure journal again.
 */
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
} from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { SQLITE_FILE } from '../contact/create-repository.ts'
import type { JournalEntry } from '../contact/repository.ts'
import { createSqliteRepository } from '../contact/sqlite-repository.ts'

/** `contact-2026-11-26T011500.123Z.db`: sorts by time; two backups within a second keep apart. */
export function backupName(now: Date, extension: string) {
  return `contact-${now.toISOString().replace(/:/g, '')}.${extension}`
}

/** The newest local copies always kept, whatever their age. */
export const KEEP_LAST = 4

/**
 * Which local copies go (docs/decisions/033): of the copies made every 15 minutes, the newest KEEP_LAST
 * stay, and of older ones the newest of each hour, up to `keepDays` (BACKUP_KEEP_DAYS, 2) –
 * 4 + 48 copies at most instead of 192. Anything older than `keepDays` goes. `mtimeMs`: when
 * the copy was made.
 */
export function backupsToDelete(
  copies: readonly { name: string; mtimeMs: number }[],
  { now, keepDays }: { now: Date; keepDays: number },
): string[] {
  const newestFirst = [...copies].sort((a, b) => b.mtimeMs - a.mtimeMs)
  const hours = new Set<number>()
  return newestFirst.flatMap((copy, index) => {
    if (now.getTime() - copy.mtimeMs > keepDays * 24 * 60 * 60 * 1000) return [copy.name]
    const hour = Math.floor(copy.mtimeMs / (60 * 60 * 1000))
    const firstOfHour = !hours.has(hour)
    hours.add(hour)
    return index < KEEP_LAST || firstOfHour ? [] : [copy.name]
  })
}

/** Copies the live database into `file` (owner-only), consistent while the server writes. */
export function vacuumInto(databaseFile: string, file: string) {
  if (!existsSync(databaseFile)) throw new Error(`no database at ${databaseFile}`)
  const db = new DatabaseSync(databaseFile)
  try {
    // The server holds the write lock for milliseconds at a time; the copy waits that out.
    db.exec('PRAGMA busy_timeout = 10000')
    rmSync(`${file}.part`, { force: true })
    db.prepare('VACUUM INTO ?').run(`${file}.part`)
  } finally {
    db.close()
  }
  chmodSync(`${file}.part`, 0o600)
  renameSync(`${file}.part`, file)
}

/** Processes (other than this one) that have `file` open – a running server, the CLI. */
export function processesUsing(file: string): number[] {
  if (!existsSync(file)) return []
  const target = realpathSync(file)
  const found: number[] = []
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    if (Number(pid) === process.pid) continue
    let fds: string[]
    try {
      fds = readdirSync(`/proc/${pid}/fd`)
    } catch {
      continue // gone, or another user's (which then cannot use our owner-only file either)
    }
    for (const fd of fds) {
      try {
        if (readlinkSync(`/proc/${pid}/fd/${fd}`) === target) {
          found.push(Number(pid))
          break
        }
      } catch {
        // closed meanwhile
      }
    }
  }
  return found
}

/** The erasure journal of a SQLite database file, or nothing when it has none (yet). */
export function sqliteJournal(file: string): JournalEntry[] {
  if (!existsSync(file)) return []
  const db = new DatabaseSync(file, { readOnly: true })
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'erasure_journal'").get()
    if (!table) return []
    return db
      .prepare('SELECT request_id, erased_at, reason FROM erasure_journal')
      .all()
      .map((row) => ({
        requestId: row.request_id as string,
        erasedAt: new Date(row.erased_at as number),
        reason: row.reason as JournalEntry['reason'],
      }))
  } finally {
    db.close()
  }
}

export type RestoreSummary = {
  requests: number
  quarantined: number
  /** The newest stored request's arrival (quarantine included), null when there is none. */
  newest: Date | null
  /** Requests of the backup that the erasure journal removed again. */
  erased: number
  /** Where the database that was replaced was moved (delete it once the restore is checked). */
  replaced: string | null
}

/**
 * Restores `backupFile` as DATA_DIR/contact.db. `journal`: erasures to apply again (gathered by
 * the caller: server/backup/restore-journal.ts). Refuses while a process has the database open.
 */
/** Throws when a process (the server) has DATA_DIR/contact.db open. */
export function refuseWhileInUse(dataDir: string) {
  const target = join(dataDir, SQLITE_FILE)
  const users = processesUsing(target)
  if (users.length > 0)
    throw new Error(`${target} is in use by process ${users.join(', ')} (the server?); stop it before a restore`)
}

export async function restoreSqlite(
  backupFile: string,
  { dataDir, journal = [], now = new Date() }: { dataDir: string; journal?: readonly JournalEntry[]; now?: Date },
): Promise<RestoreSummary> {
  const target = join(dataDir, SQLITE_FILE)
  refuseWhileInUse(dataDir)
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const staging = `${target}.restoring`
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${staging}${suffix}`, { force: true })
  copyFileSync(backupFile, staging)
  chmodSync(staging, 0o600)

  const repository = createSqliteRepository({ file: staging })
  let summary: Omit<RestoreSummary, 'replaced'>
  try {
    // An older backup gets the migrations of this version, then loses what was erased since.
    await repository.migrate()
    const erased = await repository.applyErasureJournal(journal)
    const stats = await repository.stats()
    const newest = [
      ...(await repository.listRequests({ limit: 1 })),
      ...(await repository.listQuarantined({ limit: 1 })),
    ]
      .map((request) => request.createdAt)
      .sort((a, b) => b.getTime() - a.getTime())[0]
    summary = { requests: stats.requests, quarantined: stats.quarantined, newest: newest ?? null, erased }
  } finally {
    await repository.close()
  }

  let replaced: string | null = null
  if (existsSync(target)) {
    replaced = `${target}.replaced-${now.toISOString().replace(/[:.]/g, '')}`
    renameSync(target, replaced)
    for (const suffix of ['-wal', '-shm'])
      if (existsSync(`${target}${suffix}`)) renameSync(`${target}${suffix}`, `${replaced}${suffix}`)
  }
  renameSync(staging, target)
  rmSync(`${staging}-shm`, { force: true })
  return { ...summary, replaced }
}
