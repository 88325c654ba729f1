/**
 * On both engines: the proof of consent a request is stored with (docs/decisions/023; the version of the
 * consent text and when), as it reaches the database and as `requests show` and the CSV export
 * give it out; and the applicants' rule of the privacy policy – an application (a request that
 * names a job, sent with the form Apply Now opens; docs/decisions/035) is deleted six months after it
 * arrived by the retention job, others are not, even when they were sent from the careers page.
 * Rows are read with the engines' own SQL, not through the repository.
 */
import { afterEach, beforeAll, describe, expect, test } from 'vitest'

import { OPERATOR } from '../../app/config/site.ts'
import { CONTACT } from '../../app/content/contact.ts'
import { NO_ATTRIBUTION } from '../../app/lib/attribution.ts'
import { outcomeFromStored } from '../../office/audit-outcomes.ts'
import { VALID_REQUEST } from '../../tests/fixtures/contact-request.ts'
import { type ContactServer, startContactServer } from '../../tests/support/contact-server.ts'
import { ENGINES, testStorage } from '../../tests/support/contact-storage.ts'
import { newRequest } from '../../tests/support/new-request.ts'
import { rawDatabase, testCli } from '../../tests/support/office.ts'
import { setLogLevel } from '../log.ts'
import { CONSENT_VERSION, consentText, consentVersion } from './consent.ts'
import { createRepository } from './create-repository.ts'
import type { ContactRepository } from './repository.ts'
import { DAY_MS, purgeExpired } from './retention.ts'

beforeAll(() => setLogLevel('silent'))

type Storage = ReturnType<typeof testStorage>

/** Every row of contact_requests (or of another table), straight from the database file or schema. */
async function rawRows(storage: Storage, table = 'contact_requests', order = 'created_at') {
  const db = await rawDatabase(storage.databaseUrl ? 'postgres' : 'sqlite', storage)
  try {
    return await db.query(`SELECT * FROM ${table} ORDER BY ${order}`)
  } finally {
    await db.close()
  }
}

const millis = (value: unknown) => (value instanceof Date ? value.getTime() : Number(value))

test('the consent version is derived from the consent text and changes with any change of it', () => {
  const text = consentText()
  expect(text).toBe(`${CONTACT.form.consent.before}${CONTACT.form.consent.linkText}${CONTACT.form.consent.after}`)
  expect(CONSENT_VERSION).toMatch(/^[0-9a-f]{12}$/)
  expect(consentVersion(text)).toBe(CONSENT_VERSION)
  expect(consentVersion(text.replace('at any time', 'at any time,'))).not.toBe(CONSENT_VERSION)
  expect(consentVersion(`${text} `)).not.toBe(CONSENT_VERSION)
})

