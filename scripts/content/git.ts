/**
 * The git side of a publish or rollback: commit what changed under content/, tag the release,
 * revert on rollback. The author comes from the editor (the name Caddy signed in) or the
 * documented default; author and committer are passed in the environment of each call, so it
 * works on a machine with no git identity configured (docs/editing.md).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Who a content commit is by. */
export type Author = { name: string; email: string }

/** The author when nobody signed in (a developer's clone, the operator's command): CONTENT_AUTHOR or this. */
export const DEFAULT_AUTHOR: Author = { name: 'Redaktion', email: 'redaktion@localhost' }

/** An author from a signed-in user name (Caddy's basic-auth user): e-mail on a reserved domain. */
export function authorFor(user: string | undefined, env: NodeJS.ProcessEnv = process.env): Author {
  const name = user?.trim()
  if (name) return { name, email: `${name.toLowerCase().replace(/[^a-z0-9._-]+/g, '-')}@redaktion.invalid` }
  const configured = /^(.+?)\s*<([^>]+)>$/.exec(env.CONTENT_AUTHOR ?? '')
  return configured ? { name: configured[1]!, email: configured[2]! } : DEFAULT_AUTHOR
}

export function git(root: string, args: string[], author: Author = DEFAULT_AUTHOR, extraEnv: NodeJS.ProcessEnv = {}): string {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...extraEnv,
      GIT_AUTHOR_NAME: author.name,
      GIT_AUTHOR_EMAIL: author.email,
      GIT_COMMITTER_NAME: author.name,
      GIT_COMMITTER_EMAIL: author.email,
    },
  }).trimEnd() // not trim(): `git status --porcelain` lines may start with a space (" M file")
}

const CHANGE_WORDS: Record<string, string> = { A: 'neu', M: 'geändert', D: 'gelöscht', R: 'umbenannt' }

/** Uncommitted changes under `dir` (new files included), as "file (neu|geändert|gelöscht)". */
export function contentChanges(root: string, dir: string): string[] {
  const status = git(root, ['status', '--porcelain', '--untracked-files=all', '--', dir])
  return status
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      // "XY file": X (index) or Y (work tree) says what happened; "??" is a new file.
      const status = line.slice(0, 2).trim()
      const file = line.slice(3)
      const code = status.replace('?', 'A')[0]!
      return `${file} (${CHANGE_WORDS[code] ?? 'geändert'})`
    })
}

/** A commit of the content as it was at one moment, not yet on any branch. */
export type ContentSnapshot = { commit: string; parent: string; changes: string[] }

/**
 * Takes the content under `dir` as it is now into a commit on top of HEAD – through a
 * temporary index, so neither the branch, the index nor the files change. A publish validates
 * and builds exactly this commit; a save made afterwards stays a change for the next publish.
 * Undefined when nothing under `dir` changed.
 */
export function snapshotContent(root: string, dir: string, author: Author): ContentSnapshot | undefined {
  const changes = contentChanges(root, dir)
  if (changes.length === 0) return undefined
  const parent = git(root, ['rev-parse', 'HEAD'])
  const scratch = mkdtempSync(join(tmpdir(), 'content-index-'))
  try {
    const index = { GIT_INDEX_FILE: join(scratch, 'index') }
    git(root, ['read-tree', 'HEAD'], author, index)
    git(root, ['add', '--all', '--', dir], author, index)
    const tree = git(root, ['write-tree'], author, index)
    const message = `Inhalt veröffentlicht: ${changes.join(', ')}\n\nVeröffentlicht von ${author.name} im Redaktionssystem (npm run content:publish).`
    const commit = git(root, ['commit-tree', tree, '-p', parent, '-m', message], author)
    return { commit, parent, changes }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

/**
 * Puts a snapshot on the branch once its release is built: HEAD moves only if it is still the
 * snapshot's parent, and the index takes the snapshot's content – the files are not touched,
 * so whatever was saved since shows as a change still to publish.
 */
export function commitSnapshot(root: string, dir: string, snapshot: ContentSnapshot) {
  git(root, ['update-ref', '-m', 'content: publish', 'HEAD', snapshot.commit, snapshot.parent])
  git(root, ['reset', '--quiet', snapshot.commit, '--', dir])
}

/** Writes the content of `commit` (the folder `dir`) into `target`/`dir`. */
export function exportContent(root: string, dir: string, commit: string, target: string) {
  const archive = execFileSync('git', ['archive', '--format=tar', commit, '--', dir], {
    cwd: root,
    maxBuffer: 256 * 1024 * 1024,
  })
  execFileSync('tar', ['-x', '-C', target], { input: archive })
}

/** The commit a release was built from, as a tag `content/<release id>`. */
export function tagRelease(root: string, id: string, commit: string) {
  git(root, ['tag', `content/${id}`, commit])
}

/** Thrown when a rollback's revert does not apply; git is left as it was. */
export class RevertConflictError extends Error {}

/**
 * Records a rollback: reverts the content commit of the release taken off the live site. When
 * the revert does not apply (a later commit changed the same lines), the revert is aborted –
 * git is never left in the middle of one – and a RevertConflictError says so.
 */
export function revertContent(root: string, dir: string, commit: string, author: Author, releaseId: string): string {
  try {
    git(root, ['revert', '--no-edit', '--no-commit', commit], author)
  } catch (error) {
    const gitDir = git(root, ['rev-parse', '--absolute-git-dir'])
    if (existsSync(join(gitDir, 'REVERT_HEAD')) || existsSync(join(gitDir, 'sequencer')))
      git(root, ['revert', '--abort'], author)
    else git(root, ['reset', '--quiet', '--merge'], author)
    throw new RevertConflictError(
      `Die Inhalte von Version ${releaseId} lassen sich nicht automatisch zurücknehmen: spätere Änderungen betreffen dieselben Stellen (${(error as Error).message.split('\n')[0]}). Nichts wurde geändert; live bleibt ${releaseId}. Bitte die Stellen im Editor von Hand zurücksetzen und veröffentlichen.`,
    )
  }
  git(
    root,
    [
      'commit',
      '--quiet',
      '--no-verify',
      '-m',
      `Inhalt zurückgenommen: Veröffentlichung ${releaseId}\n\nZurückgenommen von ${author.name} im Redaktionssystem (npm run content:rollback); revert of ${commit}.`,
      '--',
      dir,
    ],
    author,
  )
  return git(root, ['rev-parse', 'HEAD'])
}
