import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { serve } from '@hono/node-server'
import { afterEach, beforeEach, expect, test } from 'vitest'

import { NOT_FOUND_PATH } from '../../app/lib/paths.ts'
import { createApi } from '../../server/api.ts'
import { liveStaticSite } from '../../server/live-site.ts'
import { publishContent, rollbackContent } from './publish.ts'
import { publishWorkspace, TEST_AUTHOR } from './publish-workspace.ts'

let ws: ReturnType<typeof publishWorkspace>
let stops: (() => void)[] = []
beforeEach(() => {
  ws = publishWorkspace()
})
afterEach(() => {
  for (const stop of stops) stop()
  stops = []
  ws.remove()
})

/**
 * A site server as server/index.ts composes it – the live site and the API's /healthz – started
 * before anything is published: it serves a plain build and follows `releases/current`.
 */
async function startServer(port: number) {
  const build = mkdtempSync(join(tmpdir(), 'plain-build-'))
  mkdirSync(join(build, '404'))
  writeFileSync(join(build, 'index.html'), 'Bau vor der ersten Veröffentlichung')
  writeFileSync(join(build, '404/index.html'), 'fehlt')
  const site = liveStaticSite(build, NOT_FOUND_PATH, undefined, join(ws.root, 'releases/current/client'))
  const server = serve({ fetch: createApi({ release: site.release }).fetch, port, hostname: '127.0.0.1' })
  stops.push(() => {
    site.stop()
    server.close()
    rmSync(build, { recursive: true, force: true })
  })
  return { url: `http://127.0.0.1:${port}`, site }
}

const health = async (url: string) => (await (await fetch(`${url}/healthz`)).json()) as { release: string | null }

test('a server started before the first publish switches to it; the publish is live only once every server says so', async () => {
  const servers = [await startServer(5161), await startServer(5162)] // this branch's ports
  expect(await health(servers[0]!.url)).toEqual({ status: 'ok', release: null })
  const env = { ...ws.env, SITE_SERVERS: servers.map((server) => server.url).join(','), CONTENT_SWITCH_WAIT_S: '10' }
  const lines: string[] = []

  ws.writeHome('eins')
  const first = await publishContent({ root: ws.root, author: TEST_AUTHOR, env, log: (line) => lines.push(line) })
  for (const server of servers) {
    expect((await health(server.url)).release).toBe(first.release)
    expect(server.site.get().files.get('/')!.body.toString()).toContain('# eins')
  }
  expect(lines.at(-1)).toMatch(new RegExp(`Version ${first.release} ist live`))

  // One server stops following: the next publish says which one did not switch, within the bound.
  ws.writeHome('zwei')
  servers[1]!.site.stop()
  const started = Date.now()
  const quick = { ...env, CONTENT_SWITCH_WAIT_S: '2' }
  const second = publishContent({ root: ws.root, author: TEST_AUTHOR, env: quick })
  await expect(second).rejects.toThrow(
    new RegExp(`noch nicht überall live: ${servers[1]!.url} liefert ${first.release} \\(nach 2 Sekunden\\)`),
  )
  expect(Date.now() - started).toBeLessThan(10_000)
  // A rollback waits the same way: back on the first release, which both serve again.
  const back = await rollbackContent({ root: ws.root, author: TEST_AUTHOR, env: quick })
  expect(back.release).toBe(first.release)
  for (const server of servers) expect((await health(server.url)).release).toBe(first.release)
}, 120_000)
