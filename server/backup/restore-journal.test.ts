/**
 * A restore never brings an erased request back (docs/decisions/033), on SQLite as the operator
 * meets it: the disk is lost (database and local backups) and an older off-site snapshot is
 * restored – the newest snapshot's journal still applies; the current database is corrupt –
 * the journal file beside it still applies and the restore goes on; no journal anywhere – the
 * restore is refused unless `--without-journal` says so. And a point in time without an
 * offset is Berlin's wall-clock time.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { beforeAll, describe, expect, test } from 'vitest'

import { testStorage } from '../../tests/support/contact-storage.ts'
import { newRequest } from '../../tests/support/new-request.ts'
import { runScript } from '../../tests/support/operator-scripts.ts'
import { resticRepository } from '../../tests/support/restic.ts'
import { createRepository, SQLITE_FILE } from '../contact/create-repository.ts'
import { setLogLevel } from '../log.ts'
import { parsePointInTime } from './restore-journal.ts'

beforeAll(() => setLogLevel('silent'))

/** Two requests stored, a backup (and off-site snapshot), then one of them erased through the CLI. */
async function backupThenErase(settings: Record<string, string>) {
  const repository = await createRepository({ dataDir: settings.DATA_DIR! })
  for (const email of ['erased@example.org', 'stays@example.org'])
    await repository.submit(newRequest({ request: { email } }))
  await repository.close()
  const before = runScript('backup', [], settings)
  expect(before.status, before.stderr).toBe(0)
  const snapshot = /restic snapshot (\w+)/.exec(before.stdout)?.[1]
  const erased = runScript('requests', ['delete', 'erased@example.org'], settings)
  expect(erased.stdout).toContain('Deleted 1 request(s)')
  return { file: before.last, snapshot }
}

async function emailsIn(dataDir: string) {
  const repository = await createRepository({ dataDir })
  try {
    return (await repository.allRequests()).map((request) => request.email).sort()
  } finally {
    await repository.close()
  }
}

describe('restore on SQLite', () => {
  test('after a lost disk, an older off-site snapshot is restored without the request erased since', async () => {
    const storage = testStorage('sqlite')
    const backupDir = mkdtempSync(join(tmpdir(), 'backups-'))
    const settings = { DATA_DIR: storage.dataDir, BACKUP_DIR: backupDir, ...resticRepository() }
    const { snapshot } = await backupThenErase(settings)
    expect(snapshot).toBeTruthy()
    const after = runScript('backup', [], settings) // its snapshot carries the newer journal
    expect(after.status, after.stderr).toBe(0)
    // The disk is lost: the database, the journal beside it and every local backup.
    rmSync(storage.dataDir, { recursive: true })
    rmSync(backupDir, { recursive: true })

    const restored = runScript('restore', [`restic:${snapshot}`], settings)
    expect(restored.status, restored.stderr).toBe(0)
    expect(restored.stdout).toMatch(/restored: 1 request\(s\) .*erasure journal: 1 erased request\(s\) removed again/)
    expect(await emailsIn(storage.dataDir)).toEqual(['stays@example.org'])
  }, 90_000)

  test('a corrupt current database does not stop the restore; the journal beside it still applies', async () => {
    const storage = testStorage('sqlite')
    const settings = { DATA_DIR: storage.dataDir, BACKUP_DIR: mkdtempSync(join(tmpdir(), 'backups-')) }
    const { file } = await backupThenErase(settings)
    const database = join(storage.dataDir, SQLITE_FILE)
    for (const suffix of ['-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true })
    writeFileSync(database, 'this is not a database '.repeat(500))
    rmSync(join(settings.BACKUP_DIR, 'erasure-journal.jsonl')) // only the file beside the database knows

    const restored = runScript('restore', [file], settings)
    expect(restored.status, restored.stderr).toBe(0)
    expect(restored.stderr).toMatch(/the database being replaced could not be read/)
    expect(restored.stdout).toMatch(/erasure journal: 1 erased request\(s\) removed again/)
    expect(await emailsIn(storage.dataDir)).toEqual(['stays@example.org'])
  }, 60_000)

  test('without any journal the restore is refused, unless --without-journal says so', async () => {
    const storage = testStorage('sqlite')
    const settings = { DATA_DIR: storage.dataDir, BACKUP_DIR: mkdtempSync(join(tmpdir(), 'backups-')) }
    const { file } = await backupThenErase(settings)
    // A new machine: nothing but the backup file.
    const fresh = { DATA_DIR: mkdtempSync(join(tmpdir(), 'fresh-')), BACKUP_DIR: join(tmpdir(), 'no-such-dir') }
    const refused = runScript('restore', [file], fresh)
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(/no erasure journal found .*--without-journal/)
    const forced = runScript('restore', [file, '--without-journal'], fresh)
    expect(forced.status, forced.stderr).toBe(0)
    expect(await emailsIn(fresh.DATA_DIR)).toEqual(['erased@example.org', 'stays@example.org'])
  }, 60_000)
})

test('a point in time without an offset is Berlin time; with one, that offset', () => {
  const read = (text: string) => parsePointInTime(text)?.instant.toISOString()
  expect(read('2026-11-26 01:30')).toBe('2026-11-26T00:30:00.000Z') // CET
  expect(read('2026-07-01 12:00:05')).toBe('2026-07-01T10:00:05.000Z') // CEST
  expect(read('2026-07-01 12:00:05.25')).toBe('2026-07-01T10:00:05.250Z') // a fraction of a second kept
  expect(read('2026-10-25 02:30')).toBe('2026-10-25T00:30:00.000Z') // twice that night: the first
  expect(read('2026-11-26 01:30:00+01')).toBe('2026-11-26T00:30:00.000Z')
  expect(read('2026-11-26T00:30:00Z')).toBe('2026-11-26T00:30:00.000Z')
  expect(read('2026-11-26T00:30:00.250-05:00')).toBe('2026-11-26T05:30:00.250Z')
  expect(parsePointInTime('yesterday')).toBeUndefined()
})
