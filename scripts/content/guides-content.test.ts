import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, expect, test } from 'vitest'

import { loadAllContent } from '../../app/content/reader/loaded-content.ts'
import { contentModule } from '../../tests/support/content.ts'
import { editContent, failureOf } from '../../tests/support/content-build.ts'

let root: string
const DIR = 'content/guides'
const HUB = `${DIR}/hub/index.yaml`

beforeEach(() => {
  // A copy of the repository's guides.
  root = mkdtempSync(join(tmpdir(), 'guides-content-'))
  cpSync('content', join(root, 'content'), { recursive: true })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** What the guides' loader gives the build (scripts/content/content-plugin.test.ts: the same). */
const buildGuides = () => contentModule('virtual:content/guides', root)

const edit = (file: string, change: (yaml: string) => string) => editContent(root, file, change)


test('the bundle is the guides as data: brand, numbers and paragraphs filled in, no reader code', async () => {
  const { GUIDES, GUIDE_HUB } = await buildGuides()
  expect(GUIDES.map((guide) => guide.path)).toEqual([
    '/campaign-guide',
    '/campaign-strategy',
    '/campaign-costs',
    '/digital-campaigns',
    '/social-media-campaigns',
  ])
  const costs = GUIDES[2]!
  expect(costs.seo.title).toBe('Wahlkampfkosten: Budget, Kostenarten & Tipps | Mandatwerk')
  expect(costs.intro).toHaveLength(2)
  expect(GUIDE_HUB.seo.title).toBe('Ratgeber Wahlkampf: Leitfäden für Ihre Kampagne | Mandatwerk')
  expect(JSON.stringify(GUIDES)).not.toContain('{Marke}')
})

test('a typo fixed in a guide’s Markdoc and a new hub order reach the bundle', async () => {
  edit(`${DIR}/campaign-costs.yaml`, (yaml) => yaml.replace('Was kostet ein Wahlkampf? Die ehrliche', 'Was kosstet ein Wahlkampf? Die ehrliche'))
  edit(HUB, (yaml) => yaml.replace("  - /campaign-guide\n  - /campaign-strategy\n", "  - /campaign-strategy\n  - /campaign-guide\n"))
  const { GUIDES } = await buildGuides()
  expect(GUIDES.slice(0, 2).map((guide) => guide.path)).toEqual(['/campaign-strategy', '/campaign-guide'])
  expect(GUIDES.find((guide) => guide.path === '/campaign-costs')!.intro[0]).toMatch(/^Was kosstet ein Wahlkampf\? Die ehrliche/)
})

test('a broken guide stops the build and a publish with the file and the field named', async () => {
  const social = `${DIR}/social-media-campaigns.yaml`
  // A figure without the year of its source: the build and a publish stop.
  edit(social, (yaml) => yaml.replace("            year: '2024'\n", ''))
  const year = `${social}: sections.0.value.items.0.source.year: eine Zahl braucht das Jahr ihrer Quelle`
  expect((await failureOf(buildGuides())).message).toContain(year)
  expect((await failureOf(loadAllContent(root))).message).toContain(year)
  // An icon the pages do not know, and a figure without its source.
  edit(`${DIR}/campaign-guide.yaml`, (yaml) => yaml.replace('icon: Target', 'icon: Rocket'))
  edit(social, (yaml) => yaml.replace(/label: >-\n {14}DataReportal[^\n]*\n {14}Social\)/, "label: ''"))
  const schema = (await failureOf(buildGuides())).message
  expect(schema).toContain(`${DIR}/campaign-guide.yaml: sections.0.value.items.0.icon: Must be a valid option`)
  expect(schema).toContain(`${social}: sections.0.value.items.0.source.label: Quellenangabe must be at least 3 characters long`)
})

test('a section list naming a missing section, running text with a list and a hub missing a guide fail by field', async () => {
  edit(`${DIR}/campaign-strategy.yaml`, (yaml) => yaml.replace('section: timing', 'section: timming'))
  expect((await failureOf(buildGuides())).message).toContain(
    `${DIR}/campaign-strategy.yaml: body.3.value.section: „timming“ ist kein Abschnitt unter „sections“`,
  )
  edit(`${DIR}/campaign-strategy.yaml`, (yaml) => yaml.replace('section: timming', 'section: timing'))
  edit(`${DIR}/campaign-costs.yaml`, (yaml) => yaml.replace(/^intro: >-\n {2}Was kostet/m, 'intro: |-\n  - Was kostet'))
  expect((await failureOf(buildGuides())).message).toContain(`${DIR}/campaign-costs.yaml: intro: nur Absätze erlaubt, keine Aufzählung`)
  edit(`${DIR}/campaign-costs.yaml`, (yaml) => yaml.replace('  - Was kostet', '  Was kostet'))
  edit(HUB, (yaml) => yaml.replace('  - /digital-campaigns\n', ''))
  expect((await failureOf(loadAllContent(root))).message).toContain(`${HUB}: order: es fehlt /digital-campaigns`)
})
