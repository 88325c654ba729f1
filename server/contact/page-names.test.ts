import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { beforeAll, describe, expect, test } from 'vitest'

import { campaignCosts, campaignGuide, GUIDES } from '../../app/content/guides/index.ts'
import type { GuidePage } from '../../app/content/guides/types.ts'
import { pageName } from '../../app/emails/attribution-line.ts'
import { guideNames } from '../../app/lib/guides.ts'
import { PAGES } from '../../app/lib/pages.ts'
import { setLogLevel } from '../log.ts'
import { loadPageNames, pageNamesFile } from './page-names.ts'

beforeAll(() => setLogLevel('silent'))

/** A build directory with its client directory; the names file goes beside it. */
function buildDir() {
  const clientDir = join(mkdtempSync(join(tmpdir(), 'build-')), 'client')
  mkdirSync(clientDir)
  return clientDir
}

describe('names of the pages in the notification', () => {
  test('the build names every guide by its short title and the hub by its heading', () => {
    const names = guideNames()
    expect(names['/campaign-costs']).toBe('Wahlkampfkosten-Ratgeber')
    expect(names['/ratgeber']).toBe('Ratgeber Wahlkampf')
    for (const guide of GUIDES) expect(names[guide.path]).toBe(guide.shortTitle)
  })

  test('with the fixed names of the email copy, every page of the site has a name', () => {
    const names = guideNames()
    for (const page of PAGES) expect(pageName(page.path, names), page.path).not.toBe(page.path)
  })

  test('a new guide is named without touching any other file', () => {
    const added: GuidePage = {
      ...campaignGuide,
      path: '/briefwahl',
      shortTitle: 'Briefwahl-Ratgeber',
    }
    expect(pageName('/briefwahl', guideNames([...GUIDES, added]))).toBe('Briefwahl-Ratgeber')
  })

  test('the server reads what the build wrote, beside the client directory', () => {
    const clientDir = buildDir()
    writeFileSync(pageNamesFile(clientDir), JSON.stringify(guideNames()))
    expect(pageNamesFile(clientDir)).toBe(join(clientDir, '..', 'page-names.json'))
    expect(loadPageNames(clientDir)).toEqual(guideNames())
    expect(pageName(campaignCosts.path, loadPageNames(clientDir))).toBe(campaignCosts.shortTitle)
  })

  test('no file, a damaged file or odd entries: paths instead of names, never a failure', () => {
    const clientDir = buildDir()
    expect(loadPageNames(clientDir)).toEqual({})
    writeFileSync(pageNamesFile(clientDir), '{"/campaign-costs": "Wahlkampf')
    expect(loadPageNames(clientDir)).toEqual({})
    writeFileSync(pageNamesFile(clientDir), '["/campaign-costs"]')
    expect(loadPageNames(clientDir)).toEqual({})
    writeFileSync(
      pageNamesFile(clientDir),
      JSON.stringify({
        '/campaign-costs': 'Wahlkampfkosten-Ratgeber',
        'https://evil.example/': 'Phish',
        '/line-break': 'Anna\r\nBcc: x@example.org',
        '/number': 42,
        '/empty': '',
      }),
    )
    expect(loadPageNames(clientDir)).toEqual({ '/campaign-costs': 'Wahlkampfkosten-Ratgeber' })
  })
})
