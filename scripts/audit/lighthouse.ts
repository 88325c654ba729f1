/**
 * One Lighthouse 13 run and the figures the project reads from it, shared by `npm run audit:site`
 * and `npm run audit:variants` (docs/performance.md).
 *
 * Two ways to slow the page down, both with the mobile preset's network and CPU settings
 * (slow 4G: 150 ms round trip, 1.6 Mbit/s down; CPU 4× slower):
 * - `simulate` (Lighthouse's default, the budgeted figure): the page loads at full speed and
 *   Lantern replays that load in a model of the slow phone. Lantern keeps, for the largest paint,
 *   every request that had *finished* before that paint in the fast load (and the tasks that ran
 *   before it) – whether or not the paint needed it.
 * - `devtools`: the real browser is throttled while it loads (DevTools network and CPU
 *   throttling), so the figures are what a visitor on such a phone would see, with more noise.
 *
 * The CPU slowdown can be set per run (`cpuSlowdownMultiplier`): `npm run audit:site` calibrates
 * it to the host's `benchmarkIndex` (scripts/audit/budgets.ts, `cpuSlowdown`), which every run
 * reports.
 */
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

export type ThrottlingMethod = 'simulate' | 'devtools'
export const THROTTLING_METHODS: readonly ThrottlingMethod[] = ['simulate', 'devtools']

/** A request that had finished when the largest paint happened in the load Lighthouse watched. */
export type RequestBeforePaint = { path: string; type: string; priority: string; endMs: number; kb: number }

export type LighthouseFigures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  totalBytes: number
  jsBytes: number
  requests: number
  /** The largest paint's element, as Lighthouse describes it. */
  lcpElement: string
  /** First and largest paint in the load Lighthouse watched (unthrottled with `simulate`). */
  observed: { fcpMs: number; lcpMs: number }
  /** What Lantern puts on the largest paint's path: requests finished before it in that load. */
  beforeLcp: RequestBeforePaint[]
  /** Main-thread tasks over 5 ms that started before that paint (ms). */
  tasksBeforeLcpMs: number
  /** The host's speed as Lighthouse measured it in this run, and the CPU slowdown applied. */
  benchmarkIndex: number
  cpuSlowdown: number
}

type Item = Record<string, unknown>
const itemsOf = (details: unknown): Item[] => ((details as { items?: Item[] } | undefined)?.items ?? []) as Item[]

/** Lighthouse loaded the page but could not measure it (its `runtimeError`). */
export class LighthouseRunError extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(`${code}: ${message}`)
    this.code = code
  }
}

export async function runLighthouse(
  url: string,
  port: number,
  {
    desktop = false,
    method = 'simulate',
    cpuSlowdownMultiplier,
  }: { desktop?: boolean; method?: ThrottlingMethod; cpuSlowdownMultiplier?: number } = {},
): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableFullPageScreenshot: true,
      // Same throttling settings (the preset's), only the way they are applied differs.
      throttlingMethod: method,
      // Merged into the preset's throttling (only the CPU factor changes).
      ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
    },
    desktop ? desktopConfig : undefined,
  )
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  // A run that could not measure (e.g. NO_FCP: no paint in the trace it recorded) scores 0
  // without saying so in the figures: report it as what it is.
  const runtimeError = result.lhr.runtimeError
  if (runtimeError) throw new LighthouseRunError(runtimeError.code, runtimeError.message)
  const { categories, audits } = result.lhr
  const fcp = audits['first-contentful-paint']
  if (fcp?.numericValue === undefined)
    throw new LighthouseRunError('NO_FCP_VALUE', fcp?.errorMessage ?? 'no first paint')
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const summary = itemsOf(audits['resource-summary']?.details) as { resourceType: string; transferSize: number }[]
  const metrics = (itemsOf(audits['metrics']?.details)[0] ?? {}) as Record<string, number>
  const network = audits['network-requests']?.details as
    { items?: Item[]; debugData?: { networkStartTimeTs?: number } } | undefined
  const lcpTs = metrics.observedLargestContentfulPaintTs ?? 0
  const networkStartTs = network?.debugData?.networkStartTimeTs ?? 0
  const beforeLcp = (network?.items ?? [])
    .filter((item) => typeof item.networkEndTime === 'number')
    .map((item) => ({
      path: new URL(String(item.url)).pathname,
      type: String(item.resourceType ?? ''),
      priority: String(item.priority ?? ''),
      // Relative to the navigation, like the observed paint times.
      endMs: Math.round(
        (networkStartTs + (item.networkEndTime as number) * 1000 - metrics.observedNavigationStartTs!) / 1000,
      ),
      kb: Math.round(((item.transferSize as number) ?? 0) / 102.4) / 10,
      endTs: networkStartTs + (item.networkEndTime as number) * 1000,
    }))
    .filter((item) => item.endTs <= lcpTs)
    .map(({ endTs: _endTs, ...item }) => item)
  const observedLcp = metrics.observedLargestContentfulPaint ?? 0
  const tasksBeforeLcpMs = itemsOf(audits['main-thread-tasks']?.details)
    .filter((task) => (task.startTime as number) <= observedLcp)
    .reduce((sum, task) => sum + (task.duration as number), 0)
  const breakdown = itemsOf(audits['lcp-breakdown-insight']?.details)
  const node = breakdown.find((item) => item.type === 'node') as
    { snippet?: string; selector?: string; nodeLabel?: string } | undefined
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    totalBytes: Math.round(audits['total-byte-weight']?.numericValue ?? 0),
    jsBytes: summary.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    requests: (network?.items ?? []).length,
    lcpElement: node
      ? `${node.snippet?.match(/^<\w+/)?.[0].slice(1) ?? ''} “${(node.nodeLabel ?? '').slice(0, 40)}…”`
      : '',
    observed: { fcpMs: Math.round(metrics.observedFirstContentfulPaint ?? 0), lcpMs: Math.round(observedLcp) },
    beforeLcp,
    tasksBeforeLcpMs: Math.round(tasksBeforeLcpMs),
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    cpuSlowdown: result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
  }
}

/** How often a run that could not measure is tried again before the audit gives up. */
const REPEATS = 2

/**
 * `runLighthouse`, with a run that could not measure (`LighthouseRunError`) tried again up to
 * `REPEATS` times; each repeat is added to `repeated` (path, method, error code) for the report.
 */
export async function runLighthouseRepeating(
  url: string,
  port: number,
  options: { desktop?: boolean; method?: ThrottlingMethod; cpuSlowdownMultiplier?: number },
  repeated: string[],
): Promise<LighthouseFigures> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await runLighthouse(url, port, options)
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === REPEATS) throw error
      const { pathname, search } = new URL(url)
      repeated.push(
        `${pathname}${search} (${options.desktop ? 'desktop' : (options.method ?? 'simulate')}): ${error.code}`,
      )
    }
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

const NUMERIC = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'fcpMs',
  'lcpMs',
  'tbtMs',
  'cls',
  'totalBytes',
  'jsBytes',
  'requests',
  'benchmarkIndex',
] as const

/**
 * The median of each figure over the runs; the element, the observed load and its requests come
 * from the run whose largest paint is the median one.
 */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures & { runs: number[] } {
  const middle = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(runs.length / 2)]!
  const figures = { ...middle, runs: runs.map((run) => run.lcpMs) }
  for (const key of NUMERIC) figures[key] = median(runs.map((run) => run[key]))
  return figures
}
