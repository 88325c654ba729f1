/**
 * For the publish tests: a content working copy (a git repository with a copy of this
 * project's content/, no git identity needed) and a separate code root whose "build" is a small
 * script – fast, and able to hang or to imitate a save in the editor while it runs. The fake
 * build copies the content it was given into build/client/content/ and writes the home page and
 * the 404 page, so a test can read what a release was built from.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const FAKE_BUILD = `
import { appendFileSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
if (process.env.FAKE_BUILD_HANG) setInterval(() => {}, 1000)
else {
  mkdirSync('build/client/404', { recursive: true })
  cpSync('content', 'build/client/content', { recursive: true })
  const home = readFileSync('content/home.yaml', 'utf8')
  writeFileSync('build/client/index.html', '<!doctype html><title>home</title><pre>' + home + '</pre>')
  writeFileSync('build/client/404/index.html', '<!doctype html><title>404</title>')
  // Someone saves in the editor while the build runs.
  if (process.env.FAKE_BUILD_SAVE_FILE) appendFileSync(process.env.FAKE_BUILD_SAVE_FILE, process.env.FAKE_BUILD_SAVE_TEXT)
}
`

export type PublishFixture = {
  root: string
  code: string
  env: NodeJS.ProcessEnv
  git: (...args: string[]) => string
  home: string
  /** Appends a YAML comment line to content/home.yaml (a valid change). */
  note: (text: string) => void
  /** The home.yaml a release was built from. */
  releaseHome: (id: string) => string
  remove: () => void
}

export function publishFixture(): PublishFixture {
  const root = mkdtempSync(join(tmpdir(), 'publish-content-'))
  const code = mkdtempSync(join(tmpdir(), 'publish-code-'))
  cpSync(resolve('content'), join(root, 'content'), { recursive: true })
  writeFileSync(join(code, 'fake-build.mjs'), FAKE_BUILD)
  mkdirSync(join(code, 'content'), { recursive: true }) // the code's own content is never used
  writeFileSync(join(code, 'content/home.yaml'), 'not: the content working copy\n')
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', ...args], {
      cwd: root,
      encoding: 'utf8',
    }).trim()
  git('init', '--quiet', '--initial-branch=main')
  git('add', '--all')
  git('commit', '--quiet', '-m', 'start')
  const home = join(root, 'content/home.yaml')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CODE_DIR: code,
    CONTENT_BUILD_COMMAND: `"${process.execPath}" fake-build.mjs`,
    SITE_SERVERS: 'none',
    CONTENT_RELEASES_DIR: '',
  }
  delete env.CONTENT_RELEASES_DIR
  return {
    root,
    code,
    env,
    git,
    home,
    note: (text) => writeFileSync(home, `${readFileSync(home, 'utf8')}# ${text}\n`),
    releaseHome: (id) => readFileSync(join(root, 'releases', id, 'client/content/home.yaml'), 'utf8'),
    remove() {
      rmSync(root, { recursive: true, force: true })
      rmSync(code, { recursive: true, force: true })
    },
  }
}
