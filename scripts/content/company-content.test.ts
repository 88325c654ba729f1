import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, expect, test } from 'vitest'

import * as fromBuild from '#content/company'

import { loadAllContent } from '../../app/content/reader/loaded-content.ts'
import { buildContentEntry, editContent, failureOf } from '../../tests/support/content-build.ts'

/** What the company singletons give the pages, the server bundle and the scripts. */
type Company = typeof fromBuild

let root: string

beforeEach(() => {
  // A copy of the repository's content/, and an entry importing the module the way site.ts does.
  root = mkdtempSync(join(tmpdir(), 'company-content-'))
  cpSync('content', join(root, 'content'), { recursive: true })
  writeFileSync(join(root, 'entry.js'), "export * from '#content/company'\nexport * from 'virtual:content/banner'\n")
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** A real Vite build of the entry with the content plugin, run as a module: what a page would import. */
function buildCompany(): Promise<Company & { AI_ACT_BANNER: Record<string, string> }> {
  return buildContentEntry<Company & { AI_ACT_BANNER: Record<string, string> }>(root)
}

const edit = (file: string, change: (yaml: string) => string) => editContent(root, file, change)


test('an edited company file reaches the build, with the dialling link and the banner computed from it', async () => {
  edit('content/company.yaml', (yaml) =>
    yaml.replace(/^vatId: .*$/m, 'vatId: DE347218905').replace(/^phone: .*$/m, 'phone: +49 30 2868 4410'),
  )
  edit('content/banner.yaml', (yaml) => yaml.replace(/^link: .*$/m, 'link: Mehr erfahren'))
  const built = await buildCompany()
  expect(built.SITE.company.vatId).toBe('DE347218905')
  expect([built.SITE.phone, built.SITE.phoneHref]).toEqual(['+49 30 2868 4410', 'tel:+493028684410'])
  expect(built.AI_ACT_BANNER.link).toBe('Mehr erfahren')
})

test('the scripts Node runs itself read the same values the builds bake in', async () => {
  // app/content/reader/node/company.ts: what `#content/company` is outside Vite (package.json "imports").
  const fromNode = (await import('../../app/content/reader/node/company.ts')) as Company
  expect({ ...fromNode }).toEqual({ ...fromBuild })
  expect(fromNode.SITE.company.vatId).toMatch(/^DE\d{9}$/)
})

test.each([
  ['content/company.yaml', /^vatId: .*$/m, 'vatId: DE12345678', 'vatId: Bitte „DE“ und genau neun Ziffern'],
  ['content/company.yaml', /^registerNumber: .*$/m, 'registerNumber: HRB123456', 'registerNumber: Bitte „HRB“'],
  ['content/company.yaml', /^register: .*$/m, 'register: Landgericht Berlin II', 'register: Bitte mit „Amtsgericht“ beginnen'],
  ['content/company.yaml', /^email: .*$/m, 'email: kontakt(at)firma.de', 'email: Bitte eine gültige E-Mail-Adresse'],
  ['content/hr-contact.yaml', /^phone: .*$/m, 'phone: 030 1234567', 'phone: Bitte international schreiben'],
  ['content/contact-hours.yaml', /^weekdaysDe: .*$/m, 'weekdaysDe: Mo–Fr 7 bis 19', 'weekdaysDe: Bitte in der Form'],
  ['content/internship.yaml', /^hourlyPayEur: .*$/m, 'hourlyPayEur: 13.5', 'hourlyPayEur: Stundenlohn (€ brutto) must be at least 14.6'],
  ['content/banner.yaml', /^text: .*$/m, 'text: Unsere zertifizierte KI-Schulung.', 'text: „zertifiziert“ behauptet'],
])('%s broken (%s) stops the build and a publish, naming the file and the field', async (file, line, broken, says) => {
  edit(file, (yaml) => yaml.replace(line, broken))
  const message = `${file}: ${says}`
  expect((await failureOf(buildCompany())).message).toContain(message)
  // The build's one read of every area, whose problems a publish names (scripts/content/publish.ts).
  expect((await failureOf(loadAllContent(root))).message).toContain(message)
})
