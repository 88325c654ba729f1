/**
 * `npm run requests` on both engines: which pages brought a request (`show`, `export`), the
 * counts per first page and source (`stats --by-source`, `--since` in Berlin time), and the real
 * command on the database the server uses.
 */
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'

import { describe, expect, test } from 'vitest'

import { createRepository, SQLITE_FILE } from '../server/contact/create-repository.ts'
import { type Engine, ENGINES, testStorage } from '../tests/support/contact-storage.ts'
import { cliPerTest, officeRequest } from '../tests/support/office.ts'
import { berlinDayStart } from './operator-output.ts'

describe.each(ENGINES)('npm run requests on %s', (engine: Engine) => {
  const cli = cliPerTest(engine)

  const fromGoogle = {
    referrer_host: 'www.google.com',
    landing_path: '/campaign-costs',
    previous_path: '/campaign-costs',
  }

  test('show prints which pages brought the request, named as in the notification', async () => {
    const { id } = await cli.seed('anna@example.org', new Date('2026-05-30T08:00:00Z'), {
      attribution: { ...fromGoogle, previous_path: '/ratgeber', utm_source: 'newsletter', utm_campaign: 'herbst' },
    })
    const old = await cli.seed('old@example.org', new Date('2026-05-30T08:00:00Z'))
    expect(await cli.run('show', id)).toBe(0)
    expect(cli.out.join('\n').split('\n')).toEqual(
      expect.arrayContaining([
        'came via:      www.google.com → Wahlkampfkosten-Ratgeber → Ratgeber Wahlkampf → Kontakt (Kampagnenlink: source=newsletter, campaign=herbst)',
        'first page:    /campaign-costs',
        'previous page: /ratgeber',
        'referrer host: www.google.com',
        'utm:           utm_source=newsletter, utm_campaign=herbst',
      ]),
    )
    cli.out.length = 0
    expect(await cli.run('show', old.id)).toBe(0)
    expect(cli.out.join('\n').split('\n')).toEqual(
      expect.arrayContaining(['came via:      nicht übermittelt', 'first page:    –', 'utm:           –']),
    )
  })

  test('export has the attribution columns, formulas defused there too', async () => {
    await cli.seed('anna@example.org', new Date('2026-05-30T08:00:00Z'), {
      attribution: { ...fromGoogle, utm_source: 'newsletter', utm_medium: '-1+1', utm_campaign: '=HYPERLINK("x")' },
    })
    expect(await cli.run('export', '--out', 'requests.csv')).toBe(0)
    const [, row] = cli.files['requests.csv']!.split('\r\n')
    expect(row).toMatch(
      /;"Please call me about the state election\.";"\/campaign-costs";"\/campaign-costs";"www\.google\.com";"newsletter";"'-1\+1";"'=HYPERLINK\(""x""\)";"";""$/,
    )
  })

  test('stats --by-source counts requests per first page and per source over a period, without the quarantine', async () => {
    const day = (iso: string) => new Date(`${iso}T09:00:00Z`)
    await cli.seed('a@example.org', day('2026-04-01'), { attribution: fromGoogle }) // before the period
    await cli.seed('b@example.org', day('2026-05-20'), { attribution: fromGoogle })
    await cli.seed('c@example.org', day('2026-05-25'), { attribution: { ...fromGoogle, previous_path: '/ratgeber' } })
    await cli.seed('d@example.org', day('2026-05-31'), {
      attribution: {
        landing_path: '/',
        previous_path: '/careers',
        referrer_host: 'www.google.com',
        utm_source: 'newsletter',
      },
    })
    await cli.seed('e@example.org', day('2026-05-31'), { attribution: { landing_path: '/contact' } })
    await cli.seed('f@example.org', day('2026-05-31'), { attribution: { previous_path: '/careers' } })
    await cli.seed('g@example.org', day('2026-05-31'), { attribution: fromGoogle, quarantine: 'too-fast' })

    expect(await cli.run('stats', '--by-source')).toBe(0)
    expect(cli.out.join('\n')).toBe(
      [
        'Requests received since 2026-05-02 14:00 (Berlin), quarantine not counted: 5',
        '',
        'first page                                  requests',
        'Wahlkampfkosten-Ratgeber (/campaign-costs)         2',
        'Kontakt (/contact)                                 1',
        'Startseite (/)                                     1',
        '(unknown)                                          1',
        '',
        'source                        requests',
        'www.google.com (referrer)            2',
        '(no referrer, no utm_source)         2',
        'utm_source=newsletter                1',
      ].join('\n'),
    )
    cli.out.length = 0
    expect(await cli.run('stats', '--by-source', '--since', '2026-05-31')).toBe(0)
    expect(cli.out[0]).toMatch(/^Requests received since 2026-05-31 00:00 \(Berlin\), quarantine not counted: 3\n/)
    cli.out.length = 0
    expect(await cli.run('stats', '--by-source', '--days', '365')).toBe(0)
    expect(cli.out[0]).toMatch(/quarantine not counted: 6\n/)
    expect(cli.out[0]).toContain('Wahlkampfkosten-Ratgeber (/campaign-costs)         3')
    cli.out.length = 0
    expect(await cli.run('stats', '--by-source', '--since', '2026-06-02')).toBe(0)
    expect(cli.out).toEqual(['Requests received since 2026-06-02 00:00 (Berlin), quarantine not counted: 0'])

    for (const args of [
      ['--by-source', '--days', '7', '--since', '2026-05-01'],
      ['--by-source', '--since', '2026-02-30'],
      ['--by-source', '--since', 'yesterday'],
      ['--by-source', '--days', '0'],
      ['--days', '7'],
    ]) {
      cli.err.length = 0
      expect(await cli.run('stats', ...args), args.join(' ')).toBe(1)
      expect(cli.err.join('')).toMatch(/--days|--since/)
    }
  })

  test('the real command prints the same, on the database the server uses', async () => {
    const storage = testStorage(engine)
    const seeded = await createRepository({ ...storage, clock: () => new Date(Date.now() - 60_000) })
    const { id } = await seeded.submit(officeRequest('anna@example.org', { attribution: fromGoogle }))
    await seeded.close()
    const env = {
      ...process.env,
      DATA_DIR: storage.dataDir,
      DATABASE_URL: storage.databaseUrl
        ? `${storage.databaseUrl}${storage.databaseUrl.includes('?') ? '&' : '?'}options=-c%20search_path%3D${storage.schema}`
        : '',
      // A build directory without page names: pages show as their paths.
      CLIENT_DIR: join(storage.dataDir, 'no-build', 'client'),
    }
    const run = (...args: string[]) => promisify(execFile)(process.execPath, ['scripts/requests.ts', ...args], { env })
    expect(engine === 'sqlite' ? existsSync(join(storage.dataDir, SQLITE_FILE)) : true).toBe(true)
    const shown = (await run('show', id)).stdout
    expect(shown).toContain('came via:      www.google.com → /campaign-costs → Kontakt\n')
    const stats = (await run('stats', '--by-source', '--days', '1')).stdout
    expect(stats).toMatch(/quarantine not counted: 1\n/)
    expect(stats).toMatch(/^\/campaign-costs +1$/m)
    expect(stats).toMatch(/^www\.google\.com \(referrer\) +1$/m)
  })
})

test('--since counts from midnight in Berlin, in winter and in summer', () => {
  expect(berlinDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z')
  expect(berlinDayStart('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z')
  // The days the clocks change: midnight is still before the change.
  expect(berlinDayStart('2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z')
  expect(berlinDayStart('2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z')
  expect(() => berlinDayStart('2026-13-01')).toThrow(/--since/)
})
