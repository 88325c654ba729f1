/**
 * The desk's search and the weeks of Quellen on both engines (docs/decisions/029): a search folds case
 * for every letter, not only ASCII, also for requests stored before the search column existed;
 * a week begins on Monday 00:00 in Berlin (CET/CEST), and a week's count equals what
 * `stats --by-source --since <that Monday>` counts.
 */
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import pg from 'pg'
import { afterEach, describe, expect, test } from 'vitest'

import { NO_ATTRIBUTION } from '../../app/lib/attribution.ts'
import { type Engine, ENGINES, testStorage } from '../../tests/support/contact-storage.ts'
import { newRequest } from '../../tests/support/new-request.ts'
import { testCli } from '../../tests/support/office.ts'
import { createRepository, SQLITE_FILE } from './create-repository.ts'
import type { ContactRepository } from './repository.ts'

describe.each(ENGINES)('search and weeks on %s', (engine: Engine) => {
  let repo: ContactRepository
  let clock = new Date()
  const storage = () => testStorage(engine)
  afterEach(() => repo?.close())

  const seed = (request: { name: string; email: string; organization?: string; message: string }) =>
    repo.submit(
      newRequest({ request, attribution: { ...NO_ATTRIBUTION, landing_path: '/ratgeber', utm_source: 'newsletter' } }),
    )
  const found = async (query: string) => (await repo.findRequests({ query, limit: 50 })).map((r) => r.name).toSorted()

  test('a search folds case for non-ASCII letters: özdemir finds Özdemir, ärger ÄRGER, strasse Straße', async () => {
    repo = await createRepository({ ...storage(), clock: () => clock })
    await seed({ name: 'Mehmet Özdemir', email: 'm.oezdemir@example.org', message: 'Bitte um Rückruf.' })
    await seed({
      name: 'Jana Ulm',
      email: 'jana@example.org',
      organization: 'ÄRGER e. V.',
      message: 'ÜBER DIE STRASSE',
    })
    await seed({ name: 'Olaf Odemir', email: 'olaf@example.org', message: 'Große Straße 5, Ärger im Kiez' })

    expect(await found('özdemir')).toEqual(['Mehmet Özdemir'])
    expect(await found('ÖZDEMIR')).toEqual(['Mehmet Özdemir'])
    expect(await found('ärger')).toEqual(['Jana Ulm', 'Olaf Odemir'])
    expect(await found('über')).toEqual(['Jana Ulm'])
    expect(await found('rückruf')).toEqual(['Mehmet Özdemir'])
    expect(await found('straße')).toEqual(['Jana Ulm', 'Olaf Odemir'])
    expect(await found('STRASSE große')).toEqual(['Olaf Odemir'])
    // The letters stay what they are: o is not ö.
    expect(await found('odemir')).toEqual(['Olaf Odemir'])
    // A word never spans two fields.
    expect(await found('özdemirm.oezdemir')).toEqual([])
  })

  test('requests stored before the search column are found after the upgrade', async () => {
    const where = storage()
    repo = await createRepository({ ...where, clock: () => clock })
    await repo.close()
    // A row as an older version of the server stored it: without search_text.
    const insert = `INSERT INTO contact_requests (id, created_at, name, email, campaign_type, message, prefer_phone)
      VALUES ('11111111-1111-4111-8111-111111111111', ${engine === 'sqlite' ? Date.now() : 'now()'}, 'Ömer Äbi',
              'oe@example.org', 'local', 'Gespräch über GRÜNFLÄCHEN', ${engine === 'sqlite' ? 0 : 'false'})`
    if (engine === 'sqlite') new DatabaseSync(join(where.dataDir, SQLITE_FILE)).exec(insert)
    else {
      const client = new pg.Client({ connectionString: where.databaseUrl })
      await client.connect()
      await client.query(`SET search_path TO ${where.schema}; ${insert}`)
      await client.end()
    }
    repo = await createRepository({ ...where, clock: () => clock })
    expect(await found('ömer grünflächen')).toEqual(['Ömer Äbi'])
  })

  test('a week begins Monday 00:00 Berlin time, winter and summer, and equals stats --by-source --since that Monday', async () => {
    repo = await createRepository({ ...storage(), clock: () => clock })
    const at = async (instant: string, name: string) => {
      clock = new Date(instant)
      await seed({ name, email: `${name}@example.org`, message: 'Anfrage' })
    }
    // Winter (CET, UTC+1): Monday 23 November 2026 begins at 23:00 UTC on Sunday the 22nd.
    await at('2026-11-22T22:30:00Z', 'sunday-2330-berlin')
    await at('2026-11-22T23:30:00Z', 'monday-0030-berlin')
    await at('2026-11-29T22:59:00Z', 'sunday-2359-berlin')
    // Summer (CEST, UTC+2): Monday 6 July 2026 begins at 22:00 UTC on Sunday the 5th.
    await at('2026-07-05T21:30:00Z', 'summer-sunday-2330')
    await at('2026-07-05T22:30:00Z', 'summer-monday-0030')
    clock = new Date('2026-11-30T12:00:00Z')

    const weeks = await repo.weeklySourceCounts(new Date('2026-06-01T00:00:00Z'))
    expect(weeks.map((w) => [w.week, w.requests])).toEqual([
      ['2026-06-29', 1],
      ['2026-07-06', 1],
      ['2026-11-16', 1],
      ['2026-11-23', 2],
    ])

    const { run, out } = testCli({ repository: repo, outboxDir: '/nonexistent', now: () => clock })
    const cliTotal = async (since: string) => {
      out.length = 0
      await run('stats', '--by-source', '--since', since)
      return Number(/quarantine not counted: (\d+)/.exec(out.join('\n'))![1])
    }
    // Since Monday 23 November (Berlin): that week's two, and nothing of the Sunday before.
    expect(await cliTotal('2026-11-23')).toBe(2)
    expect(await cliTotal('2026-11-16')).toBe(3)
    const since = new Date('2026-11-16T00:00:00+01:00')
    expect((await repo.weeklySourceCounts(since)).map((w) => [w.week, w.requests])).toEqual([
      ['2026-11-16', 1],
      ['2026-11-23', 2],
    ])
  })
})
