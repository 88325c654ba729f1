import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, expect, test } from 'vitest'

import { releasesAt } from '../scripts/content/releases.ts'
import { createEditorApp } from './app.ts'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'editor-actions-'))
  // Two published releases: a rollback would have somewhere to go.
  const releases = releasesAt(join(root, 'releases'))
  mkdirSync(join(root, 'build/client'), { recursive: true })
  for (const id of ['20261126T010000Z', '20261126T020000Z']) {
    writeFileSync(join(root, 'build/client/index.html'), id)
    releases.store(id, join(root, 'build'))
    releases.goLive(id)
    releases.saveHistory([...releases.history(), { id, at: '2026-11-26T01:00:00Z', author: 'Test' }])
  }
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const ORIGIN = 'http://redaktion.test'

test.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])(
  'POST /redaktion/%s is unknown: no job starts, the live release stays',
  async (name) => {
    const app = createEditorApp({ root, env: { ...process.env, CONTENT_RELEASES_DIR: join(root, 'releases') } })
    const answer = await app.fetch(
      new Request(`${ORIGIN}/redaktion/${name}`, {
        method: 'POST',
        headers: { Origin: ORIGIN, Host: 'redaktion.test' },
      }),
    )
    expect(answer.status).toBe(404)
    await new Promise((done) => setTimeout(done, 100))
    const status = (await (await app.fetch(new Request(`${ORIGIN}/redaktion/status`))).json()) as {
      job?: unknown
      live: string
    }
    expect(status.job ?? null).toBe(null)
    expect(status.live).toBe('20261126T020000Z')
  },
)
