/** The machine a benchmark ran on, for the report: cores, memory, load, how fast the disk flushes. */
import { closeSync, fdatasyncSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs'
import { cpus, loadavg, release, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'

/** Median time of a 4 KiB write + fdatasync in the temporary directory (where both databases live). */
function fsyncMillis(): number {
  const dir = mkdtempSync(join(tmpdir(), 'bench-fsync-'))
  const fd = openSync(join(dir, 'probe'), 'w')
  const block = Buffer.alloc(4096, 1)
  const times: number[] = []
  try {
    for (let i = 0; i < 40; i++) {
      const started = performance.now()
      writeSync(fd, block)
      fdatasyncSync(fd)
      times.push(performance.now() - started)
    }
  } finally {
    closeSync(fd)
    rmSync(dir, { recursive: true, force: true })
  }
  return times.sort((a, b) => a - b)[times.length >> 1]!
}

export function machineFacts(postgresVersion?: string) {
  const cores = cpus()
  return [
    `CPU: ${cores.length} × ${cores[0]?.model.trim() ?? 'unknown'}`,
    `Memory: ${Math.round(totalmem() / 2 ** 30)} GiB · OS: ${process.platform} ${release()} · Node ${process.version}`,
    ...(postgresVersion ? [`PostgreSQL: ${postgresVersion}`] : []),
    `Load average before the run (1 min): ${loadavg()[0]!.toFixed(2)} · fdatasync of 4 KiB in ${tmpdir()}: ${fsyncMillis().toFixed(2)} ms (median of 40)`,
    `Date: ${new Date().toISOString()}`,
  ]
}
