/**
 * `npm run audit:site` — measures the production build on every route (docs/performance.md):
 * Lighthouse 13 (mobile preset on every route, desktop too for the home page; LIGHTHOUSE_RUNS
 * runs, median of each figure) with simulated throttling (the budgeted figures) and with DevTools
 * throttling (the real browser slowed down, to confirm), JavaScript gzip bytes, third-party
 * requests and cookies, axe-core, HTML validity and internal links. For each route it also lists
 * what the largest paint depended on in the load Lighthouse watched. Writes reports/site-audit.md
 * and reports/site-audit.json and exits 1 when a budget in scripts/audit/budgets.ts is missed.
 *
 * Options: --runs N (Lighthouse runs per route and method), --devtools-runs N (fewer DevTools
 *          runs), --routes /,/contact (subset),
 *          --methods simulate (skip the DevTools runs), --no-lighthouse (only the fast checks).
 *
 * The mobile preset's CPU slowdown is calibrated to the host first (docs/decisions/027): one
 * Lighthouse run reads its benchmarkIndex, and every mobile run then uses
 * `cpuSlowdown(index)` = max(4, 4 × index / 2,400). The report lists index and factor per route.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'

import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'

import { PAGES } from '../../app/lib/pages.ts'
import { staleBuildReason } from '../lib/build-state.ts'
import { startSiteServer } from '../lib/site-server.ts'
import {
  BUDGETS,
  cpuSlowdown,
  idleJsBudget,
  isDocumentPage,
  isReadingPage,
  jsBudget,
  lcpBudget,
  LIGHTHOUSE_RUNS,
  splitIdleScripts,
} from './budgets.ts'
import {
  checkLinks,
  measurePage,
  NOT_FOUND_ROUTE,
  type PageMeasurement,
  prerenderedPages,
  validateHtml,
} from './checks.ts'
import { CHROME_FLAGS } from './chrome.ts'
import {
  type LighthouseFigures,
  medianFigures,
  runLighthouse,
  runLighthouseRepeating,
  THROTTLING_METHODS,
  type ThrottlingMethod,
} from './lighthouse.ts'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: String(LIGHTHOUSE_RUNS) },
    'devtools-runs': { type: 'string' },
    routes: { type: 'string' },
    methods: { type: 'string', default: THROTTLING_METHODS.join(',') },
    'no-lighthouse': { type: 'boolean', default: false },
  },
})
const RUNS = Math.max(1, Number(args.runs))
/** DevTools runs take real (throttled) time: fewer of them may be asked for. */
const DEVTOOLS_RUNS = Math.max(1, Number(args['devtools-runs'] ?? RUNS))
const methods = args.methods.split(',') as ThrottlingMethod[]
for (const method of methods) if (!THROTTLING_METHODS.includes(method)) throw new Error(`unknown method ${method}`)

type Route = { path: string; indexable: boolean; label: string }
const ALL_ROUTES: Route[] = [
  ...PAGES.map((page) => ({ path: page.path, indexable: page.indexable, label: page.path })),
  { path: NOT_FOUND_ROUTE, indexable: false, label: '404 page' },
]
const routes = args.routes ? ALL_ROUTES.filter((route) => args.routes!.split(',').includes(route.path)) : ALL_ROUTES

type Figures = LighthouseFigures & { runs: number[] }
type RouteResult = {
  route: Route
  /** Mobile preset, simulated throttling: what the budgets judge. */
  mobile?: Figures
  /** Mobile preset, DevTools throttling: the same settings applied to the real browser. */
  devtools?: Figures
  desktop?: Figures
  page: PageMeasurement
  failures: string[]
}

