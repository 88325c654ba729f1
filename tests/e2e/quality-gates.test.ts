import { expect, test } from '@playwright/test'

import { PAGES } from '../../app/lib/pages.ts'
import {
  BUDGETS,
  idleJsBudget,
  isDocumentPage,
  isReadingPage,
  jsBudget,
  splitIdleScripts,
} from '../../scripts/audit/budgets.ts'
import { measurePage, NOT_FOUND_ROUTE } from '../../scripts/audit/checks.ts'
import { startSiteServer } from '../../scripts/lib/site-server.ts'

/**
 * The cheap, stable quality gates of docs/performance.md on every route of the production build, in the
 * browser: no third-party request or CSP refusal, no cookie, no serious/critical axe finding,
 * the JavaScript budget (per kind of page; a reading page, docs/decisions/027, loads no module
 * script and no framework, only inline scripts under 2 KB). Valid HTML and no broken internal link:
 * tests/system/html-and-links.test.ts. Lighthouse is `npm run audit:site`.
 */

const ROUTES = [...PAGES.map((page) => page.path), NOT_FOUND_ROUTE]

for (const path of ROUTES) {
  test(`${path} stays within the privacy, accessibility and JavaScript budgets`, async ({ page, baseURL }) => {
    const measured = await measurePage(page, new URL(path, baseURL).href)
    expect(measured.thirdPartyRequests, 'requests to other origins').toEqual([])
    expect(measured.cspViolations, 'Content-Security-Policy refusals').toEqual([])
    expect(measured.cookies, 'cookies').toEqual([])
    expect(
      measured.axeFindings.filter((finding) =>
        BUDGETS.axeFailingImpacts.some((impact) => finding.includes(`(${impact})`)),
      ),
      'serious or critical axe findings',
    ).toEqual([])
    const budget = jsBudget(path)
    // What the page fetches once idle after hydration (the confetti, the contact form's toaster) has a budget of its own.
    const { initial, idle } = splitIdleScripts(measured.scripts, path)
    expect(initial, `JavaScript gzip bytes: ${JSON.stringify(measured.scripts)}`).toBeLessThanOrEqual(budget)
    expect(idle, 'JavaScript fetched when idle, gzip bytes').toBeLessThanOrEqual(idleJsBudget(path))
    if (isReadingPage(path)) {
      expect(measured.moduleScripts, 'module scripts in a reading page').toBe(0)
      expect(measured.inlineScriptGzipBytes, 'inline scripts, gzip').toBeLessThanOrEqual(
        BUDGETS.js.readingInlineGzipBytes,
      )
      expect(measured.inlineScriptGzipBytes, 'the document shell script').toBeGreaterThan(0)
    } else if (isDocumentPage(path)) {
      // A page whose controls are the browser's own (docs/decisions/032): no framework at all.
      expect(measured.moduleScripts, 'module scripts in a page of native controls').toBe(0)
      expect(measured.jsGzipBytes, 'JavaScript files').toBe(0)
    } else {
      expect(measured.moduleScripts, "React Router's module script").toBe(1)
      expect(measured.jsGzipBytes).toBeGreaterThan(0)
    }
  })
}

test.describe('the gate itself', () => {
  // A site with one good and one deliberately broken page, served by the real server:
  // proves each check can fail, and that the good page passes.
  let server: Awaited<ReturnType<typeof startSiteServer>>
  test.beforeAll(async () => {
    server = await startSiteServer({ CLIENT_DIR: 'tests/fixtures/broken-site' })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('catches a script from another origin and an image without alt', async ({ page }) => {
    const good = await measurePage(page, `${server.url}/`)
    expect(good.thirdPartyRequests).toEqual([])
    expect(good.cspViolations).toEqual([])
    expect(good.axe.critical + good.axe.serious).toBe(0)

    const broken = await measurePage(page, `${server.url}/broken`)
    // The CSP refuses the foreign script before it is requested; the gate sees the refusal.
    expect([...broken.thirdPartyRequests, ...broken.cspViolations].join('\n')).toContain('cdn.example/tracker.js')
    expect(broken.axeFindings.join('\n')).toMatch(/image-alt \(critical\)/)
  })
})
