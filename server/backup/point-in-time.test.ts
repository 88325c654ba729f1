/**
 * PostgreSQL point-in-time recovery with pgBackRest (issue 29, §2–3): on a cluster archiving
 * its WAL as deploy/ configures it, `npm run backup` makes a backup; requests arrive after it;
 * one is erased; then someone runs `DELETE FROM contact_requests`. `npm run restore -- <time
 * before the accident>` brings every row back – except the erased one (the journal of the
 * database being replaced is applied again). The database password is never on a command line.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { type ArchivingPostgres, startArchivingPostgres } from '../../tests/support/archiving-postgres.ts'
import { runScriptAsync, watchCommandLines } from '../../tests/support/operator-scripts.ts'
import { resticRepository, resticSnapshots } from '../../tests/support/restic.ts'
import { createRepository } from '../contact/create-repository.ts'
import type { NewRequest } from '../contact/repository.ts'
import { setLogLevel } from '../log.ts'

let cluster: ArchivingPostgres
beforeAll(async () => {
  setLogLevel('silent')
  cluster = await startArchivingPostgres()
}, 120_000)
afterAll(() => cluster?.destroy())

function newRequest(email: string): NewRequest {
  return {
    request: { name: 'Anna', email, campaign_type: 'local', message: 'We need a campaign plan.', prefer_phone: false },
    ipAddress: null,
    idempotencyKey: null,
    inbox: 'inbox@mandatwerk.example',
    quarantine: null,
    confirmationLimits: { perRecipient: 1000, perHour: 0 },
    messageIdDomain: 'mandatwerk.example',
  }
}

test('a restore to just before an accidental DELETE brings every row back, erasures stay erased', async () => {
  const restic = resticRepository()
  const settings = { ...cluster.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'pitr-data-')), ...restic }
  let repository = await createRepository({ databaseUrl: cluster.databaseUrl, dataDir: '' })
  for (let i = 0; i < 20; i++) await repository.submit(newRequest(`before-${i}@example.org`))
  await repository.close()

  // The URL's password (ignored by this trust-auth cluster) never shows on a command line.
  const password = `pw-${randomUUID()}`
  const withPassword = { ...settings, DATABASE_URL: cluster.databaseUrl.replace('postgres@', `postgres:${password}@`) }
  const commandLines = watchCommandLines(password)
  const backup = await runScriptAsync('backup', [], withPassword)
  expect(backup.status, backup.stderr).toBe(0)
  expect(backup.last).toMatch(/^\d{8}-\d{6}F$/) // a full backup's label
  // Off-site: the pgBackRest repository (backups and archived WAL) as one restic snapshot.
  const repository1 = /^repo1-path=(.+)$/m.exec(readFileSync(cluster.env.PGBACKREST_CONFIG!, 'utf8'))![1]!
  expect(resticSnapshots(restic).map((snapshot) => snapshot.paths)).toEqual([[repository1]])
  // pgBackRest picks the backup that ended before the point we go back to, by whole seconds:
  // that point lies clearly later (in practice minutes or hours).
  await new Promise((resolve) => setTimeout(resolve, 3000))

  repository = await createRepository({ databaseUrl: cluster.databaseUrl, dataDir: '' })
  for (let i = 0; i < 20; i++) await repository.submit(newRequest(`after-${i}@example.org`))
  await repository.deleteByEmail('before-3@example.org')
  const client = new pg.Client({ connectionString: cluster.databaseUrl })
  await client.connect()
  const beforeAccident = (await client.query<{ t: Date }>('SELECT now() AS t')).rows[0]!.t
  await new Promise((resolve) => setTimeout(resolve, 1100))
  await repository.deleteByEmail('after-7@example.org') // erased after the point we go back to
  await client.query('DELETE FROM contact_requests')
  expect((await client.query('SELECT count(*)::int AS n FROM contact_requests')).rows[0].n).toBe(0)
  await client.end()
  await repository.close()

  // Refused while another session uses the database (as a running server would).
  const session = new pg.Client({ connectionString: cluster.databaseUrl })
  await session.connect()
  const refused = await runScriptAsync('restore', [beforeAccident.toISOString()], withPassword)
  await session.end()
  expect(refused.status).toBe(1)
  expect(refused.stderr).toContain('1 other session(s) use the database')

  const restore = await runScriptAsync('restore', [beforeAccident.toISOString()], withPassword)
  expect(commandLines.stop()).toEqual([])
  expect(restore.status, `${restore.stdout}\n${restore.stderr}`).toBe(0)
  expect(restore.stdout).toMatch(
    /restored to .*: 38 request\(s\) and 0 in quarantine, newest received 20\d\d-.*; erasure journal: 1 erased request\(s\) removed again/,
  )
  repository = await createRepository({ databaseUrl: cluster.databaseUrl, dataDir: '' })
  const emails = (await repository.allRequests()).map((request) => request.email).sort()
  const expected = [
    ...Array.from({ length: 20 }, (_, i) => `before-${i}@example.org`),
    ...Array.from({ length: 20 }, (_, i) => `after-${i}@example.org`),
  ]
    .filter((email) => email !== 'before-3@example.org' && email !== 'after-7@example.org')
    .sort()
  expect(emails).toEqual(expected)
  expect((await repository.stats()).outbox.pending).toBe(2 * 38)
  await repository.close()
}, 240_000)
