/**
 * PostgreSQL migrations run on their own connection with their own limits (docs/decisions/033), not
 * the request pool's 4-second statement timeout and 2-second lock timeout: a migration that
 * waits 3 seconds for a lock another session holds and then works 5 seconds succeeds.
 */
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import pg from 'pg'
import { expect, test } from 'vitest'

import { testStorage } from '../../tests/support/contact-storage.ts'
import { migrationsDir, readMigrations } from './migrations.ts'
import { PG_TIMEOUTS } from './postgres-database.ts'
import { createPostgresRepository } from './postgres-repository.ts'

test.skipIf(!process.env.DATABASE_URL)(
  'a migration longer than the request pool’s timeouts succeeds at start-up',
  async () => {
    const storage = testStorage('postgres')
    const options = { connectionString: storage.databaseUrl!, schema: storage.schema }
    const current = createPostgresRepository(options)
    await current.migrate()
    await current.close()

    // This version's migrations plus a slow one (test only): a lock wait, then 5 s of work.
    const dir = mkdtempSync(join(tmpdir(), 'slow-migrations-'))
    cpSync(migrationsDir(), dir, { recursive: true })
    const next = readMigrations('postgres').length + 1
    writeFileSync(
      join(dir, 'postgres', `${String(next).padStart(4, '0')}_slow.sql`),
      `ALTER TABLE contact_requests ADD COLUMN slow_marker integer;\nSELECT pg_sleep(5);\n`,
    )
    expect(5_000).toBeGreaterThan(PG_TIMEOUTS.statementMs)
    const holder = new pg.Client({ connectionString: storage.databaseUrl })
    await holder.connect()
    await holder.query(`SET search_path TO ${storage.schema}`)
    await holder.query('BEGIN')
    await holder.query('LOCK TABLE contact_requests IN ACCESS SHARE MODE') // as a long report would
    const released = new Promise((resolve) => setTimeout(resolve, PG_TIMEOUTS.lockMs + 1_000)).then(() =>
      holder.query('COMMIT'),
    )

    const started = Date.now()
    const upgraded = createPostgresRepository({ ...options, migrationsDir: dir })
    try {
      await upgraded.migrate()
      expect(Date.now() - started).toBeGreaterThan(PG_TIMEOUTS.lockMs + 5_000)
      await released
      const columns = await holder.query(
        `SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'contact_requests'`,
        [storage.schema],
      )
      expect(columns.rows.map((row) => row.column_name)).toContain('slow_marker')
      const versions = await holder.query('SELECT max(version) AS v FROM schema_migrations')
      expect(versions.rows[0].v).toBe(next)
      // The request pool keeps its short limits.
      await expect(upgraded.stats()).resolves.toMatchObject({ requests: 0 })
    } finally {
      await upgraded.close()
      await holder.end()
    }
  },
  60_000,
)
