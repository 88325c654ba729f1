import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { beforeAll, describe, expect, test } from 'vitest'
import { createSiteApp } from './app.ts'
import { trustedProxies } from './client-address.ts'
import { setLogLevel } from './log.ts'

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
  write(root, '__spa-fallback.html', '<html>fallback</html>')
  write(root, 'assets/app-abc123.js', 'console.log(1)')
  write(root, 'assets/app-abc123.js.gz', gzipSync('console.log(1)'))
  write(root, 'assets/app-abc123.js.map', '{}')
  write(root, '.env', 'SECRET=1')
  write(root, '.well-known/security.txt', 'Contact: mailto:security@mandatwerk.example\n')
  write(root, '.well-known/.htpasswd', 'admin:x')
  write(root, 'ratgeber/index.html', '<html><h1>Ratgeber</h1></html>')
  write(root, 'ratgeber/feed.xml', '<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"/>')
  write(root, 'sitemap.xml', '<?xml version="1.0"?><urlset/>')
  write(root, 'ratgeber.data', '[{"_1":2}]')
  app = createSiteApp({ clientDir: root, trustedProxies: trustedProxies(['127.0.0.1']) })
})

/** A GET from `peer` (the socket's address; 127.0.0.1 is the trusted proxy). */
const get = (path: string, headers: Record<string, string> = {}, peer = '127.0.0.1') =>
  app.request(path, { headers }, { incoming: { socket: { remoteAddress: peer } } })

describe('site server', () => {
  test('serves pages at their clean path with a per-page script hash in the CSP', async () => {
    const res = await get('/')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('<h1>Home</h1>')
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-[^']+';/)
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate')
  })

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

  test('sends the precompressed copy and caches fingerprinted assets for a year', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate' })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
  })

  test('serves /.well-known/security.txt as UTF-8 plain text (RFC 9116 § 3)', async () => {
    const res = await get('/.well-known/security.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await res.text()).toBe('Contact: mailto:security@mandatwerk.example\n')
  })

  test.each([
    '/nope',
    '/404',
    '/__spa-fallback.html',
    '/assets/app-abc123.js.map',
    '/.env',
    '/.well-known/.htpasswd',
    '/../package.json',
    '/%2e%2e/package.json',
    '/careers/index.html',
  ])('%s is a 404 with the not-found page', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('<h1>404</h1>')
  })

  test('legacy paths and trailing slashes answer 301, keeping the query', async () => {
    const legacy = await get('/impressum?x=1')
    expect(legacy.status).toBe(301)
    expect(legacy.headers.get('location')).toBe('/legal?x=1')
    const slash = await get('/careers/')
    expect(slash.status).toBe(301)
    expect(slash.headers.get('location')).toBe('/careers')
  })

  test('HSTS only when a trusted proxy says the visitor used HTTPS', async () => {
    const https = { 'x-forwarded-proto': 'https' }
    expect((await get('/')).headers.get('strict-transport-security')).toBeNull()
    expect((await get('/', https)).headers.get('strict-transport-security')).toContain('max-age=')
    expect((await get('/', https)).headers.get('content-security-policy')).toContain('upgrade-insecure-requests')
    // A visitor talking to the server directly cannot switch it on.
    expect((await get('/', https, '203.0.113.7')).headers.get('strict-transport-security')).toBeNull()
    expect((await get('/', https, '203.0.113.7')).headers.get('content-security-policy')).not.toContain(
      'upgrade-insecure-requests',
    )
  })

  test('other methods on pages get 405 with JSON', async () => {
    const res = await app.request('/careers', { method: 'POST' })
    expect(res.status).toBe(405)
    expect(await res.json()).toEqual({ error: 'Method not allowed' })
  })

  test('every answer has the security headers and no X-Powered-By', async () => {
    for (const path of ['/', '/nope', '/healthz', '/kontakt']) {
      const res = await get(path)
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(res.headers.get('x-powered-by')).toBeNull()
    }
  })
})
