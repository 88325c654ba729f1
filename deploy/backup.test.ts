/**
 * deploy/backup.sh (npm run backup) and npm run restore on SQLite, against the real files and
 * a real restic repository in a temporary folder: the backup holds what the server stored,
 * is its owner's only, older local copies go; the off-site copy is encrypted and restores;
 * /metrics reports both successes; a failed backup exits non-zero.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, expect, test } from 'vitest'

import { createRepository } from '../server/contact/create-repository.ts'
import { setLogLevel } from '../server/log.ts'
import { createMetrics } from '../server/metrics.ts'
import { VALID_REQUEST } from '../tests/fixtures/contact-request.ts'
import { type ContactServer, startContactServer } from '../tests/support/contact-server.ts'
import { testStorage } from '../tests/support/contact-storage.ts'
import { runScript } from '../tests/support/operator-scripts.ts'
import { resticRepository, resticSnapshots } from '../tests/support/restic.ts'

const DAY_MS = 24 * 60 * 60 * 1000

function backupSh(env: Record<string, string | undefined>) {
  const output = execFileSync('sh', ['deploy/backup.sh'], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' })
  return output.trim().split('\n').at(-1)!
}

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
}

const servers: ContactServer[] = []
beforeAll(() => setLogLevel('silent'))
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
})

async function storeRequest(storage: ReturnType<typeof testStorage>) {
  const server = await startContactServer(storage)
  servers.push(server)
  const email = `backup-${Date.now()}@example.org`
  expect((await server.post({ ...VALID_REQUEST, email })).status).toBe(201)
  return { server, email }
}

test('a backup holds what the server stored, for its owner only; off-site encrypted; /metrics says when', async () => {
  const storage = testStorage('sqlite')
  const { server, email } = await storeRequest(storage)
  const restic = resticRepository()
  const backupDir = join(mkdtempSync(join(tmpdir(), 'backups-')), 'mandatwerk')
  const settings = { DATA_DIR: storage.dataDir, BACKUP_DIR: backupDir, ...restic }
  const started = Date.now() / 1000
  const file = backupSh(settings)
  // The backup and the newest erasure journal (ids and times only) beside it.
  expect(readdirSync(backupDir).sort()).toEqual([file.slice(backupDir.length + 1), 'erasure-journal.jsonl'].sort())
  expect(statSync(file).mode & 0o777).toBe(0o600)
  expect(statSync(backupDir).mode & 0o777).toBe(0o700)
  expect(readFileSync(file).includes(Buffer.from(email))).toBe(true)

  // Off-site: a restic snapshot of the file and the journal, and nothing of the request readable in the repository.
  expect(resticSnapshots(restic).map((snapshot) => snapshot.paths.sort())).toEqual([
    [file, join(backupDir, 'erasure-journal.jsonl')].sort(),
  ])
  const repositoryFiles = filesUnder(restic.RESTIC_REPOSITORY)
  expect(repositoryFiles.length).toBeGreaterThan(3)
  expect(repositoryFiles.filter((path) => readFileSync(path).includes(Buffer.from(email)))).toEqual([])

  // /metrics reports both successes (the status file the backup wrote, read at scrape time).
  const metrics = createMetrics()
  metrics.watchBackups(storage.dataDir)
  const text = await metrics.registry.metrics()
  for (const name of ['backup_last_success_timestamp_seconds', 'offsite_backup_last_success_timestamp_seconds']) {
    const value = Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1])
    expect(value).toBeGreaterThanOrEqual(Math.floor(started))
    expect(value).toBeLessThanOrEqual(Date.now() / 1000)
  }

  // The off-site copy restores into a fresh DATA_DIR (the machine is lost) with the request.
  await server.stop()
  const fresh = mkdtempSync(join(tmpdir(), 'restored-'))
  const restored = runScript('restore', ['restic:latest'], {
    DATA_DIR: fresh,
    BACKUP_DIR: join(fresh, 'none'),
    ...restic,
  })
  expect(restored.status, restored.stderr).toBe(0)
  expect(restored.stdout).toMatch(/restored: 1 request\(s\) and 0 in quarantine, newest received 20\d\d-/)
  const repository = await createRepository({ dataDir: fresh })
  expect((await repository.allRequests()).map((request) => request.email)).toEqual([email])
  await repository.close()
}, 60_000)

test('local backups older than BACKUP_KEEP_DAYS are deleted; newer ones and other files stay', async () => {
  const storage = testStorage('sqlite')
  await storeRequest(storage)
  const backupDir = mkdtempSync(join(tmpdir(), 'backups-'))
  const aged = (name: string, days: number) => {
    writeFileSync(join(backupDir, name), 'old backup')
    const time = new Date(Date.now() - days * DAY_MS)
    utimesSync(join(backupDir, name), time, time)
  }
  aged('contact-old.db', 3)
  aged('contact-recent.db', 1)
  aged('notes.txt', 30)
  mkdirSync(join(backupDir, 'contact-dir'))
  const file = backupSh({ DATA_DIR: storage.dataDir, BACKUP_DIR: backupDir, BACKUP_KEEP_DAYS: '2' })
  expect(readdirSync(backupDir).sort()).toEqual(
    ['contact-dir', 'contact-recent.db', file.slice(backupDir.length + 1), 'erasure-journal.jsonl', 'notes.txt'].sort(),
  )
})

test('says so and fails when there is no database to back up, or the off-site copy fails', async () => {
  const empty = mkdtempSync(join(tmpdir(), 'no-data-'))
  const missing = runScript('backup', [], { DATA_DIR: empty, BACKUP_DIR: join(empty, 'b') })
  expect(missing.status).toBe(1)
  expect(missing.stderr).toMatch(/backup failed: no database at/)

  const storage = testStorage('sqlite')
  await storeRequest(storage)
  const restic = { ...resticRepository(), RESTIC_PASSWORD_FILE: join(empty, 'no-such-password-file') }
  const failed = runScript('backup', [], { DATA_DIR: storage.dataDir, BACKUP_DIR: join(empty, 'b2'), ...restic })
  expect(failed.status).toBe(1)
  expect(failed.stderr).toMatch(/backup failed/)
  const metrics = createMetrics()
  metrics.watchBackups(storage.dataDir)
  expect(await metrics.registry.metrics()).toMatch(/^offsite_backup_last_success_timestamp_seconds 0$/m)
}, 30_000)
