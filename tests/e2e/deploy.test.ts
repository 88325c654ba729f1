/**
 * The deployment in deploy/ (docs/deploy.md): the real Caddy (Debian's package, installed by
 * scripts/ensure-system-deps.sh) runs the shipped deploy/Caddyfile in front of the real server
 * bundle, on loopback, with Caddy's internal CA and its state in a temporary directory. Visitors
 * are told apart by the loopback address they connect from (127.0.0.2, 127.0.0.3 …: Linux
 * routes all of 127/8 to lo), so "the proxy's address" (127.0.0.1) and "the visitor's" differ.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'

import { expect, test } from '@playwright/test'

import { CONTACT_ENDPOINT } from '../../app/lib/contact-schema.ts'
import { freePort, type RunningServer, startSiteServer } from '../../scripts/lib/site-server.ts'
import { createRepository } from '../../server/contact/create-repository.ts'
import { VALID_REQUEST } from '../fixtures/contact-request.ts'
import { SKIP_WITHOUT_CADDY } from '../support/caddy.ts'
import { send, startRelay } from '../support/loopback-http.ts'
import { waitForHydration } from '../support/playwright-utils.ts'
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts'

const CADDYFILE = 'deploy/Caddyfile'
/** What the shipped Caddyfile sets on every response the server sends over HTTPS. */
const HSTS = 'max-age=63072000; includeSubDomains'

