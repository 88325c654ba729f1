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
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { join, resolve } from 'node:path'

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
    /** Copies a finished build folder (client files and what lies beside them) into release `id`. */
    store(id: string, buildDir: string) {
      mkdirSync(dir, { recursive: true })
      const staging = join(dir, `.${id}.partial`)
      rmSync(staging, { recursive: true, force: true })
      cpSync(buildDir, staging, { recursive: true })
      renameSync(staging, join(dir, id))
    },
    goLive: (id: string) => point('current', id),
    stagePreview: (id: string) => point('preview', id),
    /**
     * The keeping rule (docs/editing.md): the live release, the one in the preview, the last
     * `keep` releases that went live and every one that went live in the last `days` days are
     * kept – the history (how far a rollback can go back) is cut to those; every other release
     * folder (old ones, previews never published), every `.partial` folder and temporary link a
     * stopped publish left are removed. Runs under the lock, so no build is under way.
     */
    prune(keep = 5, days = 30, now = new Date()) {
      const all = this.history()
      const since = now.getTime() - days * 24 * 60 * 60 * 1000
      let from = Math.max(0, all.length - keep)
      while (from > 0 && Date.parse(all[from - 1]!.at) >= since) from--
      const history = all.slice(from)
      this.saveHistory(history)
      const wanted = new Set([target('current'), target('preview'), ...history.map((record) => record.id)])
      for (const name of readdirSync(dir)) {
        const release = /^\d{8}T\d{6}Z(-\d+)?$/.test(name)
        const leftover = name.endsWith('.partial') || /^\.(current|preview)-\d+-\d+$/.test(name)
        if ((release && !wanted.has(name)) || leftover)
          rmSync(join(dir, name), { recursive: true, force: true })
      }
    },
  }
}
