/**
 * `npm run audit:variants` — what holds a page's first and largest paint (docs/performance.md): serves one
 * built page in variants side by side from one static server and measures each with Lighthouse 13
 * (mobile preset), with both throttling methods (scripts/audit/lighthouse.ts). Writes
 * reports/variants.md and reports/variants.json; docs/performance.md reads them.
 *
 * Each variant takes something away from the page as built; the cumulative ones follow the table
 * in docs/performance.md (scripts, then the stylesheet inlined, then the font preload, then the web font):
 *
 *   npm run audit:variants -- [--routes /campaign-costs,/] [--runs 3] [--methods simulate,devtools]
 *                             [--variants as-built,no-scripts,…] [--client-dir build/client]
 *                             [--out reports/variants]
 *
 * With `--variants as-built --routes all` it measures every page of a build as it is, e.g. an
 * older build kept aside (`--client-dir`), for a before/after comparison (docs/performance.md).
 *
 * Run it on an idle machine (the load average goes into the report).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { brotliCompressSync, constants } from 'node:zlib'

import * as chromeLauncher from 'chrome-launcher'

import { PAGES } from '../../app/lib/pages.ts'
import { NOT_FOUND_PATH } from '../../app/lib/paths.ts'
import { loadStaticSite, type StaticFile } from '../../server/static-files.ts'
import { CHROME_FLAGS } from './chrome.ts'
import {
  type LighthouseFigures,
  medianFigures,
  runLighthouseRepeating,
  THROTTLING_METHODS,
  type ThrottlingMethod,
} from './lighthouse.ts'
import { serveStatic } from './static-server.ts'

type Step = (html: string, css: (href: string) => string) => string

/** Executable scripts and the hints that fetch them; JSON-LD stays (it runs nothing). */
const removeScripts: Step = (html) =>
  html
    .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')

/** Every external stylesheet's rules written into the page instead. */
const inlineCss: Step = (html, css) =>
  html.replace(/<link rel="stylesheet" href="([^"]+)"[^>]*>/g, (_link, href: string) => `<style>${css(href)}</style>`)

const dropFontPreload: Step = (html) => html.replace(/<link rel="preload"[^>]*as="font"[^>]*>/g, '')

/** The web font's rules (inlined stylesheets only): every text in the system fonts. */
const dropWebFont: Step = (html) =>
  html.replace(
    /<style>([\s\S]*?)<\/style>/g,
    (_style, rules: string) => `<style>${rules.replace(/@font-face\{[^}]*\}/g, '')}</style>`,
  )

const VARIANTS: Record<string, { label: string; steps: Step[] }> = {
  'as-built': { label: 'as built', steps: [] },
  'inline-css': { label: 'as built, stylesheet inlined in the HTML', steps: [inlineCss] },
  'no-scripts': { label: 'every script removed', steps: [removeScripts] },
  'no-scripts-inline-css': { label: '… and the stylesheet inlined', steps: [removeScripts, inlineCss] },
  'no-scripts-inline-css-no-preload': {
    label: '… and the web font not preloaded (font-face kept)',
    steps: [removeScripts, inlineCss, dropFontPreload],
  },
  'no-scripts-inline-css-no-font': {
    label: '… and no web font at all',
    steps: [removeScripts, inlineCss, dropFontPreload, dropWebFont],
  },
}

const { values: args } = parseArgs({
  options: {
    routes: { type: 'string', default: '/campaign-costs' },
    runs: { type: 'string', default: '3' },
    'devtools-runs': { type: 'string' },
    methods: { type: 'string', default: THROTTLING_METHODS.join(',') },
    variants: {
      type: 'string',
      default:
        'as-built,no-scripts,no-scripts-inline-css,no-scripts-inline-css-no-preload,no-scripts-inline-css-no-font',
    },
    'client-dir': { type: 'string', default: 'build/client' },
    out: { type: 'string', default: 'reports/variants' },
  },
})
const RUNS = Math.max(1, Number(args.runs))
const DEVTOOLS_RUNS = Math.max(1, Number(args['devtools-runs'] ?? RUNS))
const methods = args.methods.split(',') as ThrottlingMethod[]
const variants = args.variants.split(',')
for (const name of variants)
  if (!VARIANTS[name]) throw new Error(`unknown variant ${name}: ${Object.keys(VARIANTS).join(', ')}`)
for (const method of methods) if (!THROTTLING_METHODS.includes(method)) throw new Error(`unknown method ${method}`)

