/**
 * `npm run audit:site` — measures the production build on every route (issue 3):
 * Lighthouse (mobile, and desktop for the home page; median of LIGHTHOUSE_RUNS runs),
 * JavaScript gzip bytes, third-party requests and cookies, axe-core, HTML validity and
 * internal links. Writes reports/site-audit.md and reports/site-audit.json and exits 1
 * when a budget in scripts/audit/budgets.ts is missed.
 *
 * Options: --runs N (Lighthouse runs per route), --routes /,/contact (subset),
 *          --no-lighthouse (only the fast checks).
 */
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { PAGES } from '../../app/lib/pages.ts'
import { staleBuildReason } from '../lib/build-state.ts'
import { startSiteServer } from '../lib/site-server.ts'
import { BUDGETS, LIGHTHOUSE_RUNS } from './budgets.ts'
import {
  NOT_FOUND_ROUTE,
  type PageMeasurement,
  checkLinks,
  measurePage,
  prerenderedPages,
  validateHtml,
} from './checks.ts'

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: String(LIGHTHOUSE_RUNS) },
    routes: { type: 'string' },
    'no-lighthouse': { type: 'boolean', default: false },
  },
})
const RUNS = Math.max(1, Number(args.runs))
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

type Route = { path: string; indexable: boolean; label: string }
const ALL_ROUTES: Route[] = [
  ...PAGES.map((page) => ({ path: page.path, indexable: page.indexable, label: page.path })),
  { path: NOT_FOUND_ROUTE, indexable: false, label: '404 page' },
]
const routes = args.routes ? ALL_ROUTES.filter((route) => args.routes!.split(',').includes(route.path)) : ALL_ROUTES

type LighthouseFigures = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  totalBytes: number
  jsBytes: number
}

type RouteResult = {
  route: Route
  mobile?: LighthouseFigures
  desktop?: LighthouseFigures
  page: PageMeasurement
  failures: string[]
}

function median(runs: LighthouseFigures[]): LighthouseFigures {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance)
  return sorted[Math.floor(sorted.length / 2)]!
}

async function runLighthouse(url: string, port: number, desktop: boolean): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableFullPageScreenshot: true,
    },
    desktop ? desktopConfig : undefined,
  )
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { categories, audits } = result.lhr
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
  const items =
    (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })?.items ?? []
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    totalBytes: Math.round(audits['total-byte-weight']?.numericValue ?? 0),
    jsBytes: items.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
  }
}

function lighthouseFailures(route: Route, figures: LighthouseFigures, label: string): string[] {
  const budget = BUDGETS.lighthouse
  const failures: string[] = []
  if (figures.performance < budget.performance)
    failures.push(`${label} performance ${figures.performance} < ${budget.performance}`)
  if (figures.accessibility < budget.accessibility)
    failures.push(`${label} accessibility ${figures.accessibility} < ${budget.accessibility}`)
  // The 404 page must log a console error (SPEC 8), which Lighthouse counts against best practices.
  if (route.path !== NOT_FOUND_ROUTE && figures.bestPractices < budget.bestPractices)
    failures.push(`${label} best-practices ${figures.bestPractices} < ${budget.bestPractices}`)
  if (route.indexable && figures.seo < budget.seo) failures.push(`${label} SEO ${figures.seo} < ${budget.seo}`)
  if (figures.cls > budget.cls) failures.push(`${label} CLS ${figures.cls} > ${budget.cls}`)
  if (figures.tbtMs > budget.tbtMs) failures.push(`${label} TBT ${figures.tbtMs} ms > ${budget.tbtMs} ms`)
  return failures
}

