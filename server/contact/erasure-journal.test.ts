/**
 * The erasure journal on both engines (docs/decisions/025): an erasure and a retention purge record
 * the ids they removed, and nothing of the content; applying the journal to another copy of
 * the data (a restored backup) removes the same requests there. On PostgreSQL the erasure
 * ends with the tables vacuumed.
 */
import { join } from 'node:path'

import pg from 'pg'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'

import { OPERATOR } from '../../app/config/site.ts'
import { copiesKeptDays } from '../../office/erasure.ts'
import { ENGINES, testStorage } from '../../tests/support/contact-storage.ts'
import { newRequest as submission } from '../../tests/support/new-request.ts'
import { JOURNAL_FILE, readJournalFile, writeJournalFile } from '../backup/journal-file.ts'
import { setLogLevel } from '../log.ts'
import { createRepository } from './create-repository.ts'
import type { ContactRepository } from './repository.ts'
import { DAY_MS, purgeExpired } from './retention.ts'

beforeAll(() => setLogLevel('silent'))

const T0 = new Date('2026-03-01T10:00:00Z')
let time = T0
const clock = () => time

const newRequest = (email: string) =>
  submission({ request: { email, message: `Secret plan of ${email}` }, ipAddress: '203.0.113.7' })

describe.each(ENGINES)('erasure journal on %s', (engine) => {
  const open: ContactRepository[] = []
  afterEach(async () => {
    await Promise.all(open.splice(0).map((repository) => repository.close()))
  })
  async function fresh() {
    const repository = await createRepository({ ...testStorage(engine), clock })
    open.push(repository)
    return repository
  }

  test('erasure and purge record the ids they removed, never content', async () => {
    const repository = await fresh()
    const ids: Record<string, string> = {}
    time = T0
    for (const email of ['old@example.org', 'erase@example.org', 'stays@example.org']) {
      const result = await repository.submit(newRequest(email))
      if (result.status === 'created') ids[email] = result.id
      time = new Date(time.getTime() + 24 * 60 * 60 * 1000)
    }
    expect((await repository.deleteOlderThan(new Date(T0.getTime() + 1000))).requests).toBe(1)
    time = new Date(time.getTime() + 60_000) // the journal lists the erasure after the purge
    expect((await repository.deleteByEmail('ERASE@example.org')).requests).toBe(1)

    const journal = await repository.erasureJournal()
    expect(journal.map(({ requestId, reason }) => [requestId, reason])).toEqual([
      [ids['old@example.org'], 'retention'],
      [ids['erase@example.org'], 'erasure'],
    ])
    expect(JSON.stringify(journal)).not.toMatch(/example\.org|Secret|Anna/)
  })

  test('applying a journal removes the named requests and their emails, once', async () => {
    const repository = await fresh()
    time = T0
    const erased = await repository.submit(newRequest('erased@example.org'))
    await repository.submit(newRequest('stays@example.org'))
    const entry = { requestId: erased.id, erasedAt: new Date('2026-03-02T00:00:00Z'), reason: 'erasure' as const }

    expect(await repository.applyErasureJournal([entry])).toBe(1)
    expect(await repository.getRequest(erased.id)).toBeUndefined()
    const stats = await repository.stats()
    expect(stats.requests).toBe(1)
    expect(stats.outbox.pending).toBe(2) // the remaining request's notification and confirmation
    expect(await repository.erasureJournal()).toEqual([entry])
    expect(await repository.applyErasureJournal([entry])).toBe(0)
  })

  test('the retention purge forgets an entry once no backup can hold its request, and no sooner', async () => {
    const storage = testStorage(engine)
    const repository = await createRepository({ ...storage, clock })
    open.push(repository)
    const file = join(storage.dataDir, JOURNAL_FILE)
    const now = new Date('2026-06-01T12:00:00Z')
    const keep = OPERATOR.retention.erasureJournalDays
    const entry = (requestId: string, days: number) => ({
      requestId,
      erasedAt: new Date(now.getTime() - days * DAY_MS),
      reason: 'erasure' as const,
    })
    const forgotten = entry('00000000-0000-4000-8000-000000000001', keep + 1)
    const remembered = entry('00000000-0000-4000-8000-000000000002', keep - 1)
    await repository.applyErasureJournal([forgotten, remembered])
    writeJournalFile(file, [forgotten, remembered])

    const result = await purgeExpired(repository, { now, days: 365, outboxDir: '/nonexistent' })
    expect(result.journalEntries).toBe(1)
    expect(await repository.erasureJournal()).toEqual([remembered])
    expect(readJournalFile(file)).toEqual([remembered]) // the file beside the database too (ADR 033)
  })

  test.runIf(engine === 'postgres')('on PostgreSQL an erasure ends with the tables vacuumed', async () => {
    const schema = testStorage('postgres').schema!
    const repository = await createRepository({ dataDir: '', databaseUrl: process.env.DATABASE_URL, schema, clock })
    open.push(repository)
    await repository.submit(newRequest('erase@example.org'))
    await repository.deleteByEmail('erase@example.org')
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
    await client.connect()
    const tables = await client.query(
      `SELECT relname, last_vacuum IS NOT NULL AS vacuumed, n_dead_tup FROM pg_stat_user_tables
        WHERE schemaname = $1 AND relname IN ('contact_requests', 'email_outbox') ORDER BY relname`,
      [schema],
    )
    await client.end()
    expect(tables.rows).toEqual([
      { relname: 'contact_requests', vacuumed: true, n_dead_tup: '0' },
      { relname: 'email_outbox', vacuumed: true, n_dead_tup: '0' },
    ])
  })
})

test('the desk names the longest a copy keeps an erased request: 14 days on SQLite, 30 on PostgreSQL', () => {
  expect([copiesKeptDays('sqlite'), copiesKeptDays('postgres')]).toEqual([14, 30])
})
