/**
 * Erasure that erases (docs/decisions/025), on the SQLite file as it lies on disk: a request with a
 * unique marker, erased through the operator CLI while the server runs, is gone from the
 * database file and its WAL, from a backup taken afterwards, and from a database restored
 * from a backup taken before the erasure (the erasure journal is applied again).
 */
import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { afterAll, beforeAll, expect, test } from 'vitest'

import { VALID_REQUEST } from '../../tests/fixtures/contact-request.ts'
import { type ContactServer, startContactServer } from '../../tests/support/contact-server.ts'
import { testStorage } from '../../tests/support/contact-storage.ts'
import { runScript } from '../../tests/support/operator-scripts.ts'
import { createRepository, SQLITE_FILE } from '../contact/create-repository.ts'
import { readMigrations } from '../contact/migrations.ts'
import { setLogLevel } from '../log.ts'

/** Whether any of the files holds the bytes of `marker`. */
function holds(files: string[], marker: string) {
  return files.filter((file) => existsSync(file) && readFileSync(file).includes(Buffer.from(marker)))
}

const servers: ContactServer[] = []
beforeAll(() => setLogLevel('silent'))
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
})

test('an erased request is gone from the file, its WAL, later backups and a restore of an earlier backup', async () => {
  const storage = testStorage('sqlite')
  const settings = { DATA_DIR: storage.dataDir, BACKUP_DIR: mkdtempSync(join(tmpdir(), 'backups-')) }
  const db = join(storage.dataDir, SQLITE_FILE)
  const dbFiles = [db, `${db}-wal`]
  const marker = `erase-marker-${randomUUID()}`
  const email = `${marker}@example.org`

  const server = await startContactServer(storage)
  servers.push(server)
  expect((await server.post({ ...VALID_REQUEST, email, message: `Please call me. ${marker}` })).status).toBe(201)
  expect((await server.post({ ...VALID_REQUEST, email: 'stays@example.org' })).status).toBe(201)
  const before = runScript('backup', [], settings)
  expect(before.status, before.stderr).toBe(0)
  expect(holds([before.last], marker)).toEqual([before.last]) // the grep does find it where it is

  const erased = runScript('requests', ['delete', email], settings)
  expect(erased.stdout).toContain('Deleted 1 request(s)')
  // While the server still runs (and holds the file open): not in the file, not in the WAL.
  expect(holds(dbFiles, marker)).toEqual([])
  const after = runScript('backup', [], settings)
  expect(holds([after.last], marker)).toEqual([])

  // A restore refuses while the server has the database open…
  const refused = runScript('restore', [before.last], settings)
  expect(refused.status).toBe(1)
  expect(refused.stderr).toMatch(/in use by process \d+/)
  // …and, once it is stopped, brings back the earlier backup without the erased request.
  await server.stop()
  const restored = runScript('restore', [before.last], settings)
  expect(restored.status, restored.stderr).toBe(0)
  expect(restored.stdout).toMatch(/restored: 1 request\(s\) .*1 erased request\(s\) removed again/)
  expect(holds(dbFiles, marker)).toEqual([])
  const repository = await createRepository({ dataDir: storage.dataDir })
  expect((await repository.allRequests()).map((request) => request.email)).toEqual(['stays@example.org'])
  expect((await repository.erasureJournal()).map((entry) => entry.reason)).toEqual(['erasure'])
  await repository.close()
}, 60_000)

test('the one-off rewrite removes what was deleted before secure_delete was on', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'old-db-'))
  const file = join(dataDir, SQLITE_FILE)
  const marker = `old-marker-${randomUUID()}`
  // A database of the migrations before the rewrite, with a request deleted the old way.
  const old = new DatabaseSync(file)
  old.exec('PRAGMA journal_mode = WAL')
  old.exec('PRAGMA secure_delete = OFF')
  const migrations = readMigrations('sqlite')
  const rewrite = migrations.findIndex((migration) => migration.sql.startsWith('-- vacuum-after'))
  old.exec(
    'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
  )
  for (const migration of migrations.slice(0, rewrite)) {
    old.exec(migration.sql)
    old.prepare('INSERT INTO schema_migrations VALUES (?, ?, 0)').run(migration.version, migration.name)
  }
  old
    .prepare(
      `INSERT INTO contact_requests (id, created_at, name, email, campaign_type, message, prefer_phone)
       VALUES (?, 0, 'Old', 'old@example.org', 'local', ?, 0)`,
    )
    .run(randomUUID(), `${marker} ${'x'.repeat(2000)}`)
  old.exec('DELETE FROM contact_requests')
  old.exec('PRAGMA wal_checkpoint(TRUNCATE)')
  old.close()
  expect(holds([file], marker)).toEqual([file])

  const repository = await createRepository({ dataDir })
  await repository.close()
  expect(holds([file, `${file}-wal`], marker)).toEqual([])
}, 30_000)
