import { statfsSync } from 'node:fs'

import { log } from './log.ts'

/** What `statfs` says about the filesystem a directory lives on. */
export type DiskSpace = {
  /** Bytes an unprivileged process may still write (`df`'s "Avail"). */
  freeBytes: number
  /** Share in use as `df` counts it, 0..1: used / (used + available). */
  usedRatio: number
}

export function diskSpace(dir: string, statfs: typeof statfsSync = statfsSync): DiskSpace {
  const { bsize, blocks, bfree, bavail } = statfs(dir)
  const used = Number(blocks) - Number(bfree)
  const denominator = used + Number(bavail)
  return { freeBytes: Number(bavail) * Number(bsize), usedRatio: denominator > 0 ? used / denominator : 0 }
}

export type DiskGuard = {
  /** True while new contact requests must be refused (less than the minimum free); reads statfs now. */
  refusing(): boolean
  /** The filesystem's state now; null when it cannot be read. */
  space(): DiskSpace | null
  /** Bytes that must stay free (DATA_DISK_MIN_FREE_MB). */
  readonly minFreeBytes: number
}

/**
 * Keeps the database off a full disk (docs/decisions/026): below `minFreeBytes` free on the filesystem
 * of DATA_DIR, new contact requests are refused (503 with Retry-After) while everything
 * stored stays as it is. A change of verdict is logged once, not at every request.
 * `minFreeBytes` 0 turns the refusal off (the gauge still reports).
 */
export function createDiskGuard(dir: string, minFreeBytes: number, statfs: typeof statfsSync = statfsSync): DiskGuard {
  let wasRefusing = false
  const space = () => {
    try {
      return diskSpace(dir, statfs)
    } catch {
      return null
    }
  }
  return {
    minFreeBytes,
    space,
    refusing() {
      const now = minFreeBytes > 0 ? space() : null
      // Unreadable: the database's own errors decide (a 503 from storage), never a guess here.
      const refusing = now !== null && now.freeBytes < minFreeBytes
      if (refusing !== wasRefusing) {
        wasRefusing = refusing
        const fields = {
          dataDir: dir,
          freeMb: Math.floor((now?.freeBytes ?? 0) / 2 ** 20),
          minFreeMb: minFreeBytes / 2 ** 20,
        }
        if (refusing) log('error', 'disk nearly full: refusing new contact requests (503) until space is freed', fields)
        else log('info', 'disk space recovered: accepting contact requests again', fields)
      }
      return refusing
    },
  }
}
