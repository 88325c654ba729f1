import { expect, test } from '@playwright/test'

import { DEFAULT_SITE_URL } from '../../app/config/site-url.ts'
import { NOT_FOUND_PATH, PAGES } from '../../app/lib/pages.ts'
import { LEGACY_REDIRECTS } from '../../app/lib/redirects.ts'

const SITE_URL = DEFAULT_SITE_URL

function escapeHtml(text: string) {
  return text.replace(/&/g, '&amp;')
}

test.describe('every route of the route table', () => {
  for (const page of PAGES) {
    test(`${page.path} is prerendered with its heading and head tags`, async ({ request }) => {
      const response = await request.get(page.path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain(`<html lang="${page.lang}"`)
      expect(html).toContain(escapeHtml(page.heading))
      expect(html).toMatch(/<title>[^<]+<\/title>/)
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/)
      expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${page.path === '/' ? '/' : page.path}"/>`)
      for (const tag of ['og:title', 'og:description', 'og:url', 'og:image'])
        expect(html).toContain(`property="${tag}"`)
      for (const tag of ['twitter:card', 'twitter:title', 'twitter:image']) expect(html).toContain(`name="${tag}"`)
      expect(html.includes('<meta name="robots" content="noindex')).toBe(!page.indexable)
    })
  }
})

test.describe('legacy German paths', () => {
  for (const [from, to] of Object.entries(LEGACY_REDIRECTS)) {
    test(`${from} answers 301 to ${to}`, async ({ request }) => {
      const response = await request.get(`${from}?ref=flyer`, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(
        new URL(response.headers().location!, 'http://x').pathname +
          new URL(response.headers().location!, 'http://x').search,
      ).toBe(`${to}?ref=flyer`)
    })
  }
})

test('an unknown path answers 404 with the not-found page', async ({ request }) => {
  for (const path of [
    '/does-not-exist',
    '/careers/nope',
    NOT_FOUND_PATH,
    '/__spa-fallback.html',
    '/careers/index.html',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(404)
    const html = await response.text()
    expect(html).toContain('Oops! Page not found')
    expect(html).toContain('Return to Home')
    expect(html).toContain('<meta name="robots" content="noindex')
  }
})

test('robots.txt and sitemap.xml come from the route table', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const page of PAGES) {
    const loc = `<loc>${SITE_URL}${page.path === '/' ? '/' : page.path}</loc>`
    expect(sitemap.includes(loc), page.path).toBe(page.indexable)
  }
})

test('pages are precompressed and revalidated; fingerprinted assets are cached for a year', async ({ request }) => {
  // Security headers: tests/system/security.test.ts.
  const page = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } })
  expect(page.headers()['content-encoding']).toBe('br')
  expect(page.headers()['cache-control']).toBe('public, max-age=0, must-revalidate')

  const script = (await page.text()).match(/\/assets\/[\w-]+\.js/)![0]
  const asset = await request.get(script, { headers: { 'accept-encoding': 'gzip' } })
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(asset.headers()['content-encoding']).toBe('gzip')

  const health = await request.get('/healthz')
  expect(await health.json()).toEqual({ status: 'ok', release: null }) // a plain build, not a release
})
