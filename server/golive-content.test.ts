import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { afterAll, expect, test } from 'vitest'

import { buildContentEntry } from '../tests/support/content-build.ts'
import { findDemoValues, type SiteConfig } from './golive-check.ts'

const root = mkdtempSync(join(tmpdir(), 'golive-content-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

/** What the staff type into the editor's forms before going live (made-up, real-looking values). */
const FILLED: Record<string, [RegExp, string][]> = {
  'content/company.yaml': [
    [/^brand: .*$/m, 'brand: Kampagnenhaus'],
    [/^legalName: .*$/m, 'legalName: Kampagnenhaus Beratung GmbH'],
    [/^email: .*$/m, 'email: hallo@kampagnenhaus-beratung.de'],
    [/^phone: .*$/m, 'phone: +49 30 2868 4410'],
    [/^ {2}street: .*$/m, '  street: Chausseestraße 86'],
    [/^ {2}- Jonas Weber$/m, '  - Miriam Ostrowski\n  - Tobias Lenz'],
    [/^registerNumber: .*$/m, 'registerNumber: HRB 241876 B'],
    [/^vatId: .*$/m, 'vatId: DE347218905'],
    [/^contentResponsible: .*$/m, 'contentResponsible: Miriam Ostrowski'],
  ],
  'content/hr-contact.yaml': [
    [/^name: .*$/m, 'name: Selin Aydın'],
    [/^email: .*$/m, 'email: karriere@kampagnenhaus-beratung.de'],
    [/^phone: .*$/m, 'phone: +49 30 2868 4425'],
    [/^legacyApplicationEmail: .*$/m, 'legacyApplicationEmail: bewerbung@kampagnenhaus-beratung.de'],
  ],
  'content/operations.yaml': [
    [/Havelnetz Rechenzentren GmbH/, 'Spreerechenzentrum Nord GmbH'],
    [/Am Borsigturm 100, 13507 Berlin/, 'Wittestraße 30, 13509 Berlin'],
    [/Mailhafen GmbH/, 'Postkontor Hanse GmbH'],
    [/Großer Burstah 30, 20457 Hamburg/, 'Stadthausbrücke 1, 20355 Hamburg'],
    [/Spreespeicher Datensicherung GmbH/, 'Tresorwerk Backup GmbH'],
    [/Lützowufer 12, 10785 Berlin/, 'Mainzer Landstraße 50, 60325 Frankfurt am Main'],
    [/Dr\. Katrin Albers/, 'Jana Richter'],
    [/Schönhauser Allee 36, 10435 Berlin/, 'Torstraße 49, 10119 Berlin'],
    [/datenschutz@mandatwerk\.example/, 'datenschutz@richter-beratung.de'],
  ],
  'content/internship.yaml': [[/^hourlyPayEur: .*$/m, 'hourlyPayEur: 16']],
  'content/software.yaml': [
    [/^hostingProvider: .*$/m, 'hostingProvider: Spreerechenzentrum Nord GmbH'],
    [/^aiModels: .*$/m, 'aiModels: Our AI features run on open-weight models on our own servers in Berlin.'],
    [/^minimumTermMonths: .*$/m, 'minimumTermMonths: 1'],
  ],
}

/** app/config/site.ts itself, built with the content plugin reading `root`'s content/: what the pages and server get. */
async function siteConfig(): Promise<SiteConfig> {
  return buildContentEntry<SiteConfig>(root, resolve('app/config/site.ts'))
}

test('filling the demo values in the content files leaves only what app/config/ holds to the go-live check', async () => {
  cpSync('content', join(root, 'content'), { recursive: true })
  const shipped = findDemoValues(await siteConfig())
  expect(shipped.filter((item) => item.where.startsWith('the editor')).length).toBeGreaterThan(10)

  for (const [file, changes] of Object.entries(FILLED)) {
    const path = join(root, file)
    let yaml = readFileSync(path, 'utf8')
    for (const [line, value] of changes) {
      expect(yaml, `${file}: ${line}`).toMatch(line)
      yaml = yaml.replace(line, value)
    }
    writeFileSync(path, yaml)
  }
  const left = findDemoValues(await siteConfig())
  expect(left.filter((item) => !/^app\/config\/(site|links)\.ts:/.test(item.where))).toEqual([])
  // The links, the contact card and security.txt are configuration: they stay for the developer.
  expect(left.map((item) => item.where)).toContain('app/config/links.ts: EXTERNAL.aiActTraining')
})
