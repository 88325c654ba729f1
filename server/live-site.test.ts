import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, expect, test } from 'vitest'

import { NOT_FOUND_PATH } from '../app/lib/paths.ts'
import { until } from '../tests/support/until.ts'
import { createSiteApp } from './app.ts'
import { liveStaticSite } from './live-site.ts'

let dir: string
let site: ReturnType<typeof liveStaticSite> | undefined

/** A release folder with a home page saying `text` and the 404 page. */
function release(id: string, text: string) {
  const client = join(dir, id, 'client')
  mkdirSync(join(client, NOT_FOUND_PATH.slice(1)), { recursive: true })
  writeFileSync(join(client, 'index.html'), `<!doctype html><title>${text}</title><p>${text}</p>`)
  writeFileSync(join(client, NOT_FOUND_PATH.slice(1), 'index.html'), '<!doctype html><title>404</title>')
}

/** Points `current` at `id` as a publish does: a new link renamed over the old one. */
function pointCurrent(id: string) {
  symlinkSync(id, join(dir, '.next'))
  renameSync(join(dir, '.next'), join(dir, 'current'))
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'live-site-'))
  release('r1', 'erste Version')
  release('r2', 'zweite Version')
  pointCurrent('r1')
  site = liveStaticSite(join(dir, 'current/client'), NOT_FOUND_PATH)
})
afterEach(() => {
  site?.stop()
  rmSync(dir, { recursive: true, force: true })
})

const home = async () => {
  const app = createSiteApp({ clientDir: join(dir, 'current/client') }, site!.get)
  return (await app.request('/')).text()
}

test('the server serves the release the link points to, and the next one once the link moves', async () => {
  expect(await home()).toContain('erste Version')
  pointCurrent('r2')
  await until(async () => (await home()).includes('zweite Version'), {
    timeoutMs: 3000,
    what: 'the moved link is followed',
  })
  pointCurrent('r1')
  await until(async () => (await home()).includes('erste Version'), { timeoutMs: 3000, what: 'a rollback is followed' })
})

test('SIGHUP reloads the files at once, even when the link has not moved', async () => {
  writeFileSync(join(dir, 'r1/client/index.html'), '<!doctype html><title>neu</title><p>geändert</p>')
  expect(await home()).toContain('erste Version') // still the copy in memory
  process.emit('SIGHUP', 'SIGHUP')
  expect(await home()).toContain('geändert')
})

test('a release that cannot be loaded leaves the previous one served', async () => {
  mkdirSync(join(dir, 'r3/client'), { recursive: true }) // no 404 page: not a complete build
  pointCurrent('r3')
  await new Promise((done) => setTimeout(done, 1200))
  expect(await home()).toContain('erste Version')
})

test('a release that cannot be loaded is reported once (log and metric), and cleared once a good one loads', async () => {
  site?.stop()
  const reports: boolean[] = []
  site = liveStaticSite(join(dir, 'current/client'), NOT_FOUND_PATH, {
    onLoadFailure: (failed) => reports.push(failed),
  })
  mkdirSync(join(dir, 'r3/client'), { recursive: true })
  pointCurrent('r3')
  await new Promise((done) => setTimeout(done, 1800)) // three checks or more
  expect(reports).toEqual([true])
  pointCurrent('r2')
  await until(async () => (await home()).includes('zweite Version'), { timeoutMs: 3000, what: 'r2 is served' })
  expect(reports).toEqual([true, false])
})
