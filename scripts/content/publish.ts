/**
 * Publish and roll back (docs/decisions/028): the same code behind the editor's
 * buttons and `npm run content:publish` / `content:rollback`. One at a time (a lock); build into a
 * new release folder, never the live one (the build reads and validates every content file once,
 * docs/decisions/047); only then commit,
 * tag and switch the live link. Anything failing before the switch leaves the live site and the
 * git history as they were.
 */
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

import { contentProblems } from '../../app/content/reader/loaded-content.ts'
import { ContentError } from '../../app/content/reader/read-content.ts'
import {
  adoptSnapshot,
  type Author,
  contentChanges,
  type ContentSnapshot,
  exportContent,
  git,
  revertContent,
  snapshotContent,
  tagRelease,
  workingFiles,
} from './git.ts'
import { withLock } from './lock.ts'
import { type ReleaseRecord, type Releases, releasesAt, releasesDir } from './releases.ts'
import { waitForServers } from './servers.ts'

/** Everything under it is content the editor may change and a publish commits. */
export const CONTENT_DIR = 'content'

export type ContentJobOptions = {
  /** The working copy: content/, the build, releases/. */
  root: string
  author: Author
  /** Progress lines for the operator's terminal or the editor's page. */
  log?: (line: string) => void
  env?: NodeJS.ProcessEnv
}

export type PublishResult = { release: string; commit?: string; changes: string[] }

/** How long a build may take before it is stopped (CONTENT_BUILD_TIMEOUT_S, seconds). */
const DEFAULT_BUILD_TIMEOUT_S = 900

/**
 * The build (CONTENT_BUILD_COMMAND, a shell command; `npm run build` unless set) in `cwd`, in its
 * own process group: past CONTENT_BUILD_TIMEOUT_S the whole group is killed and the publish
 * fails, so a hung build cannot hold the lock for ever. On failure the error carries the end of
 * its output.
 */
function build(cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  const command = env.CONTENT_BUILD_COMMAND || 'npm run build'
  const seconds = Number(env.CONTENT_BUILD_TIMEOUT_S) > 0 ? Number(env.CONTENT_BUILD_TIMEOUT_S) : DEFAULT_BUILD_TIMEOUT_S
  return new Promise((done, fail) => {
    const child = spawn('sh', ['-c', command], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-64 * 1024))
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      try {
        process.kill(-child.pid!, 'SIGKILL') // the group: npm, vite and whatever they started
      } catch {
        // already gone
      }
    }, seconds * 1000)
    child.once('error', (error) => {
      clearTimeout(timer)
      fail(new Error(`Der Bau der Seite ließ sich nicht starten (${error.message}); nichts wurde veröffentlicht.`))
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      try {
        process.kill(-child.pid!, 'SIGKILL') // nothing the build started outlives it
      } catch {
        // the group has ended
      }
      if (timedOut)
        return fail(
          new Error(
            `Der Bau der Seite dauerte länger als ${seconds} Sekunden und wurde abgebrochen; nichts wurde veröffentlicht. Bitte erneut versuchen; hängt er wieder, die Technik fragen.`,
          ),
        )
      if (code === 0) return done()
      const tail = output.trim().split('\n').slice(-25).join('\n')
      fail(new Error(`Der Bau der Seite ist fehlgeschlagen; nichts wurde veröffentlicht.\n${tail}`))
    })
  })
}

/** Top-level names of a code root (CODE_DIR) that are not code: never copied into a workspace. */
const NOT_CODE = new Set(['.git', 'node_modules', 'content', 'releases', 'build', 'data', 'test-results', 'playwright-report'])

/**
 * A folder to build snapshot `commit` in: the code – the files of CODE_DIR when set (a code
 * checkout the publishing user may read but not write, as /opt/mandatwerk/app in production,
 * ADR 030), else the working copy's own files (tracked and new, not ignored ones) – with its
 * node_modules linked, and the content exactly as in the snapshot, so a save during the build
 * changes neither what is checked nor what is built.
 */
function buildWorkspace(root: string, env: NodeJS.ProcessEnv, dir: string, commit: string): string {
  const releases = resolve(releasesDir(root, env))
  const workspace = join(releases, `.build-${process.pid}-${Date.now()}.partial`)
  rmSync(workspace, { recursive: true, force: true })
  mkdirSync(workspace, { recursive: true })
  const code = env.CODE_DIR ? resolve(env.CODE_DIR) : undefined
  if (code) {
    cpSync(code, workspace, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => {
        const path = relative(code, source)
        return path === '' || (!NOT_CODE.has(path.split('/')[0]!) && resolve(source) !== releases)
      },
    })
  } else {
    for (const file of workingFiles(root)) {
      if (file === dir || file.startsWith(`${dir}/`)) continue
      mkdirSync(dirname(join(workspace, file)), { recursive: true })
      try {
        cpSync(join(root, file), join(workspace, file))
      } catch {
        // deleted but not yet committed: not part of the build
      }
    }
  }
  const modules = resolve(code ?? root, 'node_modules')
  if (existsSync(modules)) symlinkSync(modules, join(workspace, 'node_modules'))
  exportContent(root, dir, commit, workspace)
  return workspace
}

