/**
 * `npm run requests -- export` – the real command on a real SQLite file – quotes
 * every cell and defuses a leading = + - @, tab or carriage return in every cell, whichever
 * field it comes from.
 */
import { spawnSync } from 'node:child_process'

import { afterEach, beforeAll, expect, test } from 'vitest'

import { testStorage } from '../../tests/support/contact-storage.ts'
import { setLogLevel } from '../log.ts'
import { createRepository } from './create-repository.ts'
import type { ContactRepository } from './repository.ts'

beforeAll(() => setLogLevel('silent'))
let repo: ContactRepository | undefined
afterEach(async () => {
  await repo?.close()
})

/** RFC 4180 records (separator `;`, German Excel's) of a CSV text in which every cell is quoted; throws on anything else. */
function parseQuotedCsv(text: string): string[][] {
  const records: string[][] = []
  const cell = /"((?:[^"]|"")*)"(;|\r\n)/y
  let record: string[] = []
  while (cell.lastIndex < text.length) {
    const at = cell.lastIndex
    const match = cell.exec(text)
    if (!match) throw new Error(`unquoted or broken cell at offset ${at}: ${JSON.stringify(text.slice(at, at + 30))}`)
    record.push(match[1]!.replace(/""/g, '"'))
    if (match[2] === '\r\n') {
      records.push(record)
      record = []
    }
  }
  return records
}

test('every cell quoted, every formula-like start defused, separators kept inside their cell', async () => {
  const { dataDir } = testStorage('sqlite')
  repo = await createRepository({ dataDir })
  const hostile = {
    name: '=HYPERLINK("http://evil.example";"click")',
    email: 'anna@example.org',
    phone: '+49 30 5550100',
    organization: '-2+3; Partei',
    campaign_type: 'local' as const,
    message: '\t=cmd|" /C calc"!A0',
    prefer_phone: false,
  }
  await repo.submit({
    request: hostile,
    attribution: {
      landing_path: '/x',
      previous_path: null,
      referrer_host: null,
      utm_source: '@SUM(1+1)',
      utm_medium: '\r=1',
      utm_campaign: 'Müller; Sohn, Berlin',
    },
    ipAddress: '198.51.100.4',
    idempotencyKey: null,
    inbox: 'inbox@mandatwerk.example',
    quarantine: null,
    confirmationLimits: { perRecipient: 3, perDomain: 20, perHour: 100 },
    messageIdDomain: 'mandatwerk.example',
  })
  await repo.close()
  repo = undefined

  const run = spawnSync(process.execPath, ['scripts/requests.ts', 'export'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  })
  expect(run.status).toBe(0)
  // A UTF-8 byte-order mark first: German Excel then reads „ü“ as ü, not as Ã¼.
  expect(run.stdout.startsWith('\uFEFF')).toBe(true)
  // Stored with the request, never exported.
  expect(run.stdout).not.toContain('198.51.100.4')
  const [header, row, ...rest] = parseQuotedCsv(`${run.stdout.slice(1).replace(/\n$/, '')}\r\n`)
  expect(header).not.toContain('ip_address')
  expect(rest).toEqual([])
  expect(header!.slice(0, 4)).toEqual(['id', 'received_at', 'name', 'email'])
  const field = (name: string) => row![header!.indexOf(name)]
  expect(field('name')).toBe(`'${hostile.name}`)
  expect(field('phone')).toBe(`'${hostile.phone}`)
  expect(field('organization')).toBe(`'${hostile.organization}`)
  expect(field('message')).toBe(`'${hostile.message}`)
  expect(field('utm_source')).toBe("'@SUM(1+1)")
  expect(field('utm_medium')).toBe("'\r=1")
  expect(field('utm_campaign')).toBe('Müller; Sohn, Berlin')
  // No cell of the file starts with anything a spreadsheet would run.
  for (const cell of [...header!, ...row!]) expect(cell).not.toMatch(/^[=+\-@\t\r]/)
})
