/**
 * `npm run bench:load` (issue 10): the production server under load, on loopback only.
 *
 * 1. Static pages: the home page and a guide page, asked for with `Accept-Encoding: br, gzip`,
 *    at STATIC_CONNECTIONS concurrent connections.
 * 2. The contact endpoint at 1, 10, 50 and 200 connections, on SQLite and on PostgreSQL (the
 *    npm script starts a throwaway PostgreSQL through scripts/with-postgres.sh; without
 *    DATABASE_URL PostgreSQL is skipped with a warning). Rate limit and minimum fill time are
 *    off, every request has its own Idempotency-Key, the outbox delivers to an SMTP sink.
 * 3. Per engine afterwards, in the tables themselves: one stored request per 2xx answer, one
 *    notification and one confirmation row per request, all sent, each Message-ID received
 *    by the sink exactly once. Exit code 1 when anything does not add up.
 *
 * Every level is bounded in count and time (a watchdog stops it), and so is the whole run.
 * Prints the figures and writes them to reports/bench-load.md, with the machine they were
 * measured on and where latency or errors rise, computed from the figures.
 *
 * Environment: BENCH_REQUESTS (contact requests per level at 10 or more connections, default
 * 2000; the single-connection level sends a tenth), BENCH_STATIC_REQUESTS (per page and level,
 * default 10000), BENCH_SECONDS (time cap per level, default 60).
 */
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import {
  closeSync,
  fdatasyncSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { request as httpRequest } from 'node:http'
import { cpus, loadavg, release, tmpdir, totalmem } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import pg from 'pg'
import { CONTACT_ENDPOINT, IDEMPOTENCY_HEADER } from '../app/lib/contact-schema.ts'
import { startSmtpSink } from '../server/contact/test-support.ts'
import {
  type Consistency,
  type Inspector,
  Ledger,
  checkConsistency,
  postgresInspector,
  sqliteInspector,
} from './lib/contact-ledger.ts'
import { siteUrlFromEnv, staleBuildReason } from './lib/build-state.ts'
import { type CpuShares, type CpuTargets, type LoadFigures, cpuShares, runLoad, sampleCpu } from './lib/load-run.ts'
import { startSiteServer } from './lib/site-server.ts'

const STATIC_PAGES = ['/', '/campaign-strategy']
const STATIC_CONNECTIONS = [10, 100]
const STATIC_REQUESTS = Number(process.env.BENCH_STATIC_REQUESTS ?? 10000)
const STATIC_WARMUP = 1000
const CONTACT_CONNECTIONS = [1, 10, 50, 200]
const CONTACT_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000)
const LEVEL_SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
/** A browser gives up much later; ten seconds without an answer is already a failure here. */
const TIMEOUT_SECONDS = 10
const WARMUP = 50
/** Emails still queued after a level must be out within this long. */
const DRAIN_SECONDS = 180
/** The whole benchmark, build excluded. */
const TOTAL_MINUTES = 25
const REPORT = 'reports/bench-load.md'

type Engine = 'sqlite' | 'postgres'

