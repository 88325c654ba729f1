import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, expect, test } from 'vitest'

import { CONTENT_MODULES } from '../../app/content/reader/modules/index.ts'
import { buildContentEntry } from '../../tests/support/content-build.ts'
import { contentPlugin } from './content-plugin.ts'

let root: string
const JOBS_DIR = 'content/jobs'
const FIRST = 'praktikum-beratung-medien.yaml'
const SECOND = 'praktikum-ki-kampagnenkommunikation.yaml'

beforeEach(() => {
  // A copy of the repository's content (the postings, and the HR contact and pay they name) and
  // an entry that prints what the page gets.
  root = mkdtempSync(join(tmpdir(), 'content-plugin-'))
  mkdirSync(join(root, JOBS_DIR), { recursive: true })
  cpSync('content', join(root, 'content'), { recursive: true })
  writeFileSync(join(root, 'entry.js'), "export { JOBS } from 'virtual:content/jobs'\n")
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** Runs a real Vite build of the entry with the content plugin; returns the postings it bundled. */
async function buildJobs() {
  const { JOBS } = await buildContentEntry<{ JOBS: { id: number; title: string; benefits: string[] }[] }>(root)
  return JOBS
}

const edit = (file: string, change: (yaml: string) => string) => {
  const path = join(root, JOBS_DIR, file)
  writeFileSync(path, change(readFileSync(path, 'utf8')))
}

test('the build bundles every posting in its order, with the computed pay line first', async () => {
  const jobs = await buildJobs()
  expect(jobs.map((job) => [job.id, job.title])).toEqual([
    [1, 'Praktikum (bezahlt) Beratung & Medien'],
    [2, 'Praktikum (bezahlt) KI-gestützte Kampagnenkommunikation'],
  ])
  expect(jobs[0]!.benefits[0]).toMatch(/^Bezahltes Praktikum – Vergütung: .* € brutto pro Stunde/)
})

test('a posting added, reordered or removed as a file changes what the build bundles', async () => {
  const added = readFileSync(join(root, JOBS_DIR, FIRST), 'utf8')
    .replace(/^title: .*$/m, 'title: Werkstudium Social Media')
    .replace(/^order: .*$/m, 'order: 1')
  writeFileSync(join(root, JOBS_DIR, 'werkstudium-social-media.yaml'), added)
  edit(FIRST, (yaml) => yaml.replace(/^order: .*$/m, 'order: 3'))
  unlinkSync(join(root, JOBS_DIR, SECOND))
  expect((await buildJobs()).map((job) => job.title)).toEqual([
    'Werkstudium Social Media',
    'Praktikum (bezahlt) Beratung & Medien',
  ])
})

test('a file that breaks the schema stops the build with the file and the field named', async () => {
  edit(SECOND, (yaml) => yaml.replace(/^remote: true$/m, 'remote: ja'))
  edit(FIRST, (yaml) => yaml.replace('{Ansprechperson}', 'Lea'))
  const failure = await buildJobs().then(
    () => new Error('the build passed'),
    (error: unknown) => error as Error,
  )
  expect(failure.message).toContain(`${JOBS_DIR}/${SECOND}: remote: Must be a boolean`)
  expect(failure.message).toContain(`${JOBS_DIR}/${FIRST}: applicationNote: Der Text muss {Ansprechperson} enthalten`)
})

test('a job title carrying its own gender tag is refused (the page adds it)', async () => {
  edit(FIRST, (yaml) => yaml.replace(/^title: (.*)$/m, 'title: $1 (m/w/d)'))
  await expect(buildJobs()).rejects.toThrow(`${JOBS_DIR}/${FIRST}: title: Bitte ohne „(m/w/d)“`)
})

test('every area the build writes as data is what its loader returns, and no reader code (docs/decisions/046)', async () => {
  // The one writer (app/content/reader/modules/code.ts) run through a real build: what a page
  // imports equals what plain Node gets from the loader, so tests may call the loader instead.
  const areas = Object.keys(CONTENT_MODULES).filter((id) => id !== 'virtual:content/careers')
  // Code shared with plain Node imports the twins (#content/<area>): in a build, the same data.
  const twins = ['company', 'guides']
  writeFileSync(
    join(root, 'entry.js'),
    [
      ...areas.map((id, index) => `export * as area${index} from '${id}'`),
      ...twins.map((area) => `export * as twin_${area} from '#content/${area}'`),
    ].join('\n'),
  )
  const { code, ...bundled } = await buildContentEntry<Record<string, Record<string, unknown>>>(root)
  const loaded = await Promise.all(areas.map((id) => CONTENT_MODULES[id as keyof typeof CONTENT_MODULES].load(root)))
  expect(loaded.map((area) => area.exports)).toEqual(areas.map((_, index) => ({ ...bundled[`area${index}`] })))
  for (const area of twins) {
    expect({ ...bundled[`twin_${area}`] }, `#content/${area}`).toEqual(
      { ...bundled[`area${areas.indexOf(`virtual:content/${area}`)}`] },
    )
  }
  expect(code).not.toMatch(/keystatic|markdoc|js-yaml|createReader/i)
  // The guides' list names each guide's export, so a page that imports one guide bundles no other.
  expect(code).toMatch(/GUIDES = \[\s*campaignGuide,\s*campaignStrategy,/)
})

test('a build reads each area once for all its environments; a dev server or vitest on every load', async () => {
  const original = readFileSync(join(root, JOBS_DIR, FIRST), 'utf8')
  // The jobs' module loaded twice by one plugin, a posting's title changed in between.
  const loads = async (command: 'build' | 'serve') => {
    writeFileSync(join(root, JOBS_DIR, FIRST), original)
    const plugin = contentPlugin(root)
    ;(plugin.configResolved as (config: { command: string }) => void)({ command })
    const load = plugin.load as (this: unknown, id: string) => Promise<string>
    const context = { addWatchFile: () => {} }
    const first = await load.call(context, '\0virtual:content/jobs')
    edit(FIRST, (yaml) => yaml.replace(/^title: .*$/m, 'title: Werkstudium Social Media'))
    const second = await load.call(context, '\0virtual:content/jobs')
    return [first, second].map((code) => code.includes('Werkstudium Social Media'))
  }
  expect(await loads('build')).toEqual([false, false])
  expect(await loads('serve')).toEqual([false, true])
})