function lighthouseFailures(route: Route, figures: LighthouseFigures, label: string): string[] {
  const budget = BUDGETS.lighthouse
  const failures: string[] = []
  const reading = isReadingPage(route.path)
  const performance = reading ? budget.readingPerformance : budget.performance
  const tbtMs = reading ? budget.readingTbtMs : budget.tbtMs
  if (figures.performance < performance) failures.push(`${label} performance ${figures.performance} < ${performance}`)
  if (figures.accessibility < budget.accessibility)
    failures.push(`${label} accessibility ${figures.accessibility} < ${budget.accessibility}`)
  // The 404 page logs a console error (app/routes/not-found.tsx), which Lighthouse counts against best practices.
  if (route.path !== NOT_FOUND_ROUTE && figures.bestPractices < budget.bestPractices)
    failures.push(`${label} best-practices ${figures.bestPractices} < ${budget.bestPractices}`)
  if (route.indexable && figures.seo < budget.seo) failures.push(`${label} SEO ${figures.seo} < ${budget.seo}`)
  if (figures.cls > budget.cls) failures.push(`${label} CLS ${figures.cls} > ${budget.cls}`)
  if (figures.tbtMs > tbtMs) failures.push(`${label} TBT ${figures.tbtMs} ms > ${tbtMs} ms`)
  if (label === 'mobile') {
    const lcp = lcpBudget(route.path)
    if (figures.lcpMs > lcp) failures.push(`${label} LCP ${figures.lcpMs} ms > ${lcp} ms`)
    if (figures.lcpMs - figures.fcpMs > budget.paintGapMs)
      failures.push(`${label} LCP − FCP ${figures.lcpMs - figures.fcpMs} ms > ${budget.paintGapMs} ms`)
  }
  return failures
}

function pageFailures(route: Route, page: PageMeasurement): string[] {
  const failures: string[] = []
  const budget = jsBudget(route.path)
  const { initial, idle } = splitIdleScripts(page.scripts, route.path)
  if (initial > budget) failures.push(`JS ${initial} B gzip > ${budget} B`)
  if (idle > idleJsBudget(route.path))
    failures.push(`JS fetched when idle ${idle} B gzip > ${idleJsBudget(route.path)} B`)
  if (isDocumentPage(route.path) && page.moduleScripts > 0) failures.push(`${page.moduleScripts} module script(s)`)
  if (isReadingPage(route.path) && page.inlineScriptGzipBytes > BUDGETS.js.readingInlineGzipBytes)
    failures.push(`inline scripts ${page.inlineScriptGzipBytes} B gzip > ${BUDGETS.js.readingInlineGzipBytes} B`)
  if (page.thirdPartyRequests.length + page.cspViolations.length > BUDGETS.thirdPartyRequests)
    failures.push(`third-party requests: ${[...page.thirdPartyRequests, ...page.cspViolations].join(', ')}`)
  if (page.cookies.length > BUDGETS.cookies) failures.push(`cookies: ${page.cookies.join(', ')}`)
  const failing = BUDGETS.axeFailingImpacts.reduce((sum, impact) => sum + page.axe[impact], 0)
  if (failing > 0) failures.push(`axe: ${page.axeFindings.join('; ')}`)
  return failures
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number | undefined) => (value === undefined ? '–' : `${value} ms`)
const short = (path: string) => path.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.(js|css|woff2)$/, '.$1')

