/**
 * `npm run bench:load` (docs/reliability.md): the production server under load, on loopback only.
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
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus } from 'node:os'

import pg from 'pg'

import { staleBuildReason } from '../../scripts/lib/build-state.ts'
import { siteUrlFromEnv } from '../../scripts/lib/site-url.ts'
import {
  benchContact,
  benchStatic,
  CONTACT_REQUESTS,
  LEVEL_SECONDS,
  STATIC_REQUESTS,
  stopAll,
  TIMEOUT_SECONDS,
  TOTAL_MINUTES,
  WARMUP,
} from './load-measure.ts'
import { renderReport } from './load-report.ts'
import { machineFacts } from './machine.ts'

const REPORT = 'reports/bench-load.md'

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

const reason = await staleBuildReason()
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
    `Static: ${STATIC_REQUESTS} requests per page and level, \`Accept-Encoding: br, gzip\`. Contact: ${Math.round(CONTACT_REQUESTS / 10)} requests at 1 connection, ${CONTACT_REQUESTS} at each other level, after ${WARMUP} warm-up requests; CONTACT_RATE_LIMIT=0, CONTACT_MIN_FILL_MS=0, CONTACT_CONFIRMATIONS_PER_HOUR=0, CONTACT_CONFIRMATIONS_PER_DOMAIN=0, an Idempotency-Key per request; the outbox delivers to an SMTP sink in this process; each level starts once the outbox is empty. Each level capped at ${LEVEL_SECONDS} s.`,
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
