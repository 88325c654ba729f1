/**
 * One bounded load level with autocannon against a server on loopback, with the CPU time
 * of the processes involved sampled alongside (tests/bench/cpu-time.ts). Used by
 * tests/bench/load.ts.
 */
import autocannon, { type RequestContext } from 'autocannon'

import {
  childPids,
  type MachineCpu,
  machineCpuSeconds,
  processCpuSeconds,
  processTreeCpuSeconds,
  threadCpuSeconds,
  threadState,
} from './cpu-time.ts'

/** Whose CPU time to sample: the server under test and, on PostgreSQL, the postmaster with its backends. */
export type CpuTargets = { serverPid: number; postgresPid?: number }

export type CpuSample = {
  at: number
  server?: number
  serverThread?: number
  postgres?: number
  loadGenerator: number
  machine?: MachineCpu
}

/** CPU used during a level, in percent of one core (200 % = both cores of a 2-core machine). */
export type CpuShares = {
  /** Length of the measured window in seconds. */
  window: number
  server?: number
  /** The server's main thread alone: its event loop, where requests, SQLite and email rendering run. */
  serverThread?: number
  postgres?: number
  /** This process: autocannon, and during the contact runs the SMTP sink. */
  loadGenerator: number
  /** Everything on the machine, others' work included. */
  machine?: number
  /** Cores idle while waiting for the disk. */
  iowait?: number
}

export function sampleCpu(targets: CpuTargets): CpuSample {
  const own = process.cpuUsage()
  return {
    at: performance.now(),
    server: processCpuSeconds(targets.serverPid),
    serverThread: threadCpuSeconds(targets.serverPid),
    postgres: targets.postgresPid === undefined ? undefined : processTreeCpuSeconds(targets.postgresPid),
    loadGenerator: (own.user + own.system) / 1e6,
    machine: machineCpuSeconds(),
  }
}

export function cpuShares(from: CpuSample, to: CpuSample): CpuShares {
  const seconds = (to.at - from.at) / 1000
  const share = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined || seconds <= 0 ? undefined : Math.round(((b - a) / seconds) * 100)
  return {
    window: seconds,
    server: share(from.server, to.server),
    serverThread: share(from.serverThread, to.serverThread),
    postgres: share(from.postgres, to.postgres),
    loadGenerator: share(from.loadGenerator, to.loadGenerator) ?? 0,
    machine: share(from.machine?.busy, to.machine?.busy),
    iowait: share(from.machine?.iowait, to.machine?.iowait),
  }
}

export type LoadOptions = {
  url: string
  connections: number
  /** Requests in all; the level ends when they are answered (or timed out). */
  amount: number
  /** The watchdog stops the level after this long even if requests remain. */
  maxSeconds: number
  /** Seconds a connection waits for an answer before it counts a timeout. */
  timeoutSeconds: number
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  /** Body and extra headers of each request; `context` belongs to this request only and comes back in onAnswer. */
  prepare?: (context: RequestContext) => { headers: Record<string, string>; body: string }
  onAnswer?: (status: number, context: RequestContext, headers: Record<string, string>) => void
  cpu: CpuTargets
  /** Called every SAMPLE_MS during the level (e.g. to look at the database's connections). */
  onTick?: () => void
}

export type LoadFigures = {
  connections: number
  planned: number
  answers: number
  /** 2xx answers. */
  ok: number
  /** Answers by HTTP status. */
  statuses: Record<string, number>
  /** Socket errors and timeouts (a timeout also counts as an error). */
  errors: number
  timeouts: number
  /** Error messages seen, with counts (e.g. "ECONNRESET": 3). */
  errorKinds: Record<string, number>
  /** From the start to the last answer (autocannon itself ends on a whole-second tick). */
  seconds: number
  okPerSecond: number
  p50: number
  p97_5: number
  p99: number
  max: number
  /**
   * The first answer on each connection. A Node server accepts one new connection per event
   * loop iteration (libuv ≥ 1.45), so when iterations are long, connections opened together
   * wait their turn before their first request is even read.
   */
  firstAnswer: { p50: number; max: number }
  /** p99 of the other answers: the steady state once every connection is open (undefined when there were too few). */
  laterP99?: number
  /** Response bytes per answer, headers included, as they crossed the socket. */
  bytesPerAnswer: number
  stoppedByWatchdog: boolean
  cpu: CpuShares
  /**
   * Share of samples in which the server's main thread (its event loop) waited for the disk.
   * The sampler runs in the load generator, so it is not independent of the server's
   * activity: a rough figure, good for telling 2 % from 30 %.
   */
  serverInFsync?: number
  /** PostgreSQL processes waiting for the disk at the same time, on average. */
  postgresDiskWait?: number
}

