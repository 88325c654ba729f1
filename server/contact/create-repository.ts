import { join } from 'node:path'

import { journalFileIn } from '../backup/journal-file.ts'
import type { ContactRepository, RepositoryClock } from './repository.ts'

export type RepositoryConfig = {
  /** PostgreSQL when set; otherwise SQLite in `dataDir`. */
  databaseUrl?: string
  /** Directory of the SQLite file (contact.db) and of the .eml outbox. */
  dataDir: string
  /** PostgreSQL schema (tests use one per suite). */
  schema?: string
} & RepositoryClock

export const SQLITE_FILE = 'contact.db'

/**
 * The repository the configuration asks for, migrated and ready. Each engine's driver is
 * loaded only when used, so a SQLite installation never touches `pg` and vice versa.
 */
export async function createRepository(config: RepositoryConfig): Promise<ContactRepository> {
  let repository: ContactRepository
  if (config.databaseUrl) {
    const { createPostgresRepository } = await import('./postgres-repository.ts')
    repository = createPostgresRepository({
      connectionString: config.databaseUrl,
      schema: config.schema,
      clock: config.clock,
      journalFile: journalFileIn(config.dataDir),
    })
  } else {
    const { createSqliteRepository } = await import('./sqlite-repository.ts')
    repository = createSqliteRepository({
      file: join(config.dataDir, SQLITE_FILE),
      clock: config.clock,
      journalFile: journalFileIn(config.dataDir),
    })
  }
  try {
    await repository.migrate()
  } catch (error) {
    await repository.close()
    throw error
  }
  return repository
}
