/**
 * Publish and roll back (issue 28/36, docs/decisions/028 and 030): the same code behind the
 * editor's buttons and `npm run content:publish` / `content:rollback`. One at a time (a lock).
 * A publish takes the content as it is at that moment into a commit (a snapshot), validates and
 * builds exactly that commit together with the code in a workspace (scripts/content/build-release.ts),
 * stores the build as a new release, and only then puts the commit on the branch, records the
 * history and switches the live link – and says „ist live" once every server serves it
 * (scripts/content/live-servers.ts). Anything failing before the switch leaves the live site and
 * the git history as they were; a save during the build stays a change for the next publish.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

import { buildTimeout, codeRoot, prepareWorkspace, removeWorkspace, runBuild } from './build-release.ts'
import {
  type Author,
  commitSnapshot,
  contentChanges,
  git,
  revertContent,
  snapshotContent,
  tagRelease,
} from './git.ts'
import { waitForServers } from './live-servers.ts'
import { withLock } from './lock.ts'
import { validateContent } from './read-content.ts'
import { type ReleaseRecord, releasesAt, releasesDir } from './releases.ts'

/** Everything under it is content the editor may change and a publish commits. */
export const CONTENT_DIR = 'content'

export type ContentJobOptions = {
  /** The content working copy (CONTENT_DIR): a git repository whose content/ Keystatic writes. */
  root: string
  author: Author
  /** Progress lines for the operator's terminal or the editor's page. */
  log?: (line: string) => void
  env?: NodeJS.ProcessEnv
}

export type PublishResult = { release: string; commit?: string; changes: string[] }

/**
 * Snapshots, validates, builds and stores a new release; returns its id and the snapshot (to be
 * committed by a publish). The caller holds the lock.
 */
async function buildRelease(options: ContentJobOptions) {
  const { root, author, log = () => {}, env = process.env } = options
  const releases = releasesAt(releasesDir(root, env))
  const snapshot = snapshotContent(root, CONTENT_DIR, author)
  const commit = snapshot?.commit ?? git(root, ['rev-parse', 'HEAD'])
  const workspace = prepareWorkspace({
    code: codeRoot(env),
    contentRoot: root,
    contentDir: CONTENT_DIR,
    commit,
    skip: [releases.dir],
  })
  try {
    log('Inhalte werden geprüft …')
    await validateContent(workspace)
    log('Die Seite wird gebaut …')
    await runBuild(workspace, env, buildTimeout(env))
    const id = releases.newId()
    releases.store(id, join(workspace, 'build'), { commit })
    log(`Neue Version ${id} liegt bereit.`)
    return { id, snapshot, commit }
  } finally {
    removeWorkspace(workspace)
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
    const releases = releasesAt(releasesDir(options.root, options.env))
    releases.prune()
    const { id } = await buildRelease(options)
    releases.stagePreview(id)
    return id
  })
}

/** Snapshot, validate, build, commit, tag, record and switch the live release; then wait for the servers. */
export function publishContent(options: ContentJobOptions): Promise<PublishResult> {
  const { root, author, log = () => {}, env = process.env } = options
  return withLock(lockFile(root, env), 'Veröffentlichen', async () => {
    const releases = releasesAt(releasesDir(root, env))
    releases.prune()
    const { id, snapshot, commit } = await buildRelease(options)
    if (snapshot) commitSnapshot(root, CONTENT_DIR, snapshot)
    tagRelease(root, id, commit)
    const changes = snapshot?.changes ?? []
    // History first, then the link: a stop in between leaves a history entry that never went
    // live, which a rollback (led by the link) skips – never a live release missing from it.
    const record: ReleaseRecord = { id, at: new Date().toISOString(), author: author.name, ...(snapshot && { commit }) }
    releases.saveHistory([...releases.history(), record])
    releases.goLive(id)
    releases.stagePreview(id)
    releases.prune()
    log(`Version ${id} ist freigegeben; die Server übernehmen sie …`)
    await waitForServers(id, { env, log })
    log(`Version ${id} ist live${changes.length ? `: ${changes.join(', ')}` : ' (Inhalte unverändert)'}.`)
    return { release: id, commit: snapshot?.commit, changes }
  })
}

export type RollbackResult = { release: string; revert?: string }

/**
 * Back to the release live before the current one, with a revert commit of the current one's
 * content. The live release is the one the link points at (not the history's last entry, which
 * a publish stopped between history and link leaves behind); entries after it never went live.
 */
export function rollbackContent(options: ContentJobOptions): Promise<RollbackResult> {
  const { root, author, log = () => {}, env = process.env } = options
  return withLock(lockFile(root, env), 'Zurücknehmen', async () => {
    const releases = releasesAt(releasesDir(root, env))
    const history = releases.history()
    const liveId = releases.current()
    const at = history.findIndex((record) => record.id === liveId)
    const live = at >= 0 ? history[at] : undefined
    const previous = at >= 1 ? history[at - 1] : undefined
    if (!live || !previous || !releases.has(previous.id))
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
    // The link first, then the history: a stop in between leaves the history naming the
    // rolled-back release after the live one, and the next rollback, led by the link, is right.
    releases.goLive(previous.id)
    releases.stagePreview(previous.id)
    releases.saveHistory(history.slice(0, at))
    log(`Version ${previous.id} ist freigegeben (${live.id} zurückgenommen); die Server übernehmen sie …`)
    await waitForServers(previous.id, { env, log })
    log(`Version ${previous.id} ist wieder live (${live.id} zurückgenommen).`)
    return { release: previous.id, revert }
  })
}