/** Everything started that must stop again, also on failure or Ctrl-C. */
const running = new Set<() => Promise<void>>()
function hold(stop: () => Promise<void>): () => Promise<void> {
  const release = async () => {
    if (running.delete(release)) await stop()
  }
  running.add(release)
  return release
}
async function stopAll() {
  for (const release of [...running].reverse()) {
    await release().catch((error: unknown) => console.error('cleanup failed:', error))
  }
}
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping everything the benchmark started…`)
    void stopAll().finally(() => process.exit(code))
  })
}
setTimeout(() => {
  console.error(`bench:load still running after ${TOTAL_MINUTES} minutes: stopping.`)
  void stopAll().finally(() => process.exit(1))
}, TOTAL_MINUTES * 60_000).unref()

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const round = (value: number) => (value >= 100 ? Math.round(value) : Math.round(value * 10) / 10)

// ---------------------------------------------------------------------------------------
// Machine facts

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

function machineFacts(postgresVersion?: string) {
  const cores = cpus()
  return [
    `CPU: ${cores.length} × ${cores[0]?.model.trim() ?? 'unknown'}`,
    `Memory: ${Math.round(totalmem() / 2 ** 30)} GiB · OS: ${process.platform} ${release()} · Node ${process.version}`,
    ...(postgresVersion ? [`PostgreSQL: ${postgresVersion}`] : []),
    `Load average before the run (1 min): ${loadavg()[0]!.toFixed(2)} · fdatasync of 4 KiB in ${tmpdir()}: ${fsyncMillis().toFixed(2)} ms (median of 40)`,
    `Date: ${new Date().toISOString()}`,
  ]
}

// ---------------------------------------------------------------------------------------
// Static pages

type Probe = { page: string; status: number; encoding: string; bytes: number; uncompressed: number }

/** One request with node:http (fetch would decompress): what exactly goes over the wire. */
function probe(url: string, page: string): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${url}${page}`, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('error', reject)
      res.on('end', () => {
        const body = Buffer.concat(chunks)
        const encoding = res.headers['content-encoding'] ?? 'identity'
        const plain = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
        resolve({ page, status: res.statusCode ?? 0, encoding, bytes: body.length, uncompressed: plain.length })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

type StaticLevel = LoadFigures & { page: string; compressedAnswers: number }

async function benchStatic(): Promise<{ probes: Probe[]; levels: StaticLevel[]; problems: string[] }> {
  console.log('\n## Static pages')
  const server = await startSiteServer()
  const stop = hold(server.stop)
  const problems: string[] = []
  try {
    const probes = await Promise.all(STATIC_PAGES.map((page) => probe(server.url, page)))
    for (const p of probes) {
      console.log(`probe ${p.page}: ${p.status}, ${p.encoding}, ${p.bytes} bytes (${p.uncompressed} uncompressed)`)
      if (p.status !== 200) problems.push(`${p.page} answered ${p.status}`)
      if (p.encoding !== 'br' && p.encoding !== 'gzip') problems.push(`${p.page} was not compressed`)
    }
    // Not measured: lets V8 compile the hot paths, so the first level is not the slow one.
    for (const page of STATIC_PAGES) {
      await runLoad({
        url: `${server.url}${page}`,
        connections: 10,
        amount: STATIC_WARMUP,
        maxSeconds: LEVEL_SECONDS,
        timeoutSeconds: TIMEOUT_SECONDS,
        headers: { 'accept-encoding': 'br, gzip' },
        cpu: { serverPid: server.pid },
      })
    }
    const levels: StaticLevel[] = []
    for (const page of STATIC_PAGES) {
      for (const connections of STATIC_CONNECTIONS) {
        let compressedAnswers = 0
        const figures = await runLoad({
          url: `${server.url}${page}`,
          connections,
          amount: STATIC_REQUESTS,
          maxSeconds: LEVEL_SECONDS,
          timeoutSeconds: TIMEOUT_SECONDS,
          headers: { 'accept-encoding': 'br, gzip' },
          onAnswer: (_status, _context, headers) => {
            const encoding = headers['content-encoding'] ?? headers['Content-Encoding']
            if (encoding === 'br' || encoding === 'gzip') compressedAnswers++
          },
          cpu: { serverPid: server.pid },
        })
        levels.push({ ...figures, page, compressedAnswers })
        console.log(
          `${page} × ${connections}: ${Math.round(figures.okPerSecond)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`,
        )
      }
    }
    return { probes, levels, problems }
  } finally {
    await stop()
  }
}

// ---------------------------------------------------------------------------------------
// Contact endpoint

type ContactLevel = LoadFigures & {
  /** After the last answer, until no email was pending any more. */
  drainSeconds: number
  /** Emails delivered from the level's start until the outbox was empty, per second. */
  emailsPerSecond: number
  /** From the level's start until the outbox was empty: the full cost of the requests and their emails. */
  cycleCpu: CpuShares
  /** PostgreSQL: most server connections seen during the level, and how many were in use (in a transaction or query) on average. */
  dbConnections?: { total: number; busy: number }
}

type EngineRun = { engine: Engine; levels: ContactLevel[]; consistency: Consistency }

function contactBody(n: number) {
  return JSON.stringify({
    name: `Bench Person ${n}`,
    email: `bench-${n}@example.org`,
    campaign_type: 'local',
    message: `Benchmark request number ${n}: we would like to talk about our campaign.`,
    prefer_phone: n % 2 === 0,
  })
}

/** Waits until the outbox holds nothing pending or in flight; the seconds it took, or undefined when it did not within the bound. */
async function drain(inspector: Inspector): Promise<number | undefined> {
  const started = performance.now()
  while (performance.now() - started < DRAIN_SECONDS * 1000) {
    if ((await inspector.openOutbox()) === 0) return (performance.now() - started) / 1000
    await sleep(100)
  }
  return undefined
}

/** A database of its own on the throwaway server, so every run starts empty; dropped afterwards. */
async function freshDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_${Date.now()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    },
  }
}

/** The postmaster's pid, from postmaster.pid in its data directory (we are its superuser). */
async function postmasterPid(adminUrl: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const dir = (await client.query('SHOW data_directory')).rows[0].data_directory as string
    return Number(readFileSync(join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]) || undefined
  } catch {
    return undefined
  } finally {
    await client.end()
  }
}

