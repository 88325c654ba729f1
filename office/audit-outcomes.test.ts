/**
 * The audit log's outcomes as codes with counts (docs/decisions/041): rows written as English
 * text before the change are seeded at the schema of before, migrated by the real migration of
 * each engine and read back from the database, and through the desk's and the CLI's sentences.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import pg from 'pg'
import { afterEach, describe, expect, test } from 'vitest'

import { createRepository, SQLITE_FILE } from '../server/contact/create-repository.ts'
import { migrationsDir, readMigrations } from '../server/contact/migrations.ts'
import { migratePostgres } from '../server/contact/postgres-migrate.ts'
import type { ContactRepository } from '../server/contact/repository.ts'
import { type Engine, ENGINES, testStorage } from '../tests/support/contact-storage.ts'
import { rawDatabase } from '../tests/support/office.ts'
import { type AuditOutcome, outcomeDe, outcomeEn, outcomeFromStored } from './audit-outcomes.ts'

/** Every form operations.ts has written (the purge's before it counted audit and journal entries too), and texts that are none. */
const OLD_ROWS: [action: string, text: string, stored: AuditOutcome, german: string][] = [
  ['release', 'released', { code: 'released', counts: {} }, 'freigegeben'],
  [
    'release',
    'released-unconfirmed',
    { code: 'released-unconfirmed', counts: {} },
    'freigegeben, ohne Bestätigung (Obergrenze)',
  ],
  ['release', 'not-quarantined', { code: 'not-quarantined', counts: {} }, 'war kein Spamverdacht'],
  ['dismiss', 'not-found', { code: 'not-found', counts: {} }, 'nicht gefunden'],
  ['dismiss', 'dismissed', { code: 'dismissed', counts: {} }, 'erledigt'],
  ['dismiss', 'not-failed', { code: 'not-failed', counts: {} }, 'war nicht fehlgeschlagen'],
  [
    'resend-failed',
    '3 email(s) queued again',
    { code: 'requeued', counts: { emails: 3 } },
    '3 E-Mail(s) wieder in der Warteschlange',
  ],
  [
    'erase',
    '2 request(s), 5 email(s), 2 file(s)',
    { code: 'deleted', counts: { requests: 2, emails: 5, files: 2 } },
    '2 Anfrage(n), 5 E-Mail(s), 2 Datei(en)',
  ],
  [
    'purge',
    '10 request(s), 0 email(s), 0 file(s)',
    { code: 'deleted', counts: { requests: 10, emails: 0, files: 0 } },
    '10 Anfrage(n), 0 E-Mail(s), 0 Datei(en)',
  ],
  [
    'purge',
    '1 request(s), 2 email(s), 0 file(s), 4 audit entry(ies), 12 journal entry(ies)',
    { code: 'purged', counts: { requests: 1, emails: 2, files: 0, auditEntries: 4, journalEntries: 12 } },
    '1 Anfrage(n), 2 E-Mail(s), 0 Datei(en), 4 Protokolleintrag/-einträge, 12 Löschvermerk(e)',
  ],
  ['export', '7 request(s)', { code: 'listed', counts: { requests: 7 } }, '7 Anfrage(n)'],
  ['access-report', '0 request(s)', { code: 'listed', counts: { requests: 0 } }, '0 Anfrage(n)'],
  // None of the forms: kept as they were, in both languages.
  ...['', 'Released', 'first minute of 2023', '007 request(s)', '1.5 request(s)', '-1 request(s)', '[1] request(s)']
    .concat(['2 request(s), 1 email(s)', ' 3 request(s)', 'Anfrage „x“ – 3 request(s)', '{"code":"released"}'])
    .map((text): [string, string, AuditOutcome, string] => [
      'release',
      text,
      { code: 'legacy', counts: {}, text },
      text,
    ]),
]

const MIGRATION = 'audit_outcome_codes'

