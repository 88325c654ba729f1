import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'

/** Thrown when another publish or rollback holds the lock. */
export class LockedError extends Error {}

/** What the lock file holds: who holds it, and enough to tell that process from a later one with its id. */
type Holder = { pid: number; what: string; since: string; boot?: string; start?: string }

/** This boot's id (Linux); a lock written in another boot is stale whatever its process id. */
function bootId(): string | undefined {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
  } catch {
    return undefined
  }
}

/** When process `pid` started, in clock ticks since boot (field 22 of /proc/PID/stat), if known. */
export function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

function alive(holder: Holder): boolean {
  const boot = bootId()
  if (holder.boot && boot && holder.boot !== boot) return false // written before a reboot
  try {
    process.kill(holder.pid, 0)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  // The id is in use – by the holder, or by a process that got the id later.
  const start = processStart(holder.pid)
  return !(holder.start && start && holder.start !== start)
}

/**
 * One publish or rollback at a time, across processes (the editor's button and the operator's
 * command): a lock file created exclusively, holding the owner's process id, the boot id and the
 * process's start time. A lock whose process has died – or whose id now belongs to another
 * process, after a reboot or a wrap-around – is taken over.
 */
export async function withLock<T>(file: string, what: string, work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      const holder: Holder = {
        pid: process.pid,
        what,
        since: new Date().toISOString(),
        boot: bootId(),
        start: processStart(process.pid),
      }
      writeSync(fd, JSON.stringify(holder))
      closeSync(fd)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      let holder: Holder | undefined
      try {
        holder = JSON.parse(readFileSync(file, 'utf8')) as Holder
      } catch {
        holder = undefined // being written right now, or torn: look again
      }
      if (holder && !alive(holder) && attempt < 3) {
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
