import { existsSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { DEFAULT_AUTHOR } from './git.ts'
import { publishContent, rollbackContent } from './publish.ts'
import { type PublishFixture, publishFixture } from './publish-fixture.ts'
import { releasesAt } from './releases.ts'

// Real git and a (fake, fast) build per publish: seconds each on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

let fx: PublishFixture
beforeEach(() => {
  fx = publishFixture()
})
afterEach(() => fx.remove())

const options = (env: NodeJS.ProcessEnv = {}) => ({ root: fx.root, author: DEFAULT_AUTHOR, env: { ...fx.env, ...env } })
const committedHome = () => fx.git('show', 'HEAD:content/home.yaml')
const live = () => readlinkSync(join(fx.root, 'releases/current'))

test('a save during the build is neither lost nor committed unbuilt: it goes into the next publish', async () => {
  fx.note('Stand A')
  const first = await publishContent(
    options({ FAKE_BUILD_SAVE_FILE: fx.home, FAKE_BUILD_SAVE_TEXT: '# Stand B (während des Baus gespeichert)\n' }),
  )
  // What was built is what was committed: A, not B.
  expect(fx.releaseHome(first.release)).toContain('# Stand A')
  expect(fx.releaseHome(first.release)).not.toContain('Stand B')
  expect(committedHome()).toContain('# Stand A')
  expect(committedHome()).not.toContain('Stand B')
  expect(fx.git('show', '-s', '--format=%s', `content/${first.release}`)).toContain('content/home.yaml')
  // B is still in the file, waiting for the next publish …
  expect(readFileSync(fx.home, 'utf8')).toContain('Stand B')
  expect(fx.git('status', '--porcelain', '--', 'content')).toBe('M content/home.yaml')
  // … which builds and commits it.
  const second = await publishContent(options())
  expect(second.changes).toEqual(['content/home.yaml (geändert)'])
  expect(fx.releaseHome(second.release)).toContain('Stand B')
  expect(committedHome()).toContain('Stand B')
  expect(fx.git('status', '--porcelain', '--', 'content')).toBe('')
})

test('a half-written file fails the publish; nothing is committed and the file stays for the next try', async () => {
  const head = fx.git('rev-parse', 'HEAD')
  const valid = readFileSync(fx.home, 'utf8')
  writeFileSync(fx.home, valid.slice(0, valid.indexOf('\n', 40)) + '\n  headline: "nicht zu Ende')
  await expect(publishContent(options())).rejects.toThrow()
  expect(fx.git('rev-parse', 'HEAD')).toBe(head)
  expect(existsSync(join(fx.root, 'releases/current'))).toBe(false)
  writeFileSync(fx.home, `${valid}# fertig\n`)
  await publishContent(options())
  expect(committedHome()).toContain('# fertig')
})

test('a hung build is stopped after the time limit and frees the lock', async () => {
  const started = Date.now()
  await expect(publishContent(options({ FAKE_BUILD_HANG: '1', CONTENT_BUILD_TIMEOUT_MS: '1500' }))).rejects.toThrow(
    /länger als 2 s gedauert und wurde abgebrochen/,
  )
  expect(Date.now() - started).toBeLessThan(10_000)
  expect(existsSync(join(fx.root, 'releases/.lock'))).toBe(false)
  // No half-built release or workspace, and the next publish runs.
  expect(readdirSync(join(fx.root, 'releases')).filter((name) => /^\d|\.partial$/.test(name))).toEqual([])
  fx.note('nach dem Abbruch')
  const next = await publishContent(options())
  expect(live()).toBe(next.release)
})

test('rollback after a publish stopped between history and link returns to the release before the live one', async () => {
  fx.note('A')
  const a = await publishContent(options())
  fx.note('B')
  const b = await publishContent(options())
  // A third publish wrote its history entry and stopped before moving the link.
  const releases = releasesAt(join(fx.root, 'releases'))
  releases.saveHistory([...releases.history(), { id: `${b.release}-9`, at: new Date().toISOString(), author: 'x' }])
  expect(live()).toBe(b.release)

  const back = await rollbackContent(options())
  expect(back.release).toBe(a.release)
  expect(live()).toBe(a.release)
  expect(committedHome()).toContain('# A')
  expect(committedHome()).not.toContain('# B')
  expect(releases.history().map((record) => record.id)).toEqual([a.release])
})

test('a revert that conflicts is aborted: git is not left mid-revert, live stays, later publishes work', async () => {
  fx.note('Version eins')
  const first = await publishContent(options())
  fx.note('Version zwei')
  const second = await publishContent(options())
  // Someone changed the very same lines in git directly afterwards.
  writeFileSync(fx.home, readFileSync(fx.home, 'utf8').replace('# Version zwei', '# Version drei'))
  fx.git('commit', '--quiet', '-am', 'von Hand')

  await expect(rollbackContent(options())).rejects.toThrow(/lassen sich nicht automatisch zurücknehmen/)
  const gitDir = fx.git('rev-parse', '--absolute-git-dir')
  expect(existsSync(join(gitDir, 'REVERT_HEAD'))).toBe(false)
  expect(fx.git('status', '--porcelain')).toBe('?? releases/')
  expect(live()).toBe(second.release)
  expect(existsSync(join(fx.root, 'releases/.lock'))).toBe(false)

  fx.note('Version vier')
  const next = await publishContent(options())
  expect(live()).toBe(next.release)
  expect(fx.releaseHome(next.release)).toContain('# Version vier')
  expect(first.release).not.toBe(next.release)
})
