/**
 * The off-site copy: every backup goes into a restic repository (encrypted, deduplicated)
 * that the operator configures with restic's own variables – RESTIC_REPOSITORY (a path on
 * another disk, sftp:, s3:, rest: …) and RESTIC_PASSWORD_FILE. restic reads them from the
 * environment, so no secret is ever on a command line. Kept 14 days (`forget --keep-within`).
 */
import { execFileSync } from 'node:child_process'

/** How long the off-site copies are kept (privacy policy; docs/deploy.md, "Backups"). */
export const OFFSITE_KEEP_DAYS = 14

/**
 * `forget --prune` runs once a day, not with every copy (docs/decisions/033): it is slow on a large
 * repository and holds its lock. A snapshot is forgotten once older than OFFSITE_KEEP_DAYS less
 * this day, so none is older than OFFSITE_KEEP_DAYS when a prune removes it (privacy policy).
 */
export const PRUNE_EVERY_DAYS = 1

/** The tag of this site's snapshots, so `forget` leaves anything else in a shared repository alone. */
const TAG = 'mandatwerk'

export function offsiteConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.RESTIC_REPOSITORY)
}

/** The repository as logs may name it: a REST address's password (`rest:https://name:secret@…`) left out. */
export function offsiteName(env: NodeJS.ProcessEnv = process.env): string {
  return (env.RESTIC_REPOSITORY ?? '').replace(/^(rest:https?:\/\/[^:/@]+):[^@/]*@/, '$1:***@')
}

/**
 * RESTIC_APPEND_ONLY=1: the repository is a restic REST server in append-only mode (`rclone serve
 * restic --append-only` on the backup host, ADR 030). These credentials can add snapshots but
 * not delete them, so this machine never forgets or prunes; the backup host does
 * (deploy/backup-host/offsite-prune), with the same period.
 */
export function offsiteAppendOnly(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.RESTIC_APPEND_ONLY === '1'
}

function restic(args: string[], env: NodeJS.ProcessEnv, options: { input?: string } = {}) {
  return execFileSync('restic', args, {
    env,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['pipe', 'pipe', 'pipe'],
    ...options,
  })
}

/** Creates the repository when it does not exist yet (a fresh path). */
function ensureRepository(env: NodeJS.ProcessEnv) {
  try {
    restic(['cat', 'config'], env)
  } catch {
    restic(['init'], env)
  }
}

/**
 * Copies `paths` into the repository as one snapshot; with `prune` (once a day: scripts/backup.ts)
 * then forgets snapshots older than OFFSITE_KEEP_DAYS − PRUNE_EVERY_DAYS and prunes their data.
 * Returns the new snapshot's id.
 */
export function copyOffsite(
  paths: string[],
  { prune = true, env = process.env }: { prune?: boolean; env?: NodeJS.ProcessEnv } = {},
): string {
  ensureRepository(env)
  const output = restic(['backup', '--json', '--quiet', '--tag', TAG, '--host', TAG, ...paths], env)
  const summary = output
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { message_type?: string; snapshot_id?: string })
    .find((message) => message.message_type === 'summary')
  if (!summary?.snapshot_id) throw new Error(`restic backup gave no snapshot id: ${output.slice(0, 500)}`)
  if (prune) {
    const keep = `${OFFSITE_KEEP_DAYS - PRUNE_EVERY_DAYS}d`
    // One group for all of this site's snapshots: each names another file, so restic's default
    // groups (host, paths) hold one snapshot each, and --keep-within – counted from a group's
    // newest snapshot – would keep every one of them for ever.
    restic(['forget', '--quiet', '--tag', TAG, '--group-by', 'tags', '--keep-within', keep, '--prune'], env)
  }
  return summary.snapshot_id
}

export type Snapshot = { id: string; short_id: string; time: string; paths: string[] }

/** This site's snapshots, oldest first. */
export function offsiteSnapshots(env: NodeJS.ProcessEnv = process.env): Snapshot[] {
  return JSON.parse(restic(['snapshots', '--json', '--tag', TAG], env)) as Snapshot[]
}

/**
 * The snapshot `id` (or `latest`), written to `target`; `include`: only the files of that name.
 * Returns the snapshot, or null for `latest` of an empty repository when `include` is given.
 */
export function fetchOffsiteFile(
  id: string,
  target: string,
  env: NodeJS.ProcessEnv = process.env,
  include?: string,
): Snapshot {
  const snapshots = offsiteSnapshots(env)
  const snapshot = id === 'latest' ? snapshots.at(-1) : snapshots.find((s) => s.id.startsWith(id) || s.short_id === id)
  if (!snapshot) throw new Error(`No off-site snapshot ${id} in ${offsiteName(env)}`)
  restic(['restore', snapshot.id, '--target', target, ...(include ? ['--include', include] : [])], env)
  return snapshot
}
