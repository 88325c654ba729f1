/**
 * The build of a release (docs/decisions/030): the one code (the code root, e.g.
 * /opt/mandatwerk/app) plus one snapshot of the content (a commit of the content working
 * copy), put together in a workspace – a temporary folder with the code's files, the
 * snapshot's `content/` and a link to the code's `node_modules` – and built there with a time
 * limit. Nothing Keystatic saves meanwhile reaches the build.
 */
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'

import { exportContent } from './git.ts'

/** The code this file belongs to: what builds and runs unless CODE_DIR names another. */
export const OWN_CODE_ROOT = resolve(import.meta.dirname, '../..')

/** The longest a build may take (CONTENT_BUILD_TIMEOUT_MS); then it is stopped and the lock freed. */
export const BUILD_TIMEOUT_MS = 15 * 60 * 1000

/** Top-level names of the code root that are not code: never copied into a workspace. */
const NOT_CODE = new Set([
  '.git',
  'node_modules',
  'content',
  'releases',
  'build',
  'data',
  'test-results',
  'playwright-report',
  '.home',
])

export function codeRoot(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env.CODE_DIR || OWN_CODE_ROOT)
}

/**
 * A workspace for one build: the code root's files (not its content, builds or releases),
 * `content/` exactly as in `commit` of the content working copy, and the code's node_modules
 * linked. The caller removes it.
 */
export function prepareWorkspace(options: {
  code: string
  contentRoot: string
  contentDir: string
  commit: string
  /** Folders inside the code root never to copy (the releases folder, when it lies there). */
  skip?: string[]
}): string {
  const workspace = mkdtempSync(join(tmpdir(), 'mandatwerk-build-'))
  const skip = new Set((options.skip ?? []).map((dir) => resolve(dir)))
  cpSync(options.code, workspace, {
    recursive: true,
    filter: (source) => {
      const path = relative(options.code, source)
      if (path === '') return true
      return !NOT_CODE.has(path.split('/')[0]!) && !skip.has(resolve(source)) && !path.startsWith('.mandatwerk-')
    },
  })
  exportContent(options.contentRoot, options.contentDir, options.commit, workspace)
  const modules = join(options.code, 'node_modules')
  if (existsSync(modules)) symlinkSync(modules, join(workspace, 'node_modules'))
  return workspace
}

export function removeWorkspace(workspace: string) {
  rmSync(workspace, { recursive: true, force: true })
}

/**
 * Runs the build (CONTENT_BUILD_COMMAND, default `npm run build`) in the workspace. After
 * `timeoutMs` it is killed with everything it started, and the publish fails – a hung build
 * never holds the lock for ever. On failure the error carries the end of its output.
 */
export function runBuild(workspace: string, env: NodeJS.ProcessEnv, timeoutMs: number): Promise<void> {
  const command = env.CONTENT_BUILD_COMMAND || 'npm run build'
  return new Promise((done, fail) => {
    const child = spawn('sh', ['-c', command], { cwd: workspace, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-64 * 1024))
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        // already gone
      }
    }, timeoutMs)
    child.once('error', (error) => {
      clearTimeout(timer)
      fail(error)
    })
    child.once('close', (code) => {
      clearTimeout(timer)
      if (code === 0 && !timedOut) return done()
      const tail = output.trim().split('\n').slice(-25).join('\n')
      fail(
        new Error(
          timedOut
            ? `Der Bau der Seite hat länger als ${Math.round(timeoutMs / 1000)} s gedauert und wurde abgebrochen; nichts wurde veröffentlicht.\n${tail}`
            : `Der Bau der Seite ist fehlgeschlagen; nichts wurde veröffentlicht.\n${tail}`,
        ),
      )
    })
  })
}

export function buildTimeout(env: NodeJS.ProcessEnv): number {
  const configured = Number(env.CONTENT_BUILD_TIMEOUT_MS)
  return Number.isFinite(configured) && configured > 0 ? configured : BUILD_TIMEOUT_MS
}
