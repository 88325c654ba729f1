/**
 * The reporting half of `npm run bench:load`: the figures as Markdown tables (tests/bench/load.ts
 * prints them and writes reports/bench-load.md), with what they say (tests/bench/load-findings.ts).
 */
import type { Consistency } from './contact-ledger.ts'
import { cpuMsPerRequest, cycleMsPerRequest, findings, limitHint, sustained } from './load-findings.ts'
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
const msCell = (ms: number | undefined) => (ms === undefined ? '–' : ms.toFixed(2))
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
