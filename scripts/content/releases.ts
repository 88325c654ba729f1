/**
 * Releases of the built site (docs/decisions/028): each publish copies a finished build into a
 * new folder `releases/<id>/` and then points the link `releases/current` at it by renaming a
 * fresh link over the old one – one atomic step, so the public server (which follows the link,
 * server/live-site.ts) sees either the old release or the new one, never half of either.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/** One release that has been live, oldest first in the history. */
export type ReleaseRecord = {
  /** Folder name under the releases folder, e.g. 20261126T012000Z. */
  id: string
  /** When it went live (ISO time). */
  at: string
  /** Who published it. */
  author: string
  /** The content commit it was built from (absent when the content had not changed). */
  commit?: string
}

export type Releases = ReturnType<typeof releasesAt>

/** What a release folder says about itself (`release.json`, beside `client/`). */
export type ReleaseInfo = { id: string; commit?: string }

/** How many live releases of the history are kept (how far a rollback can go back). */
export const KEEP_RELEASES = 10
/** Any release younger than this is kept too (a preview being looked at, a release just built). */
export const KEEP_YOUNGER_MS = 60 * 60 * 1000

const RELEASE_ID = /^(\d{8})T(\d{6})Z(-\d+)?$/

/** When release `id` was made, from its name (UTC). */
function madeAt(id: string): number {
  const [, day, time] = RELEASE_ID.exec(id)!
  return Date.parse(
    `${day!.slice(0, 4)}-${day!.slice(4, 6)}-${day!.slice(6)}T${time!.slice(0, 2)}:${time!.slice(2, 4)}:${time!.slice(4)}Z`,
  )
}

/**
 * The release a client folder belongs to (the id in its `release.json`, read through the
 * `current` link), or undefined for a plain build: what a server reports on /healthz.
 */
export function releaseOf(clientDir: string): string | undefined {
  try {
    const info = JSON.parse(readFileSync(join(dirname(realpathSync(clientDir)), 'release.json'), 'utf8')) as ReleaseInfo
    return info.id
  } catch {
    return undefined
  }
}

/** CONTENT_RELEASES_DIR, or `releases/` in the working copy. */
export function releasesDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
  return resolve(root, env.CONTENT_RELEASES_DIR ?? 'releases')
}

/** The releases folder of a working copy: its history, the live and the preview link. */
export function releasesAt(dir: string) {
  const historyFile = join(dir, 'history.json')
  const linkPath = (name: 'current' | 'preview') => join(dir, name)

  /** The release a link points at, or undefined when there is none yet. */
  function target(name: 'current' | 'preview'): string | undefined {
    try {
      return readlinkSync(linkPath(name))
    } catch {
      return undefined
    }
  }

  /** Points `name` at release `id` atomically: a new link renamed over the old one. */
  function point(name: 'current' | 'preview', id: string) {
    const temporary = join(dir, `.${name}-${process.pid}-${Date.now()}`)
    symlinkSync(id, temporary)
    renameSync(temporary, linkPath(name))
  }

  return {
    dir,
    /** Live-release history, oldest first; the last entry is live. */
    history(): ReleaseRecord[] {
      return existsSync(historyFile) ? (JSON.parse(readFileSync(historyFile, 'utf8')) as ReleaseRecord[]) : []
    },
    saveHistory(records: ReleaseRecord[]) {
      writeFileSync(`${historyFile}.tmp`, `${JSON.stringify(records, null, 2)}\n`)
      renameSync(`${historyFile}.tmp`, historyFile)
    },
    current: () => target('current'),
    has: (id: string) => existsSync(join(dir, id)),
    preview: () => target('preview'),
    /** The client folder the public server serves: `<dir>/current/client`. */
    liveClientDir: () => join(linkPath('current'), 'client'),
    previewClientDir: () => join(linkPath('preview'), 'client'),
    /** A new, empty release id: the UTC time, unique within this folder. */
    newId(now = new Date()): string {
      const base = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')
      let id = base
      for (let n = 2; existsSync(join(dir, id)); n++) id = `${base}-${n}`
      return id
    },
    /**
     * Copies a whole finished build folder (`client/`, the server bundle and the data files
     * beside them) into release `id`, with `release.json` naming the content commit.
     */
    store(id: string, buildDir: string, info: { commit?: string } = {}) {
      mkdirSync(dir, { recursive: true })
      const staging = join(dir, `.${id}.partial`)
      rmSync(staging, { recursive: true, force: true })
      cpSync(buildDir, staging, { recursive: true })
      const release: ReleaseInfo = { id, ...(info.commit && { commit: info.commit }) }
      writeFileSync(join(staging, 'release.json'), `${JSON.stringify(release, null, 2)}\n`)
      renameSync(staging, join(dir, id))
    },
    goLive: (id: string) => point('current', id),
    stagePreview: (id: string) => point('preview', id),
    /**
     * The rule (docs/editing.md): kept are the live release, the preview, the newest `keep`
     * releases of the history (how far a rollback can go back) and every release younger than
     * an hour; other release folders, half-copied `.partial` folders and stray temporary links
     * go. Called under the lock, so nothing half-made belongs to a run still under way.
     */
    prune(keep = KEEP_RELEASES, now = Date.now()) {
      if (!existsSync(dir)) return
      const history = this.history().slice(-keep)
      this.saveHistory(history)
      const wanted = new Set([target('current'), target('preview'), ...history.map((record) => record.id)])
      for (const name of readdirSync(dir)) {
        const stale =
          (RELEASE_ID.test(name) && !wanted.has(name) && now - madeAt(name) > KEEP_YOUNGER_MS) ||
          /^\..+\.partial$/.test(name) ||
          /^\.(current|preview)-\d+-\d+$/.test(name)
        if (stale) rmSync(join(dir, name), { recursive: true, force: true })
      }
    },
    /**
     * `npm start` on a clone with a build but no release yet: the build becomes the first
     * release (with its history entry), so the server serves `current` from the start and
     * follows every publish.
     */
    adopt(buildDir: string, commit?: string): string {
      const id = this.newId()
      this.store(id, buildDir, { commit })
      this.saveHistory([...this.history(), { id, at: new Date().toISOString(), author: 'npm start' }])
      this.goLive(id)
      return id
    },
  }
}
