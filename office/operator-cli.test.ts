/**
 * `npm run requests` on both engines: listing, showing, exporting, erasing, purging, resending
 * and releasing, as the operator reads it. Attribution and `stats --by-source`:
 * operator-cli-sources.test.ts.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, test } from 'vitest'

import { type Engine, ENGINES } from '../tests/support/contact-storage.ts'
import { CLI_NOW, cliPerTest } from '../tests/support/office.ts'
import { csvCell } from './operator-output.ts'

describe.each(ENGINES)('npm run requests on %s', (engine: Engine) => {
  const cli = cliPerTest(engine)

  test('list shows the newest requests with the state of their emails; show prints every field', async () => {
    const { id } = await cli.seed('anna@example.org', new Date('2026-05-30T08:00:00Z'), {
      message: 'Line one\nLine two',
    })
    expect(await cli.run('list')).toBe(0)
    expect(cli.out.join('\n')).toMatch(
      new RegExp(`2026-05-30 10:00\\s+${id}\\s+Anna Schmidt\\s+anna@example.org\\s+state\\s+2 pending`),
    )
    cli.out.length = 0
    expect(await cli.run('show', id)).toBe(0)
    const shown = cli.out.join('\n')
    for (const line of [
      'name:          Anna Schmidt',
      'prefer phone:  yes',
      'ip address:    198.51.100.4',
      '  Line one',
      '  Line two',
    ]) {
      expect(shown).toContain(line)
    }
    expect(shown).toMatch(/notification +[0-9a-f-]{36} to inbox@mandatwerk.example: pending, 0 attempt/)
    expect(await cli.run('show', 'no-such-id')).toBe(1)
  })

  test('export writes CSV with every field, quoting and defusing spreadsheet formulas', async () => {
    await cli.seed('anna@example.org', new Date('2026-05-30T08:00:00Z'), {
      message: 'He said "hi",\nthen =HYPERLINK("http://evil.example")',
      phone: '+49 30 5550100',
    })
    expect(await cli.run('export', '--out', 'requests.csv')).toBe(0)
    const csv = cli.files['requests.csv']!
    // German Excel: a UTF-8 byte-order mark first, cells separated by semicolons.
    expect(csv.startsWith('\uFEFF"id";')).toBe(true)
    const [header, ...rows] = csv.slice(1).split('\r\n')
    expect(header).toBe(
      '"id";"received_at";"name";"email";"phone";"organization";"campaign_type";"job";"prefer_phone";"message";' +
        '"landing_path";"previous_path";"referrer_host";"utm_source";"utm_medium";"utm_campaign";"consent_version";"consent_at"',
    )
    expect(rows.join('\r\n')).toContain(
      `;"Anna Schmidt";"anna@example.org";"'+49 30 5550100";"";"state";"";"yes";"He said ""hi"",\nthen =HYPERLINK(""http://evil.example"")";"";"";"";"";"";"";"";""\r\n`,
    )
    // The IP address stays out of every export (it is kept 30 days, for abuse handling only).
    expect(csv).not.toContain('198.51.100.4')
    expect(csvCell('=1+1')).toBe(`"'=1+1"`)
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`)
    expect(csvCell('plain')).toBe('"plain"')
  })

  test('delete erases every request of an address with its emails and .eml files', async () => {
    await cli.seed('anna@example.org', CLI_NOW)
    await cli.seed('Anna@Example.org', CLI_NOW)
    await cli.seed('ben@example.org', CLI_NOW)
    const [first] = await cli.repo.claimDue({ limit: 1, leaseMs: 1000 })
    mkdirSync(cli.outboxDir, { recursive: true })
    const eml = join(cli.outboxDir, `${first!.id}.eml`)
    writeFileSync(eml, 'From: x')
    expect(await cli.run('delete', 'ANNA@example.org')).toBe(0)
    expect(cli.out.join('')).toMatch(/Deleted 2 request\(s\), 4 queued email\(s\) and [01] \.eml file\(s\)/)
    expect(cli.out.join('')).toContain('Not erased: the notifications in inbox@mandatwerk.example and replies')
    expect((await cli.repo.allRequests()).map((r) => r.email)).toEqual(['ben@example.org'])
    if (first!.request.email.toLowerCase() === 'anna@example.org') expect(existsSync(eml)).toBe(false)
  })

  test('purge deletes requests older than the retention period (default 365 days)', async () => {
    await cli.seed('old@example.org', new Date('2025-05-01T00:00:00Z'))
    await cli.seed('new@example.org', new Date('2026-01-01T00:00:00Z'))
    expect(await cli.run('purge')).toBe(0)
    expect(cli.out[0]).toMatch(
      /^Deleted 1 request\(s\) received before 2025-06-01T12:00:00.000Z \(365 days\), 0 quarantined/,
    )
    expect((await cli.repo.allRequests()).map((r) => r.email)).toEqual(['new@example.org'])
    expect(await cli.run('purge', '--days', '30')).toBe(0)
    expect(await cli.repo.allRequests()).toEqual([])
    expect(await cli.run('purge', '--days', 'soon')).toBe(1)
  })

  test('resend-failed queues failed emails again', async () => {
    await cli.seed('anna@example.org', CLI_NOW)
    const claimed = await cli.repo.claimDue({ limit: 10, leaseMs: 1000 })
    for (const row of claimed) await cli.repo.markFailed(row.id, row.claimToken, 'gave up')
    expect(await cli.run('resend-failed')).toBe(0)
    expect(cli.out[0]).toBe('Queued 2 failed email(s) again; the running server delivers them within seconds.')
    expect((await cli.repo.stats()).outbox).toMatchObject({ pending: 2, failed: 0 })
  })

  test('stats, help, and unknown commands', async () => {
    await cli.seed('anna@example.org', CLI_NOW)
    expect(await cli.run('stats')).toBe(0)
    expect(cli.out[0]).toBe(
      `requests: 1 (and 0 in quarantine)\nemails:   2 pending, 0 sending, 0 sent, 0 written, 0 failed, 0 dismissed\ndatabase: ${engine}`,
    )
    expect(await cli.run('help')).toBe(0)
    expect(await cli.run('frobnicate')).toBe(2)
    expect(cli.err.join('')).toContain('Unknown command: frobnicate')
  })

  test('quarantine lists suspected spam newest first with the reason; release queues both emails once', async () => {
    const lead = await cli.seed('lead@example.org', new Date('2026-05-30T08:00:00Z'))
    const older = await cli.seed('bot@example.org', new Date('2026-05-31T08:00:00Z'), { quarantine: 'honeypot' })
    const newer = await cli.seed('person@example.org', new Date('2026-05-31T09:00:00Z'), { quarantine: 'too-fast' })
    expect(await cli.run('quarantine')).toBe(0)
    const rows = cli.out.slice(1, 3)
    expect(rows[0]).toContain(newer.id)
    expect(rows[0]).toMatch(/too-fast$/)
    expect(rows[1]).toContain(older.id)
    expect(rows[1]).toMatch(/honeypot$/)
    expect(cli.out.join('\n')).not.toContain(lead.id)
    cli.out.length = 0
    expect(await cli.run('list')).toBe(0)
    expect(cli.out.join('\n')).not.toContain(newer.id)

    cli.out.length = 0
    expect(await cli.run('release', newer.id)).toBe(0)
    expect(cli.out[0]).toContain(`Released ${newer.id}`)
    const released = (await cli.repo.getRequest(newer.id))!
    expect(
      released.emails
        .filter((e) => e.status === 'pending')
        .map((e) => [e.kind, e.recipient])
        .sort(),
    ).toEqual([
      ['confirmation', 'person@example.org'],
      ['notification', 'inbox@mandatwerk.example'],
      ['spam-notice', 'inbox@mandatwerk.example'],
    ])
    expect(await cli.run('release', newer.id)).toBe(1)
    expect(cli.err.join('')).toContain('is not in quarantine')
    expect(await cli.run('release', lead.id)).toBe(1)
    expect(await cli.run('release', '00000000-0000-4000-8000-000000000000')).toBe(1)
    expect(await cli.run('release')).toBe(1)
    cli.out.length = 0
    expect(await cli.run('quarantine')).toBe(0)
    expect(cli.out.join('\n')).not.toContain(newer.id)
    cli.out.length = 0
    expect(await cli.run('show', older.id)).toBe(0)
    expect(cli.out.join('\n')).toContain('quarantine:    honeypot')
  })

  test('purge deletes quarantined requests after 30 days, also when normal ones are kept longer', async () => {
    await cli.seed('bot@example.org', new Date('2026-04-20T00:00:00Z'), { quarantine: 'honeypot' })
    const recentSpam = await cli.seed('bot2@example.org', new Date('2026-05-20T00:00:00Z'), { quarantine: 'too-fast' })
    const lead = await cli.seed('lead@example.org', new Date('2026-01-01T00:00:00Z'))
    expect(await cli.run('purge')).toBe(0)
    expect(cli.out[0]).toContain('1 quarantined one(s) older than 30 days')
    expect((await cli.repo.listQuarantined({ limit: 10 })).map((r) => r.id)).toEqual([recentSpam.id])
    expect((await cli.repo.allRequests()).map((r) => r.id)).toEqual([lead.id])
  })
})
