/**
 * The measuring half of `npm run bench:load` (tests/bench/load.ts): the static pages and the
 * contact endpoint of the production server under load, each level bounded in count and time,
 * and the ledger of what was sent and answered. The figures go to tests/bench/load-report.ts.
 */
import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import pg from 'pg'

import { CONTACT_ENDPOINT, IDEMPOTENCY_HEADER } from '../../app/lib/contact-schema.ts'
import { startSiteServer } from '../../scripts/lib/site-server.ts'
import { startSmtpSink } from '../support/smtp-sink.ts'
import { checkConsistency, type Inspector, Ledger, postgresInspector, sqliteInspector } from './contact-ledger.ts'
import {
  type ContactLevel,
  type Engine,
  type EngineRun,
  type Probe,
  round,
  type StaticLevel,
  type StaticResult,
} from './load-report.ts'
import { cpuShares, type CpuTargets, runLoad, sampleCpu } from './load-run.ts'

export const STATIC_PAGES = ['/', '/campaign-strategy']
export const STATIC_CONNECTIONS = [10, 100]
export const STATIC_REQUESTS = Number(process.env.BENCH_STATIC_REQUESTS ?? 10000)
export const STATIC_WARMUP = 1000
export const CONTACT_CONNECTIONS = [1, 10, 50, 200]
export const CONTACT_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000)
export const LEVEL_SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
/** A browser gives up much later; ten seconds without an answer is already a failure here. */
export const TIMEOUT_SECONDS = 10
export const WARMUP = 50
/** Emails still queued after a level must be out within this long. */
export const DRAIN_SECONDS = 180
/** The whole benchmark, build excluded. */
export const TOTAL_MINUTES = 25

/** Everything started that must stop again, also on failure or Ctrl-C. */
const running = new Set<() => Promise<void>>()
function hold(stop: () => Promise<void>): () => Promise<void> {
  const release = async () => {
    if (running.delete(release)) await stop()
  }
  running.add(release)
  return release
}
export async function stopAll() {
  for (const release of [...running].reverse()) {
    await release().catch((error: unknown) => console.error('cleanup failed:', error))
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

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

export async function benchStatic(): Promise<StaticResult> {
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

export async function benchContact(engine: Engine, adminUrl?: string): Promise<EngineRun> {
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
    CONTACT_CONFIRMATIONS_PER_DOMAIN: '0',
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
