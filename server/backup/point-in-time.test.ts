/**
 * PostgreSQL point-in-time recovery with pgBackRest (docs/decisions/024): on a cluster archiving
 * its WAL as deploy/ configures it, `npm run backup` makes a backup; requests arrive after it;
 * one is erased; then someone runs `DELETE FROM contact_requests`. `npm run restore -- <time
 * before the accident>` brings every row back – except the erased one (the journal of the
 * database being replaced is applied again). The database password is never on a command line.
 */
import { execSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import pg from 'pg'
import { afterAll, beforeAll, expect, test } from 'vitest'

import { type ArchivingPostgres, startArchivingPostgres } from '../../tests/support/archiving-postgres.ts'
import { newRequest as submission } from '../../tests/support/new-request.ts'
import { runScriptAsync, watchCommandLines } from '../../tests/support/operator-scripts.ts'
import { resticRepository, resticSnapshots } from '../../tests/support/restic.ts'
import { until } from '../../tests/support/until.ts'
import { createRepository } from '../contact/create-repository.ts'
import { setLogLevel } from '../log.ts'

let cluster: ArchivingPostgres
beforeAll(async () => {
  setLogLevel('silent')
  cluster = await startArchivingPostgres()
}, 120_000)
afterAll(() => cluster?.destroy())

const newRequest = (email: string) => submission({ request: { email } })

test('a restore to just before an accidental DELETE brings every row back, erasures stay erased', async () => {
  const restic = resticRepository()
  const settings = {
    ...cluster.env,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'pitr-data-')),
    BACKUP_DIR: mkdtempSync(join(tmpdir(), 'pitr-backups-')),
    ...restic,
  }
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
  expect(resticSnapshots(restic).map((snapshot) => snapshot.paths.sort())).toEqual([
    [repository1, join(settings.BACKUP_DIR, 'erasure-journal.jsonl')].sort(),
  ])
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

  // The operator types the office's clock time, without an offset: Berlin time (docs/decisions/033).
  const berlin = `${new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Berlin',
    dateStyle: 'short',
    timeStyle: 'medium',
  }).format(beforeAccident)}.${String(beforeAccident.getMilliseconds()).padStart(3, '0')}`
  const restore = await runScriptAsync('restore', [berlin], withPassword)
  expect(commandLines.stop()).toEqual([])
  expect(restore.status, `${restore.stdout}\n${restore.stderr}`).toBe(0)
  expect(restore.stdout).toContain(
    `point in time: ${berlin} read as Europe/Berlin time = ${beforeAccident.toISOString()} (UTC)`,
  )
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

test('a cluster that no longer starts is restored from the backup and the archived WAL (latest)', async () => {
  const broken = await startArchivingPostgres()
  try {
    const settings = {
      ...broken.env,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'latest-data-')),
      BACKUP_DIR: mkdtempSync(join(tmpdir(), 'latest-backups-')),
    }
    const repository = await createRepository({ databaseUrl: broken.databaseUrl, dataDir: '' })
    for (let i = 0; i < 10; i++) await repository.submit(newRequest(`backed-up-${i}@example.org`))
    await repository.close()
    const backup = await runScriptAsync('backup', [], settings)
    expect(backup.status, backup.stderr).toBe(0)

    const client = new pg.Client({ connectionString: broken.databaseUrl })
    await client.connect()
    for (let i = 0; i < 5; i++)
      await client.query(
        `INSERT INTO contact_requests (id, created_at, name, email, campaign_type, message, prefer_phone)
         VALUES (gen_random_uuid(), now(), 'Anna', $1, 'local', 'After the backup.', false)`,
        [`archived-${i}@example.org`],
      )
    // What archive_timeout does within a minute: the current WAL segment goes to the archive.
    const segment = (await client.query<{ f: string }>('SELECT pg_walfile_name(pg_switch_wal()) AS f')).rows[0]!.f
    await until(
      async () =>
        ((await client.query<{ w: string | null }>('SELECT last_archived_wal AS w FROM pg_stat_archiver')).rows[0]!.w ??
          '') >= segment,
      { what: `WAL segment ${segment} archived` },
    )
    await client.end()
    // The cluster crashes and its control file is gone: it cannot start again.
    execSync(broken.env.RESTORE_STOP_POSTGRES!.replace('-m fast', '-m immediate'), { stdio: 'pipe' })
    const data = /^pg1-path=(.+)$/m.exec(readFileSync(broken.env.PGBACKREST_CONFIG!, 'utf8'))![1]!
    rmSync(join(data, 'global', 'pg_control'))

    const restore = await runScriptAsync('restore', ['latest'], settings)
    expect(restore.status, `${restore.stdout}\n${restore.stderr}`).toBe(0)
    expect(restore.stderr).toContain('the database does not answer')
    expect(restore.stdout).toMatch(/restored to the end of the archived WAL: 15 request\(s\)/)
    const restored = await createRepository({ databaseUrl: broken.databaseUrl, dataDir: '' })
    expect(
      (await restored.allRequests()).map((request) => request.email).filter((e) => e.startsWith('archived-')),
    ).toHaveLength(5)
    await restored.close()
  } finally {
    broken.destroy()
  }
}, 240_000)

test('a cluster that does not answer: a restore to a backup keeps what was erased since (the journal file)', async () => {
  const lost = await startArchivingPostgres()
  try {
    const settings = {
      ...lost.env,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'lost-data-')),
      BACKUP_DIR: mkdtempSync(join(tmpdir(), 'lost-backups-')),
    }
    const repository = await createRepository({ databaseUrl: lost.databaseUrl, dataDir: '' })
    for (let i = 0; i < 4; i++) await repository.submit(newRequest(`kept-${i}@example.org`))
    await repository.close()
    const backup = await runScriptAsync('backup', [], settings)
    expect(backup.status, backup.stderr).toBe(0)
    const erased = await runScriptAsync('requests', ['delete', 'kept-2@example.org'], settings)
    expect(erased.stdout).toContain('Deleted 1 request(s)')
    // The cluster crashes and cannot start again.
    execSync(lost.env.RESTORE_STOP_POSTGRES!.replace('-m fast', '-m immediate'), { stdio: 'pipe' })
    const data = /^pg1-path=(.+)$/m.exec(readFileSync(lost.env.PGBACKREST_CONFIG!, 'utf8'))![1]!
    rmSync(join(data, 'global', 'pg_control'))

    // No journal anywhere (a fresh DATA_DIR and BACKUP_DIR): refused, nothing touched.
    const bare = {
      ...settings,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bare-data-')),
      BACKUP_DIR: mkdtempSync(join(tmpdir(), 'bare-backups-')),
    }
    const refused = await runScriptAsync('restore', [backup.last], bare)
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(/no erasure journal found/)

    const restore = await runScriptAsync('restore', [backup.last], settings)
    expect(restore.status, `${restore.stdout}\n${restore.stderr}`).toBe(0)
    expect(restore.stderr).toContain('the database does not answer')
    expect(restore.stdout).toMatch(/: 3 request\(s\) .*erasure journal: 1 erased request\(s\) removed again/)
    const restored = await createRepository({ databaseUrl: lost.databaseUrl, dataDir: '' })
    expect((await restored.allRequests()).map((request) => request.email).sort()).toEqual([
      'kept-0@example.org',
      'kept-1@example.org',
      'kept-3@example.org',
    ])
    await restored.close()
  } finally {
    lost.destroy()
  }
}, 240_000)
