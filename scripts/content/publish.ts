/**
 * Publish and roll back (issue 28, docs/decisions/028): the same code behind the editor's
 * buttons and `npm run content:publish` / `content:rollback`. One at a time (a lock); validate
 * every content file; build into a new release folder, never the live one; only then commit,
 * tag and switch the live link. Anything failing before the switch leaves the live site and the
 * git history as they were.
 */
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'

import { type Author, commitContent, contentChanges, git, revertContent, tagRelease } from './git.ts'
import { withLock } from './lock.ts'
import { validateContent } from './read-content.ts'
import { type ReleaseRecord, releasesAt, releasesDir } from './releases.ts'

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

/** `npm run build` in the working copy; on failure the error carries the end of its output. */
function build(root: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    execFile('npm', ['run', 'build'], { cwd: root, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (!error) return done()
      const tail = `${stdout}\n${stderr}`.trim().split('\n').slice(-25).join('\n')
      fail(new Error(`Der Bau der Seite ist fehlgeschlagen; nichts wurde veröffentlicht.\n${tail}`))
    })
  })
}

/** Validates, builds and stores a new release; returns its id. The caller holds the lock. */
async function buildRelease(options: ContentJobOptions): Promise<string> {
  const { root, log = () => {}, env = process.env } = options
  const releases = releasesAt(releasesDir(root, env))
  log('Inhalte werden geprüft …')
  await validateContent(root)
  log('Die Seite wird gebaut …')
  await build(root, env)
  const id = releases.newId()
  releases.store(id, join(root, 'build'))
  log(`Neue Version ${id} liegt bereit.`)
  return id
}

function lockFile(root: string, env: NodeJS.ProcessEnv = process.env) {
  const dir = releasesDir(root, env)
  mkdirSync(dir, { recursive: true })
  return join(dir, '.lock')
}

/** Builds a new release and shows it on the editor host's preview, without going live. */
export function buildPreview(options: ContentJobOptions): Promise<string> {
  return withLock(lockFile(options.root, options.env), 'Vorschau', async () => {
    const id = await buildRelease(options)
    releasesAt(releasesDir(options.root, options.env)).stagePreview(id)
    return id
  })
}

/** Validate, build, commit, tag and switch the live release. */
export function publishContent(options: ContentJobOptions): Promise<PublishResult> {
  const { root, author, log = () => {}, env = process.env } = options
  return withLock(lockFile(root, env), 'Veröffentlichen', async () => {
    const releases = releasesAt(releasesDir(root, env))
    const id = await buildRelease(options)
    const changes = contentChanges(root, CONTENT_DIR)
    const commit = commitContent(root, CONTENT_DIR, author)
    tagRelease(root, id, commit ?? git(root, ['rev-parse', 'HEAD']))
    releases.goLive(id)
    releases.stagePreview(id)
    const record: ReleaseRecord = { id, at: new Date().toISOString(), author: author.name, ...(commit && { commit }) }
    releases.saveHistory([...releases.history(), record])
    releases.prune()
    log(`Version ${id} ist live${changes.length ? `: ${changes.join(', ')}` : ' (Inhalte unverändert)'}.`)
    return { release: id, commit, changes }
  })
}

export type RollbackResult = { release: string; revert?: string }

/** Back to the release live before the current one, with a revert commit of the current one's content. */
export function rollbackContent(options: ContentJobOptions): Promise<RollbackResult> {
  const { root, author, log = () => {}, env = process.env } = options
  return withLock(lockFile(root, env), 'Zurücknehmen', async () => {
    const releases = releasesAt(releasesDir(root, env))
    const history = releases.history()
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
    log(`Version ${previous.id} ist wieder live (${live.id} zurückgenommen).`)
    return { release: previous.id, revert }
  })
}
