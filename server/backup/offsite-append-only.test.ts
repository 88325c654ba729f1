/**
 * The off-site copy on an append-only restic REST server (ADR 030): `rclone serve restic
 * --append-only` from Debian, as on the backup host. The web server's backup adds snapshots and
 * never prunes (RESTIC_APPEND_ONLY=1); its credentials cannot delete a snapshot; the backup host's
 * deploy/backup-host/offsite-prune, on the repository's own path, removes what is older than 13 days.
 */
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, expect, test } from 'vitest'

import { testStorage } from '../../tests/support/contact-storage.ts'
import { newRequest } from '../../tests/support/new-request.ts'
import { runScript } from '../../tests/support/operator-scripts.ts'
import { resticRepository } from '../../tests/support/restic.ts'
import { createRepository } from '../contact/create-repository.ts'

const local = resticRepository() // the backup host's view: the repository's path
let server: ChildProcess
let rest: NodeJS.ProcessEnv // the web server's view: the REST address with its own account

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => done(port))
    })
  })
}

beforeAll(async () => {
  const port = await freePort()
  server = spawn(
    'rclone',
    [
      'serve',
      'restic',
      '--append-only',
      '--addr',
      `127.0.0.1:${port}`,
      '--user',
      'web',
      '--pass',
      'web-secret',
      local.RESTIC_REPOSITORY,
    ],
    { stdio: 'ignore', env: { PATH: process.env.PATH, HOME: tmpdir() } },
  )
  for (let i = 0; i < 100; i++) {
    const ok = spawnSync('curl', ['-s', '-o', '/dev/null', `http://127.0.0.1:${port}/`]).status === 0
    if (ok) break
    await new Promise((done) => setTimeout(done, 100))
  }
  rest = {
    RESTIC_REPOSITORY: `rest:http://web:web-secret@127.0.0.1:${port}/`,
    RESTIC_PASSWORD_FILE: local.RESTIC_PASSWORD_FILE,
    RESTIC_CACHE_DIR: mkdtempSync(join(tmpdir(), 'restic-cache-')),
  }
})
afterAll(() => {
  server?.kill()
})

const resticAs = (env: NodeJS.ProcessEnv, args: string[]) =>
  spawnSync('restic', args, { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' })
const snapshotTimes = () =>
  (JSON.parse(resticAs(local, ['snapshots', '--json', '--tag', 'mandatwerk']).stdout) as { time: string }[]).map(
    (snapshot) => snapshot.time,
  )

test('backups reach the append-only server without a prune; the web server cannot delete; the backup host prunes', async () => {
  const storage = testStorage('sqlite')
  const repository = await createRepository({ dataDir: storage.dataDir })
  await repository.submit(newRequest())
  await repository.close()
  const settings = {
    DATA_DIR: storage.dataDir,
    BACKUP_DIR: mkdtempSync(join(tmpdir(), 'backups-')),
    ...rest,
    RESTIC_APPEND_ONLY: '1',
  } as Record<string, string>
  for (const run of [runScript('backup', [], settings), runScript('backup', [], settings)]) {
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toMatch(/off-site: restic snapshot \w+ in rest:http:\/\/web:\*\*\*@/)
    expect(run.stdout + run.stderr, 'the account password in the backup log').not.toContain('web-secret')
    expect(run.stdout).not.toContain('(pruned)')
  }
  // A snapshot three weeks old, as the backup host holds one (restic's --time).
  const old = new Date(Date.now() - 21 * 24 * 3600 * 1000).toISOString().replace('T', ' ').slice(0, 19)
  execFileSync('restic', ['backup', '--quiet', '--tag', 'mandatwerk', '--time', old, settings.BACKUP_DIR!], {
    env: { PATH: process.env.PATH, ...local },
  })
  expect(snapshotTimes()).toHaveLength(3)

  // With the web server's credentials: what `restic forget` sends – a DELETE of each snapshot file
  // – is refused, and nothing is gone. (restic itself would retry the refusals for a minute.)
  const base = (rest.RESTIC_REPOSITORY as string).replace(/^rest:http:\/\/web:web-secret@/, 'http://')
  const auth = { Authorization: `Basic ${Buffer.from('web:web-secret').toString('base64')}` }
  const names = readdirSync(join(local.RESTIC_REPOSITORY, 'snapshots'))
  expect(names).toHaveLength(3)
  for (const name of names) {
    const deleted = await fetch(`${base}snapshots/${name}`, { method: 'DELETE', headers: auth })
    expect(deleted.status).toBe(403)
  }
  expect(snapshotTimes()).toHaveLength(3)

  // On the backup host, on the repository's path: the old snapshot goes, the new ones stay.
  const prune = spawnSync('sh', ['deploy/backup-host/offsite-prune'], {
    env: { PATH: process.env.PATH, ...local },
    encoding: 'utf8',
  })
  expect(prune.status, prune.stderr).toBe(0)
  const left = snapshotTimes()
  expect(left).toHaveLength(2)
  expect(left.every((time) => Date.now() - Date.parse(time) < 24 * 3600 * 1000)).toBe(true)
}, 120_000)

test('the web server’s own daily prune (a repository it may prune) removes snapshots older than 13 days', async () => {
  const storage = testStorage('sqlite')
  const repository = await createRepository({ dataDir: storage.dataDir })
  await repository.submit(newRequest())
  await repository.close()
  const own = resticRepository()
  const backupDir = mkdtempSync(join(tmpdir(), 'backups-'))
  const old = new Date(Date.now() - 21 * 24 * 3600 * 1000).toISOString().replace('T', ' ').slice(0, 19)
  execFileSync('restic', ['init', '--quiet'], { env: { PATH: process.env.PATH, ...own } })
  execFileSync('restic', ['backup', '--quiet', '--tag', 'mandatwerk', '--time', old, backupDir], {
    env: { PATH: process.env.PATH, ...own },
  })
  const run = runScript('backup', [], { DATA_DIR: storage.dataDir, BACKUP_DIR: backupDir, ...own })
  expect(run.status, run.stderr).toBe(0)
  expect(run.stdout).toContain('(pruned)')
  const times = (JSON.parse(resticAs(own, ['snapshots', '--json']).stdout) as { time: string }[]).map((s) => s.time)
  expect(times).toHaveLength(1)
  expect(Date.now() - Date.parse(times[0]!)).toBeLessThan(3600 * 1000)
}, 60_000)