const SAMPLE_MS = 250

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!)
}
/** Thread states change in microseconds; sampled this often they still add up to shares. */
const STATE_SAMPLE_MS = 20

type StateSample = { at: number; server: string; postgresDisk: number }

function stateShares(samples: StateSample[]) {
  if (samples.length === 0) return {}
  const share = (count: number) => Math.round((count / samples.length) * 100)
  return {
    serverInFsync: share(samples.filter((sample) => sample.server === 'D').length),
    postgresDiskWait: samples.reduce((sum, sample) => sum + sample.postgresDisk, 0) / samples.length,
  }
}

export async function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const { prepare, onAnswer } = options
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    amount: options.amount,
    timeout: options.timeoutSeconds,
    method: options.method ?? 'GET',
    headers: options.headers,
    requests: [
      {
        setupRequest: prepare
          ? (request, context) => {
              const { headers, body } = prepare(context)
              return { ...request, headers: { ...request.headers, ...headers }, body }
            }
          : (request) => request,
        onResponse: onAnswer ? (status, _body, context, headers) => onAnswer(status, context, headers) : undefined,
      },
    ],
  })
  const first = sampleCpu(options.cpu)
  const samples: CpuSample[] = [first]
  const began = performance.now()
  let lastAnswer = began
  let bytes = 0
  const errorKinds: Record<string, number> = {}
  const opened = new Set<unknown>()
  const firstAnswers: number[] = []
  const laterAnswers: number[] = []
  instance.on('response', (client, _status, responseBytes, ms) => {
    lastAnswer = performance.now()
    bytes += responseBytes
    if (opened.has(client)) laterAnswers.push(ms)
    else {
      opened.add(client)
      firstAnswers.push(ms)
    }
  })
  instance.on('reqError', (error) => {
    const kind = (error as Error & { code?: string }).code ?? error.message
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1
  })
  const sampler = setInterval(() => {
    samples.push(sampleCpu(options.cpu))
    options.onTick?.()
  }, SAMPLE_MS)
  const postgresChildren = options.cpu.postgresPid === undefined ? [] : childPids(options.cpu.postgresPid)
  const states: StateSample[] = []
  const stateSampler = setInterval(() => {
    const server = threadState(options.cpu.serverPid)
    if (server === undefined) return
    const postgresDisk = postgresChildren.filter((pid) => threadState(pid) === 'D').length
    states.push({ at: performance.now(), server, postgresDisk })
  }, STATE_SAMPLE_MS)
  let stoppedByWatchdog = false
  const watchdog = setTimeout(() => {
    stoppedByWatchdog = true
    instance.stop()
  }, options.maxSeconds * 1000)
  try {
    const result = await instance
    const last = sampleCpu(options.cpu)
    // CPU over the loaded time only: the last sample before the last answer (the server goes
    // on sending emails afterwards), or the one after the level when it was too short.
    const until = samples.findLast((sample) => sample !== first && sample.at <= lastAnswer) ?? last
    const answers = Object.values(result.statusCodeStats).reduce((sum, { count }) => sum + count, 0)
    const ok = Object.entries(result.statusCodeStats)
      .filter(([status]) => status.startsWith('2'))
      .reduce((sum, [, { count }]) => sum + count, 0)
    const seconds = (lastAnswer - began) / 1000
    const figures: LoadFigures = {
      connections: options.connections,
      planned: options.amount,
      answers,
      ok,
      statuses: Object.fromEntries(
        Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]),
      ),
      errors: result.errors,
      timeouts: result.timeouts,
      errorKinds,
      seconds,
      okPerSecond: seconds > 0 ? ok / seconds : 0,
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
      max: result.latency.max,
      firstAnswer: { p50: percentile(firstAnswers, 50), max: percentile(firstAnswers, 100) },
      laterP99: laterAnswers.length >= options.connections ? percentile(laterAnswers, 99) : undefined,
      bytesPerAnswer: answers > 0 ? Math.round(bytes / answers) : 0,
      stoppedByWatchdog,
      cpu: cpuShares(first, until),
      ...stateShares(states.filter((sample) => sample.at <= lastAnswer)),
    }
    if (options.cpu.postgresPid === undefined) delete figures.postgresDiskWait
    return figures
  } finally {
    clearInterval(sampler)
    clearInterval(stateSampler)
    clearTimeout(watchdog)
  }
}
