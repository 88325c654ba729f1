/**
 * PostgreSQL backups with pgBackRest (docs/decisions/024): full and incremental backups of
 * the cluster plus continuous WAL archiving (`archive_command = pgbackrest … archive-push`),
 * so a restore can go to any point within the last 14 days. pgBackRest reads its settings
 * from /etc/pgbackrest.conf or PGBACKREST_* variables (tests: a throwaway cluster and repo).
 * It must run as the cluster's owner: as root, this runs it as `postgres`.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

export const STANZA = process.env.PGBACKREST_STANZA ?? 'mandatwerk'

/** A full backup at least this often; incremental ones between. */
export const FULL_EVERY_MS = 24 * 60 * 60 * 1000

function asClusterOwner(args: string[]): [string, string[]] {
  const user = process.env.PGBACKREST_RUN_AS ?? 'postgres'
  return process.getuid?.() === 0 ? ['runuser', ['-u', user, '--', ...args]] : [args[0]!, args.slice(1)]
}

export function pgbackrest(args: string[], env: NodeJS.ProcessEnv = process.env): string {
  const [command, rest] = asClusterOwner(['pgbackrest', `--stanza=${STANZA}`, ...args])
  return execFileSync(command, rest, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

type BackupInfo = { label: string; type: 'full' | 'diff' | 'incr'; timestamp: { start: number; stop: number } }

export function backupsInfo(env: NodeJS.ProcessEnv = process.env): {
  status: { code: number; message: string }
  backup: BackupInfo[]
} {
  const info = JSON.parse(pgbackrest(['info', '--output=json'], env)) as {
    status: { code: number; message: string }
    backup: BackupInfo[]
  }[]
  return info[0] ?? { status: { code: 1, message: 'no stanza' }, backup: [] }
}

/** One backup: full when the newest full one is older than a day, else incremental. Returns its label. */
export function pgBackup(now = Date.now(), env: NodeJS.ProcessEnv = process.env): string {
  let info = backupsInfo(env)
  if (info.status.code === 1) {
    pgbackrest(['stanza-create'], env)
    info = backupsInfo(env)
  }
  const lastFull = info.backup.filter((b) => b.type === 'full').at(-1)
  const type = !lastFull || now - lastFull.timestamp.stop * 1000 > FULL_EVERY_MS ? 'full' : 'incr'
  pgbackrest(['backup', `--type=${type}`], env)
  const newest = backupsInfo(env).backup.at(-1)
  if (!newest) throw new Error('pgbackrest backup ended without a backup in its repository')
  return newest.label
}

export type PgTarget = { label: string } | { time: Date } | 'end'

/**
 * Restores the cluster in place (`--delta`): to the end of backup `label`, to a point in time
 * (replaying the archived WAL up to it), or to the end of the archived WAL. The cluster must
 * be stopped.
 */
export function pgRestore(target: PgTarget, env: NodeJS.ProcessEnv = process.env) {
  // Recovery to a target then promotes (takes writes); to the end of the WAL it does anyway.
  const args =
    target === 'end'
      ? ['--type=default']
      : 'label' in target
        ? [`--set=${target.label}`, '--type=immediate', '--target-action=promote']
        : [
            '--type=time',
            `--target=${target.time.toISOString().replace('T', ' ').replace('Z', '+00')}`,
            '--target-action=promote',
          ]
  pgbackrest(['restore', '--delta', ...args], env)
}

/**
 * The repository's path, for the off-site copy (restic copies the whole repository): as
 * pgBackRest finds it – PGBACKREST_REPO1_PATH, else `repo1-path` of its configuration file
 * (PGBACKREST_CONFIG, default /etc/pgbackrest.conf), else its default.
 */
export function pgbackrestRepository(env: NodeJS.ProcessEnv = process.env): string {
  if (env.PGBACKREST_REPO1_PATH) return env.PGBACKREST_REPO1_PATH
  const config = env.PGBACKREST_CONFIG ?? '/etc/pgbackrest.conf'
  const configured = existsSync(config)
    ? /^repo1-path=(.+)$/m.exec(readFileSync(config, 'utf8'))?.[1]?.trim()
    : undefined
  return configured || '/var/lib/pgbackrest'
}
