import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'

/** Thrown when another publish or rollback holds the lock. */
export class LockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * One publish or rollback at a time, across processes (the editor's button and the operator's
 * command): a lock file created exclusively, holding the owner's process id. A lock whose
 * process has died is taken over.
 */
export async function withLock<T>(file: string, what: string, work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, JSON.stringify({ pid: process.pid, what, since: new Date().toISOString() }))
      closeSync(fd)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      let holder: { pid: number; what: string; since: string } | undefined
      try {
        holder = JSON.parse(readFileSync(file, 'utf8')) as typeof holder
      } catch {
        holder = undefined // being written right now, or torn: look again
      }
      if (holder && !alive(holder.pid) && attempt < 3) {
        rmSync(file, { force: true })
        continue
      }
      if (!holder && attempt < 3) {
        await new Promise((done) => setTimeout(done, 50))
        continue
      }
      throw new LockedError(
        `Gerade läuft schon ein Vorgang (${holder?.what ?? 'unbekannt'}, seit ${holder?.since ?? '?'}). Bitte warten und dann erneut versuchen.`,
      )
    }
  }
  try {
    return await work()
  } finally {
    rmSync(file, { force: true })
  }
}
