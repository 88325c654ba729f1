import { existsSync, readFileSync, realpathSync } from 'node:fs'
import { dirname, join } from 'node:path'

import { log } from './log.ts'
import { loadStaticSite, type StaticSite } from './static-files.ts'

/** How often the client folder's real path is compared with the one being served. */
const CHECK_EVERY_MS = 500

/** The release id a client folder belongs to (`release.json` beside it), or undefined for a plain build. */
function releaseIdOf(clientDir: string): string | undefined {
  const file = join(dirname(clientDir), 'release.json')
  if (!existsSync(file)) return undefined
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { id?: string }).id
  } catch {
    return undefined
  }
}

export type LiveSiteOptions = {
  /** Told true when a release failed to load (the previous one is still served), false once one loads. */
  onLoadFailure?: (failed: boolean) => void
}

/**
 * The static site behind a client folder that may be a link (`releases/current/client`, moved by
 * a publish or rollback, docs/decisions/028): when the link points elsewhere – checked twice a
 * second, or at once on SIGHUP – the new release is loaded into memory and swapped in with one
 * assignment. Requests in flight finish with the files they started with; none is dropped, and
 * the process does not restart. `release()` names the release served (GET /healthz says it). A
 * release that fails to load is logged once (not at every check) and reported through
 * `onLoadFailure`, which sets the metric the alert rules watch (deploy/alerts.yml).
 */
export function liveStaticSite(clientDir: string, notFoundPath: string, options: LiveSiteOptions = {}) {
  let servedFrom = realpathSync(clientDir)
  let site: StaticSite = loadStaticSite(servedFrom, notFoundPath)
  let release = releaseIdOf(servedFrom)
  let failedTarget: string | undefined

  function reload(reason: string) {
    let target: string
    try {
      target = realpathSync(clientDir)
    } catch {
      return // the link is being replaced right now: keep serving, look again shortly
    }
    if (target === servedFrom && reason !== 'SIGHUP') return
    if (target === failedTarget && reason !== 'SIGHUP') return // reported already
    try {
      site = loadStaticSite(target, notFoundPath)
      servedFrom = target
      release = releaseIdOf(target)
      if (failedTarget !== undefined) options.onLoadFailure?.(false)
      failedTarget = undefined
      log('info', 'static files reloaded', { reason, from: target, release })
    } catch (error) {
      failedTarget = target
      options.onLoadFailure?.(true)
      log('error', 'static files not reloaded; still serving the previous release', {
        reason,
        from: target,
        served: release,
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
    release: () => release,
    stop() {
      clearInterval(timer)
      process.off('SIGHUP', onHangup)
    },
  }
}
