/**
 * The one set of operations (office/operations.ts) behind the CLI and the desk: the
 * audit log that reaches the database (ids only, kept after erasure) and the desk's search.
 */
import { join } from 'node:path'

import { afterEach, beforeEach, describe, expect, test } from 'vitest'

import { createRepository } from '../server/contact/create-repository.ts'
import type { ContactRepository } from '../server/contact/repository.ts'
import { type Engine, ENGINES, testStorage } from '../tests/support/contact-storage.ts'
import { OFFICE_EMAILS, officeRequest, rawDatabase, type SeedExtra, testCli } from '../tests/support/office.ts'
import { createOperations } from './operations.ts'

const GERMAN_REQUEST = { campaign_type: 'state', message: 'Bitte rufen Sie mich wegen der Landtagswahl an.' } as const

describe.each(ENGINES)('operations and their audit log on %s', (engine: Engine) => {
  let repo: ContactRepository
  let storage: ReturnType<typeof testStorage>
  let db: Awaited<ReturnType<typeof rawDatabase>>
  /** The repository's clock: when a seeded request arrives. */
  let clock: Date

  beforeEach(async () => {
    storage = testStorage(engine)
    clock = new Date()
    repo = await createRepository({ ...storage, clock: () => clock })
    db = await rawDatabase(engine, storage)
  })
  afterEach(async () => {
    await db.close()
    await repo.close()
  })

  // JSON text on SQLite, jsonb on PostgreSQL (docs/decisions/041).
  const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value)
  /** The audit table as the database holds it, read past the repository. */
  const auditRows = async () =>
    (await db.query('SELECT * FROM operator_audit ORDER BY seq')).map((row) => ({
      actor: row.actor as string,
      action: row.action as string,
      ids: json(row.request_ids) as string[],
      outcome: json(row.outcome),
      text: JSON.stringify(row),
    }))
  const requestCount = async () => Number((await db.query('SELECT count(*) AS n FROM contact_requests'))[0]!.n)
  /** Every email's request and status, straight from the database; and a way to make them all fail. */
  const outboxRows = async () =>
    (await db.query('SELECT request_id, status FROM email_outbox ORDER BY request_id, kind')).map((row) => ({
      request: row.request_id as string,
      status: row.status as string,
    }))
  const failEveryEmail = async () => void (await db.query("UPDATE email_outbox SET status = 'failed', attempts = 8"))

  const seed = (email: string, extra: SeedExtra = {}) =>
    repo.submit(officeRequest(email, { attribution: { utm_source: 'newsletter' }, ...extra }, GERMAN_REQUEST))

  test('release by the CLI and erasure at the desk are audited with who and ids only, and the log outlives the erasure', async () => {
    const first = await seed('anna@example.org', { quarantine: 'honeypot' })
    const second = await seed('Anna@Example.org')
    const { run: cli, out } = testCli({
      repository: repo,
      outboxDir: join(storage.dataDir, 'outbox'),
      actor: 'cli:lea',
    })
    expect(await cli('release', first.id)).toBe(0)
    const desk = createOperations({
      repository: repo,
      outboxDir: join(storage.dataDir, 'outbox'),
      emails: OFFICE_EMAILS,
      actor: 'Lea Berger',
    })
    const erased = await desk.erase('anna@example.org')
    expect(erased.requests).toBe(2)
    expect(await requestCount()).toBe(0)

    const rows = await auditRows()
    expect(rows.map(({ actor, action }) => [actor, action])).toEqual([
      ['cli:lea', 'release'],
      ['Lea Berger', 'erase'],
    ])
    expect(rows[0]!.ids).toEqual([first.id])
    expect(rows[1]!.ids.toSorted()).toEqual([first.id, second.id].toSorted())
    expect(rows[1]!.outcome).toMatchObject({ code: 'deleted', counts: { requests: 2 } })
    for (const row of rows) {
      expect(row.text.toLowerCase()).not.toContain('anna@example.org')
      expect(row.text).not.toContain('Landtagswahl')
      expect(row.text).not.toContain('Anna Schmidt')
    }

    out.length = 0
    expect(await cli('audit')).toBe(0)
    expect(out.join('\n')).toMatch(/Lea Berger\s+erase\s+2 request/)
    expect(out.join('\n')).toContain(first.id)
  })

  test('resend at the desk queues only that request’s failed emails, audited with its id; the global one queues all', async () => {
    const first = await seed('anna@example.org')
    const other = await seed('bert@example.net')
    await failEveryEmail()
    const desk = createOperations({
      repository: repo,
      outboxDir: '/nonexistent',
      emails: OFFICE_EMAILS,
      actor: 'Lea Berger',
    })
    expect(await desk.resendFailedOf(first.id)).toBe(2)
    const statusOf = async (id: string) =>
      (await outboxRows()).filter((row) => row.request === id).map((row) => row.status)
    expect(await statusOf(first.id)).toEqual(['pending', 'pending'])
    expect(await statusOf(other.id)).toEqual(['failed', 'failed'])
    expect((await auditRows()).map(({ actor, action, ids, outcome }) => [actor, action, ids, outcome])).toEqual([
      ['Lea Berger', 'resend-failed', [first.id], { code: 'requeued', counts: { emails: 2 } }],
    ])

    expect(await desk.resendFailed()).toBe(2)
    expect((await outboxRows()).map((row) => row.status)).toEqual(['pending', 'pending', 'pending', 'pending'])
    expect((await auditRows()).at(-1)).toMatchObject({ action: 'resend-failed', ids: [] })
  })

  test('search finds by name, address, organisation and message words; filters by quarantine, failed emails and source', async () => {
    const a = await seed('anna@example.org', { organization: 'SPD Ortsverein Pankow', message: 'Wahlkampf 50%' })
    const b = await seed('bert@example.net', { message: 'Kommunalwahl in Spandau' })
    const q = await seed('spam@example.com', { quarantine: 'honeypot' })
    const ids = async (filter: Parameters<ContactRepository['findRequests']>[0]) =>
      (await repo.findRequests(filter)).map((r) => r.id).toSorted()
    expect(await ids({ query: 'ortsverein', limit: 50 })).toEqual([a.id])
    expect(await ids({ query: 'EXAMPLE.NET', limit: 50 })).toEqual([b.id])
    expect(await ids({ query: 'spandau kommunalwahl', limit: 50 })).toEqual([b.id])
    expect(await ids({ query: '50%', limit: 50 })).toEqual([a.id])
    expect(await ids({ query: '5_%', limit: 50 })).toEqual([])
    expect(await ids({ limit: 50 })).toEqual([a.id, b.id].toSorted())
    expect(await ids({ quarantined: true, limit: 50 })).toEqual([q.id])
    expect(await ids({ source: 'newsletter', campaignType: 'state', limit: 50 })).toEqual([a.id, b.id].toSorted())
    expect(await ids({ source: 'google.com', limit: 50 })).toEqual([])
    expect(await ids({ failedEmails: true, limit: 50 })).toEqual([])
  })
})
