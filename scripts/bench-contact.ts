/**
 * `npm run bench:contact`: how many contact requests per second the production server
 * accepts, and their p99 latency, on SQLite and on PostgreSQL (the npm script starts a
 * throwaway PostgreSQL through scripts/with-postgres.sh). Loopback only; bounded in count
 * (BENCH_REQUESTS, default 2000) and time (BENCH_SECONDS, default 30). Afterwards it checks
 * that the database holds exactly one row per 2xx answer and that the outbox delivers
 * two emails per row, none twice, to an SMTP sink.
 */
import autocannon from 'autocannon'
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { createRepository } from '../server/contact/create-repository.ts'
import { freePort, startSmtpSink } from '../server/contact/test-support.ts'
import { SERVER_BUNDLE, siteUrlFromEnv, staleBuildReason } from './lib/build-state.ts'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20)
const WARMUP = 50
const ENDPOINT = '/functions/v1/send-contact-email'

type Outcome = {
  engine: string
  ok: number
  refused: number
  errors: number
  seconds: number
  acceptedPerSecond: number
  p50: number
  p99: number
  rows: number
  emails: number
  drainSeconds: number
  consistent: boolean
}

function body(n: number) {
  return JSON.stringify({
    name: `Bench Person ${n}`,
    email: `bench-${n}@example.org`,
    campaign_type: 'local',
    message: `Benchmark request number ${n}: we would like to talk about our campaign.`,
    prefer_phone: n % 2 === 0,
  })
}

async function waitForHealth(url: string, server: ChildProcess) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('server did not become healthy in 30 s')
}

/** A fresh database on the throwaway server, so every run starts empty. */
async function freshDatabase(adminUrl: string): Promise<string> {
  const name = `bench_${Date.now()}`
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  await client.query(`CREATE DATABASE ${name}`)
  await client.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.href
}

async function run(engine: 'sqlite' | 'postgres', databaseUrl?: string): Promise<Outcome> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${engine}-`))
  const smtp = await startSmtpSink()
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, [SERVER_BUNDLE], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      SMTP_URL: smtp.url,
      // The benchmark is one address sending as fast as it can: the abuse guards would
      // (rightly) refuse almost all of it.
      CONTACT_RATE_LIMIT: '0',
      CONTACT_MIN_FILL_MS: '0',
    },
  })
  try {
    await waitForHealth(url, server)
    let n = 0
    const headers = () => ({ 'content-type': 'application/json', 'idempotency-key': randomUUID() })
    for (let i = 0; i < WARMUP; i++) {
      await fetch(`${url}${ENDPOINT}`, { method: 'POST', headers: headers(), body: body(n++) })
    }

    let ok = 0
    let refused = 0
    const instance = autocannon({
      url: `${url}${ENDPOINT}`,
      connections: CONNECTIONS,
      amount: REQUESTS,
      timeout: 10,
      method: 'POST',
      requests: [{ setupRequest: (request) => ({ ...request, headers: headers(), body: body(n++) }) }],
    })
    const began = performance.now()
    let lastAnswer = began
    instance.on('response', (_client, status) => {
      lastAnswer = performance.now()
      if (status >= 200 && status < 300) ok++
      else refused++
    })
    const watchdog = setTimeout(() => instance.stop(), SECONDS * 1000)
    const result = await instance
    clearTimeout(watchdog)
    // autocannon ends on its next one-second tick; the rate uses the time to the last answer.
    const seconds = (lastAnswer - began) / 1000

    const started = Date.now()
    const repository = await createRepository({ dataDir, databaseUrl })
    let stats = await repository.stats()
    while ((stats.outbox.pending > 0 || stats.outbox.sending > 0) && Date.now() - started < 120_000) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      stats = await repository.stats()
    }
    const drainSeconds = (Date.now() - started) / 1000
    await repository.close()
    const rows = stats.requests - WARMUP
    const uniqueMessages = new Set(smtp.messages.map((m) => m.headers['message-id'])).size
    return {
      engine,
      ok,
      refused,
      errors: result.errors,
      seconds,
      acceptedPerSecond: ok / seconds,
      p50: result.latency.p50,
      p99: result.latency.p99,
      rows,
      emails: smtp.messages.length,
      drainSeconds,
      consistent:
        rows === ok &&
        stats.outbox.sent === 2 * stats.requests &&
        smtp.messages.length === 2 * stats.requests &&
        uniqueMessages === smtp.messages.length,
    }
  } finally {
    server.kill('SIGTERM')
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)))
    await smtp.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const stale = staleBuildReason()
if (stale) {
  console.log(`Building the site first: ${stale}.`)
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, SITE_URL: siteUrlFromEnv() } })
}
const outcomes = [await run('sqlite')]
if (process.env.DATABASE_URL) outcomes.push(await run('postgres', await freshDatabase(process.env.DATABASE_URL)))
else console.warn('DATABASE_URL not set: PostgreSQL skipped (npm run bench:contact starts one).')

console.log(
  `\nContact endpoint, ${REQUESTS} requests over ${CONNECTIONS} connections on loopback (after ${WARMUP} warm-up):\n`,
)
console.table(
  outcomes.map((o) => ({
    database: o.engine,
    '2xx': o.ok,
    'non-2xx': o.refused,
    errors: o.errors,
    seconds: o.seconds.toFixed(2),
    'accepted/s': Math.round(o.acceptedPerSecond),
    'p50 ms': o.p50,
    'p99 ms': o.p99,
    'rows = 2xx': o.rows === o.ok,
    'emails sent': o.emails,
    'outbox drained in s': o.drainSeconds.toFixed(1),
  })),
)
const broken = outcomes.filter((o) => !o.consistent || o.refused > 0 || o.errors > 0)
if (broken.length > 0) {
  console.error(`Inconsistent results on ${broken.map((o) => o.engine).join(', ')}: see the table above.`)
  process.exitCode = 1
} else {
  console.log('Every 2xx answer is one stored row, and every row produced its two emails exactly once.')
}
