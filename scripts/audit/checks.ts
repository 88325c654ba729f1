/**
 * The measurements behind the quality gates, shared by `npm run audit:site` and the
 * browser tests, so the command and `npm test` can never disagree about what "passing" is.
 */
import { execFile } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'

import AxeBuilder from '@axe-core/playwright'
import type { ConsoleMessage, Page, Response } from '@playwright/test'
import vnuJar from 'vnu-jar'

import { NOT_FOUND_PATH } from '../../app/lib/pages.ts'

/** A path nothing answers: where the audit and the tests meet the 404 page. */
export const NOT_FOUND_ROUTE = '/no-such-page'

function htmlFilesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? htmlFilesIn(full) : name.endsWith('.html') ? [full] : []
  })
}

export type PrerenderedPage = { file: string; path: string; html: string }

/**
 * The pages of a client build and the URL each is served at. `__spa-fallback.html` is never
 * served (server/static-files.ts), so it is not a page; `/404` is served at unknown paths.
 */
export function prerenderedPages(clientDir = 'build/client'): PrerenderedPage[] {
  return htmlFilesIn(clientDir)
    .filter((file) => !file.endsWith('__spa-fallback.html'))
    .map((file) => {
      const rel = relative(clientDir, file).split(sep).join('/')
      const path = rel === 'index.html' ? '/' : `/${rel.replace(/\/index\.html$/, '')}`
      return { file, path: path === NOT_FOUND_PATH ? NOT_FOUND_ROUTE : path, html: readFileSync(file, 'utf8') }
    })
}

export type AxeCounts = { critical: number; serious: number; moderate: number; minor: number }

export type PageMeasurement = {
  /** URLs requested from any origin other than the page's own. */
  thirdPartyRequests: string[]
  /** Loads the Content-Security-Policy refused (e.g. a script from another origin). */
  cspViolations: string[]
  /** Names of cookies present after the page loaded. */
  cookies: string[]
  /** Gzip bytes of each script the page loaded, by URL path. */
  scripts: Record<string, number>
  jsGzipBytes: number
  /** Module scripts in the document (React Router writes one into every page that hydrates). */
  moduleScripts: number
  /** Gzip bytes of the page's inline scripts and speculation rules together. */
  inlineScriptGzipBytes: number
  axe: AxeCounts
  /** "rule (impact): selectors" for every axe finding. */
  axeFindings: string[]
}

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Waits for running finite CSS transitions and animations (reveal-on-scroll fades, opening
 * panels) to end: axe must not judge colour contrast halfway through a fade.
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    // Two frames first, so intersection callbacks due now have started their transitions.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    )
  })
}