const site = loadStaticSite(args['client-dir'], NOT_FOUND_PATH)
// Every page Lighthouse can score (not the 404 page, answered 404 by the real server).
const ALL = PAGES.map((entry) => entry.path)
const routes = args.routes === 'all' ? ALL : args.routes.split(',')
for (const route of routes) {
  const page = site.files.get(route)
  if (!page || !page.type.startsWith('text/html')) throw new Error(`${route} is not a page of ${args['client-dir']}`)
}
const css = (href: string) => {
  const file = site.files.get(new URL(href, 'http://x').pathname)
  if (!file) throw new Error(`stylesheet ${href} is not in the build`)
  return Buffer.from(file.body).toString('utf8')
}

/** The variant pages by route and variant, compressed like the build's own (brotli 11). */
const variantPages = new Map<string, StaticFile>()
for (const route of routes) {
  const page = site.files.get(route)!
  for (const name of variants) {
    const html = VARIANTS[name]!.steps.reduce((text, step) => step(text, css), Buffer.from(page.body).toString('utf8'))
    const body = Buffer.from(html)
    variantPages.set(`${route}?${name}`, {
      ...page,
      body,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: undefined,
    })
  }
}

const { origin, server } = await serveStatic(
  (url) => variantPages.get(`${url.pathname}?${url.searchParams.get('variant')}`) ?? site.files.get(url.pathname),
)
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
})

type Row = {
  route: string
  variant: string
  label: string
  method: ThrottlingMethod
  figures: LighthouseFigures & { runs: number[] }
}
const rows: Row[] = []
const loads: number[] = [loadavg()[0]!]
/** Runs Lighthouse could not measure (its runtime error), repeated; listed in the report. */
const repeatedRuns: string[] = []
try {
  // Methods outside, variants inside, runs interleaved: a change in machine load hits every variant alike.
  for (const route of routes) {
    for (const method of methods) {
      const runs = new Map<string, LighthouseFigures[]>(variants.map((name) => [name, []]))
      for (let run = 0; run < (method === 'devtools' ? DEVTOOLS_RUNS : RUNS); run++) {
        for (const name of variants) {
          runs
            .get(name)!
            .push(
              await runLighthouseRepeating(`${origin}${route}?variant=${name}`, chrome.port, { method }, repeatedRuns),
            )
          loads.push(loadavg()[0]!)
        }
      }
      for (const name of variants) {
        const figures = medianFigures(runs.get(name)!)
        rows.push({ route, variant: name, label: VARIANTS[name]!.label, method, figures })
        console.log(
          `${route} ${method} ${name}: FCP ${figures.fcpMs} ms, LCP ${figures.lcpMs} ms (runs ${figures.runs.join(', ')}), ${figures.requests} requests`,
        )
      }
    }
  }
} finally {
  chrome.kill()
  server.close()
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`
const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD']).toString().trim()
const lines = [
  `# What holds the largest paint: ${routes.length === 1 ? routes[0] : `${routes.length} routes`}`,
  '',
  `Generated ${new Date().toISOString()} by \`npm run audit:variants\` at commit ${commit}, from \`${args['client-dir']}\`: Lighthouse 13 mobile preset, Debian Chromium, median of ${RUNS} simulated and ${DEVTOOLS_RUNS} DevTools run(s) per variant (runs interleaved). Load average (1 min) during the runs: ${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}.`,
  '',
]
for (const route of routes) {
  for (const method of methods) {
    lines.push(
      `## ${route} · ${method === 'simulate' ? 'simulated throttling (Lantern; the budgeted figure)' : 'DevTools throttling (the real browser slowed down)'}`,
      '',
      '| variant | first paint | largest paint (runs) | requests | bytes | finished before the largest paint (observed load) |',
      '|---|---|---|---|---|---|',
    )
    for (const row of rows.filter((entry) => entry.method === method && entry.route === route)) {
      const f = row.figures
      const before = f.beforeLcp
        .map((request) => `${request.path.replace(/^\/assets\//, '')} (${request.priority})`)
        .join(', ')
      lines.push(
        `| ${row.label} | ${s(f.fcpMs)} | ${s(f.lcpMs)} (${f.runs.map(s).join(', ')}) | ${f.requests} | ${kb(f.totalBytes)} | ${before} |`,
      )
    }
    lines.push('')
  }
  const element = rows.find((row) => row.route === route && row.variant === 'as-built')?.figures.lcpElement
  if (element) lines.push(`Largest paint's element of ${route} (as built): \`${element}\``, '')
}
lines.push(
  `Lighthouse runs that could not measure and were repeated: ${repeatedRuns.length}`,
  ...repeatedRuns.map((line) => `- ${line}`),
)
mkdirSync('reports', { recursive: true })
writeFileSync(`${args.out}.md`, `${lines.join('\n')}\n`)
writeFileSync(
  `${args.out}.json`,
  `${JSON.stringify({ generatedAt: new Date().toISOString(), commit, clientDir: args['client-dir'], routes, runs: RUNS, loads, repeatedRuns, rows }, null, 2)}\n`,
)
console.log(`\n${args.out}.md written`)
