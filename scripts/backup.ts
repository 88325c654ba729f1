/**
 * `npm run backup`: one backup of the contact database with the server's settings
 * (docs/deploy.md, "Backups"), run every 15 minutes by deploy/mandatwerk-backup.timer.
 *   SQLite (no DATABASE_URL): VACUUM INTO BACKUP_DIR/contact-<time>.db; of the local copies the
 *     newest four stay and one an hour up to BACKUP_KEEP_DAYS (default 2); older ones go.
 *   PostgreSQL: a pgBackRest backup (WAL is archived continuously between them).
 * Both: the erasure journal – the journal file beside the database merged with the database's
 * own journal – goes to BACKUP_DIR/erasure-journal.jsonl (docs/decisions/025).
 * Then, when RESTIC_REPOSITORY is set, the backup and the journal are copied off-site (restic,
 * 14 days; `forget --prune` once a day – unless RESTIC_APPEND_ONLY=1 says the repository is an
 * append-only REST server, whose own host prunes: deploy/backup-host/offsite-prune, ADR 030). Records its success in DATA_DIR/backup-status.json
 * (/metrics) and prints the backup's path or label on its last line. Exits non-zero when
 * anything failed (the unit's OnFailure=).
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'

import {
  JOURNAL_FILE,
  journalFileIn,
  mergeJournals,
  readJournalFile,
  writeJournalFile,
} from '../server/backup/journal-file.ts'
import {
  copyOffsite,
  offsiteAppendOnly,
  offsiteConfigured,
  offsiteName,
  PRUNE_EVERY_DAYS,
} from '../server/backup/offsite.ts'
import { pgbackrestRepository, pgBackup } from '../server/backup/pgbackrest.ts'
import { backupName, backupsToDelete, sqliteJournal, vacuumInto } from '../server/backup/sqlite-backup.ts'
import { readBackupStatus, recordBackupStatus } from '../server/backup/status.ts'
import { createRepository, SQLITE_FILE } from '../server/contact/create-repository.ts'
import type { JournalEntry } from '../server/contact/repository.ts'
import { erasureJournalCutoff, removeReplacedDatabases } from '../server/contact/retention.ts'
import { readEnv } from '../server/env.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const env = readEnv()
const backupDir = process.env.BACKUP_DIR || '/var/backups/mandatwerk'
const keepDays = Number(process.env.BACKUP_KEEP_DAYS || 2)
const now = new Date()
process.umask(0o077)

/** The database's erasure journal on PostgreSQL (SQLite's is read from the fresh copy). */
async function postgresJournal(): Promise<JournalEntry[]> {
  const repository = await createRepository({ databaseUrl: env.DATABASE_URL, dataDir: '' })
  try {
    return await repository.erasureJournal()
  } finally {
    await repository.close()
  }
}

try {
  mkdirSync(backupDir, { recursive: true, mode: 0o700 })
  let id: string
  let offsitePaths: string[]
  let journal: JournalEntry[]
  if (env.DATABASE_URL) {
    id = pgBackup(now.getTime())
    journal = await postgresJournal()
    offsitePaths = [pgbackrestRepository()]
  } else {
    id = join(backupDir, backupName(now, 'db'))
    vacuumInto(join(env.DATA_DIR, SQLITE_FILE), id)
    journal = sqliteJournal(id)
    // Backups hold personal data: the local copies a rule does not keep go (the off-site ones after 14 days).
    const copies = readdirSync(backupDir)
      .filter((name) => name.startsWith('contact-') && statSync(join(backupDir, name)).isFile())
      .map((name) => ({ name, mtimeMs: statSync(join(backupDir, name)).mtimeMs }))
    for (const name of backupsToDelete(copies, { now, keepDays })) rmSync(join(backupDir, name))
    // And so does what a restore left beside the database, after as long as a local copy is kept.
    removeReplacedDatabases(env.DATA_DIR, now, keepDays)
    offsitePaths = [id]
  }
  // The newest erasure journal goes with every backup, so a restore of any backup finds it.
  const journalCopy = join(backupDir, JOURNAL_FILE)
  const merged = mergeJournals(journal, readJournalFile(journalFileIn(env.DATA_DIR)!), readJournalFile(journalCopy))
  writeJournalFile(journalCopy, merged, erasureJournalCutoff(now))
  offsitePaths.push(journalCopy)
  recordBackupStatus(env.DATA_DIR, { backup: { at: now.toISOString(), id } })
  if (offsiteConfigured()) {
    const lastPrune = Date.parse(readBackupStatus(env.DATA_DIR).prune?.at ?? '')
    const prune = !offsiteAppendOnly() && !(now.getTime() - lastPrune < PRUNE_EVERY_DAYS * DAY_MS)
    const snapshot = copyOffsite(offsitePaths, { prune })
    const at = new Date().toISOString()
    recordBackupStatus(env.DATA_DIR, {
      offsite: { at, snapshot },
      ...(prune ? { prune: { at: now.toISOString() } } : {}),
    })
    console.log(`off-site: restic snapshot ${snapshot} in ${offsiteName()}${prune ? ' (pruned)' : ''}`)
  } else {
    console.error('backup: RESTIC_REPOSITORY is not set, so this backup stays on this machine only')
  }
  console.log(id)
} catch (error) {
  const detail = error as Error & { stderr?: string }
  console.error(`backup failed: ${detail.message}${detail.stderr ? `\n${detail.stderr}` : ''}`)
  process.exitCode = 1
}
