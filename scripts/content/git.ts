/**
 * The git side of a publish or rollback: commit what changed under content/, tag the release,
 * revert on rollback. The author comes from the editor (the name Caddy signed in) or the
 * documented default; author and committer are passed in the environment of each call, so it
 * works on a machine with no git identity configured (docs/editing.md).
 */
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'

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

/** A commit of the content as it was at one moment, not yet on the branch (see adoptSnapshot). */
export type ContentSnapshot = { commit: string; parent: string; changes: string[] }

/**
 * Takes the content under `dir` as it is now into a commit on top of HEAD, through a private
 * index: the working copy, the real index and the branch stay untouched, so Keystatic may go on
 * saving while the snapshot is checked and built. Without changes the snapshot is HEAD itself.
 */
export function snapshotContent(root: string, dir: string, author: Author): ContentSnapshot {
  const index = resolve(root, git(root, ['rev-parse', '--git-path', `mandatwerk-snapshot-${process.pid}`]))
  const env = { GIT_INDEX_FILE: index }
  const parent = git(root, ['rev-parse', 'HEAD'])
  try {
    git(root, ['read-tree', 'HEAD'], author, env)
    git(root, ['add', '--all', '--', dir], author, env)
    const tree = git(root, ['write-tree'], author, env)
    const changes = git(root, ['diff', '--cached', '--name-status', '--no-renames', 'HEAD', '--', dir], author, env)
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [code, file] = line.split('\t')
        return `${file} (${CHANGE_WORDS[code![0]!] ?? 'geändert'})`
      })
    if (changes.length === 0) return { commit: parent, parent, changes }
    const message = `Inhalt veröffentlicht: ${changes.join(', ')}\n\nVeröffentlicht von ${author.name} im Redaktionssystem (npm run content:publish).`
    return { commit: git(root, ['commit-tree', tree, '-p', parent, '-m', message], author), parent, changes }
  } finally {
    rmSync(index, { force: true })
  }
}

/**
 * Puts a snapshot that was built on the branch: HEAD moves to it (only if HEAD has not moved
 * since), and the index takes its content; the working copy is not touched, so what was saved
 * after the snapshot stays a change for the next publish. Returns the commit, or undefined when
 * the snapshot had no changes.
 */
export function adoptSnapshot(root: string, dir: string, snapshot: ContentSnapshot, author: Author): string | undefined {
  if (snapshot.commit === snapshot.parent) return undefined
  try {
    git(root, ['update-ref', '-m', 'content: publish', 'HEAD', snapshot.commit, snapshot.parent], author)
  } catch {
    throw new Error(
      'Während des Baus wurde in git etwas anderes eingetragen; nichts wurde veröffentlicht. Bitte erneut veröffentlichen.',
    )
  }
  git(root, ['reset', '--quiet', snapshot.commit, '--', dir], author)
  return snapshot.commit
}

/** Puts the content of `commit` under `dir` into folder `target` (a build workspace). */
export function exportContent(root: string, dir: string, commit: string, target: string) {
  execFileSync('sh', ['-c', 'git archive --format=tar "$1" -- "$2" | tar -x -C "$3"', 'sh', commit, dir, target], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
}

/** The files of the working copy a build needs: tracked and new ones, without ignored ones. */
export function workingFiles(root: string): string[] {
  return git(root, ['ls-files', '-z', '--cached', '--others', '--exclude-standard']).split('\0').filter(Boolean)
}

/** The commit a release was built from, as a tag `content/<release id>`. */
export function tagRelease(root: string, id: string, commit: string) {
  git(root, ['tag', `content/${id}`, commit])
}

/** Thrown when a rollback's revert conflicts with a later change; git is left as it was. */
export class RevertConflictError extends Error {}

/**
 * Records a rollback: reverts the content commit of the release taken off the live site. A
 * conflict (the same lines changed again since) is aborted – git never stays mid-revert, so
 * later publishes still work – and reported in German.
 */
export function revertContent(root: string, dir: string, commit: string, author: Author, releaseId: string): string {
  try {
    git(root, ['revert', '--no-edit', '--no-commit', commit], author)
  } catch (error) {
    let files: string[] = []
    try {
      files = git(root, ['diff', '--name-only', '--diff-filter=U']).split('\n').filter(Boolean)
    } finally {
      try {
        git(root, ['revert', '--abort'], author)
      } catch {
        git(root, ['reset', '--merge'], author) // no revert under way after all: undo what it touched
      }
    }
    throw new RevertConflictError(
      `Die Inhalte von Version ${releaseId} lassen sich nicht automatisch zurücknehmen: ${files.length ? `${files.join(', ')} wurde seitdem erneut geändert` : (error as Error).message.trim().split('\n')[0]}. Die Rücknahme wurde abgebrochen; git und die Live-Seite sind unverändert. Bitte die Änderung von Hand rückgängig machen und veröffentlichen.`,
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
