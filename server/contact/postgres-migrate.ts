/**
 * PostgreSQL migrations (docs/decisions/033) on their own connection with their own limits – not the
 * request pool's, whose 4-second statement timeout and 2-second lock timeout are right for a
 * visitor's request and wrong for a migration on a large table or one that must wait for a
 * long query to finish. The server migrates before it listens, as on SQLite.
 */
import pg from 'pg'

import { readMigrations } from './migrations.ts'

/** The limits of the migration connection. */
export const MIGRATION_TIMEOUTS = {
  connectMs: 10_000,
  /** A single statement of a migration (an index on a large table, a rewrite). */
  statementMs: 30 * 60_000,
  /** Waiting for a table lock another session holds (a long query, a backup's read). */
  lockMs: 5 * 60_000,
} as const

export async function migratePostgres({
  connectionString,
  schema,
  dir,
}: {
  connectionString: string
  schema?: string
  /** Tests only: another db/migrations directory. */
  dir?: string
}) {
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: MIGRATION_TIMEOUTS.connectMs,
    statement_timeout: MIGRATION_TIMEOUTS.statementMs,
    lock_timeout: MIGRATION_TIMEOUTS.lockMs,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  // A connection that drops mid-migration rejects the running query; the event must not crash.
  client.on('error', () => {})
  await client.connect()
  try {
    if (schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`)
    await client.query('BEGIN')
    try {
      // Instances starting together take turns; the second finds everything applied.
      await client.query(`SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':mandatwerk-migrations'))`)
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())',
      )
      const applied = new Set((await client.query('SELECT version FROM schema_migrations')).rows.map((r) => r.version))
      for (const migration of readMigrations('postgres', dir)) {
        if (applied.has(migration.version)) continue
        await client.query(migration.sql)
        await client.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
          migration.version,
          migration.name,
        ])
      }
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    }
  } finally {
    await client.end().catch(() => {})
  }
}
