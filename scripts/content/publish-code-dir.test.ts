import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, expect, test } from 'vitest'

import { publishContent } from './publish.ts'
import { publishWorkspace, TEST_AUTHOR } from './publish-workspace.ts'

// CODE_DIR (ADR 030): the editor's working copy holds the content; the code a release is built
// with is another folder, which the publish reads and never writes (root's /opt/mandatwerk/app).
let ws: ReturnType<typeof publishWorkspace>
let code: string
beforeEach(() => {
  ws = publishWorkspace()
  code = mkdtempSync(join(tmpdir(), 'content-code-'))
  writeFileSync(join(code, 'which-code.txt'), 'the code root\n')
  mkdirSync(join(code, 'node_modules'))
  writeFileSync(join(code, 'node_modules/which-modules.txt'), 'the code root’s modules\n')
  mkdirSync(join(code, 'content'))
  writeFileSync(join(code, 'content/home.yaml'), 'not: the content to publish\n')
  mkdirSync(join(code, '.git'))
  writeFileSync(join(code, '.git/HEAD'), 'ref: refs/heads/main\n')
  // The working copy has a file of the same name: it must not be what is built.
  writeFileSync(join(ws.root, 'which-code.txt'), 'the working copy\n')
})
afterEach(() => {
  ws.remove()
  rmSync(code, { recursive: true, force: true })
})

const listing = (dir: string) =>
  execFileSync('find', [dir, '-printf', '%P %s %T@\\n'], { encoding: 'utf8' }).split('\n').sort().join('\n')

test('with CODE_DIR a release is built from that code and the working copy’s content snapshot; the code stays untouched', async () => {
  const env = {
    ...ws.env,
    CODE_DIR: code,
    CONTENT_BUILD_COMMAND: [
      'mkdir -p build/client/404',
      'cp content/home.yaml build/client/index.html',
      'cp which-code.txt build/client/code.txt',
      'cp node_modules/which-modules.txt build/client/modules.txt',
      'ls -a > build/client/files.txt',
      'echo fehlt > build/client/404/index.html',
    ].join(' && '),
  }
  const before = listing(code)
  ws.writeHome('aus der Redaktion')
  const { release } = await publishContent({ root: ws.root, author: TEST_AUTHOR, env })
  const built = (file: string) => readFileSync(join(ws.root, 'releases', release, 'client', file), 'utf8')
  expect(built('index.html')).toContain('# aus der Redaktion')
  expect(built('code.txt')).toBe('the code root\n')
  expect(built('modules.txt')).toBe('the code root’s modules\n')
  expect(built('files.txt').split('\n')).not.toContain('.git')
  expect(listing(code)).toBe(before)
  expect(readdirSync(join(ws.root, 'releases')).filter((name) => name.endsWith('.partial'))).toEqual([])
})