function markdown(
  results: RouteResult[],
  html: string[],
  links: string[],
  failures: string[],
  loads: number[],
): string {
  const lines = [
    '# Site audit',
    '',
    `Generated ${new Date().toISOString()} by \`npm run audit:site\` (Lighthouse 13, ${RUNS} simulated and ${DEVTOOLS_RUNS} DevTools run(s) per route, median of each figure; Debian Chromium; mobile preset unless noted). CPU slowdown ${cpuSlowdownMultiplier ?? '–'}× (host benchmarkIndex ${calibration ?? '–'}, calibrated before the runs). Load average (1 min) during the runs: ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}.`,
    `Budgets: scripts/audit/budgets.ts · how to read this: docs/performance.md.`,
    '',
    `**Result: ${failures.length === 0 ? 'all budgets met' : `${failures.length} budget(s) missed`}**`,
    '',
    '| route | perf | a11y | best pr. | SEO | FCP | LCP (runs) | TBT | CLS | total | JS gzip | inline gzip | 3rd-party | cookies | axe crit/ser/mod/min | benchmarkIndex / CPU × |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const result of results) {
    const rows: [string, Figures | undefined][] = [[result.route.label, result.mobile]]
    if (result.desktop) rows.push([`${result.route.label} (desktop)`, result.desktop])
    for (const [label, lh] of rows) {
      const p = result.page
      lines.push(
        `| ${label} | ${lh?.performance ?? '–'} | ${lh?.accessibility ?? '–'} | ${lh?.bestPractices ?? '–'} | ${lh?.seo ?? '–'}${result.route.indexable ? '' : ' (noindex)'} | ${ms(lh?.fcpMs)} | ${lh ? `${lh.lcpMs} ms (${lh.runs.join(', ')})` : '–'} | ${ms(lh?.tbtMs)} | ${lh?.cls ?? '–'} | ${lh ? kb(lh.totalBytes) : '–'} | ${kb(p.jsGzipBytes)} | ${kb(p.inlineScriptGzipBytes)} | ${p.thirdPartyRequests.length + p.cspViolations.length} | ${p.cookies.length} | ${p.axe.critical}/${p.axe.serious}/${p.axe.moderate}/${p.axe.minor} | ${lh ? `${lh.benchmarkIndex} / ${lh.cpuSlowdown}` : '–'} |`,
      )
    }
  }
  const measured = results.filter((result) => result.mobile)
  if (measured.length) {
    lines.push(
      '',
      '## First and largest paint by throttling method, and what the largest paint waited for',
      '',
      "Simulated: Lantern (the budgeted figure). DevTools: the real browser throttled with the same settings. The last column lists the requests that had finished before the largest paint in the unthrottled load Lighthouse watched (simulated runs): Lantern counts each of them on the paint's path.",
      '',
      '| route | FCP sim. | LCP sim. | FCP DevTools | LCP DevTools (runs) | largest element | finished before the largest paint (observed) |',
      '|---|---|---|---|---|---|---|',
    )
    for (const result of measured) {
      const sim = result.mobile!
      const dev = result.devtools
      const before = sim.beforeLcp.map((request) => `${short(request.path)} (${request.priority})`).join(', ')
      lines.push(
        `| ${result.route.label} | ${ms(sim.fcpMs)} | ${ms(sim.lcpMs)} | ${ms(dev?.fcpMs)} | ${dev ? `${dev.lcpMs} ms (${dev.runs.join(', ')})` : '–'} | \`${sim.lcpElement.replace(/\|/g, '\\|')}\` | ${before} |`,
      )
    }
  }
  lines.push('', `HTML errors (Nu HTML Checker): ${html.length}`, ...html.map((line) => `- ${line}`))
  lines.push('', `Broken internal links: ${links.length}`, ...links.map((line) => `- ${line}`))
  lines.push(
    '',
    `Lighthouse runs that could not measure and were repeated: ${repeatedRuns.length}`,
    ...repeatedRuns.map((line) => `- ${line}`),
  )
  if (failures.length) lines.push('', '## Budgets missed', ...failures.map((failure) => `- ${failure}`))
  return `${lines.join('\n')}\n`
}

const reason = await staleBuildReason()
if (reason) {
  console.log(`Building first: ${reason}.`)
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
}

const server = await startSiteServer()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROME_FLAGS.slice(1),
})
const chrome = args['no-lighthouse']
  ? undefined
  : await chromeLauncher.launch({
      chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    })

const results: RouteResult[] = []
const loads: number[] = [loadavg()[0]!]
/** Runs Lighthouse could not measure (its runtime error), repeated; listed in the report. */
const repeatedRuns: string[] = []