function pageFailures(route: Route, page: PageMeasurement): string[] {
  const failures: string[] = []
  const jsBudget = route.path === '/' ? BUDGETS.js.homeGzipBytes : BUDGETS.js.routeGzipBytes
  if (page.jsGzipBytes > jsBudget) failures.push(`JS ${page.jsGzipBytes} B gzip > ${jsBudget} B`)
  if (page.thirdPartyRequests.length + page.cspViolations.length > BUDGETS.thirdPartyRequests)
    failures.push(`third-party requests: ${[...page.thirdPartyRequests, ...page.cspViolations].join(', ')}`)
  if (page.cookies.length > BUDGETS.cookies) failures.push(`cookies: ${page.cookies.join(', ')}`)
  const failing = BUDGETS.axeFailingImpacts.reduce((sum, impact) => sum + page.axe[impact], 0)
  if (failing > 0) failures.push(`axe: ${page.axeFindings.join('; ')}`)
  return failures
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

function markdown(results: RouteResult[], html: string[], links: string[], failures: string[]): string {
  const lines = [
    '# Site audit',
    '',
    `Generated ${new Date().toISOString()} by \`npm run audit:site\` (Lighthouse ${RUNS} run(s) per route, median by performance; Debian Chromium; mobile preset unless noted).`,
    `Budgets: scripts/audit/budgets.ts · how to read this: docs/performance.md.`,
    '',
    `**Result: ${failures.length === 0 ? 'all budgets met' : `${failures.length} budget(s) missed`}**`,
    '',
    '| route | perf | a11y | best pr. | SEO | LCP | TBT | CLS | total | JS (LH) | JS gzip | 3rd-party | cookies | axe crit/ser/mod/min |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const result of results) {
    const rows: [string, LighthouseFigures | undefined][] = [[result.route.label, result.mobile]]
    if (result.desktop) rows.push([`${result.route.label} (desktop)`, result.desktop])
    for (const [label, lh] of rows) {
      const p = result.page
      lines.push(
        `| ${label} | ${lh?.performance ?? '–'} | ${lh?.accessibility ?? '–'} | ${lh?.bestPractices ?? '–'} | ${lh?.seo ?? '–'}${result.route.indexable ? '' : ' (noindex)'} | ${lh ? `${lh.lcpMs} ms` : '–'} | ${lh ? `${lh.tbtMs} ms` : '–'} | ${lh?.cls ?? '–'} | ${lh ? kb(lh.totalBytes) : '–'} | ${lh ? kb(lh.jsBytes) : '–'} | ${kb(p.jsGzipBytes)} | ${p.thirdPartyRequests.length + p.cspViolations.length} | ${p.cookies.length} | ${p.axe.critical}/${p.axe.serious}/${p.axe.moderate}/${p.axe.minor} |`,
      )
    }
  }
  lines.push('', `HTML errors (Nu HTML Checker): ${html.length}`, ...html.map((line) => `- ${line}`))
  lines.push('', `Broken internal links: ${links.length}`, ...links.map((line) => `- ${line}`))
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
try {
  for (const route of routes) {
    const url = `${server.url}${route.path}`
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    const page = await measurePage(await context.newPage(), url)
    await context.close()
    const result: RouteResult = { route, page, failures: pageFailures(route, page) }
    // Lighthouse refuses to score a document answered with 404 (docs/performance.md).
    if (chrome && route.path !== NOT_FOUND_ROUTE) {
      const mobileRuns: LighthouseFigures[] = []
      for (let run = 0; run < RUNS; run++) mobileRuns.push(await runLighthouse(url, chrome.port, false))
      result.mobile = median(mobileRuns)
      result.failures.push(...lighthouseFailures(route, result.mobile, 'mobile'))
      if (route.path === '/') {
        const desktopRuns: LighthouseFigures[] = []
        for (let run = 0; run < RUNS; run++) desktopRuns.push(await runLighthouse(url, chrome.port, true))
        result.desktop = median(desktopRuns)
        result.failures.push(...lighthouseFailures(route, result.desktop, 'desktop'))
      }
    }
    console.log(
      `${route.label}: ${result.failures.length ? result.failures.join('; ') : 'ok'}${result.mobile ? ` (perf ${result.mobile.performance})` : ''}`,
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
    `${JSON.stringify({ generatedAt: new Date().toISOString(), runs: RUNS, budgets: BUDGETS, results, htmlErrors, brokenLinks, failures }, null, 2)}\n`,
  )
  writeFileSync('reports/site-audit.md', markdown(results, htmlErrors, brokenLinks, failures))
  console.log(
    `\nreports/site-audit.md written: ${failures.length === 0 ? 'all budgets met' : `${failures.length} budget(s) missed`}`,
  )
  process.exitCode = failures.length === 0 ? 0 : 1
} finally {
  await browser.close()
  chrome?.kill()
  await server.stop()
}