async function benchContact(engine: Engine, adminUrl?: string): Promise<EngineRun> {
  console.log(`\n## Contact endpoint on ${engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`)
  const sink = await startSmtpSink()
  const closeSink = hold(sink.close)
  const database = adminUrl ? await freshDatabase(adminUrl) : undefined
  const dropDatabase = database ? hold(database.drop) : undefined
  const server = await startSiteServer({
    DATABASE_URL: database?.url ?? '',
    SMTP_URL: sink.url,
    // One address sending as fast as it can: the abuse guards would (rightly) refuse almost all of it.
    CONTACT_RATE_LIMIT: '0',
    CONTACT_MIN_FILL_MS: '0',
  })
  const stopServer = hold(server.stop)
  const inspector = database ? await postgresInspector(database.url) : sqliteInspector(server.dataDir)
  const closeInspector = hold(() => inspector.close())
  try {
    const cpu: CpuTargets = { serverPid: server.pid, postgresPid: adminUrl ? await postmasterPid(adminUrl) : undefined }
    const ledger = new Ledger()
    let n = 0
    for (let i = 0; i < WARMUP; i++) {
      const key = randomUUID()
      ledger.warmup.add(key)
      const response = await fetch(`${server.url}${CONTACT_ENDPOINT}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: key },
        body: contactBody(n++),
      })
      ledger.answers.set(key, response.status)
      await response.arrayBuffer()
    }
    await drain(inspector)

    const levels: ContactLevel[] = []
    for (const connections of CONTACT_CONNECTIONS) {
      const amount = connections === 1 ? Math.max(1, Math.round(CONTACT_REQUESTS / 10)) : CONTACT_REQUESTS
      const mailBefore = sink.messages.length
      const cycleStart = sampleCpu(cpu)
      const seen = { samples: 0, total: 0, busy: 0 }
      let looking = false
      const figures = await runLoad({
        url: `${server.url}${CONTACT_ENDPOINT}`,
        connections,
        amount: Math.max(amount, connections),
        maxSeconds: LEVEL_SECONDS,
        timeoutSeconds: TIMEOUT_SECONDS,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        prepare: (context) => {
          const key = randomUUID()
          context.key = key
          ledger.issued.add(key)
          return { headers: { [IDEMPOTENCY_HEADER]: key }, body: contactBody(n++) }
        },
        onAnswer: (status, context) => ledger.answers.set(context.key as string, status),
        cpu,
        onTick: () => {
          if (!inspector.connections || looking) return
          looking = true
          void inspector
            .connections()
            .then((now) => {
              seen.samples++
              seen.total = Math.max(seen.total, now.total)
              seen.busy += now.busy
            })
            .catch(() => {})
            .finally(() => (looking = false))
        },
      })
      const drainSeconds = await drain(inspector)
      const cycleCpu = cpuShares(cycleStart, sampleCpu(cpu))
      const level: ContactLevel = {
        ...figures,
        drainSeconds: drainSeconds ?? Number.NaN,
        emailsPerSecond: (sink.messages.length - mailBefore) / cycleCpu.window,
        cycleCpu,
        dbConnections: seen.samples > 0 ? { total: seen.total, busy: seen.busy / seen.samples } : undefined,
      }
      levels.push(level)
      console.log(
        `${connections} connection(s): ${figures.ok}/${figures.planned} 2xx, ${Math.round(figures.okPerSecond)}/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, outbox empty ${drainSeconds === undefined ? `NOT within ${DRAIN_SECONDS}` : round(drainSeconds)} s later`,
      )
    }
    const consistency = await checkConsistency(ledger, inspector, sink.messages)
    return { engine, levels, consistency }
  } finally {
    await closeInspector()
    await stopServer()
    await closeSink()
    await dropDatabase?.()
  }
}

// ---------------------------------------------------------------------------------------
// Findings and output

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
  for (const level of levels.filter((l) => l.p99 > 2 * l.laterP99 && l.firstAnswer.max > l.p99)) {
    lines.push(
      `at ${level.connections} connections the p99 is set by connections waiting to be accepted: first answers take up to ${level.firstAnswer.max} ms, the later answers' p99 is ${level.laterP99} ms`,
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
  if ((cpu.server ?? 0) >= 85 || (level.serverThread?.running ?? 0) >= 85) hints.push('server thread')
  if ((level.serverThread?.diskWait ?? 0) >= 15) hints.push('event loop in fsync')
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

function staticTables(result: Awaited<ReturnType<typeof benchStatic>>, cores: number): string {
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
        'server thread running %',
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
        level.laterP99,
        errorsCell(level),
        non2xxCell(level),
        `${level.compressedAnswers}/${level.answers}`,
        level.bytesPerAnswer,
        pct(level.cpu.server),
        pct(level.serverThread?.running),
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
        level.laterP99,
        Number.isNaN(level.drainSeconds) ? `> ${DRAIN_SECONDS}` : round(level.drainSeconds),
        Math.round(level.emailsPerSecond),
      ]),
    ),
  )
  const resources = table(
    [
      'database',
      'conns',
      'server CPU %',
      'server thread running / in fsync %',
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
          level.serverThread ? `${level.serverThread.running} / ${level.serverThread.diskWait}` : '–',
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

// ---------------------------------------------------------------------------------------

const reason = staleBuildReason()
if (reason) {
  console.log(`Building the site first: ${reason}.`)
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, SITE_URL: siteUrlFromEnv() } })
}