/** A store at the schema of before this change, holding `rows` as free text. */
async function seedBefore(engine: Engine, storage: ReturnType<typeof testStorage>, rows: typeof OLD_ROWS) {
  const version = readMigrations(engine).find((m) => m.name === MIGRATION)!.version
  const at = Date.UTC(2026, 0, 1)
  if (engine === 'sqlite') {
    const db = new DatabaseSync(join(storage.dataDir, SQLITE_FILE))
    db.exec(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
    )
    for (const migration of readMigrations('sqlite').filter((m) => m.version < version)) {
      db.exec(migration.sql)
      db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(migration.version, migration.name, at)
    }
    const insert = db.prepare(
      'INSERT INTO operator_audit (at, actor, action, request_ids, outcome) VALUES (?, ?, ?, ?, ?)',
    )
    rows.forEach(([action, text], i) => insert.run(at + i, 'cli:lea', action, '[]', text))
    db.close()
    return
  }
  const dir = mkdtempSync(join(tmpdir(), 'audit-before-'))
  cpSync(migrationsDir(), dir, { recursive: true })
  for (const migration of readMigrations('postgres').filter((m) => m.version >= version))
    rmSync(join(dir, 'postgres', `${String(migration.version).padStart(4, '0')}_${migration.name}.sql`))
  await migratePostgres({ connectionString: storage.databaseUrl!, schema: storage.schema, dir })
  const client = new pg.Client({ connectionString: storage.databaseUrl, options: `-c search_path=${storage.schema}` })
  await client.connect()
  for (const [i, [action, text]] of rows.entries())
    await client.query('INSERT INTO operator_audit (at, actor, action, outcome) VALUES ($1, $2, $3, $4)', [
      new Date(at + i),
      'cli:lea',
      action,
      text,
    ])
  await client.end()
}

/** The outcome column as the database holds it (JSON text on SQLite, jsonb on PostgreSQL), oldest first. */
async function storedOutcomes(engine: Engine, storage: ReturnType<typeof testStorage>): Promise<unknown[]> {
  const db = await rawDatabase(engine, storage)
  const rows = await db.query('SELECT outcome FROM operator_audit ORDER BY seq')
  await db.close()
  return rows.map((row) => (engine === 'sqlite' ? (JSON.parse(row.outcome as string) as unknown) : row.outcome))
}

const open: ContactRepository[] = []
afterEach(async () => {
  for (const repository of open.splice(0)) await repository.close()
})

describe.each(ENGINES)('the audit log’s outcomes on %s', (engine: Engine) => {
  test('the migration turns every free-text row into its code and counts; a text of no form stays verbatim', async () => {
    const storage = testStorage(engine)
    await seedBefore(engine, storage, OLD_ROWS)
    const repository = await createRepository(storage)
    open.push(repository)

    expect(await storedOutcomes(engine, storage)).toEqual(OLD_ROWS.map(([, , stored]) => stored))
    const entries = (await repository.auditLog({ limit: 100 })).toReversed()
    expect(entries.map((entry) => entry.outcome)).toEqual(OLD_ROWS.map(([, , stored]) => stored))
    // The CLI says again what the row said; the desk says it in German.
    expect(entries.map((entry) => outcomeEn(entry.outcome))).toEqual(OLD_ROWS.map(([, text]) => text))
    expect(entries.map((entry) => outcomeDe(entry.outcome))).toEqual(OLD_ROWS.map(([, , , german]) => german))
  })

  test('a new entry is stored as its code and counts and read back the same', async () => {
    const storage = testStorage(engine)
    const repository = await createRepository(storage)
    open.push(repository)
    const outcome: AuditOutcome = {
      code: 'purged',
      counts: { requests: 1, emails: 2, files: 3, auditEntries: 4, journalEntries: 5 },
    }
    await repository.recordAudit({ actor: 'Lea', action: 'purge', ids: [], outcome })
    expect(await storedOutcomes(engine, storage)).toEqual([outcome])
    expect((await repository.auditLog({ limit: 1 }))[0]!.outcome).toEqual(outcome)
  })
})

test('a stored outcome the table does not know is shown as its JSON, not dropped', () => {
  expect(outcomeFromStored('{"code":"archived","counts":{}}')).toEqual({
    code: 'legacy',
    counts: {},
    text: '{"code":"archived","counts":{}}',
  })
  expect(outcomeFromStored({ code: 'listed', counts: { requests: '2' } })).toEqual({
    code: 'legacy',
    counts: {},
    text: '{"code":"listed","counts":{"requests":"2"}}',
  })
  expect(outcomeFromStored({ code: 'listed', counts: { requests: 2, extra: 1 } })).toEqual({
    code: 'listed',
    counts: { requests: 2 },
  })
})

test('the type checks a code’s counts', () => {
  // @ts-expect-error – `released` has no counts
  const extra: AuditOutcome = { code: 'released', counts: { notified: 1 } }
  // @ts-expect-error – `deleted` counts files too
  const missing: AuditOutcome = { code: 'deleted', counts: { requests: 1, emails: 0 } }
  expect([extra, missing].map(outcomeEn)).toEqual(['released', '1 request(s), 0 email(s), undefined file(s)'])
})
