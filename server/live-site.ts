import { existsSync, realpathSync } from 'node:fs'
import { basename, dirname } from 'node:path'

import { log } from './log.ts'
import { loadStaticSite, type StaticSite } from './static-files.ts'

/** How often the client folder's real path is compared with the one being served. */
const CHECK_EVERY_MS = 500

/**
 * The static site behind a client folder that may be a link (`releases/current/client`, moved by
 * a publish or rollback, docs/decisions/028): when the link points elsewhere – checked twice a
 * second, or at once on SIGHUP – the new release is loaded into memory and swapped in with one
 * assignment. Requests in flight finish with the files they started with; none is dropped, and
 * the process does not restart.
 *
 * `loadData` reads what else the release holds for the server (its e-mail content,
 * docs/decisions/030) from the same folder, at the same moment: files and data are swapped
 * together, and a release whose data cannot be read is not switched to at all.
 */
export function liveStaticSite<Data = undefined>(
  clientDir: string,
  notFoundPath: string,
  loadData: (clientDir: string) => Data = () => undefined as Data,
  follow?: string,
) {
  // `follow` (the releases' `current/client`) wins once it exists: a server started before the
  // first publish switches to the release without a restart.
  const wanted = () => (follow && existsSync(follow) ? follow : clientDir)
  let servedFrom = realpathSync(wanted())
  let site: StaticSite = loadStaticSite(servedFrom, notFoundPath)
  let data: Data = loadData(servedFrom)
  /** The release the link points at that could not be loaded (said once, until it changes). */
  let failed: string | null = null

  function reload(reason: string) {
    let target: string
    try {
      target = realpathSync(wanted())
    } catch {
      return // the link is being replaced right now: keep serving, look again shortly
    }
    if (target === servedFrom && reason !== 'SIGHUP') return
    if (target === failed && reason !== 'SIGHUP') return // said once; a SIGHUP tries again
    try {
      const next = { site: loadStaticSite(target, notFoundPath), data: loadData(target) }
      site = next.site
      data = next.data
      servedFrom = target
      failed = null
      log('info', 'static files reloaded', { reason, from: target })
    } catch (error) {
      failed = target
      log('error', 'static files not reloaded; still serving the previous release', {
        reason,
        from: target,
        error: error instanceof Error ? error.message : String(error),
      })
    }
  }

  const timer = setInterval(() => reload('release link changed'), CHECK_EVERY_MS)
  timer.unref()
  const onHangup = () => reload('SIGHUP')
  process.on('SIGHUP', onHangup)

  return {
    get: () => site,
    /** The data of the release whose files `get` gives. */
    data: () => data,
    /** The release served (its folder's name, `releases/<id>/client`), or null for a plain build. */
    release: (): string | null => {
      const id = basename(dirname(servedFrom))
      return /^\d{8}T\d{6}Z(-\d+)?$/.test(id) ? id : null
    },
    /** The release the link points at that could not be loaded, or null (metric release_load_failed). */
    loadFailure: () => failed,
    stop() {
      clearInterval(timer)
      process.off('SIGHUP', onHangup)
    },
  }
}
