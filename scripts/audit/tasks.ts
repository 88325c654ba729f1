/**
 * `npm run audit:tasks` — what the main thread does while a page loads (docs/performance.md, docs/decisions/042):
 * loads each route of one or more builds in Debian's Chromium with a Chrome trace and lists the
 * renderer's main-thread tasks over a threshold with their self time by kind (HTML parsing,
 * style, layout, paint, script…). The builds are served side by side and loaded interleaved, so
 * a busy machine hits each alike: compare them, not the absolute figures.
 *
 *   npm run audit:tasks -- [--routes /campaign-costs,/privacy] [--runs 5] [--cpu 1] [--min-ms 5]
 *                          [--client-dirs build/client,/tmp/before/client] [--port 0] [--trace-dir /tmp/traces]
 *
 * Each task is given twice: wall-clock time (what Lighthouse counts) and the main thread's CPU
 * time (the trace's thread time). On a busy host the difference is waiting – for a core, or for
 * the browser process: the synchronous font look-ups are listed per load with both times
 * (docs/decisions/042). --cpu throttles the CPU while tracing (DevTools); --port serves the
 * builds on consecutive ports from there (0: free ports). Prints a table; --trace-dir also keeps
 * each load's trace (JSON, one file per build, route and run) for a closer look.
 *
 * Under --cpu N the CPU column is not the page's work × N: DevTools throttling makes the main
 * thread busy-wait (N − 1)× the wall time since it last ran, waits included, so a wait for the
 * browser process or for a core shows as CPU too. The page's own work is the CPU column at 1×.
 */
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

import { chromium } from '@playwright/test'

import { NOT_FOUND_PATH } from '../../app/lib/paths.ts'
import { loadStaticSite } from '../../server/static-files.ts'
import { CHROME_FLAGS } from './chrome.ts'
import { median } from './lighthouse.ts'
import { serveStatic } from './static-server.ts'

const { values: args } = parseArgs({
  options: {
    routes: { type: 'string', default: '/campaign-costs,/privacy' },
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '1' },
    'min-ms': { type: 'string', default: '5' },
    'client-dirs': { type: 'string', default: 'build/client' },
    port: { type: 'string', default: '0' },
    'trace-dir': { type: 'string' },
  },
})
const RUNS = Math.max(1, Number(args.runs))
const CPU = Number(args.cpu)
const MIN_MS = Number(args['min-ms'])
const PORT = Number(args.port)
const routes = args.routes.split(',')
const dirs = args['client-dirs'].split(',')

type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  /** Thread (CPU) time of a complete event, µs. */
  tdur?: number
  pid: number
  tid: number
  args?: { data?: Record<string, unknown>; beginData?: Record<string, unknown> }
}
/** One task: start after navigation, wall and CPU time (ms), wall self time by what ran inside it. */
type Task = { startMs: number; ms: number; cpuMs: number; parts: Map<string, number> }
/** Synchronous font look-ups of one load: calls, wall ms, CPU ms. */
type FontCalls = Map<string, [number, number, number]>
type Load = { tasks: Task[]; fonts: FontCalls }

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])
const FONT_CALLS = /^(FontCache::GetFontPlatformData|FontDataService::MatchFamilyName|WebSandboxSupportLinux::.*)$/

function label(event: TraceEvent): string {
  const data = event.args?.data ?? event.args?.beginData ?? {}
  if (event.name === 'EvaluateScript' || event.name === 'v8.compile') {
    const url = String(data.url ?? '')
    return `${event.name} ${url.includes('/') ? new URL(url).pathname : url}`
  }
  if (event.name === 'FunctionCall') return `${event.name} ${String(data.functionName ?? '')}`
  return event.name
}

/** Self time (ms) of each kind of event inside a task: duration minus its children's. */
function selfTimes(inside: TraceEvent[]): Map<string, number> {
  const parts = new Map<string, number>()
  const stack: { event: TraceEvent; children: number }[] = []
  const close = (entry: { event: TraceEvent; children: number }) => {
    const key = label(entry.event)
    parts.set(key, (parts.get(key) ?? 0) + ((entry.event.dur ?? 0) - entry.children) / 1000)
    if (stack.length) stack.at(-1)!.children += entry.event.dur ?? 0
  }
  for (const event of inside) {
    while (stack.length && stack.at(-1)!.event.ts + (stack.at(-1)!.event.dur ?? 0) <= event.ts) close(stack.pop()!)
    stack.push({ event, children: 0 })
  }
  while (stack.length) close(stack.pop()!)
  return parts
}

