/**
 * `npm run audit:tasks` — what the main thread does while a page loads (issue 30): loads each
 * route in Debian's Chromium with a Chrome trace, lists the renderer's main-thread tasks over a
 * threshold and what each consists of (HTML parsing, style, layout, paint, which script…), and
 * adds up their blocking time at Lighthouse's CPU slowdown: Σ max(0, task × slowdown − 50 ms). Several builds can be served side by side and measured
 * interleaved, so a busy machine hits each alike; compare them, not the absolute figures.
 *
 *   npm run audit:tasks -- [--routes /legal,/campaign-costs] [--runs 5] [--cpu 1] [--slowdown 6.52]
 *                          [--min-ms 5] [--client-dirs build/client,/tmp/before/client]
 *
 * --cpu throttles the CPU while tracing (DevTools), --slowdown is the factor the estimate applies
 * to the traced durations (audit:site's calibrated factor). Prints a table; writes nothing.
 */
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'

import { chromium } from '@playwright/test'

import { NOT_FOUND_PATH } from '../../app/lib/paths.ts'
import { loadStaticSite } from '../../server/static-files.ts'
import { CHROME_FLAGS } from './chrome.ts'
import { median } from './lighthouse.ts'
import { serveStatic } from './static-server.ts'

const { values: args } = parseArgs({
  options: {
    routes: { type: 'string', default: '/legal,/campaign-costs' },
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '1' },
    slowdown: { type: 'string', default: '6.52' },
    'min-ms': { type: 'string', default: '5' },
    'client-dirs': { type: 'string', default: 'build/client' },
  },
})
const RUNS = Math.max(1, Number(args.runs))
const CPU = Number(args.cpu)
const SLOWDOWN = Number(args.slowdown)
const MIN_MS = Number(args['min-ms'])
const routes = args.routes.split(',')
const dirs = args['client-dirs'].split(',')

type TraceEvent = {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: Record<string, unknown>; name?: string; beginData?: Record<string, unknown> }
}
/** One task: start after navigation and duration (ms), self time by what ran inside it. */
type Task = { startMs: number; ms: number; parts: Map<string, number> }
type Load = { fcpMs: number; tasks: Task[] }

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])

/** A readable name for a trace event inside a task. */
function label(event: TraceEvent): string {
  const data = event.args?.data ?? event.args?.beginData ?? {}
  if (event.name === 'EvaluateScript' || event.name === 'v8.compile') {
    const url = String(data.url ?? '')
    return `${event.name} ${url.includes('/') ? new URL(url).pathname : url}:${String(data.lineNumber ?? '')}`
  }
  if (event.name === 'ParseHTML') return 'ParseHTML'
  if (event.name === 'TimerFire' || event.name === 'FunctionCall')
    return `${event.name} ${String(data.functionName ?? '')}`
  return event.name
}

/** The page's load on its renderer's main thread: tasks over MIN_MS with their self time per part. */
function tasksOf(events: TraceEvent[], route: string): Load {
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && String(event.args?.beginData?.url ?? '').endsWith(route),
  )
  if (!parse) throw new Error(`no ParseHTML of ${route} in the trace`)
  const thread = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === 'X')
  const navigation = events.find(
    (event) => event.name === 'navigationStart' && event.pid === parse.pid && event.args?.data?.isLoadingMainFrame,
  )
  const zero = navigation?.ts ?? parse.ts
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid)
  const tasks: Task[] = []
  const top = thread.filter((event) => TOP_LEVEL.has(event.name))
  // The outermost task only (Chromium nests one RunTask in another).
  const outermost = top.filter(
    (event) =>
      !top.some((other) => other !== event && other.ts <= event.ts && other.ts + other.dur! >= event.ts + event.dur!),
  )
  for (const task of outermost.filter((event) => event.dur! >= MIN_MS * 1000)) {
    const end = task.ts + task.dur!
    const inside = thread
      .filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end)
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
    // Self time: each event's duration minus its children's (a stack of open events).
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
    const covered = [...parts.values()].reduce((sum, ms) => sum + ms, 0)
    parts.set('(task, unattributed)', task.dur! / 1000 - covered)
    tasks.push({ startMs: (task.ts - zero) / 1000, ms: task.dur! / 1000, parts })
  }
  return { fcpMs: fcp ? (fcp.ts - zero) / 1000 : 0, tasks }
}

/**
 * Blocking time at the slowdown, every task counted: Σ max(0, task × slowdown − 50 ms). An upper
 * bound of Lighthouse's simulated TBT, which counts only the part of a task after its simulated
 * first paint – and in that simulation the tasks of the first ~150 ms unthrottled straddle it.
 */
const blocking = (load: Load) => load.tasks.reduce((sum, task) => sum + Math.max(0, task.ms * SLOWDOWN - 50), 0)

const servers = await Promise.all(
  dirs.map((dir) => {
    const site = loadStaticSite(dir, NOT_FOUND_PATH)
    return serveStatic((url) => site.files.get(url.pathname))
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
              'blink.user_timing',
              'loading',
            ],
          },
        })
        await page.goto(`${origin}${route}`, { waitUntil: 'load' })
        await page.waitForTimeout(1500)
        await cdp.send('Tracing.end')
        await done
        await context.close()
        const key = `${route} ${dirs[index]}`
        loads.set(key, [...(loads.get(key) ?? []), tasksOf(chunks, route)])
        loadAverages.push(loadavg()[0]!)
      }
    }
  }
} finally {
  await browser.close()
  for (const { server } of servers) server.close()
}

const ms = (value: number) => value.toFixed(1)
console.log(
  `CPU ${CPU}× while tracing, blocking estimated at ${SLOWDOWN}×, ${RUNS} load(s) each, load average ${Math.min(...loadAverages).toFixed(2)}–${Math.max(...loadAverages).toFixed(2)}\n`,
)
for (const [key, runs] of loads) {
  const longest = runs.map((load) => Math.max(0, ...load.tasks.map((task) => task.ms)))
  const estimate = runs.map(blocking)
  console.log(
    `${key}: longest task median ${ms(median(longest))} ms (${longest.map(ms).join(', ')}), blocking at the slowdown (all tasks) median ${ms(median(estimate))} ms, FCP ${ms(median(runs.map((load) => load.fcpMs)))} ms`,
  )
  // The tasks of the run with the median longest task, each with its largest parts.
  const shown = runs[longest.indexOf(median(longest))]!
  for (const task of shown.tasks) {
    const parts = [...task.parts]
      .filter(([, partMs]) => partMs >= 0.5)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 7)
      .map(([name, partMs]) => `${name} ${ms(partMs)}`)
    console.log(`  at ${ms(task.startMs)} ms: ${ms(task.ms)} ms – ${parts.join(', ')}`)
  }
}