/** Builds (which validates) and stores a new release from a content snapshot; returns its id. The caller holds the lock. */
async function buildRelease(options: ContentJobOptions, snapshot: ContentSnapshot): Promise<string> {
  const { root, log = () => {}, env = process.env } = options
  const releases = releasesAt(releasesDir(root, env))
  const workspace = buildWorkspace(root, env, CONTENT_DIR, snapshot.commit)
  try {
    log('Die Seite wird gebaut …')
    await build(workspace, env).catch((error: unknown) => {
      // The build read and checked every content file once (docs/decisions/047): a broken one is named as the check named it.
      const problems = contentProblems(join(workspace, 'build'))
      throw problems.length > 0 ? new ContentError(problems) : error
    })
    const id = releases.newId()
    releases.store(id, join(workspace, 'build'))
    // The working copy's build/ is the newest one, as `npm run build` there would leave it.
    rmSync(join(root, 'build'), { recursive: true, force: true })
    cpSync(join(workspace, 'build'), join(root, 'build'), { recursive: true })
    log(`Neue Version ${id} liegt bereit.`)
    return id
  } finally {
    rmSync(workspace, { recursive: true, force: true })
  }
}

function lockFile(root: string, env: NodeJS.ProcessEnv = process.env) {
  const dir = releasesDir(root, env)
  mkdirSync(dir, { recursive: true })
  return join(dir, '.lock')
}

/** Builds a new release and shows it on the editor host's preview, without going live. */
export function buildPreview(options: ContentJobOptions): Promise<string> {
  return withLock(lockFile(options.root, options.env), 'Vorschau', async () => {
    const id = await buildRelease(options, snapshotContent(options.root, CONTENT_DIR, options.author))
    const releases = releasesAt(releasesDir(options.root, options.env))
    releases.stagePreview(id)
    releases.prune() // the preview before this one goes, unless it went live
    return id
  })
}

/** Validate, build, commit, tag and switch the live release. */
export function publishContent(options: ContentJobOptions): Promise<PublishResult> {
  const { root, author, log = () => {}, env = process.env } = options
  return withLock(lockFile(root, env), 'Veröffentlichen', async () => {
    const releases = releasesAt(releasesDir(root, env))
    // What is checked, built, committed and tagged is one snapshot; a save meanwhile waits for the next publish.
    const snapshot = snapshotContent(root, CONTENT_DIR, author)
    const changes = snapshot.changes
    const id = await buildRelease(options, snapshot)
    const commit = adoptSnapshot(root, CONTENT_DIR, snapshot, author)
    tagRelease(root, id, snapshot.commit)
    const history = liveHistory(root, releases)
    releases.goLive(id)
    releases.stagePreview(id)
    const record: ReleaseRecord = { id, at: new Date().toISOString(), author: author.name, ...(commit && { commit }) }
    releases.saveHistory([...history, record])
    releases.prune()
    await waitForServers(id, env, log)
    log(`Version ${id} ist live${changes.length ? `: ${changes.join(', ')}` : ' (Inhalte unverändert)'}.`)
    return { release: id, commit, changes }
  })
}

/**
 * The history up to the release that is live – the link says which. A stop between switching the
 * link and writing the history leaves the history behind the link (a publish) or ahead of it (a
 * rollback); either way the link is the truth, and a missing entry is rebuilt from its tag.
 */
function liveHistory(root: string, releases: Releases): ReleaseRecord[] {
  const history = releases.history()
  const live = releases.current()
  if (!live) return history
  const at = history.findIndex((record) => record.id === live)
  if (at !== -1) return history.slice(0, at + 1)
  const tagged = (id: string | undefined) => {
    try {
      return id ? git(root, ['rev-parse', '--verify', '--quiet', `content/${id}^{commit}`]) : undefined
    } catch {
      return undefined
    }
  }
  const commit = tagged(live)
  const before = history.at(-1)
  const record: ReleaseRecord = { id: live, at: new Date().toISOString(), author: 'unbekannt (Verlauf nachgetragen)' }
  // Its own content commit only when its tag differs from the release before it.
  if (commit && commit !== tagged(before?.id)) record.commit = commit
  return [...history, record]
}

export type RollbackResult = { release: string; revert?: string }

/** Back to the release live before the current one, with a revert commit of the current one's content. */
export function rollbackContent(options: ContentJobOptions): Promise<RollbackResult> {
  const { root, author, log = () => {}, env = process.env } = options
  return withLock(lockFile(root, env), 'Zurücknehmen', async () => {
    const releases = releasesAt(releasesDir(root, env))
    const history = liveHistory(root, releases)
    const live = history.at(-1)
    const previous = history.at(-2)
    if (!live || !previous || !existsSync(join(releases.dir, previous.id)))
      throw new Error('Es gibt keine frühere veröffentlichte Version, zu der zurückgekehrt werden kann.')
    let revert: string | undefined
    if (live.commit) {
      const pending = contentChanges(root, CONTENT_DIR)
      if (pending.length > 0)
        throw new Error(
          `Es gibt gespeicherte, aber nicht veröffentlichte Änderungen: ${pending.join(', ')}. Bitte erst veröffentlichen oder verwerfen; live bleibt alles, wie es ist.`,
        )
      revert = revertContent(root, CONTENT_DIR, live.commit, author, live.id)
    }
    releases.goLive(previous.id)
    releases.stagePreview(previous.id)
    releases.saveHistory(history.slice(0, -1))
    await waitForServers(previous.id, env, log)
    log(`Version ${previous.id} ist wieder live (${live.id} zurückgenommen).`)
    return { release: previous.id, revert }
  })
}