describe.each(ENGINES)('on %s', (engine) => {
  const open: { stop(): Promise<void> }[] = []
  afterEach(async () => {
    await Promise.all(open.splice(0).map((item) => item.stop()))
  })

  const cliOn = (repository: ContactRepository) => testCli({ repository, outboxDir: '/nonexistent' })

  test('a request through the form stores the consent text’s version and time; show and the CSV export give them', async () => {
    const storage = testStorage(engine)
    const server: ContactServer = await startContactServer(storage, { CONTACT_RATE_LIMIT: null })
    open.push(server)
    const response = await server.post(VALID_REQUEST)
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }

    const [row] = await rawRows(storage)
    expect(row).toMatchObject({ id, consent_version: CONSENT_VERSION })
    expect(millis(row!.consent_at)).toBe(millis(row!.created_at))
    // The checkbox itself is not sent, so nothing of it is stored beside the record (docs/decisions/023).
    expect(Object.keys(row!).filter((column) => /agree|privacy/.test(column))).toEqual([])

    const cli = cliOn(server.runtime.repository)
    expect(await cli.run('show', id)).toBe(0)
    const at = new Date(millis(row!.consent_at)).toISOString()
    expect(cli.out.join('\n')).toContain(
      `consent:       text version ${CONSENT_VERSION} (the current consent text), given ${at}`,
    )

    expect(await cli.run('export')).toBe(0)
    const [header, line] = cli.out
      .at(-1)!
      .replace(/^\uFEFF/, '')
      .split('\r\n')
    // Every cell is quoted (csvCell); none of these cells holds a semicolon or a quote.
    const unquote = (cell: string) => cell.replace(/^"(.*)"$/, '$1')
    const columns = header!.split(';').map(unquote)
    const cells = line!.split(';').map(unquote)
    expect(cells[columns.indexOf('consent_version')]).toBe(CONSENT_VERSION)
    expect(cells[columns.indexOf('consent_at')]).toBe(at)
  })

  test('the retention job deletes applications after six months, others after twelve', async () => {
    const storage = testStorage(engine)
    const now = new Date('2026-09-01T08:00:00Z')
    let time = now
    const repository = await createRepository({ ...storage, clock: () => time })
    open.push({ stop: () => repository.close() })
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS)
    const submit = async (name: string, receivedDaysAgo: number, previousPath: string | null, job?: string) => {
      time = daysAgo(receivedDaysAgo)
      const { campaign_type, ...application } = { ...VALID_REQUEST, name }
      await repository.submit(
        newRequest({
          request: job ? { ...application, job } : { ...application, campaign_type },
          attribution: { ...NO_ATTRIBUTION, previous_path: previousPath },
        }),
      )
    }
    // 1 March to 1 September 2026 is 184 days; six months from 4 March end on 4 September.
    await submit('Applicant, six months and more ago', 184, '/careers', 'praktikum-beratung-medien')
    await submit('Applicant, five months ago', 150, '/careers', 'praktikum-ki-kampagnenkommunikation')
    // The mark is the job, not the page before the form (docs/decisions/035).
    await submit('Applicant, no previous page known, seven months ago', 212, null, 'praktikum-beratung-medien')
    await submit('Client, from the careers page, seven months ago', 211, '/careers')
    await submit('Client, from the guides, seven months ago', 214, '/campaign-costs')
    await submit('Client, no previous page known, seven months ago', 213, null)
    await submit('Client, thirteen months ago', 396, '/')

    const result = await purgeExpired(repository, { now, days: 365, outboxDir: '/nonexistent' })
    expect(result).toMatchObject({ requests: 3, applicants: 2 })
    expect((await rawRows(storage)).map((row) => row.name)).toEqual([
      'Client, from the guides, seven months ago',
      'Client, no previous page known, seven months ago',
      'Client, from the careers page, seven months ago',
      'Applicant, five months ago',
    ])
    expect((await rawRows(storage)).map((row) => row.job)).toEqual([
      null,
      null,
      null,
      'praktikum-ki-kampagnenkommunikation',
    ])
  })

  test('no applicant’s request outlives the policy’s months, whatever the retention setting', async () => {
    const storage = testStorage(engine)
    // A minute after the six months of the request below are over.
    const now = new Date('2026-03-01T08:01:00Z')
    let time = now
    const repository = await createRepository({ ...storage, clock: () => time })
    open.push({ stop: () => repository.close() })
    // The shortest run of six calendar months: 1 September to 1 March, 181 days.
    const sixMonths = new Date(Date.UTC(2025, 8, 1, 8))
    expect(OPERATOR.applicationRetentionMonths).toBe(6)
    time = sixMonths
    const { campaign_type: _none, ...application } = VALID_REQUEST
    await repository.submit(newRequest({ request: { ...application, job: 'praktikum-beratung-medien' } }))
    // 0 keeps normal requests; it does not keep applicants.
    expect(await purgeExpired(repository, { now, days: 0, outboxDir: '/nonexistent' })).toMatchObject({ applicants: 1 })
    expect(await rawRows(storage)).toEqual([])
  })

  test('the retention job deletes audit entries three years after the end of their year (Berlin time), no sooner', async () => {
    const storage = testStorage(engine)
    const now = new Date('2026-09-01T08:00:00Z')
    let time = now
    const repository = await createRepository({ ...storage, clock: () => time })
    open.push({ stop: () => repository.close() })
    expect(OPERATOR.retention.auditLogYears).toBe(3)
    const entries: [string, string][] = [
      ['2020-05-01T10:00:00Z', 'six years ago'],
      // 23:59 on 31 December 2022 in Berlin: its year ended over three years ago.
      ['2022-12-31T22:59:00Z', 'last minute of 2022 in Berlin'],
      // 00:00 on 1 January 2023 in Berlin (still 2022 in UTC): kept until the end of 2026.
      ['2022-12-31T23:00:00Z', 'first minute of 2023 in Berlin'],
      ['2026-08-01T10:00:00Z', 'last month'],
    ]
    for (const [at, outcome] of entries) {
      time = new Date(at)
      await repository.recordAudit({
        actor: 'cli:test',
        action: 'release',
        ids: ['x'],
        outcome: { code: 'legacy', counts: {}, text: outcome },
      })
    }
    time = now
    const result = await purgeExpired(repository, { now, days: 365, outboxDir: '/nonexistent' })
    expect(result.auditEntries).toBe(2)
    const rows = await rawRows(storage, 'operator_audit', 'seq')
    expect(rows.map((row) => outcomeFromStored(row.outcome))).toMatchObject([
      { text: 'first minute of 2023 in Berlin' },
      { text: 'last month' },
    ])
    expect(rows.map((row) => new Date(millis(row.at)).toISOString())).toEqual([
      '2022-12-31T23:00:00.000Z',
      '2026-08-01T10:00:00.000Z',
    ])
  })
})
