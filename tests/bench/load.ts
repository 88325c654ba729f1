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
import { CONTACT_ENDPOINT, IDEMPOTENCY_HEADER } from '../../app/lib/contact-schema.ts'
import { startSmtpSink } from '../support/smtp-sink.ts'
import { type Inspector, Ledger, checkConsistency, postgresInspector, sqliteInspector } from './contact-ledger.ts'
import { staleBuildReason } from '../../scripts/lib/build-state.ts'
import { siteUrlFromEnv } from '../../scripts/lib/site-url.ts'
import {
  type ContactLevel,
  type Engine,
  type EngineRun,
  type Probe,
  type StaticLevel,
  type StaticResult,
  renderReport,
  round,
} from './load-report.ts'
import { type CpuTargets, cpuShares, runLoad, sampleCpu } from './load-run.ts'
import { startSiteServer } from '../../scripts/lib/site-server.ts'

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

async function benchStatic(): Promise<StaticResult> {
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
    // Thousands of distinct requesters within a minute would (rightly) reach the hourly ceiling.
    CONTACT_CONFIRMATIONS_PER_HOUR: '0',
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
        drainSeconds,
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
  const conditions = [
    `Loopback (127.0.0.1); the production server bundle with LOG_LEVEL=warn; load generator autocannon in this process (${TIMEOUT_SECONDS} s timeout per request), sharing the machine's cores with the server.`,
    `Static: ${STATIC_REQUESTS} requests per page and level, \`Accept-Encoding: br, gzip\`. Contact: ${Math.round(CONTACT_REQUESTS / 10)} requests at 1 connection, ${CONTACT_REQUESTS} at each other level, after ${WARMUP} warm-up requests; CONTACT_RATE_LIMIT=0, CONTACT_MIN_FILL_MS=0, CONTACT_CONFIRMATIONS_PER_HOUR=0, an Idempotency-Key per request; the outbox delivers to an SMTP sink in this process; each level starts once the outbox is empty. Each level capped at ${LEVEL_SECONDS} s.`,
    `CPU columns: percent of one core from the level's start to its last answer (${cores} cores = ${cores * 100} %), from /proc; "load gen" is this process (autocannon and the SMTP sink), "others" whatever else ran on the machine meanwhile. "server CPU ms/request incl. 2 emails": the server's CPU time from the level's start until the outbox was empty, per accepted request. "pg conns": the server's PostgreSQL connections, and how many were in a transaction or query on average (sampled every 250 ms).`,
    'All connections of a level open at once. "1st answer per conn": the first answer on each connection, including the wait until the server accepts it (Node accepts one new connection per event-loop iteration, libuv ≥ 1.45); "p99 of later answers": the steady state.',
    '"event loop CPU": the server\'s main thread alone (the rest of "server CPU" is V8\'s compiler and garbage collector threads). "event loop in fsync": share of samples, every 20 ms, in which that thread was in uninterruptible disk wait; no other request is served meanwhile.',
    '"limit (hint)": the event loop computing or in fsync ≥ 85 % of the time, or the load generator at ≥ 85 % of a core, is bound by its one thread; the event loop in fsync in ≥ 15 % of samples means it stalls on disk flushes; PostgreSQL at ≥ 85 %; the machine at ≥ 90 % of all cores has no CPU left; ≥ 15 % iowait means waiting for disk flushes; ≥ 90 % of the pg connections in use means requests queue for the pool.',
  ]
  const report = renderReport({ facts, conditions, staticResult, runs, cores })
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
