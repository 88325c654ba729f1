import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
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
  releases.prune(3, 0) // the last three only: no age rule
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

test('the keeping rule: the live release, the preview, the last 5 and all of the last 30 days; other previews and .partial folders go', () => {
  const dir = join(root, 'releases')
  const releases = releasesAt(dir)
  const now = new Date('2026-11-26T12:00:00Z')
  const day = 24 * 60 * 60 * 1000
  // Eight that went live 40–33 days ago, then seven in the last 30 days.
  const old = Array.from({ length: 8 }, (_, n) => new Date(now.getTime() - (40 - n) * day))
  const recent = Array.from({ length: 7 }, (_, n) => new Date(now.getTime() - (20 - n) * day))
  const ids = [...old, ...recent].map((at) => {
    writeFileSync(join(build, 'client/index.html'), at.toISOString())
    const id = releases.newId(at)
    releases.store(id, build)
    releases.goLive(id)
    releases.saveHistory([...releases.history(), { id, at: at.toISOString(), author: 'Test' }])
    return id
  })
  // Two previews that never went live: an older one and the one the preview link shows.
  const previews = [new Date(now.getTime() - 3 * day), new Date(now.getTime() - day)].map((at) => {
    const id = releases.newId(at)
    releases.store(id, build)
    releases.stagePreview(id)
    return id
  })
  // Left by a publish stopped half-way.
  mkdirSync(join(dir, '.build-123-456.partial'))
  mkdirSync(join(dir, '.20261126T000000Z.partial'))
  symlinkSync(ids[0]!, join(dir, '.current-123-456'))

  releases.prune(5, 30, now)

  expect(releases.history().map((record) => record.id)).toEqual(ids.slice(-7))
  const left = readdirSync(dir).sort()
  expect(left).toEqual([...ids.slice(-7), previews[1]!, 'current', 'history.json', 'preview'].sort())

  // Without recent ones, the last five stay.
  releases.prune(5, 30, new Date(now.getTime() + 365 * day))
  expect(releases.history().map((record) => record.id)).toEqual(ids.slice(-5))
  expect(releases.current()).toBe(ids.at(-1))
})
