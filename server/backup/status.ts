/**
 * The backup's status file, DATA_DIR/backup-status.json: when the last backup and the last
 * off-site copy succeeded. Written by `npm run backup` (scripts/backup.ts) after each success,
 * read by the server at every scrape of /metrics (backup_last_success_timestamp_seconds,
 * offsite_backup_last_success_timestamp_seconds) – the server and the backup share DATA_DIR,
 * and the server needs no setting of the backup's.
 */
import { chmodSync, chownSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

export const STATUS_FILE = 'backup-status.json'

export type BackupStatus = {
  /** The last backup that succeeded: its time and path (SQLite) or pgBackRest label. */
  backup?: { at: string; id: string }
  /** The last off-site copy (restic) that succeeded: its time and snapshot id. */
  offsite?: { at: string; snapshot: string }
  /** The last `restic forget --prune` (once a day, scripts/backup.ts). */
  prune?: { at: string }
}

export function readBackupStatus(dataDir: string): BackupStatus {
  try {
    return JSON.parse(readFileSync(join(dataDir, STATUS_FILE), 'utf8')) as BackupStatus
  } catch {
    return {}
  }
}

/**
 * Replaces one part of the status, atomically (a scrape never reads half a file). It holds
 * times and a path, nothing personal: readable by all (0644), owned like DATA_DIR (on
 * PostgreSQL the backup runs as root, the server as the service user).
 */
export function recordBackupStatus(dataDir: string, update: BackupStatus) {
  const file = join(dataDir, STATUS_FILE)
  const next = { ...readBackupStatus(dataDir), ...update }
  writeFileSync(`${file}.part`, `${JSON.stringify(next, null, 2)}\n`)
  chmodSync(`${file}.part`, 0o644)
  if (process.getuid?.() === 0) {
    const owner = statSync(dataDir)
    chownSync(`${file}.part`, owner.uid, owner.gid)
  }
  renameSync(`${file}.part`, file)
}

/** Seconds since the epoch of an ISO time in the status, 0 when there is none (never: the alert fires). */
export function statusSeconds(at: string | undefined): number {
  const ms = at ? Date.parse(at) : NaN
  return Number.isFinite(ms) ? ms / 1000 : 0
}
