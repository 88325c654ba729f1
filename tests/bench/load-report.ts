/**
 * The load benchmark's figures as Markdown tables (tests/bench/load.ts prints them and
 * writes reports/bench-load.md), and what they say: where throughput stops growing, where
 * latency and errors rise, and which resource ran out.
 */
import type { Consistency } from './contact-ledger.ts'
import type { CpuShares, LoadFigures } from './load-run.ts'

export type Engine = 'sqlite' | 'postgres'

export type Probe = { page: string; status: number; encoding: string; bytes: number; uncompressed: number }

export type StaticLevel = LoadFigures & { page: string; compressedAnswers: number }

export type StaticResult = { probes: Probe[]; levels: StaticLevel[]; problems: string[] }

export type ContactLevel = LoadFigures & {
  /** After the last answer, until no email was pending any more; undefined when that did not happen within the bound. */
  drainSeconds?: number
  /** Emails delivered from the level's start until the outbox was empty, per second. */
  emailsPerSecond: number
  /** From the level's start until the outbox was empty: the full cost of the requests and their emails. */
  cycleCpu: CpuShares
  /** PostgreSQL: most server connections seen during the level, and how many were in use (in a transaction or query) on average. */
  dbConnections?: { total: number; busy: number }
}

export type EngineRun = { engine: Engine; levels: ContactLevel[]; consistency: Consistency }

export const round = (value: number) => (value >= 100 ? Math.round(value) : Math.round(value * 10) / 10)

/** Where throughput stops growing, latency rises and errors begin, from the figures of one series. */
function findings(levels: LoadFigures[]): string[] {
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
function sustained(levels: ContactLevel[]): string {
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
function limitHint(level: LoadFigures, cores: number): string {
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

function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))]
  const widths = header.map((_, i) => Math.max(3, ...cells.map((row) => row[i]!.length)))
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...cells.slice(1).map(line)].join('\n')
}

const pct = (value: number | undefined) => (value === undefined ? '–' : `${value}`)
/** The machine's CPU use minus ours: other users of a shared machine. */
const othersPct = (cpu: CpuShares) =>
  cpu.machine === undefined
    ? '–'
    : `${Math.max(0, cpu.machine - (cpu.server ?? 0) - (cpu.postgres ?? 0) - cpu.loadGenerator)}`
/** CPU milliseconds per request of a process that used `share` % of a core while `perSecond` requests were done. */
const cpuMsPerRequest = (share: number | undefined, perSecond: number) =>
  share === undefined || perSecond <= 0 ? undefined : (share / 100 / perSecond) * 1000
const msCell = (ms: number | undefined) => (ms === undefined ? '–' : ms.toFixed(2))
/** CPU time per accepted request from the level's start until its emails were out. */
const cycleMsPerRequest = (level: ContactLevel, process: 'server' | 'postgres') =>
  cpuMsPerRequest(level.cycleCpu[process], level.ok / level.cycleCpu.window)
const errorsCell = (level: LoadFigures) =>
  level.errors === 0 ? '0' : `${level.errors} (${level.timeouts} timeouts${describeSocketErrors(level)})`
const describeSocketErrors = (level: LoadFigures) =>
  Object.entries(level.errorKinds)
    .filter(([kind]) => kind !== 'request timed out')
    .map(([kind, count]) => `, ${count}× ${kind}`)
    .join('')
const non2xxCell = (level: LoadFigures) =>
  Object.entries(level.statuses)
    .filter(([status]) => !status.startsWith('2'))
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ') || '0'
const answeredCell = (level: LoadFigures) =>
  `${level.answers}/${level.planned}${level.stoppedByWatchdog ? ' (time cap)' : ''}`

function staticTables(result: StaticResult, cores: number): string {
  return [
    table(
      ['page', 'encoding', 'bytes per response', 'uncompressed'],
      result.probes.map((p) => [p.page, p.encoding, p.bytes, p.uncompressed]),
    ),
    '',
    table(
      [
        'page',
        'conns',
        'answered',
        'req/s',
        'p50 ms',
        'p99 ms',
        'max ms',
        '1st answer per conn p50 / max ms',
        'p99 of later answers ms',
        'errors',
        'non-2xx',
        'compressed',
        'bytes/answer',
        'server CPU %',
        'event loop CPU %',
        'server CPU ms/req',
        'load gen CPU %',
        'others CPU %',
        'limit (hint)',
      ],
      result.levels.map((level) => [
        level.page,
        level.connections,
        answeredCell(level),
        Math.round(level.okPerSecond),
        level.p50,
        level.p99,
        level.max,
        `${level.firstAnswer.p50} / ${level.firstAnswer.max}`,
        level.laterP99 ?? '–',
        errorsCell(level),
        non2xxCell(level),
        `${level.compressedAnswers}/${level.answers}`,
        level.bytesPerAnswer,
        pct(level.cpu.server),
        pct(level.cpu.serverThread),
        msCell(cpuMsPerRequest(level.cpu.server, level.okPerSecond)),
        pct(level.cpu.loadGenerator),
        othersPct(level.cpu),
        limitHint(level, cores),
      ]),
    ),
  ].join('\n')
}

