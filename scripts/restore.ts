/**
 * `npm run restore -- <backup> [--without-journal]`: puts a backup back in place of the contact
 * database the server's settings name (docs/deploy.md, "Restoring"), then applies the newest
 * erasure journal again, so nothing erased after the backup comes back (docs/decisions/025).
 *   SQLite: <backup> is a file (BACKUP_DIR/contact-….db) or `restic:<snapshot id|latest>`
 *     (the off-site copy). Refused while a process (the server) has the database open.
 *   PostgreSQL: <backup> is a pgBackRest label, `latest`, or a point in time ("2026-11-26
 *     01:30" is Berlin time; "…+01" or "…Z" give the offset). Refused while other sessions use
 *     the database. Run as root: stops the cluster (RESTORE_STOP_POSTGRES), restores it, starts
 *     it (RESTORE_START_POSTGRES).
 * The journal is read from every place that may hold it (server/backup/restore-journal.ts);
 * without any, the restore is refused unless `--without-journal` says so on purpose.
 * Prints what it restored: the number of requests and the newest one's arrival.
 */
import { execSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import pg from 'pg'

import { JOURNAL_FILE, journalFileIn, readJournalFile, writeJournalFile } from '../server/backup/journal-file.ts'
import { fetchOffsiteFile } from '../server/backup/offsite.ts'
import { backupsInfo, pgbackrest, pgRestore, type PgTarget } from '../server/backup/pgbackrest.ts'
import {
  gatherJournal,
  type JournalSource,
  newestOffsiteJournal,
  NO_JOURNAL,
  parsePointInTime,
} from '../server/backup/restore-journal.ts'
import { refuseWhileInUse, restoreSqlite, sqliteJournal } from '../server/backup/sqlite-backup.ts'
import { createRepository, SQLITE_FILE } from '../server/contact/create-repository.ts'
import type { ContactRepository, JournalEntry } from '../server/contact/repository.ts'
import { readEnv } from '../server/env.ts'

const withoutJournal = process.argv.includes('--without-journal')
const source = process.argv.slice(2).find((arg) => arg !== '--without-journal')
if (!source || source === '--help') {
  console.error(
    'Usage: npm run restore -- <backup file | restic:<snapshot>|restic:latest | pgBackRest label | latest | time> [--without-journal]',
  )
  process.exit(2)
}
const env = readEnv()
const backupDir = process.env.BACKUP_DIR || '/var/backups/mandatwerk'
const when = (date: Date | null) => (date ? date.toISOString() : 'none')

/** The journal sources both engines share: the file beside the database, its BACKUP_DIR copy, the newest off-site copy. */
const fileSources: JournalSource[] = [
  { name: `${journalFileIn(env.DATA_DIR)}`, read: () => readJournalFile(journalFileIn(env.DATA_DIR)!) },
  { name: join(backupDir, JOURNAL_FILE), read: () => readJournalFile(join(backupDir, JOURNAL_FILE)) },
  { name: 'the newest off-site snapshot', read: () => newestOffsiteJournal() },
]

/** The merged journal, or the refusal; `--without-journal` restores with none on purpose. */
async function journalOrRefuse(sources: JournalSource[]): Promise<JournalEntry[]> {
  const journal = await gatherJournal(sources, (line) => console.error(line))
  if (journal) return journal
  if (!withoutJournal) throw new Error(NO_JOURNAL)
  console.error('restore: --without-journal: restoring without any erasure journal, as asked')
  return []
}

/** Keeps the file beside the database complete: what was applied is the newest journal now. */
function rememberJournal(journal: readonly JournalEntry[]) {
  if (journal.length > 0 && existsSync(env.DATA_DIR)) writeJournalFile(journalFileIn(env.DATA_DIR)!, journal)
}

async function summary(repository: ContactRepository) {
  const stats = await repository.stats()
  const newest = [...(await repository.listRequests({ limit: 1 })), ...(await repository.listQuarantined({ limit: 1 }))]
    .map((request) => request.createdAt)
    .sort((a, b) => b.getTime() - a.getTime())[0]
  return { ...stats, newest: newest ?? null }
}

async function restoreSqliteFrom(arg: string) {
  refuseWhileInUse(env.DATA_DIR)
  let file = arg
  let scratch: string | undefined
  const sources = [...fileSources]
  if (arg.startsWith('restic:')) {
    scratch = mkdtempSync(join(tmpdir(), 'mandatwerk-restore-'))
    const snapshot = fetchOffsiteFile(arg.slice('restic:'.length), scratch)
    const database = snapshot.paths.find((path) => /contact-[^/]*\.db$/.test(path)) ?? snapshot.paths[0]!
    file = join(scratch, database)
    console.log(`off-site snapshot ${snapshot.short_id} of ${snapshot.time}: ${database}`)
    const copy = snapshot.paths.find((path) => path.endsWith(`/${JOURNAL_FILE}`))
    if (copy) sources.push({ name: `snapshot ${snapshot.short_id}`, read: () => readJournalFile(join(scratch!, copy)) })
  }
  try {
    if (!existsSync(file)) throw new Error(`No backup at ${file}`)
    // Also the journals of the database being replaced (corrupt or missing: skipped) and of the newest local backup.
    const newestLocal = existsSync(backupDir)
      ? readdirSync(backupDir)
          .filter((name) => /^contact-.*\.db$/.test(name))
          .sort()
          .at(-1)
      : undefined
    const current = join(env.DATA_DIR, SQLITE_FILE)
    sources.push(
      { name: 'the database being replaced', read: () => (existsSync(current) ? sqliteJournal(current) : null) },
      { name: `backup ${newestLocal}`, read: () => (newestLocal ? sqliteJournal(join(backupDir, newestLocal)) : null) },
    )
    const journal = await journalOrRefuse(sources)
    const result = await restoreSqlite(file, { dataDir: env.DATA_DIR, journal })
    rememberJournal(journal)
    console.log(
      `restored: ${result.requests} request(s) and ${result.quarantined} in quarantine, newest received ${when(result.newest)}; ` +
        `erasure journal: ${result.erased} erased request(s) removed again`,
    )
    if (result.replaced)
      console.log(`the replaced database is at ${result.replaced} (removed by the backup job after 2 days)`)
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true })
  }
}

