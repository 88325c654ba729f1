/**
 * Storage for one test of the contact backend: both database engines, each test on its own
 * SQLite directory or PostgreSQL schema, and a configuration with the production defaults.
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { JOB_FORMS } from '../../app/content/careers.ts'
import { emailContent } from '../../app/emails/email-content.ts'
import { guideNames } from '../../app/lib/guides.ts'
import { createRepository } from '../../server/contact/create-repository.ts'
import type { ContactRepository, RepositoryClock } from '../../server/contact/repository.ts'
import type { ContactEnv } from '../../server/contact/runtime.ts'
import { readEnv } from '../../server/env.ts'

/** The engines the contact backend runs on; PostgreSQL only when DATABASE_URL is set (scripts/with-postgres.sh). */
export const ENGINES = process.env.DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)

export type Engine = 'sqlite' | 'postgres'

/** Where one test's data lives: its own SQLite directory, or its own PostgreSQL schema. */
export function testStorage(engine: Engine) {
  const dataDir = mkdtempSync(join(tmpdir(), 'contact-test-'))
  const schema = engine === 'postgres' ? `test_${randomUUID().replace(/-/g, '').slice(0, 16)}` : undefined
  const databaseUrl = engine === 'postgres' ? process.env.DATABASE_URL : undefined
  return { dataDir, schema, databaseUrl }
}

export async function testRepository(engine: Engine, options: RepositoryClock = {}): Promise<ContactRepository> {
  const { dataDir, schema, databaseUrl } = testStorage(engine)
  return createRepository({ dataDir, schema, databaseUrl, ...options })
}

/** The production defaults (readEnv of an empty environment), with this test's storage. */
export function testEnv(storage: ReturnType<typeof testStorage>, overrides: Partial<ContactEnv> = {}): ContactEnv {
  return { ...readEnv({}), DATA_DIR: storage.dataDir, DATABASE_URL: storage.databaseUrl, ...overrides }
}

/** What the e-mails say in tests: the working copy's content, as a build would write it. */
export const TEST_EMAIL_CONTENT = emailContent(
  guideNames(),
  Object.fromEntries(JOB_FORMS.map((job) => [job.slug, job.title])),
)
export const testEmailContent = () => TEST_EMAIL_CONTENT
