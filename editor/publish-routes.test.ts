import { existsSync } from 'node:fs'
import { join } from 'node:path'

import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { type PublishFixture, publishFixture } from '../scripts/content/publish-fixture.ts'
import { createEditorApp } from './app.ts'

// Real git and a (fake, fast) build per publish: seconds each on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

let fx: PublishFixture
beforeEach(() => {
  fx = publishFixture()
})
afterEach(() => fx.remove())

const post = (app: ReturnType<typeof createEditorApp>, path: string) =>
  app.request(`http://redaktion.test${path}`, {
    method: 'POST',
    headers: { Origin: 'http://redaktion.test', Host: 'redaktion.test' },
  })

test('POST /redaktion/<a name every object has> starts nothing', async () => {
  const app = createEditorApp({ root: fx.root, env: fx.env })
  for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', '__defineGetter__']) {
    expect((await post(app, `/redaktion/${name}`)).status, name).toBe(404)
  }
  await new Promise((done) => setTimeout(done, 300))
  // No job ran or runs (the status has no `job`), and nothing was built.
  expect(await (await app.request('http://redaktion.test/redaktion/status')).json()).toEqual({ live: null })
  expect(existsSync(join(fx.root, 'releases'))).toBe(false)
  // The real names still work: a publish starts and ends live.
  expect((await post(app, '/redaktion/veroeffentlichen')).status).toBe(303)
  let status: { job: { outcome?: { ok: boolean; message: string } } }
  do {
    await new Promise((done) => setTimeout(done, 100))
    status = (await (await app.request('http://redaktion.test/redaktion/status')).json()) as typeof status
  } while (!status.job.outcome)
  expect(status.job.outcome).toMatchObject({ ok: true, message: expect.stringContaining('ist live') })
})