/** Loads `url` in `page` and measures requests, cookies, scripts and accessibility. */
export async function measurePage(page: Page, url: string): Promise<PageMeasurement> {
  const origin = new URL(url).origin
  const thirdPartyRequests: string[] = []
  const scriptBodies: Promise<[string, number] | undefined>[] = []
  const onRequest = (request: { url(): string }) => {
    const requested = new URL(request.url())
    if (requested.protocol === 'data:' || requested.protocol === 'blob:') return
    if (requested.origin !== origin) thirdPartyRequests.push(request.url())
  }
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return
    scriptBodies.push(
      response
        .body()
        .then((body): [string, number] => [new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length])
        .catch(() => undefined),
    )
  }
  const cspViolations: string[] = []
  const onConsole = (message: ConsoleMessage) => {
    if (message.text().includes('Content Security Policy')) cspViolations.push(message.text())
  }
  page.on('request', onRequest)
  page.on('response', onResponse)
  page.on('console', onConsole)
  try {
    await page.goto(url, { waitUntil: 'networkidle' })
    // Measure the page a visitor uses: hydrated. On a busy machine hydration can end after the
    // network is idle, and the header changing colour then (it turns dark once React sees the
    // page scrolled) must not fall into the axe run. Pages without React Router (the reading
    // pages, the gate's own fixture) have nothing to wait for.
    if (await page.evaluate(() => '__reactRouterContext' in window)) {
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
    }
    // Scroll through like a reader, so lazy work (intersection observers, lazy images) does
    // what it does, then let reveal transitions finish: axe must not judge contrast mid-fade.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })
    await page.waitForLoadState('networkidle')
    // Axe judges what is at rest: the home page's phrase fades every 3 s, and an axe run
    // (a second or more on a busy machine) would otherwise sometimes read a half-faded phrase's
    // contrast. With reduced motion the page swaps it without a fade; its colours are the same.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await settleAnimations(page)
    const scripts = Object.fromEntries((await Promise.all(scriptBodies)).filter((entry) => entry !== undefined))
    const inline = await page.evaluate(() => ({
      modules: document.querySelectorAll('script[type="module"]').length,
      text: [...document.querySelectorAll('script:not([src])')]
        .filter((script) => ['', 'module', 'speculationrules'].includes(script.getAttribute('type') ?? ''))
        .map((script) => script.textContent)
        .join(''),
    }))
    const cookies = (await page.context().cookies()).map((cookie) => cookie.name)
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
    const axe: AxeCounts = { critical: 0, serious: 0, moderate: 0, minor: 0 }
    const axeFindings: string[] = []
    for (const violation of results.violations) {
      const impact = (violation.impact ?? 'minor') as keyof AxeCounts
      axe[impact] += violation.nodes.length
      axeFindings.push(
        `${violation.id} (${impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      )
    }
    return {
      thirdPartyRequests,
      cspViolations,
      cookies,
      scripts,
      jsGzipBytes: Object.values(scripts).reduce((sum, bytes) => sum + bytes, 0),
      moduleScripts: inline.modules,
      inlineScriptGzipBytes: gzipSync(inline.text, { level: 9 }).length,
      axe,
      axeFindings,
    }
  } finally {
    page.off('request', onRequest)
    page.off('response', onResponse)
    page.off('console', onConsole)
  }
}

export type HtmlMessage = { file: string; line?: number; message: string }

/**
 * Validates HTML files with the Nu HTML Checker (Java). Returns the errors only. Its CSS checker
 * (the W3C CSS validator's) predates CSS that Tailwind 4 writes (`@property`, `@starting-style`),
 * so CSS messages are left out: a page past the first round trip carries Tailwind's stylesheet
 * inline (docs/decisions/022), and the same stylesheet as a file was never checked.
 */
export async function validateHtml(files: string[]): Promise<HtmlMessage[]> {
  if (files.length === 0) return []
  const output = await new Promise<string>((resolve, reject) => {
    execFile(
      'java',
      ['-Xss8m', '-jar', String(vnuJar), '--format', 'json', '--errors-only', '--filterpattern', 'CSS: .*', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        // vnu exits 1 when it found errors and prints its JSON report on stderr.
        if (error && !stderr.trim().startsWith('{')) reject(new Error(`vnu failed: ${error.message}\n${stderr}`))
        else resolve(stderr)
      },
    )
  })
  const report = JSON.parse(output || '{"messages":[]}') as {
    messages: { type: string; url?: string; lastLine?: number; message: string }[]
  }
  return report.messages
    .filter((message) => message.type === 'error')
    .map((message) => ({
      file: decodeURIComponent((message.url ?? '').replace(/^file:/, '')),
      line: message.lastLine,
      message: message.message,
    }))
}

export type LinkProblem = { from: string; href: string; problem: string }

const HREF = /<a\s[^>]*?href="([^"]*)"/gi
const IDS = /\sid="([^"]+)"/g

/**
 * Follows every internal link and anchor found in the given pages: each target must answer
 * 200 (after redirects) and each `#fragment` must name an element id on the target page.
 */
export async function checkLinks(baseUrl: string, pages: Record<string, string>): Promise<LinkProblem[]> {
  const problems: LinkProblem[] = []
  const idsByPath = new Map<string, Promise<Set<string> | number>>()
  const load = (path: string) => {
    let ids = idsByPath.get(path)
    if (!ids) {
      ids = fetch(new URL(path, baseUrl)).then(async (response) =>
        response.ok ? new Set([...(await response.text()).matchAll(IDS)].map((match) => match[1]!)) : response.status,
      )
      idsByPath.set(path, ids)
    }
    return ids
  }
  for (const [from, html] of Object.entries(pages)) {
    // Same-page anchors are checked against this page's own HTML (it may be the 404 page).
    idsByPath.set(new URL(from, baseUrl).pathname, Promise.resolve(new Set([...html.matchAll(IDS)].map((m) => m[1]!))))
    for (const match of html.matchAll(HREF)) {
      const href = match[1]!.replace(/&amp;/g, '&')
      if (/^(mailto:|tel:|javascript:)/i.test(href)) continue
      const target = new URL(href, new URL(from, baseUrl))
      if (target.origin !== new URL(baseUrl).origin) continue
      const result = await load(target.pathname)
      if (typeof result === 'number') {
        problems.push({ from, href, problem: `answers ${result}` })
        continue
      }
      const fragment = decodeURIComponent(target.hash.slice(1))
      if (fragment && !result.has(fragment)) problems.push({ from, href, problem: `no element with id "${fragment}"` })
    }
  }
  return problems
}
