import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

export type Migration = { version: number; name: string; sql: string }

/**
 * db/migrations/ of the project. Searched upwards from this file, so it is found both from
 * the sources (server/contact/) and from the server bundle (build/server-node/); a deployment
 * ships db/ next to build/, as it ships node_modules.
 */
export function migrationsDir(from: string = import.meta.dirname): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'db', 'migrations')
    if (existsSync(candidate)) return candidate
    if (dirname(dir) === dir) throw new Error(`db/migrations not found above ${from}`)
  }
}

/** `0001_contact_requests.sql` → version 1. Sorted by version; gaps and duplicates are errors. */
export function readMigrations(engine: 'sqlite' | 'postgres', dir = migrationsDir()): Migration[] {
  const files = readdirSync(join(dir, engine)).filter((file) => file.endsWith('.sql'))
  const migrations = files
    .map((file) => {
      const match = /^(\d+)_([\w-]+)\.sql$/.exec(file)
      if (!match) throw new Error(`Migration file name must look like 0001_name.sql: ${file}`)
      return { version: Number(match[1]), name: match[2]!, sql: readFileSync(join(dir, engine, file), 'utf8') }
    })
    .sort((a, b) => a.version - b.version)
  migrations.forEach((migration, index) => {
    if (migration.version !== index + 1)
      throw new Error(`Migrations of ${engine} must be numbered 1, 2, 3, … without gaps`)
  })
  return migrations
}
