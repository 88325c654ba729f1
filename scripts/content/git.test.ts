import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, expect, test } from 'vitest'

import { commitContent, contentChanges, DEFAULT_AUTHOR, git } from './git.ts'

let root: string
afterEach(() => rmSync(root, { recursive: true, force: true }))

test('a changed file is named whole in the changes and the commit message, first line or not', () => {
  root = mkdtempSync(join(tmpdir(), 'content-git-'))
  mkdirSync(join(root, 'content/jobs'), { recursive: true })
  writeFileSync(join(root, 'content/company.yaml'), 'vatId: DE000000000\n')
  writeFileSync(join(root, 'content/jobs/a.yaml'), 'title: A\n')
  git(root, ['init', '--quiet'])
  git(root, ['add', '--all'])
  git(root, ['commit', '--quiet', '-m', 'start'])

  // Only a changed singleton: git's status line starts with a space (" M content/company.yaml").
  writeFileSync(join(root, 'content/company.yaml'), 'vatId: DE347218905\n')
  expect(contentChanges(root, 'content')).toEqual(['content/company.yaml (geändert)'])
  writeFileSync(join(root, 'content/jobs/b.yaml'), 'title: B\n')
  expect(contentChanges(root, 'content')).toEqual(['content/company.yaml (geändert)', 'content/jobs/b.yaml (neu)'])
  commitContent(root, 'content', DEFAULT_AUTHOR)
  expect(git(root, ['log', '-1', '--format=%s'])).toBe(
    'Inhalt veröffentlicht: content/company.yaml (geändert), content/jobs/b.yaml (neu)',
  )
})
