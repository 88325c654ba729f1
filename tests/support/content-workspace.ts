import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

import { GROUP_FILES, hashPassword, withAccount } from '../../editor/staff/accounts.ts'
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

/** Staff accounts for the workspace's editor and desk: STAFF_DIR with the `editors` and `office` files (editor/staff/). */
export async function addStaffAccounts(
  workspace: ContentWorkspace,
  accounts: { editor?: [name: string, password: string][]; office?: [name: string, password: string][] },
) {
  const dir = join(workspace.root, '.staff')
  mkdirSync(dir, { recursive: true })
  for (const group of ['editor', 'office'] as const) {
    let text = ''
    for (const [name, password] of accounts[group] ?? []) text = withAccount(text, name, await hashPassword(password))
    writeFileSync(join(dir, GROUP_FILES[group]), text)
  }
  workspace.env.STAFF_DIR = dir
}

/** One GET on a TCP origin or a Unix socket; the status, or 0 when nothing answers. */
export function probe(where: { url?: string; socket?: string }, path: string): Promise<number> {
  return new Promise((done) => {
    const url = where.url ? new URL(path, where.url) : undefined
    const req = httpRequest(
      url ? { host: url.hostname, port: url.port, path } : { socketPath: where.socket, path },
      (res) => {
        res.resume()
        done(res.statusCode ?? 0)
      },
    )
    req.on('error', () => done(0)).end()
  })
}

/**
 * Starts `npm run editor` or `npm run desk` in the workspace – on a free loopback port, or on
 * `socket` – and resolves when it answers (200, or 401 once it has accounts).
 */
async function startStaffServer(
  workspace: ContentWorkspace,
  script: 'editor' | 'desk',
  { socket }: { socket?: string } = {},
) {
  const port = await freePort()
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: workspace.root,
    env: {
      ...workspace.env,
      ...(script === 'editor' ? { EDITOR_PORT: String(port) } : { DESK_PORT: String(port) }),
      ...(socket ? { [script === 'editor' ? 'EDITOR_SOCKET' : 'DESK_SOCKET']: socket } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let log = ''
  child.stdout!.on('data', (chunk) => (log += chunk))
  child.stderr!.on('data', (chunk) => (log += chunk))
  const url = `http://127.0.0.1:${port}`
  const where = socket ? { socket } : { url }
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited:\n${log}`)
    if ([200, 401].includes(await probe(where, script === 'editor' ? '/redaktion' : '/anfragen'))) break
    if (Date.now() > deadline) throw new Error(`${script} did not answer within 120 s:\n${log}`)
    await new Promise((done) => setTimeout(done, 250))
  }
  return {
    url,
    socket,
    log: () => log,
    stop: async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((done) => child.once('exit', done))
      process.kill(-child.pid!, 'SIGTERM')
      await exited
    },
  }
}

/** `npm run editor` in the workspace (Keystatic, preview, publish). */
export const startEditor = (workspace: ContentWorkspace, options: { socket?: string } = {}) =>
  startStaffServer(workspace, 'editor', options)

/** `npm run desk` in the workspace (/anfragen), on the database its DATA_DIR / DATABASE_URL names. */
export const startDesk = (workspace: ContentWorkspace, options: { socket?: string } = {}) =>
  startStaffServer(workspace, 'desk', options)
