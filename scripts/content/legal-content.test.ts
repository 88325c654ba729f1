/**
 * The legal texts from content/legal/ (keystatic/legal.ts, app/content/legal.server.ts): the
 * build fills every placeholder from the configuration, and a file that breaks the schema or
 * names a placeholder the build does not know stops the build and a publish, naming file and field.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, expect, test } from 'vitest'

import { OPERATOR } from '../../app/config/site.ts'
import { loadAllContent } from '../../app/content/reader/loaded-content.ts'
import { PLACEHOLDER_AREAS } from '../../keystatic/placeholders.ts'
import { contentModule } from '../../tests/support/content.ts'
import { editContent, failureOf } from '../../tests/support/content-build.ts'

let root: string
const PRIVACY_FILE = 'content/legal/datenschutz.yaml'
const LEGAL_FILE = 'content/legal/impressum.yaml'

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'legal-content-'))
  cpSync('content', join(root, 'content'), { recursive: true })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const buildLegal = () => contentModule('virtual:content/legal', root)
const edit = (file: string, change: (yaml: string) => string) => editContent(root, file, change)

test('the bundle is the texts as data, every placeholder filled in from the configuration', async () => {
  const { PRIVACY, LEGAL } = await buildLegal()
  const collection = PRIVACY.sections.find((section) => section.id === 'datenerfassung')!
  const logs = collection.subsections!.find((sub) => sub.heading === 'Server-Log-Dateien')!.paragraphs.join(' ')
  expect(logs).toContain(`Die Log-Dateien beider Server werden nach ${OPERATOR.retention.logDays} Tagen`)
  const officer = PRIVACY.sections.flatMap((section) => section.subsections ?? []).find((sub) => sub.heading === 'Datenschutzbeauftragte')!
  expect(officer.paragraphs.length).toBeGreaterThan(0)
  expect(JSON.stringify({ PRIVACY, LEGAL })).not.toMatch(/\{[^{}\s"]+\}/)
})

test('a changed period in the configuration cannot be contradicted: the text only names the placeholder', () => {
  const yaml = readFileSync(PRIVACY_FILE, 'utf8')
  expect(yaml).toContain('nach {Tage-Protokolle} Tagen')
  // No retention figure is typed into the text: the periods come from the configuration.
  expect(yaml).not.toMatch(new RegExp(`nach ${OPERATOR.retention.logDays} Tagen`))
})

test('an unknown placeholder stops the build and a publish, naming the file and the field', async () => {
  edit(PRIVACY_FILE, (yaml) => yaml.replace('nach {Tage-Protokolle} Tagen', 'nach {Tage-Logs} Tagen'))
  const message = `${PRIVACY_FILE}: sections.4.subsections.0.paragraphs.3: unbekannter Platzhalter {Tage-Logs}`
  expect((await failureOf(buildLegal())).message).toContain(message)
  expect((await failureOf(loadAllContent(root))).message).toContain(message)
})

test('a field that breaks the schema, running text with a list and a link off the site fail by field', async () => {
  edit(PRIVACY_FILE, (yaml) => yaml.replace('lastUpdated: November 2026', 'lastUpdated: 11/2026'))
  expect((await failureOf(buildLegal())).message).toContain(`${PRIVACY_FILE}: lastUpdated: Bitte in der Form „November 2026“.`)
  edit(PRIVACY_FILE, (yaml) => yaml.replace('lastUpdated: 11/2026', 'lastUpdated: November 2026'))
  edit(LEGAL_FILE, (yaml) => yaml.replace(/paragraphs: >-\n {6}Die Europäische/, 'paragraphs: |-\n      - Die Europäische'))
  expect((await failureOf(buildLegal())).message).toContain(`${LEGAL_FILE}: sections.6.paragraphs: nur Absätze erlaubt, keine Aufzählung`)
  edit(LEGAL_FILE, (yaml) => yaml.replace('      - Die Europäische', '      Die Europäische'))
  edit(LEGAL_FILE, (yaml) => yaml.replace('href: /privacy', 'href: https://example.org/privacy'))
  expect((await failureOf(buildLegal())).message).toContain(
    `${LEGAL_FILE}: sections.7.subsections.3.link.href: eine Seite dieser Website`,
  )
})

test('docs/editing.md names every placeholder the texts may use', () => {
  const docs = readFileSync('docs/editing.md', 'utf8')
  expect(PLACEHOLDER_AREAS['content/legal/'].filter((name) => !docs.includes(name))).toEqual([])
})