const adminUrl = process.env.DATABASE_URL || undefined
let postgresVersion: string | undefined
if (adminUrl) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  postgresVersion = (await client.query('SHOW server_version')).rows[0].server_version as string
  await client.end()
}
const facts = machineFacts(postgresVersion)
const cores = cpus().length
console.log(facts.join('\n'))

try {
  const staticResult = await benchStatic()
  const runs = [await benchContact('sqlite')]
  if (adminUrl) runs.push(await benchContact('postgres', adminUrl))
  else console.warn('\nDATABASE_URL is not set: PostgreSQL skipped (`npm run bench:load` starts one).')

  const problems = [
    ...staticResult.problems.map((problem) => `static pages: ${problem}`),
    ...runs.flatMap((run) => run.consistency.problems.map((problem) => `${run.engine}: ${problem}`)),
  ]
  const findingLines = [
    ...STATIC_PAGES.map(
      (page) => `- Static ${page}: ${findings(staticResult.levels.filter((level) => level.page === page)).join('; ')}.`,
    ),
    ...runs.map((run) => `- Contact on ${run.engine}: ${[...findings(run.levels), sustained(run.levels)].join('; ')}.`),
  ]
  const conditions = [
    `Loopback (127.0.0.1); the production server bundle with LOG_LEVEL=warn; load generator autocannon in this process (${TIMEOUT_SECONDS} s timeout per request), sharing the machine's cores with the server.`,
    `Static: ${STATIC_REQUESTS} requests per page and level, \`Accept-Encoding: br, gzip\`. Contact: ${Math.round(CONTACT_REQUESTS / 10)} requests at 1 connection, ${CONTACT_REQUESTS} at each other level, after ${WARMUP} warm-up requests; CONTACT_RATE_LIMIT=0, CONTACT_MIN_FILL_MS=0, an Idempotency-Key per request; the outbox delivers to an SMTP sink in this process; each level starts once the outbox is empty. Each level capped at ${LEVEL_SECONDS} s.`,
    `CPU columns: percent of one core from the level's start to its last answer (${cores} cores = ${cores * 100} %), from /proc; "load gen" is this process (autocannon and the SMTP sink), "others" whatever else ran on the machine meanwhile. "server CPU ms/request incl. 2 emails": the server's CPU time from the level's start until the outbox was empty, per accepted request. "pg conns": the server's PostgreSQL connections, and how many were in a transaction or query on average (sampled every 250 ms).`,
    'All connections of a level open at once. "1st answer per conn": the first answer on each connection, including the wait until the server accepts it (Node accepts one new connection per event-loop iteration, libuv ≥ 1.45); "p99 of later answers": the steady state.',
    `Thread states are sampled every 20 ms from /proc: "running" includes ready but waiting for a core; "in fsync" is uninterruptible disk wait (state D). For the server's main thread, its event loop, time in fsync is time no other request is served.`,
    '"limit (hint)": a process at ≥ 85 % of a core, or a server thread running in ≥ 85 % of samples, is bound by its one thread; the server thread in fsync in ≥ 15 % of samples means the event loop stalls on disk flushes; the machine at ≥ 90 % of all cores has no CPU left; ≥ 15 % iowait means waiting for disk flushes; ≥ 90 % of the pg connections in use means requests queue for the pool.',
  ]
  const report = [
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
    ...findingLines,
    '',
  ].join('\n')
  mkdirSync('reports', { recursive: true })
  writeFileSync(REPORT, report)
  console.log(`\n${report}`)
  console.log(`Written to ${REPORT}.`)
  if (problems.length > 0) {
    console.error(`\nInconsistent:\n${problems.map((problem) => `- ${problem}`).join('\n')}`)
    process.exitCode = 1
  } else {
    console.log(
      'Consistent: every 2xx answer is one stored request with its notification and confirmation, each delivered exactly once.',
    )
  }
} finally {
  await stopAll()
}
