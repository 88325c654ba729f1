/**
 * A publish reads and validates each job posting once (docs/decisions/047): the real
 * `npm run content:publish` – its own process, then the real `npm run build` in the release's
 * workspace (the pages, the server bundle, postbuild) – in a copy of this checkout, with every
 * file Keystatic's reader opens in any of those processes logged (tests/support/log-content-reads.ts).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'

import { afterAll, beforeAll, expect, test } from 'vitest'

import { type ContentWorkspace, createContentWorkspace } from '../../tests/support/content-workspace.ts'

let workspace: ContentWorkspace
beforeAll(() => {
  workspace = createContentWorkspace()
})
afterAll(() => workspace.remove())

test('one publish reads each job posting file once, for its pages, its server and its e-mails', async () => {
  const log = join(workspace.root, '.content-reads.log')
  const { code, output } = await workspace.npm('content:publish', {
    SITE_SERVERS: 'none',
    CONTENT_READ_LOG: log,
    NODE_OPTIONS: `--import ${resolve('tests/support/log-content-reads.ts')}`,
  })
  expect(code, output).toBe(0)
  const postings = readdirSync(join(workspace.root, 'content/jobs'))
  expect(postings.length).toBeGreaterThan(1)
  const reads = readFileSync(log, 'utf8')
    .split('\n')
    .filter((path) => path.includes('/content/jobs/'))
    .map((path) => basename(path))
  expect(Object.fromEntries(postings.map((file) => [file, reads.filter((read) => read === file).length]))).toEqual(
    Object.fromEntries(postings.map((file) => [file, 1])),
  )
}, 600_000)
