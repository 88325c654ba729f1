import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { expect, test } from '@playwright/test'

import { SECURITY_TXT } from '../../app/config/site.ts'
import { DEFAULT_SITE_URL } from '../../app/config/site-url.ts'
import { PAGES } from '../../app/lib/pages.ts'
import { SERVER_BUNDLE } from '../../scripts/lib/server-bundle.ts'
import { freePort } from '../../scripts/lib/site-server.ts'

/**
 * A raw GET, so paths like `/../x` reach the server exactly as written (fetch would normalise
 * them); `localAddress` picks the loopback address it comes from (127.0.0.2 …, all routed to lo).
 */
function rawGet(baseURL: string, path: string, headers: Record<string, string> = {}, localAddress?: string) {
  const { hostname, port } = new URL(baseURL)
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ hostname, port, path, method: 'GET', headers, localAddress }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      req.on('error', reject)
      req.end()
    },
  )
}

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>, where: string) {
  const csp = String(headers['content-security-policy'] ?? '')
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? ''
  expect(csp, where).toContain("frame-ancestors 'none'")
  expect(scriptSrc, where).not.toMatch(/unsafe-inline|unsafe-eval/)
  expect(headers['x-content-type-options'], where).toBe('nosniff')
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy'], where).toContain('camera=()')
  expect(headers['x-frame-options'], where).toBe('DENY')
  expect(headers['x-powered-by'], where).toBeUndefined()
}

// The one place the security headers are tested: every kind of answer of the real server on the
// real build. HSTS and the CSP's upgrade-insecure-requests behind the TLS proxy: tests/e2e/deploy.test.ts.
test('every kind of answer carries the security headers', async ({ baseURL }) => {
  const asset = readdirSync('build/client/assets').find((name) => name.endsWith('.js') && !name.includes('.js.'))!
  const paths = [
    ...PAGES.map((page) => page.path),
    '/no-such-page',
    '/kontakt',
    '/careers/',
    `/assets/${asset}`,
    '/robots.txt',
    '/sitemap.xml',
    '/og/default.png',
    '/healthz',
  ]
  for (const path of paths) {
    const response = await rawGet(baseURL!, path)
    expect(response.status, path).toBeLessThan(500)
    expectSecurityHeaders(response.headers, path)
    expect(response.headers['strict-transport-security'], `${path} over plain HTTP`).toBeUndefined()
  }
})

test('pages allow scripts only from the site itself and by sha256 hash', async ({ baseURL }) => {
  const response = await rawGet(baseURL!, '/')
  const scriptSrc = String(response.headers['content-security-policy'])
    .split('; ')
    .find((directive) => directive.startsWith('script-src'))!
  expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/)
})

/**
 * Runs the server bundle with `env` until its output (stdout and stderr) contains `until`, or
 * without `until` until it exits (20 s at most); then stops it. Returns the output and the exit
 * code (null: it was still running).
 */
async function serverOutput(env: Record<string, string>, until?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'server-output-'))
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const seen = new Promise<null>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk
      if (until !== undefined && output.includes(until)) resolve(null)
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
  })
  const code = await Promise.race([exited, seen, new Promise<null>((resolve) => setTimeout(resolve, 20_000, null))])
  if (child.exitCode === null) {
    child.kill('SIGTERM')
    await exited
  }
  rmSync(dataDir, { recursive: true, force: true })
  return { output, code }
}

test.describe('security.txt', () => {
  test('is served as UTF-8 text with a contact, Expires less than a year ahead, and its canonical URL', async ({
    baseURL,
  }) => {
    const response = await rawGet(baseURL!, '/.well-known/security.txt')
    expect(response.status).toBe(200)
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
    expectSecurityHeaders(response.headers, 'security.txt')
    for (const contact of SECURITY_TXT.contact) expect(response.body).toMatch(new RegExp(`^Contact: ${contact}$`, 'm'))
    expect(response.body).toMatch(/^Preferred-Languages: de, en$/m)
    expect(response.body).toMatch(new RegExp(`^Canonical: ${DEFAULT_SITE_URL}/\\.well-known/security\\.txt$`, 'm'))
    const expires = new Date(/^Expires: (\S+)$/m.exec(response.body)![1]!).getTime()
    expect(expires).toBeGreaterThan(Date.now())
    expect(expires - Date.now()).toBeLessThan(365 * 24 * 60 * 60 * 1000)
  })

  test('the server warns when the build it serves has a security.txt about to expire', async () => {
    // The build as it would be 170 days after it was made: its security.txt has 10 days left.
    const clientDir = mkdtempSync(join(tmpdir(), 'old-build-'))
    cpSync('build/client', clientDir, { recursive: true })
    const file = join(clientDir, '.well-known/security.txt')
    const soon = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().replace(/\.\d+Z$/, 'Z')
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^Expires: .*$/m, `Expires: ${soon}`))
    try {
      const { output } = await serverOutput({ CLIENT_DIR: clientDir, LOG_LEVEL: 'info' }, '"msg":"listening"')
      const line = output.split('\n').find((entry) => entry.includes('security.txt'))
      expect(line, output).toBeDefined()
      expect(JSON.parse(line!)).toMatchObject({
        level: 'warn',
        msg: '/.well-known/security.txt expires soon',
        expires: soon,
        daysLeft: 9,
        fix: expect.stringContaining('npm run build'),
      })
      // The build as made today: nothing to say.
      const fresh = await serverOutput({ LOG_LEVEL: 'info' }, '"msg":"listening"')
      expect(fresh.output).toContain('"msg":"listening"')
      expect(fresh.output).not.toContain('security.txt')
    } finally {
      rmSync(clientDir, { recursive: true, force: true })
    }
  })
})

test('path traversal, dotfiles, source maps and source files are never served', async ({ baseURL }) => {
  for (const path of [
    '/../package.json',
    '/%2e%2e/package.json',
    '/%2e%2e%2fpackage.json',
    '/..%2f..%2f..%2fetc%2fpasswd',
    '/assets/../../package.json',
    '/.git/config',
    '/.env',
    '/.build-info.json',
    '/server/index.ts',
    '/app/root.tsx',
    '/package.json',
    '/node_modules/react/package.json',
    '/build/client/index.html',
    '/__spa-fallback.html',
    '/index.html',
  ]) {
    const response = await rawGet(baseURL!, path)
    expect(response.status, path).toBe(404)
    expect(response.body, path).toContain('Oops! Page not found')
    expect(response.body, path).not.toMatch(/"dependencies"|root:x:0:0|\[core\]/)
  }
  const maps = readdirSync('build/client/assets').filter((name) => name.endsWith('.map'))
  expect(maps, 'source maps in the build output').toEqual([])
  const script = readdirSync('build/client/assets').find((name) => name.endsWith('.js'))!
  expect((await rawGet(baseURL!, `/assets/${script}.map`)).status).toBe(404)
})
