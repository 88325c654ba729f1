import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, expect, test } from 'vitest'

import { releasesAt } from './releases.ts'

let root: string
let build: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'releases-'))
  build = join(root, 'build')
  mkdirSync(join(build, 'client'), { recursive: true })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/** Stores a build whose home page says `text` as a release and records it as live. */
function publish(releases: ReturnType<typeof releasesAt>, text: string, at: Date) {
  writeFileSync(join(build, 'client/index.html'), text)
  const id = releases.newId(at)
  releases.store(id, build)
  releases.goLive(id)
  releases.saveHistory([...releases.history(), { id, at: at.toISOString(), author: 'Test' }])
  releases.prune(3)
  return id
}

test('each publish is a new folder; the live link points at the newest, earlier ones stay unchanged', () => {
  const releases = releasesAt(join(root, 'releases'))
  const first = publish(releases, 'eins', new Date('2026-11-26T01:00:00Z'))
  const second = publish(releases, 'zwei', new Date('2026-11-26T01:00:00Z'))
  expect(first).toBe('20261126T010000Z')
  expect(second).toBe('20261126T010000Z-2') // same second: still a new folder
  expect(readFileSync(join(releases.liveClientDir(), 'index.html'), 'utf8')).toBe('zwei')
  expect(readFileSync(join(root, 'releases', first, 'client/index.html'), 'utf8')).toBe('eins')
  // No half-copied folder or temporary link is left behind.
  expect(readdirSync(join(root, 'releases')).filter((name) => name.startsWith('.'))).toEqual([])
})

test('old releases are removed, the last ones a rollback may return to are kept', () => {
  const releases = releasesAt(join(root, 'releases'))
  const ids = ['01', '02', '03', '04', '05'].map((minute) =>
    publish(releases, minute, new Date(`2026-11-26T01:${minute}:00Z`)),
  )
  expect(releases.history().map((record) => record.id)).toEqual(ids.slice(-3))
  for (const id of ids.slice(0, 2)) expect(existsSync(join(root, 'releases', id))).toBe(false)
  for (const id of ids.slice(-3)) expect(existsSync(join(root, 'releases', id))).toBe(true)
  expect(releases.current()).toBe(ids.at(-1))
})

test('the keep rule: live, preview, the last N of the history and anything younger than an hour; .partial folders go', () => {
  const releases = releasesAt(join(root, 'releases'))
  const now = Date.parse('2026-11-26T12:00:00Z')
  const live = publish(releases, 'live', new Date('2026-11-26T09:00:00Z'))
  // An old preview that never went live, a young one, a half-copied folder and a stray link.
  const oldPreview = releases.newId(new Date('2026-11-26T08:00:00Z'))
  releases.store(oldPreview, build)
  const young = releases.newId(new Date('2026-11-26T11:30:00Z'))
  releases.store(young, build)
  mkdirSync(join(root, 'releases', `.${young}-2.partial`, 'client'), { recursive: true })
  writeFileSync(join(root, 'releases', '.current-123-456'), '')
  releases.prune(3, now)
  expect(readdirSync(join(root, 'releases')).sort()).toEqual(['current', 'history.json', live, young].sort())
  expect(JSON.parse(readFileSync(join(root, 'releases', live, 'release.json'), 'utf8'))).toEqual({ id: live })
})
