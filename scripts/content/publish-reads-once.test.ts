/**
 * A publish reads and validates each job posting and each guide once (docs/decisions/047): the real
 * `npm run content:publish` – its own process, then the real `npm run build` in the release's
 * workspace (the pages, the server bundle, postbuild) – in a copy of this checkout, with every
 * file Keystatic's reader opens in any of those processes logged (tests/support/log-content-reads.ts).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'

import { afterAll, beforeAll, expect, test } from 'vitest'

import { type ContentWorkspace, createContentWorkspace } from '../../tests/support/content-workspace.ts'

let workspace: ContentWorkspace
beforeAll(() => {
  workspace = createContentWorkspace()
})
afterAll(() => workspace.remove())

/** How often each file of `dir` (under content/) was opened, by file name. */
function readsOf(log: string, dir: string) {
  const files = readdirSync(join(workspace.root, dir)).filter((file) => file.endsWith('.yaml'))
  const reads = readFileSync(log, 'utf8')
    .split('\n')
    .filter((path) => dirname(path).endsWith(`/${dir}`))
    .map((path) => basename(path))
  return Object.fromEntries(files.map((file) => [file, reads.filter((read) => read === file).length]))
}

test('one publish reads each job posting and each guide once, for its pages, its server and its e-mails', async () => {
  const log = join(workspace.root, '.content-reads.log')
  const { code, output } = await workspace.npm('content:publish', {
    SITE_SERVERS: 'none',
    CONTENT_READ_LOG: log,
    NODE_OPTIONS: `--import ${resolve('tests/support/log-content-reads.ts')}`,
  })
  expect(code, output).toBe(0)
  for (const dir of ['content/jobs', 'content/guides', 'content/guides/hub']) {
    const reads = readsOf(log, dir)
    expect(Object.keys(reads).length, dir).toBeGreaterThan(0)
    expect(reads, dir).toEqual(Object.fromEntries(Object.keys(reads).map((file) => [file, 1])))
  }
}, 600_000)
