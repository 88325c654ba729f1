/**
 * A PostgreSQL that hangs – a table locked by another session, or the whole server frozen
 * with SIGSTOP – must give the visitor a 503 with Retry-After within 10 s, never a spinner;
 * the form's retry with the same Idempotency-Key is stored once when the database is back.
 * Runs on a PostgreSQL server of its own (the frozen one must not be the shared one).
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { VALID_REQUEST } from '../../tests/fixtures/contact-request.ts'
import { type ContactServer, HUMAN_HEADERS, startContactServer } from '../../tests/support/contact-server.ts'
import { ENGINES } from '../../tests/support/contact-storage.ts'
import { type PrivatePostgres, startPrivatePostgres } from '../../tests/support/private-postgres.ts'
import { setLogLevel } from '../log.ts'

/** What the issue promises the visitor at most. */
const ANSWER_WITHIN_MS = 10_000

describe.runIf(ENGINES.includes('postgres' as never))('a hung PostgreSQL', () => {
  let postgres: PrivatePostgres
  let server: ContactServer
  beforeAll(async () => {
    setLogLevel('silent')
    postgres = await startPrivatePostgres()
    server = await startContactServer(
      { dataDir: '', schema: undefined, databaseUrl: postgres.databaseUrl },
      { CONTACT_RATE_LIMIT: null },
    )
  }, 60_000)
  afterAll(async () => {
    await server?.stop()
    await postgres?.stop()
  })

  /** Posts one form; returns status, Retry-After, how long the answer took, and the id if any. */
  async function submit(key: string) {
    const started = performance.now()
    const response = await server.post(VALID_REQUEST, { ...HUMAN_HEADERS, 'idempotency-key': key })
    const body = (await response.json()) as { id?: string; error?: string }
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      ms: performance.now() - started,
      ...body,
    }
  }

  test('a table locked by another session: 503 with Retry-After within 10 s; the retry is stored once', async () => {
    expect((await submit('warm-up-0001')).status).toBe(201)
    const other = new pg.Client({ connectionString: postgres.databaseUrl })
    await other.connect()
    try {
      await other.query('BEGIN')
      await other.query('LOCK TABLE contact_requests IN ACCESS EXCLUSIVE MODE')
      const answer = await submit('locked-form-0001')
      expect(answer).toMatchObject({
        status: 503,
        retryAfter: '60',
        error: expect.stringMatching(/could not be saved/),
      })
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS)
    } finally {
      await other.query('ROLLBACK').catch(() => {})
      await other.end()
    }
    const retry = await submit('locked-form-0001')
    expect(retry.status).toBe(201)
    expect(await submit('locked-form-0001')).toMatchObject({ status: 200, id: retry.id })
  }, 30_000)

  test('the database server frozen (SIGSTOP): 503 with Retry-After within 10 s, /readyz says so within 2 s; after it thaws the retry is stored once', async () => {
    expect((await submit('warm-up-0002')).status).toBe(201)
    const thaw = postgres.freeze()
    let answers
    try {
      // Two at once: one gets a pooled connection that no longer answers, the other needs a new one.
      answers = await Promise.all([submit('frozen-form-0001'), submit('frozen-form-0002')])
      const started = performance.now()
      const ready = await fetch(`${server.url}/readyz`)
      expect(performance.now() - started).toBeLessThan(2_500)
      expect(ready.status).toBe(503)
      expect(await ready.json()).toMatchObject({ database: 'unavailable' })
    } finally {
      thaw()
    }
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 503, retryAfter: '60' })
      expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS)
    }
    // Once it answers again, the form's retry (same key) is stored once.
    let retry
    for (let attempt = 0; attempt < 20; attempt++) {
      retry = await submit('frozen-form-0001')
      if (retry.status !== 503) break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    expect([200, 201]).toContain(retry!.status)
    expect(await submit('frozen-form-0001')).toMatchObject({ status: 200, id: retry!.id })
  }, 60_000)
})
