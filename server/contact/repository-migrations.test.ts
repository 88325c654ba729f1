/**
 * The contact repositories' schema migrations: applied once, and an upgrade from each earlier
 * schema keeps every stored request and e-mail.
 */
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import pg from 'pg'
import { beforeAll, describe, expect, test } from 'vitest'

import { NO_ATTRIBUTION } from '../../app/lib/attribution.ts'
import { ENGINES, testStorage } from '../../tests/support/contact-storage.ts'
import { clock, emailKinds, newRequest, repositories, T0 } from '../../tests/support/repository-tests.ts'
import { setLogLevel } from '../log.ts'
import { createRepository, SQLITE_FILE } from './create-repository.ts'
import { readMigrations } from './migrations.ts'
import type { ContactRepository } from './repository.ts'

beforeAll(() => setLogLevel('silent'))

describe.each(ENGINES)('contact repository migrations on %s', (engine) => {
  let repo: ContactRepository
  const { open } = repositories(engine)
  const kinds = (id: string) => emailKinds(repo, id)

  test('migrations are versioned and applied once, also when the server starts again', async () => {
    const storage = testStorage(engine)
    const first = await createRepository({ ...storage, clock })
    await first.submit(newRequest())
    await first.migrate()
    await first.close()
    const second = await createRepository({ ...storage, clock })
    open.push(second)
    expect((await second.stats()).requests).toBe(1)
  })

  /** A database of this engine at an older schema version (its first `versions` migrations), holding `rows`. */
  async function databaseAt(storage: ReturnType<typeof testStorage>, versions: number, rows: readonly string[]) {
    const migrations = readMigrations(engine).slice(0, versions)
    const sql = migrations.map((migration) => migration.sql).join(';\n')
    const applied = migrations.map((m) => `(${m.version}, '${m.name}'${engine === 'sqlite' ? ', 0' : ''})`).join(', ')
    const record = `INSERT INTO schema_migrations ${engine === 'sqlite' ? '' : '(version, name) '}VALUES ${applied}`
    if (engine === 'sqlite') {
      const db = new DatabaseSync(join(storage.dataDir, SQLITE_FILE))
      db.exec(
        `CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL);
         ${sql}; ${record}; ${rows.join(';')}`,
      )
      db.close()
    } else {
      const client = new pg.Client({ connectionString: storage.databaseUrl })
      await client.connect()
      await client.query(`CREATE SCHEMA ${storage.schema}; SET search_path = ${storage.schema}`)
      await client.query(
        `CREATE TABLE schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now());
         ${sql}; ${record}; ${rows.join(';')}`,
      )
      await client.end()
    }
  }

  test('the upgrade from the first schema keeps every request and email', async () => {
    const storage = testStorage(engine)
    const rows = [
      `INSERT INTO contact_requests (id, created_at, name, email, campaign_type, message, prefer_phone)
         VALUES ('11111111-1111-4111-8111-111111111111', ${engine === 'sqlite' ? T0.getTime() : `'${T0.toISOString()}'`}, 'Old', 'old@example.org', 'local', 'Stored before the upgrade.', ${engine === 'sqlite' ? 0 : 'false'})`,
      `INSERT INTO email_outbox (id, request_id, kind, recipient, status, attempts, next_attempt_at, message_id, created_at)
         VALUES ('22222222-2222-4222-8222-222222222222', '11111111-1111-4111-8111-111111111111', 'notification',
                 'inbox@mandatwerk.example', 'pending', 0, ${engine === 'sqlite' ? T0.getTime() : `'${T0.toISOString()}'`}, '<old@mandatwerk.example>', ${engine === 'sqlite' ? T0.getTime() : `'${T0.toISOString()}'`})`,
    ]
    await databaseAt(storage, 1, rows)
    repo = await createRepository({ ...storage, clock })
    open.push(repo)
    const old = (await repo.getRequest('11111111-1111-4111-8111-111111111111'))!
    expect(old.request).toMatchObject({ name: 'Old', quarantineReason: null, confirmationSkipped: null })
    expect(old.emails.map((e) => [e.kind, e.status, e.messageId])).toEqual([
      ['notification', 'pending', '<old@mandatwerk.example>'],
    ])
    const spam = await repo.submit(newRequest({ quarantine: 'honeypot' }))
    expect(await kinds(spam.id)).toEqual([['spam-notice', 'inbox@mandatwerk.example']])
  })

  test('the upgrade from the second schema keeps every request; old ones have no attribution, new ones store it', async () => {
    const storage = testStorage(engine)
    const ms = (date: Date) => (engine === 'sqlite' ? String(date.getTime()) : `'${date.toISOString()}'`)
    const rows = [
      `INSERT INTO contact_requests (id, created_at, name, email, campaign_type, message, prefer_phone, quarantine_reason)
         VALUES ('33333333-3333-4333-8333-333333333333', ${ms(T0)}, 'Before', 'before@example.org', 'state',
                 'Stored before the attribution columns.', ${engine === 'sqlite' ? 1 : 'true'}, NULL),
                ('44444444-4444-4444-8444-444444444444', ${ms(T0)}, 'Bot', 'bot@example.org', 'local',
                 'Quarantined before the upgrade.', ${engine === 'sqlite' ? 0 : 'false'}, 'honeypot')`,
      `INSERT INTO email_outbox (id, request_id, kind, recipient, status, attempts, next_attempt_at, message_id, created_at)
         VALUES ('55555555-5555-4555-8555-555555555555', '33333333-3333-4333-8333-333333333333', 'notification',
                 'inbox@mandatwerk.example', 'sent', 1, ${ms(T0)}, '<before@mandatwerk.example>', ${ms(T0)})`,
    ]
    await databaseAt(storage, 2, rows)
    repo = await createRepository({ ...storage, clock })
    open.push(repo)
    const before = (await repo.getRequest('33333333-3333-4333-8333-333333333333'))!
    expect(before.request).toMatchObject({ name: 'Before', prefer_phone: true, attribution: NO_ATTRIBUTION })
    expect(before.emails.map((e) => [e.kind, e.status, e.messageId])).toEqual([
      ['notification', 'sent', '<before@mandatwerk.example>'],
    ])
    expect((await repo.getRequest('44444444-4444-4444-8444-444444444444'))!.request).toMatchObject({
      quarantineReason: 'honeypot',
      attribution: NO_ATTRIBUTION,
    })
    const attribution = { ...NO_ATTRIBUTION, landing_path: '/campaign-guide', referrer_host: 'duckduckgo.com' }
    const after = await repo.submit(newRequest({ attribution }))
    expect((await repo.getRequest(after.id))!.request.attribution).toEqual(attribution)
    expect(await repo.sourceCounts(null)).toEqual(
      expect.arrayContaining([
        { landingPath: null, referrerHost: null, utmSource: null, requests: 1 },
        { landingPath: '/campaign-guide', referrerHost: 'duckduckgo.com', utmSource: null, requests: 1 },
      ]),
    )
  })
})
