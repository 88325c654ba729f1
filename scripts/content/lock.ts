import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'

/** Thrown when another publish or rollback holds the lock. */
export class LockedError extends Error {}

/** What a lock file records about its owner. */
export type LockHolder = { pid: number; what: string; since: string; boot?: string; started?: string }

/** This boot of the machine (Linux); a lock from another boot belongs to a process that is gone. */
export function bootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
  } catch {
    return undefined
  }
}

/** When process `pid` started, in clock ticks since boot (field 22 of /proc/<pid>/stat). */
export function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

/**
 * Whether the lock's owner still runs. A process id alone is not enough: after a reboot (or
 * enough new processes) the same number belongs to another process. So the lock records the
 * boot id and the owner's start time, and a holder from another boot, or a process with its id
 * that started at another time, is dead.
 */
export function holderAlive(holder: LockHolder): boolean {
  const boot = bootId()
  if (holder.boot && boot && holder.boot !== boot) return false
  if (holder.started) {
    const started = processStart(holder.pid)
    if (started !== undefined) return started === holder.started
  }
  try {
    process.kill(holder.pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * One publish or rollback at a time, across processes (the editor's button and the operator's
 * command): a lock file created exclusively, holding the owner's process id, boot id and start
 * time. A lock whose process has died is taken over.
 */
export async function withLock<T>(file: string, what: string, work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      const holder: LockHolder = {
        pid: process.pid,
        what,
        since: new Date().toISOString(),
        boot: bootId(),
        started: processStart(process.pid),
      }
      writeSync(fd, JSON.stringify(holder))
      closeSync(fd)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      let holder: LockHolder | undefined
      try {
        holder = JSON.parse(readFileSync(file, 'utf8')) as LockHolder
      } catch {
        holder = undefined // being written right now, or torn: look again
      }
      if (holder && !holderAlive(holder) && attempt < 3) {
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
