import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, beforeEach, expect, test } from 'vitest'

import { contentChanges } from './git.ts'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-git-'))
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', ...args], { cwd: root })
  git('init', '--quiet')
  mkdirSync(join(root, 'content'))
  writeFileSync(join(root, 'content/home.yaml'), 'a: 1\n')
  writeFileSync(join(root, 'content/tools-page.yaml'), 'b: 1\n')
  git('add', '--all')
  git('commit', '--quiet', '-m', 'start')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

test('a changed file is named whole, first in the list as anywhere else (git prints " M file")', () => {
  writeFileSync(join(root, 'content/home.yaml'), 'a: 2\n')
  writeFileSync(join(root, 'content/tools-page.yaml'), 'b: 2\n')
  writeFileSync(join(root, 'content/contact-faq.yaml'), 'c: 1\n')
  expect(contentChanges(root, 'content')).toEqual([
    'content/home.yaml (geändert)',
    'content/tools-page.yaml (geändert)',
    'content/contact-faq.yaml (neu)',
  ])
})
