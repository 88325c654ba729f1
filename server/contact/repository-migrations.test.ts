/**
 * The contact repositories' schema migrations: applied once, and an upgrade from each earlier
 * schema keeps every stored request and e-mail.
 */
import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import pg from 'pg'
import { describe, expect, test } from 'vitest'

import { NO_ATTRIBUTION } from '../../app/lib/attribution.ts'
import { ENGINES, testStorage } from '../../tests/support/contact-storage.ts'
import { clock, emailKinds, newRequest, repositories, T0 } from '../../tests/support/repository-tests.ts'
import { createRepository, SQLITE_FILE } from './create-repository.ts'
import { readMigrations } from './migrations.ts'
import type { ContactRepository } from './repository.ts'

describe.each(ENGINES)('contact repository migrations on %s', (engine) => {
  let repo: ContactRepository
  const { open } = repositories(engine)

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

  /** A time as this engine's columns store it. */
  const ms = (date: Date) => (engine === 'sqlite' ? String(date.getTime()) : `'${date.toISOString()}'`)

  /**
   * A database of this engine at an older schema version (its first `versions` migrations),
   * holding `rows`, opened as the server would: the rest of the migrations run.
   */
  async function upgradeFrom(versions: number, rows: readonly string[]) {
    const storage = testStorage(engine)
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
    repo = await createRepository({ ...storage, clock })
    open.push(repo)
  }

  /** The notification of a request, as [request id, status, Message-ID]: as every schema stores it. */
  type Notification = readonly [requestId: string, status: 'pending' | 'sent', messageId: string]
  const notificationRow = ([requestId, status, messageId]: Notification) =>
    `INSERT INTO email_outbox (id, request_id, kind, recipient, status, attempts, next_attempt_at, message_id, created_at)
     VALUES ('${randomUUID()}', '${requestId}', 'notification', 'inbox@mandatwerk.example', '${status}',
             ${status === 'sent' ? 1 : 0}, ${ms(T0)}, '${messageId}', ${ms(T0)})`

  /** The notification's request is still there, as `request`, with that one e-mail. */
  async function expectKept([requestId, status, messageId]: Notification, request: object) {
    const kept = (await repo.getRequest(requestId))!
    expect(kept.request).toMatchObject(request)
    expect(kept.emails.map((e) => [e.kind, e.status, e.messageId])).toEqual([['notification', status, messageId]])
  }

  test('the upgrade from the first schema keeps every request and email', async () => {
    const email = ['11111111-1111-4111-8111-111111111111', 'pending', '<old@mandatwerk.example>'] as const
    const rows = [
      `INSERT INTO contact_requests (id, created_at, name, email, campaign_type, message, prefer_phone)
         VALUES ('11111111-1111-4111-8111-111111111111', ${ms(T0)}, 'Old', 'old@example.org', 'local', 'Stored before the upgrade.', ${engine === 'sqlite' ? 0 : 'false'})`,
      notificationRow(email),
    ]
    await upgradeFrom(1, rows)
    await expectKept(email, { name: 'Old', quarantineReason: null, confirmationSkipped: null })
    const spam = await repo.submit(newRequest({ quarantine: 'honeypot' }))
    expect(await emailKinds(repo, spam.id)).toEqual([['spam-notice', 'inbox@mandatwerk.example']])
  })

  test('the upgrade from the second schema keeps every request; old ones have no attribution, new ones store it', async () => {
    const email = ['33333333-3333-4333-8333-333333333333', 'sent', '<before@mandatwerk.example>'] as const
    const rows = [
      `INSERT INTO contact_requests (id, created_at, name, email, campaign_type, message, prefer_phone, quarantine_reason)
         VALUES ('33333333-3333-4333-8333-333333333333', ${ms(T0)}, 'Before', 'before@example.org', 'state',
                 'Stored before the attribution columns.', ${engine === 'sqlite' ? 1 : 'true'}, NULL),
                ('44444444-4444-4444-8444-444444444444', ${ms(T0)}, 'Bot', 'bot@example.org', 'local',
                 'Quarantined before the upgrade.', ${engine === 'sqlite' ? 0 : 'false'}, 'honeypot')`,
      notificationRow(email),
    ]
    await upgradeFrom(2, rows)
    await expectKept(email, { name: 'Before', prefer_phone: true, attribution: NO_ATTRIBUTION })
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
