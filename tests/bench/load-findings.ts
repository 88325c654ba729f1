/**
 * What the load benchmark's figures say: where throughput stops growing, where latency and
 * errors rise, what a request costs, and which resource ran out (tests/bench/load-report.ts).
 */
import type { ContactLevel } from './load-report.ts'
import type { LoadFigures } from './load-run.ts'

/** CPU milliseconds per request of a process that used `share` % of a core while `perSecond` requests were done. */
export const cpuMsPerRequest = (share: number | undefined, perSecond: number) =>
  share === undefined || perSecond <= 0 ? undefined : (share / 100 / perSecond) * 1000

/** CPU time per accepted request from the level's start until its emails were out. */
export const cycleMsPerRequest = (level: ContactLevel, process: 'server' | 'postgres') =>
  cpuMsPerRequest(level.cycleCpu[process], level.ok / level.cycleCpu.window)

/** Where throughput stops growing, latency rises and errors begin, from the figures of one series. */
export function findings(levels: LoadFigures[]): string[] {
  const lines: string[] = []
  const last = levels.at(-1)
  if (!last) return lines
  const failing = levels.find((level) => level.errors > 0 || level.answers > level.ok)
  lines.push(
    failing
      ? `errors begin at ${failing.connections} connections: ${describeFailures(failing)}`
      : `no errors and no non-2xx answers up to ${last.connections} connections`,
  )
  const doublings = levels.filter((level, i) => i > 0 && level.p99 > 2 * levels[i - 1]!.p99)
  const first = doublings[0]
  if (first) {
    const before = levels[levels.indexOf(first) - 1]!
    const again = doublings.slice(1).map((level) => level.connections)
    lines.push(
      `p99 more than doubles first from ${before.connections} to ${first.connections} connections (${before.p99} → ${first.p99} ms)` +
        (again.length > 0 ? `, and again at ${again.join(', ')}` : ''),
    )
  } else lines.push('p99 never more than doubles from one level to the next')
  // A p99 far above that of the later answers comes from connections waiting to be accepted.
  for (const level of levels) {
    if (level.laterP99 === undefined || level.p99 <= 2 * level.laterP99 || level.firstAnswer.max <= level.p99) continue
    lines.push(
      `at ${level.connections} connections the p99 comes from each connection's first answer (new connections wait to be accepted): up to ${level.firstAnswer.max} ms, while the later answers' p99 is ${level.laterP99} ms`,
    )
  }
  const peak = levels.reduce((best, level) => (level.okPerSecond > best.okPerSecond ? level : best))
  const flat = levels.findIndex((level, i) => i > 0 && level.okPerSecond < 1.1 * levels[i - 1]!.okPerSecond)
  lines.push(
    flat > 0
      ? `throughput stops growing from ${levels[flat - 1]!.connections} to ${levels[flat]!.connections} connections (${Math.round(levels[flat - 1]!.okPerSecond)}/s → ${Math.round(levels[flat]!.okPerSecond)}/s); peak ${Math.round(peak.okPerSecond)}/s at ${peak.connections}`
      : `throughput still grows at ${last.connections} connections (peak ${Math.round(peak.okPerSecond)}/s)`,
  )
  return lines
}

/**
 * Accepting is cheap; rendering and sending the two emails is not. What the server's CPU
 * time per request (emails included) allows for a burst longer than the outbox can absorb.
 */
export function sustained(levels: ContactLevel[]): string {
  const costs = levels
    .filter((level) => level.connections > 1)
    .map((level) => cycleMsPerRequest(level, 'server'))
    .filter((ms) => ms !== undefined)
    .sort((a, b) => a - b)
  const median = costs[costs.length >> 1]
  if (median === undefined) return 'no CPU figures for a sustained rate'
  const peak = Math.max(...levels.map((level) => level.okPerSecond))
  return `with its two emails a request costs the server ${median.toFixed(1)} ms of CPU, so about ${Math.round(1000 / median)} requests/s can be sustained on one core; faster bursts (up to ${Math.round(peak)}/s here) are accepted and wait in the outbox`
}

function describeFailures(level: LoadFigures): string {
  const parts = Object.entries(level.statuses)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, count]) => `${count}× ${status}`)
  if (level.timeouts > 0) parts.push(`${level.timeouts} timeout(s)`)
  const socket = Object.entries(level.errorKinds).filter(([kind]) => kind !== 'request timed out')
  if (socket.length > 0) parts.push(socket.map(([kind, count]) => `${count}× ${kind}`).join(', '))
  return parts.join(', ') || 'none'
}

/** Which resource ran out, from the CPU and thread-state figures (rules in the report's conditions). */
export function limitHint(level: LoadFigures, cores: number): string {
  const { cpu } = level
  const hints: string[] = []
  // Computing or stuck in fsync: either way the event loop serves nothing else meanwhile.
  if ((cpu.serverThread ?? 0) + (level.serverInFsync ?? 0) >= 85) hints.push('server event loop')
  if ((level.serverInFsync ?? 0) >= 15) hints.push('event loop in fsync')
  if (cpu.loadGenerator >= 85) hints.push('load generator')
  if ((cpu.postgres ?? 0) >= 85) hints.push('PostgreSQL CPU')
  if ((cpu.machine ?? 0) >= 90 * cores) hints.push('all cores busy')
  if ((cpu.iowait ?? 0) >= 15) hints.push('disk flushes')
  const pool = (level as Partial<ContactLevel>).dbConnections
  if (pool && pool.busy >= 0.9 * pool.total) hints.push('pg pool in use')
  return hints.join(', ') || 'waiting (no CPU full)'
}
