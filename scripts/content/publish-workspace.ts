/**
 * A content repository for the publish tests: the site's content/ in a fresh git repository with
 * no identity configured, and a fake build (CONTENT_BUILD_COMMAND) that copies the home page's
 * YAML into build/client/index.html – so a release shows which content it was built from – and
 * can be made slow by a file, so a test can write while it runs.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import type { Author } from './git.ts'

export const TEST_AUTHOR: Author = { name: 'Test Redaktion', email: 'test@redaktion.invalid' }

export function publishWorkspace() {
  const root = mkdtempSync(join(tmpdir(), 'content-publish-'))
  cpSync(resolve('content'), join(root, 'content'), { recursive: true })
  writeFileSync(join(root, '.gitignore'), '/releases\n/build\n/.build-*\n')
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' },
    }).trim()
  git('init', '--quiet', '--initial-branch=main')
  git('add', '--all')
  git('commit', '--quiet', '-m', 'start')
  const slow = join(root, '.slow-build')
  const started = join(root, '.build-started')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    CONTENT_RELEASES_DIR: join(root, 'releases'),
    SITE_SERVERS: 'none',
    // While .slow-build exists the build waits (up to 20 s): a test writes in the meantime.
    CONTENT_BUILD_COMMAND: `touch '${started}'; n=0; while [ -e '${slow}' ] && [ $n -lt 200 ]; do sleep 0.1; n=$((n+1)); done; mkdir -p build/client/404 && cp content/home.yaml build/client/index.html && echo fehlt > build/client/404/index.html`,
  }
  const home = join(root, 'content/home.yaml')
  return {
    root,
    env,
    git,
    home,
    /** The home page's YAML with `marker` appended as a comment (still valid). */
    writeHome: (marker: string) => writeFileSync(home, `${readFileSync(home, 'utf8')}# ${marker}\n`),
    /** What release `id` was built from. */
    built: (id: string) => readFileSync(join(root, 'releases', id, 'client/index.html'), 'utf8'),
    slowBuild: () => writeFileSync(slow, ''),
    finishBuild: () => rmSync(slow, { force: true }),
    buildStarted: () => existsSync(started),
    remove: () => rmSync(root, { recursive: true, force: true }),
  }
}
