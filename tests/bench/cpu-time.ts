/**
 * CPU time of processes and of the whole machine, read from Linux's /proc, for the load
 * benchmark's "what limits it" columns. Where /proc is missing (macOS) every reader returns
 * undefined and those columns stay empty.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

type ProcStat = { ppid: number; seconds: number }

/** /proc/<pid>/stat: own user + system time, plus that of children it has reaped (cutime, cstime). */
function procStat(pid: number, file = `/proc/${pid}/stat`): ProcStat | undefined {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return undefined
  }
  // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
  const at = (field: number) => Number(fields[field - 3])
  return { ppid: at(4), seconds: (at(14) + at(15) + at(16) + at(17)) / TICKS_PER_SECOND }
}

/** CPU seconds a process has used so far, all its threads together. */
export function processCpuSeconds(pid: number): number | undefined {
  return procStat(pid)?.seconds
}

/** CPU seconds of one thread; for a process's main thread (the id is the pid) of a Node server, its event loop. */
export function threadCpuSeconds(pid: number, tid = pid): number | undefined {
  return procStat(pid, `/proc/${pid}/task/${tid}/stat`)?.seconds
}

/**
 * CPU seconds of a process and its direct children (PostgreSQL: the postmaster and its
 * backends). Children that ended were reaped by the parent, so their time moved into the
 * parent's figure and the sum never goes backwards.
 */
export function processTreeCpuSeconds(pid: number): number | undefined {
  const root = procStat(pid)
  if (!root) return undefined
  return childPids(pid).reduce((sum, child) => sum + (procStat(child)?.seconds ?? 0), root.seconds)
}

export type MachineCpu = {
  /** CPU seconds spent working, summed over all cores. */
  busy: number
  /** CPU seconds idle while some process waited for the disk (fsync), summed over all cores. */
  iowait: number
}

/** Totals since boot from the first line of /proc/stat. */
export function machineCpuSeconds(): MachineCpu | undefined {
  let line: string
  try {
    line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!
  } catch {
    return undefined
  }
  // cpu user nice system idle iowait irq softirq steal …
  const [user, nice, system, , iowait, irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number)
  const busy = [user, nice, system, irq, softirq, steal].reduce<number>((sum, value) => sum + (value ?? 0), 0)
  return { busy: busy / TICKS_PER_SECOND, iowait: (iowait ?? 0) / TICKS_PER_SECOND }
}

/**
 * Scheduler state of one thread (default: the main thread, whose id is the pid): `R`
 * running or ready to run, `S` asleep waiting for an event, `D` waiting for the disk
 * (e.g. in fsync). Sampled often, the share of `D` shows how long an event loop is stuck in fsync.
 */
export function threadState(pid: number, tid = pid): string | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')
    return text[text.lastIndexOf(')') + 2]
  } catch {
    return undefined
  }
}

/** Direct children of a process (PostgreSQL: its backends and helper processes). */
export function childPids(pid: number): number[] {
  try {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number)
      .filter((child) => procStat(child)?.ppid === pid)
  } catch {
    return []
  }
}