/** LIGHTHOUSE_RUNS runs, the median of each figure; the load average after each run is kept for the report. */
async function measure(url: string, port: number, options: { desktop?: boolean; method: ThrottlingMethod }) {
  const runs: LighthouseFigures[] = []
  // The desktop preset keeps its own (1×) CPU setting.
  const cpu = options.desktop ? {} : { cpuSlowdownMultiplier }
  for (let run = 0; run < (options.method === 'devtools' ? DEVTOOLS_RUNS : RUNS); run++) {
    runs.push(await runLighthouseRepeating(url, port, { ...options, ...cpu }, repeatedRuns))
    loads.push(loadavg()[0]!)
  }
  return medianFigures(runs)
}
/** The host's benchmarkIndex from one calibration run, and the CPU slowdown it gives. */
const calibration =
  chrome && routes[0] ? (await runLighthouse(`${server.url}${routes[0].path}`, chrome.port)).benchmarkIndex : undefined
const cpuSlowdownMultiplier = calibration === undefined ? undefined : cpuSlowdown(calibration)
if (calibration !== undefined) console.log(`benchmarkIndex ${calibration}: CPU slowdown ${cpuSlowdownMultiplier}×`)
try {
  for (const route of routes) {
    const url = `${server.url}${route.path}`
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    const page = await measurePage(await context.newPage(), url)
    await context.close()
    const result: RouteResult = { route, page, failures: pageFailures(route, page) }
    // Lighthouse refuses to score a document answered with 404 (docs/performance.md).
    if (chrome && route.path !== NOT_FOUND_ROUTE) {
      if (methods.includes('simulate')) {
        result.mobile = await measure(url, chrome.port, { method: 'simulate' })
        result.failures.push(...lighthouseFailures(route, result.mobile, 'mobile'))
      }
      if (methods.includes('devtools')) result.devtools = await measure(url, chrome.port, { method: 'devtools' })
      if (route.path === '/' && methods.includes('simulate')) {
        result.desktop = await measure(url, chrome.port, { desktop: true, method: 'simulate' })
        result.failures.push(...lighthouseFailures(route, result.desktop, 'desktop'))
      }
    }
    console.log(
      `${route.label}: ${result.failures.length ? result.failures.join('; ') : 'ok'}${result.mobile ? ` (perf ${result.mobile.performance}, LCP ${result.mobile.lcpMs} ms)` : ''}${result.devtools ? ` (DevTools LCP ${result.devtools.lcpMs} ms)` : ''}`,
    )
    results.push(result)
  }

  const pages = prerenderedPages()
  const htmlErrors = (await validateHtml(pages.map((page) => page.file))).map(
    (error) => `${error.file}:${error.line}: ${error.message}`,
  )
  const brokenLinks = (
    await checkLinks(server.url, Object.fromEntries(pages.map((page) => [page.path, page.html])))
  ).map((problem) => `${problem.from} → ${problem.href}: ${problem.problem}`)

  const failures = [
    ...results.flatMap((result) => result.failures.map((failure) => `${result.route.label}: ${failure}`)),
    ...(htmlErrors.length > BUDGETS.htmlErrors ? [`${htmlErrors.length} HTML error(s)`] : []),
    ...(brokenLinks.length > BUDGETS.brokenLinks ? [`${brokenLinks.length} broken link(s)`] : []),
  ]
  mkdirSync('reports', { recursive: true })
  writeFileSync(
    'reports/site-audit.json',
    `${JSON.stringify({ generatedAt: new Date().toISOString(), runs: RUNS, calibration: { benchmarkIndex: calibration, cpuSlowdownMultiplier }, loads, repeatedRuns, budgets: BUDGETS, results, htmlErrors, brokenLinks, failures }, null, 2)}\n`,
  )
  writeFileSync('reports/site-audit.md', markdown(results, htmlErrors, brokenLinks, failures, loads))
  console.log(
    `\nreports/site-audit.md written: ${failures.length === 0 ? 'all budgets met' : `${failures.length} budget(s) missed`}`,
  )
  process.exitCode = failures.length === 0 ? 0 : 1
} finally {
  await browser.close()
  chrome?.kill()
  await server.stop()
}
