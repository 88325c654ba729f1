import { execFileSync } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'

import { serve } from '@hono/node-server'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { NOT_FOUND_PATH } from '../../app/lib/paths.ts'
import { createApi } from '../../server/api.ts'
import { createSiteApp } from '../../server/app.ts'
import { liveStaticSite } from '../../server/live-site.ts'
import { until } from '../../tests/support/until.ts'
import { DEFAULT_AUTHOR } from './git.ts'
import { publishContent } from './publish.ts'
import { type PublishFixture, publishFixture } from './publish-fixture.ts'
import { liveClientDir } from './serve-release.ts'

// Real git and a (fake, fast) build per publish: seconds each on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

let fx: PublishFixture
const cleanup: (() => void)[] = []
beforeEach(() => {
  fx = publishFixture()
})
afterEach(() => {
  for (const step of cleanup.splice(0)) step()
  fx.remove()
})

const options = (env: NodeJS.ProcessEnv = {}) => ({ root: fx.root, author: DEFAULT_AUTHOR, env: { ...fx.env, ...env } })

/** The real public server's static files and /healthz on the live release, as `npm start` serves them. */
async function startSiteServer(port: number) {
  const live = liveClientDir(fx.root, join(fx.code, 'build'))!
  const site = liveStaticSite(live.dir, NOT_FOUND_PATH)
  const app = createSiteApp({ clientDir: live.dir, api: createApi({ release: site.release }) }, site.get)
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' })
  await new Promise((done) => server.once('listening', done))
  cleanup.push(() => {
    site.stop()
    server.close()
  })
  return `http://127.0.0.1:${port}`
}

/** A server that answers /healthz with `answer()` – a stale or slow one. */
async function startFakeServer(answer: () => string): Promise<string> {
  const server: Server = createServer((_, response) => {
    response.setHeader('Content-Type', 'application/json')
    response.end(JSON.stringify({ status: 'ok', release: answer() }))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  cleanup.push(() => server.close())
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

test('a server started before the first publish serves it afterwards, without a restart', async () => {
  // A clone with a build and no release: `npm start` makes the build the first release.
  execFileSync(process.execPath, ['fake-build.mjs'], { cwd: fx.code })
  const url = await startSiteServer(4811)
  expect(await (await fetch(url)).text()).toContain('not: the content working copy')

  fx.note('die erste Veröffentlichung')
  const published = await publishContent(options({ SITE_SERVERS: url }))
  expect(await (await fetch(url)).text()).toContain('# die erste Veröffentlichung')
  expect(await (await fetch(`${url}/healthz`)).json()).toMatchObject({ release: published.release })
})

test('„ist live" waits for every server; a stale one is named and the publish says it is not live there', async () => {
  execFileSync(process.execPath, ['fake-build.mjs'], { cwd: fx.code })
  const real = await startSiteServer(4812)
  // Follows the link only after a second, like a busy server.
  let slowRelease = 'alt'
  const slow = await startFakeServer(() => slowRelease)
  const stale = await startFakeServer(() => 'alt')
  const lines: string[] = []

  fx.note('eins')
  const pending = publishContent({ ...options({ SITE_SERVERS: `${real},${slow}` }), log: (line) => lines.push(line) })
  await until(() => lines.some((line) => line.includes('freigegeben')), { what: 'the link has moved' })
  const id = /Version (\S+) ist freigegeben/.exec(lines.join('\n'))![1]!
  await new Promise((done) => setTimeout(done, 1000))
  expect(lines.some((line) => line.includes('ist live'))).toBe(false) // the slow one has not switched yet
  slowRelease = id
  await pending
  expect(lines.at(-1)).toMatch(/ist live/)

  fx.note('zwei')
  await expect(
    publishContent(options({ SITE_SERVERS: `${real}, ${stale}`, CONTENT_LIVE_WAIT_MS: '1500' })),
  ).rejects.toThrow(new RegExp(`noch nicht überall live: ${stale} liefert noch Version alt aus`))
})
