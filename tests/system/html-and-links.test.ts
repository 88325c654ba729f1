import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'

import { CARD_PATHS } from '../../app/config/site.ts'
import { PAGES } from '../../app/lib/pages.ts'
import { checkLinks, prerenderedPages, validateHtml } from '../../scripts/audit/checks.ts'
import { startSiteServer } from '../../scripts/lib/site-server.ts'

/**
 * The quality gates (docs/performance.md) that need no browser, on every prerendered page of the
 * production build: valid HTML and no broken internal link or anchor. The browser's gates
 * (third parties, cookies, axe, JavaScript budget) are tests/e2e/quality-gates.test.ts.
 */

test('every prerendered page is valid HTML (Nu HTML Checker)', async () => {
  test.setTimeout(120_000)
  const errors = await validateHtml(prerenderedPages().map((page) => page.file))
  expect(errors.map((error) => `${error.file}:${error.line}: ${error.message}`)).toEqual([])
})

test('every internal link and anchor on the site resolves', async ({ baseURL }) => {
  const pages = Object.fromEntries(prerenderedPages().map((page) => [page.path, page.html]))
  expect(Object.keys(pages)).toEqual(expect.arrayContaining([...PAGES.map((page) => page.path), CARD_PATHS.direct]))
  expect(await checkLinks(baseURL!, pages)).toEqual([])
})

test.describe('the checks themselves', () => {
  // One good and one deliberately broken page: proves each check can fail, and that the good page passes.
  test('catch invalid HTML and pass valid HTML', async () => {
    // One run of the Nu HTML Checker for both pages: a Java program, whose start-up alone can take
    // 15 s on a busy machine.
    test.setTimeout(60_000)
    const [good, broken] = ['tests/fixtures/broken-site/index.html', 'tests/fixtures/broken-site/broken/index.html']
    const errors = await validateHtml([good, broken])
    expect(errors.filter((error) => error.file.endsWith(good))).toEqual([])
    const found = errors.filter((error) => error.file.endsWith(broken)).map((error) => error.message)
    expect(found.join('\n')).toMatch(/alt|No “p” element in scope|div/)
  })

  test('catch a link to a missing page and an anchor to a missing element', async () => {
    // Served by the real server, as the site's own links are.
    const server = await startSiteServer({ CLIENT_DIR: 'tests/fixtures/broken-site' })
    try {
      const problems = await checkLinks(server.url, {
        '/': readFileSync('tests/fixtures/broken-site/index.html', 'utf8'),
        '/broken': readFileSync('tests/fixtures/broken-site/broken/index.html', 'utf8'),
      })
      expect(problems).toEqual([
        { from: '/broken', href: '/no-such-page', problem: 'answers 404' },
        { from: '/broken', href: '/#nowhere', problem: 'no element with id "nowhere"' },
      ])
    } finally {
      await server.stop()
    }
  })
})