/** The page's load on its renderer's main thread, from its navigation on. */
function loadOf(events: TraceEvent[], route: string): Load {
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && String(event.args?.beginData?.url ?? '').endsWith(route),
  )
  if (!parse) throw new Error(`no ParseHTML of ${route} in the trace`)
  const thread = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X')
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.pid === parse.pid && event.args?.data?.isLoadingMainFrame,
  )
  const zero = navigation?.ts ?? parse.ts
  const top = thread.filter((event) => TOP_LEVEL.has(event.name) && event.ts >= zero)
  // The outermost task only (Chromium nests one RunTask in another).
  const outermost = top.filter(
    (event) =>
      !top.some((other) => other !== event && other.ts <= event.ts && other.ts + other.dur! >= event.ts + event.dur!),
  )
  const tasks = outermost
    .filter((task) => task.dur! >= MIN_MS * 1000)
    .map((task) => {
      const end = task.ts + task.dur!
      const inside = thread
        .filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end)
        .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
      const parts = selfTimes(inside)
      const covered = [...parts.values()].reduce((sum, ms) => sum + ms, 0)
      parts.set('(task, unattributed)', task.dur! / 1000 - covered)
      return { startMs: (task.ts - zero) / 1000, ms: task.dur! / 1000, cpuMs: (task.tdur ?? 0) / 1000, parts }
    })
  const fonts: FontCalls = new Map()
  for (const event of thread.filter((event) => FONT_CALLS.test(event.name) && event.ts >= zero)) {
    const sums = fonts.get(event.name) ?? [0, 0, 0]
    sums[0]++
    sums[1] += (event.dur ?? 0) / 1000
    sums[2] += (event.tdur ?? 0) / 1000
    fonts.set(event.name, sums)
  }
  return { tasks, fonts }
}

const servers = await Promise.all(
  dirs.map((dir, index) => {
    const site = loadStaticSite(dir, NOT_FOUND_PATH)
    return serveStatic((url) => site.files.get(url.pathname), PORT ? PORT + index : 0)
  }),
)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
})
const loads = new Map<string, Load[]>()
const loadAverages: number[] = []
try {
  for (let run = 0; run < RUNS; run++) {
    for (const route of routes) {
      for (const [index, { origin }] of servers.entries()) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })
        const chunks: TraceEvent[] = []
        cdp.on('Tracing.dataCollected', ({ value }) => chunks.push(...(value as unknown as TraceEvent[])))
        const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
        await cdp.send('Tracing.start', {
          traceConfig: {
            includedCategories: [
              'devtools.timeline',
              'disabled-by-default-devtools.timeline',
              'toplevel',
              'v8.execute',
              'loading',
              'fonts',
              'disabled-by-default-fonts',
              // FontDataService::MatchFamilyName, the synchronous call to the browser process.
              'mojom',
            ],
          },
        })
        await page.goto(`${origin}${route}`, { waitUntil: 'load' })
        await page.waitForTimeout(1500)
        await cdp.send('Tracing.end')
        await done
        await context.close()
        const key = `${route} ${dirs[index]}`
        if (args['trace-dir']) {
          const name = `${dirs[index]!.replaceAll('/', '_')}${route.replaceAll('/', '_')}-${run}.json`
          writeFileSync(join(args['trace-dir'], name), JSON.stringify(chunks))
        }
        loads.set(key, [...(loads.get(key) ?? []), loadOf(chunks, route)])
        loadAverages.push(loadavg()[0]!)
      }
    }
  }
} finally {
  await browser.close()
  for (const { server } of servers) server.close()
}

const ms = (value: number) => value.toFixed(1)
const list = (values: number[]) => values.map(ms).join(', ')
console.log(
  `CPU ${CPU}× while tracing, ${RUNS} load(s) each, load average ${Math.min(...loadAverages).toFixed(2)}–${Math.max(...loadAverages).toFixed(2)}\n`,
)
for (const [key, runs] of loads) {
  const longest = runs.map((load) => Math.max(0, ...load.tasks.map((task) => task.ms)))
  const longestCpu = runs.map((load) => Math.max(0, ...load.tasks.map((task) => task.cpuMs)))
  console.log(
    `${key}: longest task median ${ms(median(longest))} ms wall (${list(longest)}), ${ms(median(longestCpu))} ms CPU (${list(longestCpu)})`,
  )
  for (const [name, [calls]] of runs[0]!.fonts) {
    const wall = runs.map((load) => load.fonts.get(name)?.[1] ?? 0)
    const cpu = runs.map((load) => load.fonts.get(name)?.[2] ?? 0)
    console.log(`  ${name} ×${calls}: wall ${list(wall)} ms, CPU ${list(cpu)} ms`)
  }
  // The tasks over 15 ms of the load with the median longest task, each with its largest parts.
  const shown = runs[longest.indexOf(median(longest))] ?? runs[0]!
  for (const task of shown.tasks.filter((each) => each.ms >= 15)) {
    const parts = [...task.parts]
      .filter(([, partMs]) => partMs >= 0.5)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([name, partMs]) => `${name} ${ms(partMs)}`)
    console.log(`  at ${ms(task.startMs)} ms: ${ms(task.ms)} ms (CPU ${ms(task.cpuMs)}) – ${parts.join(', ')}`)
  }
}
