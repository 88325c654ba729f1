/**
 * `npm run backup`: one backup of the contact database with the server's settings
 * (docs/deploy.md, "Backups"), run every 15 minutes by deploy/mandatwerk-backup.timer.
 *   SQLite (no DATABASE_URL): VACUUM INTO BACKUP_DIR/contact-<time>.db; local copies older
 *     than BACKUP_KEEP_DAYS (default 2) are deleted.
 *   PostgreSQL: a pgBackRest backup (WAL is archived continuously between them).
 * Then, when RESTIC_REPOSITORY is set, the backup is copied off-site (restic, 14 days).
 * Records its success in DATA_DIR/backup-status.json (/metrics) and prints the backup's path
 * or label on its last line. Exits non-zero when anything failed (the unit's OnFailure=).
 */
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'

import { copyOffsite, offsiteConfigured } from '../server/backup/offsite.ts'
import { pgbackrestRepository, pgBackup } from '../server/backup/pgbackrest.ts'
import { backupName, vacuumInto } from '../server/backup/sqlite-backup.ts'
import { recordBackupStatus } from '../server/backup/status.ts'
import { SQLITE_FILE } from '../server/contact/create-repository.ts'
import { readEnv } from '../server/env.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const env = readEnv()
const backupDir = process.env.BACKUP_DIR || '/var/backups/mandatwerk'
const keepDays = Number(process.env.BACKUP_KEEP_DAYS || 2)
const now = new Date()
process.umask(0o077)

try {
  let id: string
  let offsitePaths: string[]
  if (env.DATABASE_URL) {
    id = pgBackup(now.getTime())
    offsitePaths = [pgbackrestRepository()]
  } else {
    mkdirSync(backupDir, { recursive: true, mode: 0o700 })
    id = join(backupDir, backupName(now, 'db'))
    vacuumInto(join(env.DATA_DIR, SQLITE_FILE), id)
    // Backups hold personal data: older local copies go (the off-site ones after 14 days).
    for (const name of readdirSync(backupDir)) {
      const path = join(backupDir, name)
      if (!name.startsWith('contact-') || !statSync(path).isFile()) continue
      if (now.getTime() - statSync(path).mtimeMs > keepDays * DAY_MS) rmSync(path)
    }
    offsitePaths = [id]
  }
  recordBackupStatus(env.DATA_DIR, { backup: { at: now.toISOString(), id } })
  if (offsiteConfigured()) {
    const snapshot = copyOffsite(offsitePaths)
    recordBackupStatus(env.DATA_DIR, { offsite: { at: new Date().toISOString(), snapshot } })
    console.log(`off-site: restic snapshot ${snapshot} in ${process.env.RESTIC_REPOSITORY}`)
  } else {
    console.error('backup: RESTIC_REPOSITORY is not set, so this backup stays on this machine only')
  }
  console.log(id)
} catch (error) {
  const detail = error as Error & { stderr?: string }
  console.error(`backup failed: ${detail.message}${detail.stderr ? `\n${detail.stderr}` : ''}`)
  process.exitCode = 1
}
