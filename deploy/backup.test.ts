/**
 * deploy/backup.sh against the real databases: a request the server stored is in the backup,
 * the backup is readable by its owner only, and backups older than the kept days go.
 */
import { execFileSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { createRepository } from '../server/contact/create-repository.ts'
import { setLogLevel } from '../server/log.ts'
import { VALID_REQUEST } from '../tests/fixtures/contact-request.ts'
import { type ContactServer, startContactServer } from '../tests/support/contact-server.ts'
import { type Engine, testStorage } from '../tests/support/contact-storage.ts'

const DAY_MS = 24 * 60 * 60 * 1000

function backup(env: Record<string, string | undefined>) {
  const output = execFileSync('sh', ['deploy/backup.sh'], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' })
  return /^backup: (.+)$/m.exec(output)![1]!
}

const servers: ContactServer[] = []
beforeAll(() => setLogLevel('silent'))
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()))
})

/** The real endpoint stores one request from a unique address; returns that address. */
async function storeRequest(storage: ReturnType<typeof testStorage>) {
  const server = await startContactServer(storage)
  servers.push(server)
  const email = `backup-${Date.now()}@example.org`
  expect((await server.post({ ...VALID_REQUEST, email })).status).toBe(201)
  return email
}

describe.each<Engine>(['sqlite', 'postgres'])('backup.sh (%s)', (engine) => {
  test('backs up what the server stored, for its owner only', async () => {
    const storage = testStorage(engine)
    const email = await storeRequest(storage)
    const backupDir = join(mkdtempSync(join(tmpdir(), 'backups-')), 'mandatwerk')
    const file = backup({ DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl, BACKUP_DIR: backupDir })
    expect(readdirSync(backupDir)).toEqual([file.slice(backupDir.length + 1)])
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(statSync(backupDir).mode & 0o777).toBe(0o700)

    if (engine === 'sqlite') {
      // Restored the way docs/deploy.md says: the file becomes contact.db again.
      const restored = mkdtempSync(join(tmpdir(), 'restored-'))
      copyFileSync(file, join(restored, 'contact.db'))
      const repository = await createRepository({ dataDir: restored })
      expect((await repository.allRequests()).map((request) => request.email)).toContain(email)
      await repository.close()
    } else {
      // The dump's data, as pg_restore would load it, holds the request.
      const sql = execFileSync('pg_restore', ['--schema', storage.schema!, '--data-only', '--file', '-', file], {
        encoding: 'utf8',
      })
      expect(sql).toContain(email)
    }
  })
})

test('backups older than BACKUP_KEEP_DAYS are deleted; newer ones and other files stay', async () => {
  const storage = testStorage('sqlite')
  await storeRequest(storage)
  const backupDir = mkdtempSync(join(tmpdir(), 'backups-'))
  const aged = (name: string, days: number) => {
    writeFileSync(join(backupDir, name), 'old backup')
    const time = new Date(Date.now() - days * DAY_MS)
    utimesSync(join(backupDir, name), time, time)
  }
  aged('contact-old.db', 15)
  aged('contact-recent.db', 12)
  aged('notes.txt', 30)
  mkdirSync(join(backupDir, 'contact-dir'))
  const file = backup({ DATA_DIR: storage.dataDir, BACKUP_DIR: backupDir, BACKUP_KEEP_DAYS: '14' })
  expect(readdirSync(backupDir).sort()).toEqual(
    ['contact-dir', 'contact-recent.db', file.slice(backupDir.length + 1), 'notes.txt'].sort(),
  )
})

test('says so and fails when there is no database to back up', () => {
  const empty = mkdtempSync(join(tmpdir(), 'no-data-'))
  expect(() =>
    execFileSync('sh', ['deploy/backup.sh'], {
      env: { PATH: process.env.PATH, DATA_DIR: empty, BACKUP_DIR: join(empty, 'b') },
      stdio: 'pipe',
    }),
  ).toThrow(/no database at/)
})
