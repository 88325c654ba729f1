/**
 * A request's IP address serves abuse handling only, so the retention job clears it
 * 30 days after the request arrived (OPERATOR.retention.ipAddressDays) and keeps the request;
 * on both engines, with the clock moved, read with each engine's own SQL. The CSV export never
 * carries it (office/operator-cli.test.ts, csv-export.test.ts).
 */
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import pg from 'pg'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'

import { OPERATOR } from '../../app/config/site.ts'
import { ENGINES, testStorage } from '../../tests/support/contact-storage.ts'
import { newRequest } from '../../tests/support/new-request.ts'
import { setLogLevel } from '../log.ts'
import { createRepository, SQLITE_FILE } from './create-repository.ts'
import { DAY_MS, purgeExpired } from './retention.ts'

beforeAll(() => setLogLevel('silent'))

type Storage = ReturnType<typeof testStorage>

/** name → ip_address of every stored request, straight from the database. */
async function storedAddresses(storage: Storage): Promise<Record<string, string | null>> {
  let rows: Record<string, unknown>[]
  if (!storage.databaseUrl) {
    const db = new DatabaseSync(join(storage.dataDir, SQLITE_FILE), { readOnly: true })
    try {
      rows = db.prepare('SELECT name, ip_address FROM contact_requests').all()
    } finally {
      db.close()
    }
  } else {
    const client = new pg.Client({ connectionString: storage.databaseUrl })
    await client.connect()
    try {
      rows = (await client.query(`SELECT name, host(ip_address) AS ip_address FROM ${storage.schema}.contact_requests`))
        .rows
    } finally {
      await client.end()
    }
  }
  return Object.fromEntries(rows.map((row) => [row.name as string, (row.ip_address as string | null) ?? null]))
}

describe.each(ENGINES)('on %s', (engine) => {
  const open: { close(): Promise<void> }[] = []
  afterEach(async () => {
    await Promise.all(open.splice(0).map((item) => item.close()))
  })

  test('the retention job clears the IP address 30 days after a request arrived and keeps the request', async () => {
    expect(OPERATOR.retention.ipAddressDays).toBe(30)
    const storage = testStorage(engine)
    const now = new Date('2026-09-01T08:00:00Z')
    let time = now
    const repository = await createRepository({ ...storage, clock: () => time })
    open.push(repository)
    const submit = async (name: string, receivedMs: number, ipAddress: string) => {
      time = new Date(now.getTime() - receivedMs)
      await repository.submit(newRequest({ request: { name, email: `${name}@example.org` }, ipAddress }))
    }
    await submit('older', 30 * DAY_MS + 60_000, '203.0.113.7')
    await submit('thirty', 30 * DAY_MS - 60_000, '2001:db8::1')
    await submit('recent', 2 * DAY_MS, '198.51.100.4')

    // The first run, at `now`: only the request older than 30 days loses its address.
    const first = await purgeExpired(repository, { now, days: 365, outboxDir: '/nonexistent' })
    expect(first).toMatchObject({ requests: 0, ipAddresses: 1 })
    expect(await storedAddresses(storage)).toEqual({ older: null, thirty: '2001:db8::1', recent: '198.51.100.4' })

    // The clock moved on two days: the second is past its 30 days too; the requests stay.
    const later = new Date(now.getTime() + 2 * DAY_MS)
    expect(await purgeExpired(repository, { now: later, days: 365, outboxDir: '/nonexistent' })).toMatchObject({
      requests: 0,
      ipAddresses: 1,
    })
    expect(await storedAddresses(storage)).toEqual({ older: null, thirty: null, recent: '198.51.100.4' })
    expect((await repository.getRequest((await repository.allRequests())[0]!.id))?.request.name).toBe('older')
  })
})