function contactTables(runs: EngineRun[], cores: number): string {
  const latency = table(
    [
      'database',
      'conns',
      'answered',
      '2xx',
      'non-2xx',
      'errors',
      'accepted/s',
      'p50 ms',
      'p97.5 ms',
      'p99 ms',
      'max ms',
      '1st answer per conn p50 / max ms',
      'p99 of later answers ms',
      'outbox empty after s',
      'emails/s',
    ],
    runs.flatMap((run) =>
      run.levels.map((level) => [
        run.engine,
        level.connections,
        answeredCell(level),
        level.ok,
        non2xxCell(level),
        errorsCell(level),
        Math.round(level.okPerSecond),
        level.p50,
        level.p97_5,
        level.p99,
        level.max,
        `${level.firstAnswer.p50} / ${level.firstAnswer.max}`,
        level.laterP99 ?? '–',
        level.drainSeconds === undefined ? 'not empty' : round(level.drainSeconds),
        Math.round(level.emailsPerSecond),
      ]),
    ),
  )
  const resources = table(
    [
      'database',
      'conns',
      'server CPU %',
      'event loop CPU %',
      'event loop in fsync %',
      'postgres CPU %',
      'pg procs in fsync (avg)',
      'load gen CPU %',
      'others CPU %',
      'iowait %',
      'pg conns (in use, avg)',
      'server CPU ms/request incl. 2 emails',
      'postgres CPU ms/request',
      'limit (hint)',
    ],
    runs.flatMap((run) =>
      run.levels.map((level) => {
        return [
          run.engine,
          level.connections,
          pct(level.cpu.server),
          pct(level.cpu.serverThread),
          pct(level.serverInFsync),
          pct(level.cpu.postgres),
          level.postgresDiskWait === undefined ? '–' : level.postgresDiskWait.toFixed(1),
          pct(level.cpu.loadGenerator),
          othersPct(level.cpu),
          pct(level.cpu.iowait),
          level.dbConnections ? `${level.dbConnections.total} (${round(level.dbConnections.busy)})` : '–',
          msCell(cycleMsPerRequest(level, 'server')),
          msCell(cycleMsPerRequest(level, 'postgres')),
          limitHint(level, cores),
        ]
      }),
    ),
  )
  return [latency, '', resources].join('\n')
}

function consistencyTable(runs: EngineRun[]): string {
  return table(
    [
      'database',
      'warm-up',
      '2xx answers',
      'stored rows',
      'rows = 2xx',
      'outbox rows',
      'notification + confirmation per request, sent',
      'each Message-ID once at the sink',
      'verdict',
    ],
    runs.map(({ engine, consistency: c }) => [
      engine,
      c.warmup,
      c.ok,
      c.rows,
      c.rows === c.ok
        ? 'yes'
        : c.problems.length === 0
          ? `no: +${c.storedUnanswered} stored whose answer was lost`
          : 'no',
      c.outboxRows,
      c.twoSentPerRequest ? 'yes' : 'no',
      c.deliveredOnce ? 'yes' : 'no',
      c.problems.length === 0 ? 'consistent' : c.problems.join('; '),
    ]),
  )
}

export type ReportInput = {
  facts: string[]
  conditions: string[]
  staticResult: StaticResult
  runs: EngineRun[]
  cores: number
}

export function renderReport({ facts, conditions, staticResult, runs, cores }: ReportInput): string {
  const pages = [...new Set(staticResult.levels.map((level) => level.page))]
  return [
    '# Load benchmark (`npm run bench:load`)',
    '',
    ...facts.map((fact) => `- ${fact}`),
    '',
    ...conditions.map((line) => `- ${line}`),
    '',
    '## Static pages',
    '',
    staticTables(staticResult, cores),
    '',
    '## Contact endpoint',
    '',
    contactTables(runs, cores),
    '',
    '## Consistency afterwards',
    '',
    consistencyTable(runs),
    '',
    '## Where latency or errors rise',
    '',
    ...pages.map(
      (page) => `- Static ${page}: ${findings(staticResult.levels.filter((level) => level.page === page)).join('; ')}.`,
    ),
    ...runs.map((run) => `- Contact on ${run.engine}: ${[...findings(run.levels), sustained(run.levels)].join('; ')}.`),
    '',
  ].join('\n')
}
