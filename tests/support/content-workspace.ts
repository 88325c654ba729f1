import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

import { freePort } from '../../scripts/lib/site-server.ts'

/**
 * A working copy for the editor's tests: this checkout's files (tracked and new, as they are
 * now) in a fresh git repository in a temporary folder, sharing node_modules. Git runs there
 * with no identity configured anywhere – no global or system config, an empty HOME – as on a
 * developer's clone, so publish and rollback have to bring their own (docs/editing.md).
 */
export type ContentWorkspace = {
  root: string
  /** Environment for every process run in the workspace. */
  env: NodeJS.ProcessEnv
  git: (...args: string[]) => string
  /** `npm run <script>` in the workspace; resolves with its exit code and output. */
  npm: (script: string, extra?: NodeJS.ProcessEnv) => Promise<{ code: number; output: string }>
  remove: () => void
}

export function createContentWorkspace(): ContentWorkspace {
  const root = mkdtempSync(join(tmpdir(), 'content-workspace-'))
  const home = join(root, '.home')
  mkdirSync(home)
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean)
  for (const file of files) {
    mkdirSync(join(root, dirname(file)), { recursive: true })
    try {
      cpSync(file, join(root, file))
    } catch {
      // deleted in this checkout but not yet committed: not part of the copy
    }
  }
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOME: home,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_AUTHOR_NAME: '',
    GIT_AUTHOR_EMAIL: '',
    GIT_COMMITTER_NAME: '',
    GIT_COMMITTER_EMAIL: '',
    EMAIL: '',
    CONTENT_AUTHOR: '',
  }
  for (const name of ['GIT_AUTHOR_NAME', 'GIT_AUTHOR_EMAIL', 'GIT_COMMITTER_NAME', 'GIT_COMMITTER_EMAIL', 'EMAIL'])
    delete env[name]
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, env, encoding: 'utf8' }).trim()
  git('init', '--quiet', '--initial-branch=main')
  git('add', '--all')
  // The starting commit needs someone; every later commit is the publish code's.
  execFileSync(
    'git',
    ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', 'commit', '--quiet', '-m', 'start'],
    {
      cwd: root,
      env,
    },
  )
  const npm = (script: string, extra: NodeJS.ProcessEnv = {}) =>
    new Promise<{ code: number; output: string }>((done) => {
      const child: ChildProcess = spawn('npm', ['run', '--silent', script], {
        cwd: root,
        env: { ...env, ...extra },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      child.stdout!.on('data', (chunk) => (output += chunk))
      child.stderr!.on('data', (chunk) => (output += chunk))
      child.once('exit', (code) => done({ code: code ?? 1, output }))
    })
  return { root, env, git, npm, remove: () => rmSync(root, { recursive: true, force: true }) }
}

/** Starts `npm run editor` in the workspace on a free port; resolves when it answers. */
export async function startEditor(workspace: ContentWorkspace) {
  const port = await freePort()
  const child = spawn('npm', ['run', '--silent', 'editor'], {
    cwd: workspace.root,
    env: { ...workspace.env, EDITOR_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let log = ''
  child.stdout!.on('data', (chunk) => (log += chunk))
  child.stderr!.on('data', (chunk) => (log += chunk))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`editor exited:\n${log}`)
    const ok = await fetch(`${url}/redaktion`).then(
      (answer) => answer.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) throw new Error(`editor did not answer within 120 s:\n${log}`)
    await new Promise((done) => setTimeout(done, 250))
  }
  return {
    url,
    log: () => log,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((done) => child.once('exit', done))
      process.kill(-child.pid!, 'SIGTERM')
      await exited
    },
  }
}