/**
 * The erasure journal of the database about to be replaced, after checking that no other
 * session uses it; null when the database does not answer (a broken cluster is a reason to
 * restore): the journal files are then what is applied.
 */
async function currentJournal(): Promise<JournalEntry[] | null> {
  const client = new pg.Client({ connectionString: env.DATABASE_URL, connectionTimeoutMillis: 5_000 })
  try {
    await client.connect()
  } catch (error) {
    console.error(
      `restore: the database does not answer (${(error as Error).message}); its erasure journal cannot be read`,
    )
    return null
  }
  const sessions = await client.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  )
  await client.end()
  if (sessions.rows[0]!.n > 0)
    throw new Error(
      `${sessions.rows[0]!.n} other session(s) use the database (the server?); stop them before a restore`,
    )
  const current = await createRepository({ databaseUrl: env.DATABASE_URL, dataDir: '' })
  try {
    return await current.erasureJournal()
  } finally {
    await current.close()
  }
}

async function restorePostgres(arg: string) {
  const point = /^\d{4}-\d\d-\d\d[ T]/.test(arg) ? parsePointInTime(arg) : undefined
  if (/^\d{4}-\d\d-\d\d[ T]/.test(arg) && !point) throw new Error(`Not a time: ${arg}`)
  const time = point?.instant
  if (point)
    console.log(
      `point in time: ${arg} ${point.berlin ? 'read as Europe/Berlin time' : 'with its offset'} = ${point.instant.toISOString()} (UTC)`,
    )
  const target: PgTarget = time ? { time } : arg === 'latest' ? 'end' : { label: arg }
  if (typeof target === 'object' && 'label' in target && !backupsInfo().backup.some((b) => b.label === arg))
    throw new Error(`No pgBackRest backup ${arg} (see: pgbackrest info)`)
  const current = await currentJournal()
  const journal = await journalOrRefuse([{ name: 'the database being replaced', read: () => current }, ...fileSources])
  // The WAL up to this moment is archived before the cluster stops (check switches and waits).
  if (current) pgbackrest(['check'])
  try {
    execSync(process.env.RESTORE_STOP_POSTGRES || 'systemctl stop postgresql', { stdio: 'inherit' })
  } catch (error) {
    if (current) throw error // it answered a moment ago: do not restore under a running cluster
    console.error('restore: stopping PostgreSQL failed; it was not answering anyway, so the restore goes on')
  }
  pgRestore(target)
  execSync(process.env.RESTORE_START_POSTGRES || 'systemctl start postgresql', { stdio: 'inherit' })
  // Recovery replays WAL, then promotes: wait until the database takes writes again.
  const deadline = Date.now() + 300_000
  for (;;) {
    const probe = new pg.Client({ connectionString: env.DATABASE_URL })
    try {
      await probe.connect()
      const recovering = await probe.query<{ r: boolean }>('SELECT pg_is_in_recovery() AS r')
      if (!recovering.rows[0]!.r) break
    } catch (error) {
      if (Date.now() > deadline) throw error
    } finally {
      await probe.end().catch(() => {})
    }
    if (Date.now() > deadline) throw new Error('PostgreSQL did not finish recovery within 5 minutes')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const restored = await createRepository({ databaseUrl: env.DATABASE_URL, dataDir: '' })
  try {
    const erased = await restored.applyErasureJournal(journal)
    rememberJournal(journal)
    const result = await summary(restored)
    console.log(
      `restored ${time ? `to ${time.toISOString()}` : arg === 'latest' ? 'to the end of the archived WAL' : arg}: ${result.requests} request(s) and ${result.quarantined} in quarantine, ` +
        `newest received ${when(result.newest)}; erasure journal: ${erased} erased request(s) removed again`,
    )
  } finally {
    await restored.close()
  }
}

try {
  await (env.DATABASE_URL ? restorePostgres(source) : restoreSqliteFrom(source))
} catch (error) {
  const detail = error as Error & { stderr?: string }
  console.error(`restore failed: ${detail.message}${detail.stderr ? `\n${detail.stderr}` : ''}`)
  process.exitCode = 1
}
