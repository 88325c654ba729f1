/** A restic repository of a test's own, in a temporary folder (never a network address). */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The variables that name a fresh repository (created by the first backup) and its password file. */
export function resticRepository() {
  const dir = mkdtempSync(join(tmpdir(), 'restic-'))
  writeFileSync(join(dir, 'password'), 'correct horse battery staple\n', { mode: 0o600 })
  return {
    RESTIC_REPOSITORY: join(dir, 'repo'),
    RESTIC_PASSWORD_FILE: join(dir, 'password'),
    RESTIC_CACHE_DIR: join(dir, 'cache'),
  }
}

/** The repository's snapshots, as restic lists them. */
export function resticSnapshots(restic: ReturnType<typeof resticRepository>): { paths: string[]; tags: string[] }[] {
  return JSON.parse(
    execFileSync('restic', ['snapshots', '--json'], { env: { PATH: process.env.PATH, ...restic }, encoding: 'utf8' }),
  )
}
