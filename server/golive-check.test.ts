import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, test } from 'vitest'

import { DEFAULT_CARD_PASSWORD } from '../app/config/card-password.server.ts'
import * as shipped from '../app/config/site.ts'
import { createPasswordRecord } from '../app/lib/password-hash.ts'
import * as realLooking from '../tests/fixtures/golive/real-site.ts'
import {
  buildUsesDemoCardPassword,
  cardGateRecordFile,
  environmentUsesDemoCardPassword,
  findDemoValues,
  goLiveDemoValues,
} from './golive-check.ts'

const REAL_PASSWORD = 'Stimmzettel-Kaffee-Laterne-47'
const dirs: string[] = []
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A build directory whose card gate was made from `password` (few iterations: the check reads them from the record). */
async function buildWithPassword(password: string | undefined): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'golive-'))
  dirs.push(root)
  const clientDir = join(root, 'client')
  mkdirSync(clientDir)
  if (password !== undefined) {
    writeFileSync(cardGateRecordFile(clientDir), JSON.stringify(await createPasswordRecord(password, 1000)))
  }
  return clientDir
}

function runCli(args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, ['scripts/check-golive.ts', ...args], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, ...env },
  })
  return { status: result.status, out: result.stdout, err: result.stderr }
}

describe('findDemoValues', () => {
  test('finds every kind of demo value the shipped configuration holds, with where to change it', () => {
    const found = findDemoValues(shipped, { environment: true })
    const byWhat = (what: string) => found.filter((item) => item.what === what)
    for (const what of [
      'Registered company name',
      'Commercial register number',
      'VAT ID',
      'Main phone number',
      'HR contact phone number',
      "Founder's phone numbers (contact card)",
      'Office address',
      'Managing directors',
      'Hosting provider (privacy policy)',
      'Mail provider (privacy policy)',
      'Data-protection officer (privacy policy)',
      'Internship pay per hour (careers page)',
      'Contact card password',
    ])
      expect(byWhat(what), what).toHaveLength(1)
    expect(byWhat('VAT ID')[0]).toEqual({
      what: 'VAT ID',
      where: 'the editor, “Firmenangaben” (content/company.yaml: vatId)',
      value: shipped.SITE.company.vatId,
    })
    // External links and e-mail addresses on the reserved .example domain, each by its path.
    const links = byWhat('Link to a reserved demo domain').map((item) => item.where)
    for (const path of [
      'EXTERNAL.aiActTraining',
      'EXTERNAL.professionalNetwork.url',
      'EXTERNAL.demos.kampagnenwebsite',
    ])
      expect(links).toContain(`app/config/links.ts: ${path}`)
    expect(byWhat('Address on a reserved demo domain').map((item) => item.where)).toContain(
      'the editor, “Firmenangaben” (content/company.yaml: email)',
    )
    // The password itself is never printed.
    expect(JSON.stringify(found)).not.toContain(DEFAULT_CARD_PASSWORD)
  })

  test('finds nothing in a configuration with real-looking values and a real password', () => {
    expect(findDemoValues(realLooking, { environment: false, build: false })).toEqual([])
  })

  test('a value left over among real ones is still found', () => {
    const config = {
      ...realLooking,
      SITE: { ...realLooking.SITE, company: { ...realLooking.SITE.company, vatId: 'DE000000000' } },
    }
    expect(findDemoValues(config).map((item) => item.what)).toEqual(['VAT ID'])
    const withDemoLink = { ...realLooking, EXTERNAL: { ...realLooking.EXTERNAL, aiActTraining: 'https://x.example/' } }
    expect(findDemoValues(withDemoLink).map((item) => item.where)).toEqual([
      'app/config/links.ts: EXTERNAL.aiActTraining',
    ])
  })
})

describe('the card password', () => {
  test('of the environment: unset or the demo default counts as demo', () => {
    expect(environmentUsesDemoCardPassword({})).toBe(true)
    expect(environmentUsesDemoCardPassword({ CARD_PASSWORD: '' })).toBe(true)
    expect(environmentUsesDemoCardPassword({ CARD_PASSWORD: DEFAULT_CARD_PASSWORD })).toBe(true)
    expect(environmentUsesDemoCardPassword({ CARD_PASSWORD: REAL_PASSWORD })).toBe(false)
  })

  test('of an existing build: read from the hash the build recorded', async () => {
    expect(await buildUsesDemoCardPassword(await buildWithPassword(DEFAULT_CARD_PASSWORD))).toBe(true)
    expect(await buildUsesDemoCardPassword(await buildWithPassword(REAL_PASSWORD))).toBe(false)
    expect(await buildUsesDemoCardPassword(await buildWithPassword(undefined))).toBeUndefined()
  })

  test('goLiveDemoValues, for the server at start-up, reports a build made with the demo password', async () => {
    const demoBuild = await goLiveDemoValues({ clientDir: await buildWithPassword(DEFAULT_CARD_PASSWORD) })
    expect(demoBuild.filter((item) => item.what === 'Contact card password')).toEqual([
      expect.objectContaining({ where: expect.stringContaining('existing build') }),
    ])
    const realBuild = await goLiveDemoValues({ clientDir: await buildWithPassword(REAL_PASSWORD) })
    expect(realBuild.map((item) => item.what)).not.toContain('Contact card password')
  })
})

describe('npm run check:golive', () => {
  test('exits 1 on the shipped configuration and lists what to change where', async () => {
    const { status, out } = runCli([], { CLIENT_DIR: await buildWithPassword(undefined) })
    expect(status).toBe(1)
    expect(out).toContain('Go-live check failed')
    expect(out).toContain(
      `- VAT ID: ${shipped.SITE.company.vatId}\n  change it in the editor, “Firmenangaben” (content/company.yaml: vatId)`,
    )
    expect(out).toContain('- Contact card password: (the demo password)')
    expect(out).not.toContain(DEFAULT_CARD_PASSWORD)
  })

  test('exits 0 on a configuration with real-looking values, a real password and a build made with it', async () => {
    const { status, out, err } = runCli(['--config', 'tests/fixtures/golive/real-site.ts'], {
      CARD_PASSWORD: REAL_PASSWORD,
      CLIENT_DIR: await buildWithPassword(REAL_PASSWORD),
    })
    expect({ status, err }).toEqual({ status: 0, err: '' })
    expect(out).toBe('Go-live check passed: no demo values left.\n')
  })

  test('exits 1 when only the existing build still has the demo password', async () => {
    const { status, out } = runCli(['--config', 'tests/fixtures/golive/real-site.ts'], {
      CARD_PASSWORD: REAL_PASSWORD,
      CLIENT_DIR: await buildWithPassword(DEFAULT_CARD_PASSWORD),
    })
    expect(status).toBe(1)
    expect(out).toContain('1 demo value is still shipped')
    expect(out).toContain('the existing build (build/.card-gate.json)')
  })
})