test.describe('Caddy in front of the server', () => {
  test.skip(!!SKIP_WITHOUT_CADDY, SKIP_WITHOUT_CADDY)
  test.describe.configure({ mode: 'serial', timeout: 60_000 })

  let home: string
  let caddy: ChildProcess
  let caddyExited: Promise<void>
  let caddyLog = ''
  let server: RunningServer
  let smtp: SmtpSink
  let site: string
  let ca: Buffer

  test.beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'caddy-test-'))
    smtp = await startSmtpSink()
    // The proxy connects from 127.0.0.1: only it may report the client address.
    server = await startSiteServer({ TRUSTED_PROXIES: '127.0.0.1', SMTP_URL: smtp.url })
    const [httpPort, httpsPort] = [await freePort(), await freePort()]
    site = `https://localhost:${httpsPort}`
    caddy = spawn('caddy', ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
      env: {
        PATH: process.env.PATH,
        // Certificates, the internal CA and autosaved config in the temporary directory, never
        // in the system's Caddy state (/var/lib/caddy, /etc/caddy) or the user's.
        HOME: home,
        XDG_DATA_HOME: join(home, 'data'),
        XDG_CONFIG_HOME: join(home, 'config'),
        SITE_ADDRESS: 'localhost',
        CADDY_TLS: 'internal',
        CADDY_ADMIN: 'off',
        CADDY_HTTP_PORT: String(httpPort),
        CADDY_HTTPS_PORT: String(httpsPort),
        CADDY_BIND: '127.0.0.1',
        UPSTREAM: new URL(server.url).host,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    caddy.stdout!.on('data', (chunk) => (caddyLog += chunk))
    caddy.stderr!.on('data', (chunk) => (caddyLog += chunk))
    caddyExited = new Promise((resolve) => caddy.once('exit', () => resolve()))
    const root = join(home, 'data/caddy/pki/authorities/local/root.crt')
    const deadline = Date.now() + 30_000
    for (;;) {
      expect(caddy.exitCode, caddyLog).toBeNull()
      if (existsSync(root)) {
        ca = readFileSync(root)
        const ready = await send(`${site}/healthz`, { from: '127.0.0.1', ca }).catch(() => undefined)
        if (ready?.status === 200) break
      }
      expect(Date.now(), `Caddy did not answer within 30 s:\n${caddyLog}`).toBeLessThan(deadline)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  })

  test.afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      caddy.kill('SIGTERM')
      await caddyExited
    }
    await server?.stop()
    await smtp?.close()
    if (home) rmSync(home, { recursive: true, force: true })
  })

  test('pages arrive over TLS from the internal CA with HSTS, precompressed by the server and passed through as they are', async () => {
    const page = (encoding?: string) =>
      send(`${site}/`, { from: '127.0.0.2', ca, headers: encoding ? { 'accept-encoding': encoding } : {} })

    const br = await page('br, gzip')
    expect(br.status).toBe(200)
    expect(br.headers['strict-transport-security']).toBe(HSTS)
    expect(br.headers['content-security-policy']).toContain('upgrade-insecure-requests')
    expect(br.headers['x-content-type-options']).toBe('nosniff')
    expect(br.headers.server).toBeUndefined()
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toBe('Accept-Encoding')
    // Byte for byte the build's brotli file: neither unpacked nor compressed a second time.
    expect(br.body.equals(readFileSync('build/client/index.html.br'))).toBe(true)
    expect(brotliDecompressSync(br.body).equals(readFileSync('build/client/index.html'))).toBe(true)

    const gzip = await page('gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.body.equals(readFileSync('build/client/index.html.gz'))).toBe(true)

    const plain = await page()
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(readFileSync('build/client/index.html'))).toBe(true)

    const securityTxt = await send(`${site}/.well-known/security.txt`, { from: '127.0.0.2', ca })
    expect(securityTxt.status).toBe(200)
    expect(securityTxt.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(securityTxt.body.toString()).toMatch(/^Contact: mailto:/m)
  })

  test('/metrics is not forwarded: Caddy answers it itself', async () => {
    const metrics = await send(`${site}/metrics`, { from: '127.0.0.2', ca })
    expect(metrics.status).toBe(404)
    // Every answer the server gives carries its request id; this one never reached it.
    expect(metrics.headers['x-request-id']).toBeUndefined()
    const missing = await send(`${site}/metrics-and-more`, { from: '127.0.0.2', ca })
    expect(missing.status).toBe(404)
    expect(missing.headers['x-request-id']).toBeDefined()
  })

  test('/readyz is not forwarded either (outbox failures, disk use); /healthz is', async () => {
    for (const path of ['/readyz', '/readyz/']) {
      const ready = await send(`${site}${path}`, { from: '127.0.0.2', ca })
      expect(ready.status).toBe(404)
      expect(ready.headers['x-request-id']).toBeUndefined()
      expect(ready.body.toString()).not.toContain('outbox')
    }
    const health = await send(`${site}/healthz`, { from: '127.0.0.2', ca })
    expect(health.status).toBe(200)
    expect(health.headers['x-request-id']).toBeDefined()
  })

  test("the stored address is the visitor's, and forged X-Forwarded-* headers change nothing, through Caddy or around it", async () => {
    const repository = await createRepository({ dataDir: server.dataDir })
    try {
      const post = async (url: string, from: string, headers: Record<string, string>) => {
        const email = `proxy-${randomUUID()}@example.org`
        const answer = await send(`${url}${CONTACT_ENDPOINT}`, {
          from,
          ca,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-form-fill-ms': '9000', ...headers },
          body: JSON.stringify({ ...VALID_REQUEST, email }),
        })
        expect(answer.status, answer.body.toString()).toBe(201)
        const stored = (await repository.allRequests()).find((request) => request.email === email)
        return { answer, ipAddress: stored?.ipAddress }
      }
      const forged = {
        'x-forwarded-for': '203.0.113.66',
        'x-real-ip': '203.0.113.67',
        forwarded: 'for=203.0.113.68',
        'x-forwarded-proto': 'https',
      }

      // Through Caddy: it replaces the visitor's X-Forwarded-* with what it saw.
      expect((await post(site, '127.0.0.3', {})).ipAddress).toBe('127.0.0.3')
      expect((await post(site, '127.0.0.3', forged)).ipAddress).toBe('127.0.0.3')

      // Straight to the server from a peer that is not the proxy: its headers are ignored,
      // HTTPS included (no HSTS over plain HTTP).
      const direct = await post(server.url, '127.0.0.4', forged)
      expect(direct.ipAddress).toBe('127.0.0.4')
      expect(direct.answer.headers['strict-transport-security']).toBeUndefined()
      const page = await send(`${server.url}/`, { from: '127.0.0.4', headers: forged })
      expect(page.headers['strict-transport-security']).toBeUndefined()
      expect(page.headers['content-security-policy']).not.toContain('upgrade-insecure-requests')
    } finally {
      await repository.close()
    }
  })

  test('a visitor sends the contact form in Chromium through Caddy; the request, their address and both emails arrive', async ({
    browser,
  }) => {
    // Chromium connects to the relay, which connects on to Caddy from 127.0.0.2 (the visitor).
    // QUIC is off in playwright.config.ts, so the browser cannot bypass the relay over HTTP/3.
    const relay = await startRelay(Number(new URL(site).port), '127.0.0.2')
    const context = await browser.newContext({ ignoreHTTPSErrors: true })
    const repository = await createRepository({ dataDir: server.dataDir })
    try {
      const page = await context.newPage()
      const email = `browser-${randomUUID()}@example.org`
      await page.clock.install()
      await page.goto(`https://localhost:${relay.port}/contact`)
      await waitForHydration(page)
      // A person's fill time on the page's clock (faster forms count as bots), not the test's.
      await page.clock.fastForward(3_100)
      await page.getByRole('textbox', { name: /^Name/ }).fill('Anna Schmidt')
      await page.getByRole('textbox', { name: /^Email/ }).fill(email)
      await page.getByRole('combobox', { name: /^Campaign type/ }).selectOption({ label: 'Federal Election' })
      await page.getByRole('textbox', { name: /^Your request/ }).fill('We would like to talk about the campaign.')
      await page.getByRole('checkbox', { name: /I explicitly consent to the processing/ }).click()
      await page.getByRole('button', { name: 'Send request' }).click()
      await expect(page.getByText('Request sent!')).toBeVisible({ timeout: 15_000 })

      const stored = (await repository.allRequests()).find((request) => request.email === email)
      expect(stored?.ipAddress).toBe('127.0.0.2')
      await expect
        .poll(() => smtp.messages.filter((mail) => mail.raw.includes(email)).map((mail) => mail.envelopeTo), {
          timeout: 20_000,
        })
        .toEqual(expect.arrayContaining([['kontakt@mandatwerk.example'], [email]]))
    } finally {
      await repository.close()
      await context.close()
      await relay.close()
    }
  })

  test("Caddy's logs – access log and errors – record no IP address, only what was asked and answered", async () => {
    // An error too: with the server stopped, Caddy retries for 5 s (lb_try_duration), then 502.
    await server.stop()
    const down = await send(`${site}/contact`, {
      from: '127.0.0.5',
      ca,
      headers: { 'x-forwarded-for': '203.0.113.69' },
    })
    expect(down.status).toBe(502)
    await expect.poll(() => caddyLog).toContain('"status":502')

    const lines = caddyLog
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
    const access = lines.filter((line) => String(line.logger).startsWith('http.log.access'))
    const errors = lines.filter((line) => String(line.logger).startsWith('http.log.error'))
    // Every request above is in the access log, with what an operator needs to see.
    expect(access.length).toBeGreaterThanOrEqual(10)
    expect(access).toContainEqual(
      expect.objectContaining({
        status: 201,
        request: expect.objectContaining({ method: 'POST', uri: CONTACT_ENDPOINT, host: new URL(site).host }),
      }),
    )
    expect(errors).toContainEqual(expect.objectContaining({ status: 502 }))
    for (const line of [...access, ...errors]) {
      expect(Object.keys(line.request as object).sort(), JSON.stringify(line)).toEqual(
        expect.not.arrayContaining(['remote_ip', 'remote_port', 'client_ip', 'headers']),
      )
    }
    // No visitor address (nor a forged one) anywhere in Caddy's output; no IPv4 address in any request line.
    for (const address of ['127.0.0.2', '127.0.0.3', '127.0.0.5', '203.0.113.']) expect(caddyLog).not.toContain(address)
    for (const line of [...access, ...errors])
      expect(JSON.stringify(line.request)).not.toMatch(/\b\d{1,3}(\.\d{1,3}){3}\b/)
  })
})
