import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

import { beforeAll, describe, expect, test } from 'vitest'

import { createSiteApp } from './app.ts'
import { trustedProxies } from './client-address.ts'
import { setLogLevel } from './log.ts'

/**
 * The site server's rules on a synthetic client directory, for what the real build cannot
 * show. What every answer of the real build carries – security headers, the CSP, HSTS, caching,
 * redirects, 404s – is tested once, against the production server: tests/system/.
 */
let app: ReturnType<typeof createSiteApp>

function write(root: string, rel: string, body: string | Buffer) {
  mkdirSync(dirname(join(root, rel)), { recursive: true })
  writeFileSync(join(root, rel), body)
}

beforeAll(() => {
  setLogLevel('silent')
  const root = mkdtempSync(join(tmpdir(), 'site-'))
  write(root, 'index.html', '<html><script>boot()</script><h1>Home</h1></html>')
  write(root, 'careers/index.html', '<html><h1>Careers</h1></html>')
  write(root, '404/index.html', '<html><h1>404</h1></html>')
  write(root, 'assets/app-abc123.js', 'console.log(1)')
  write(root, 'assets/app-abc123.js.map', '{}')
  write(root, '.env', 'SECRET=1')
  write(root, '.well-known/.htpasswd', 'admin:x')
  write(root, 'ratgeber/index.html', '<html><h1>Ratgeber</h1></html>')
  write(root, 'ratgeber/feed.xml', '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"/>')
  write(root, 'sitemap.xml', '<?xml version="1.0"?><urlset/>')
  write(root, 'ratgeber.data', '[{"_1":2}]')
  app = createSiteApp({ clientDir: root, trustedProxies: trustedProxies(['127.0.0.1']) })
})

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers }, { incoming: { socket: { remoteAddress: '127.0.0.1' } } })

describe('site server', () => {
  test("sends the guides' feed as Atom, other XML as XML, and prerendered loader data", async () => {
    expect((await get('/ratgeber/feed.xml')).headers.get('content-type')).toBe('application/atom+xml; charset=utf-8')
    expect((await get('/sitemap.xml')).headers.get('content-type')).toBe('application/xml; charset=utf-8')
    expect((await get('/ratgeber')).headers.get('content-type')).toBe('text/html; charset=utf-8')
    const data = await get('/ratgeber.data')
    expect([data.status, data.headers.get('content-type')]).toEqual([200, 'text/x-script; charset=utf-8'])
  })

  test('answers 304 to a matching ETag', async () => {
    const etag = (await get('/careers')).headers.get('etag')!
    expect((await get('/careers', { 'if-none-match': etag })).status).toBe(304)
  })

  // Files that exist in the client directory but are never served; the real build has none of
  // them, so only this level sees it (unknown paths and traversal: tests/system/).
  test.each(['/assets/app-abc123.js.map', '/.env', '/.well-known/.htpasswd'])(
    '%s is a 404 with the not-found page',
    async (path) => {
      const res = await get(path)
      expect(res.status).toBe(404)
      expect(await res.text()).toContain('<h1>404</h1>')
    },
  )

  // The legacy German paths answer 301 too: tests/system/routes.test.ts, each against the real build.
  test('a trailing slash answers 301 to the path without it', async () => {
    const slash = await get('/careers/')
    expect(slash.status).toBe(301)
    expect(slash.headers.get('location')).toBe('/careers')
  })

  test('other methods on pages get 405 with JSON', async () => {
    const res = await app.request('/careers', { method: 'POST' })
    expect(res.status).toBe(405)
    expect(await res.json()).toEqual({ error: 'Method not allowed' })
  })
})
