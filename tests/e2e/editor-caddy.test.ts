/**
 * The editor's host in deploy/ (docs/deploy.md, "Editor"): the real Caddy runs the shipped
 * deploy/Caddyfile with deploy/Caddyfile.redaktion imported, as in production, in front of the
 * real editor (`npm run editor`). Sign-in, the allow-list and the signed-in name reaching the
 * editor are checked from chosen loopback addresses (Linux routes all of 127/8 to lo).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http'
import { request } from 'node:https'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { expect, test } from '@playwright/test'

import { freePort } from '../../scripts/lib/site-server.ts'
import { type ContentWorkspace, createContentWorkspace, startEditor } from '../support/content-workspace.ts'

const HOST = 'redaktion.localhost'
/** `caddy hash-password --plaintext geheim` (bcrypt): the users file holds hashes only. */
const USERS = 'lea $2a$14$rfj.9geU1um99otHGOdYUe.HzXvsen/q2Zhnr5QIs7.YQr.cWQYEO\n'
const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`

type Answer = { status: number; headers: IncomingHttpHeaders; body: string }

const caddyInstalled = spawnSync('caddy', ['version']).status === 0

test.describe('Caddy in front of the editor', () => {
  test.skip(!caddyInstalled, 'caddy is not installed (scripts/ensure-system-deps.sh installs it as root)')
  test.describe.configure({ mode: 'serial', timeout: 180_000 })

  let home: string
  let caddy: ChildProcess
  let caddyExited: Promise<void>
  let caddyLog = ''
  let workspace: ContentWorkspace
  let editor: Awaited<ReturnType<typeof startEditor>>
  let httpsPort: number
  let ca: Buffer

  /** One request to the editor's host through Caddy, from a chosen loopback address. */
  const send = (path: string, { from = '127.0.0.1', headers = {} as Record<string, string> } = {}) =>
    new Promise<Answer>((done, fail) => {
      const req = request(
        { host: '127.0.0.1', port: httpsPort, path, localAddress: from, servername: HOST, ca, agent: false },
        (res) => {
          let body = ''
          res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
          res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }))
        },
      )
      for (const [name, value] of Object.entries({ host: `${HOST}:${httpsPort}`, ...headers }))
        req.setHeader(name, value)
      req.on('error', fail).end()
    })

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    workspace = createContentWorkspace()
    editor = await startEditor(workspace)
    home = mkdtempSync(join(tmpdir(), 'caddy-editor-test-'))
    writeFileSync(join(home, 'users'), USERS)
    // Production's layout: the site's Caddyfile, and the editor's block imported after it.
    writeFileSync(
      join(home, 'Caddyfile'),
      `import ${resolve('deploy/Caddyfile')}\nimport ${resolve('deploy/Caddyfile.redaktion')}\n`,
    )
    httpsPort = await freePort()
    caddy = spawn('caddy', ['run', '--config', join(home, 'Caddyfile'), '--adapter', 'caddyfile'], {
      env: {
        PATH: process.env.PATH,
        HOME: home,
        XDG_DATA_HOME: join(home, 'data'),
        XDG_CONFIG_HOME: join(home, 'config'),
        SITE_ADDRESS: 'localhost',
        CADDY_TLS: 'internal',
        CADDY_ADMIN: 'off',
        CADDY_HTTP_PORT: String(await freePort()),
        CADDY_HTTPS_PORT: String(httpsPort),
        CADDY_BIND: '127.0.0.1',
        EDITOR_ADDRESS: HOST,
        EDITOR_USERS_FILE: join(home, 'users'),
        // Only the "office" (127.0.0.1 here) may reach the editor at all.
        EDITOR_ALLOW: '127.0.0.1/32',
        EDITOR_UPSTREAM: new URL(editor.url).host,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    caddy.stdout!.on('data', (chunk) => (caddyLog += chunk))
    caddy.stderr!.on('data', (chunk) => (caddyLog += chunk))
    caddyExited = new Promise((done) => caddy.once('exit', () => done()))
    const root = join(home, 'data/caddy/pki/authorities/local/root.crt')
    const deadline = Date.now() + 30_000
    for (;;) {
      expect(caddy.exitCode, caddyLog).toBeNull()
      if (existsSync(root)) {
        ca = readFileSync(root)
        const ready = await send('/redaktion').catch(() => undefined)
        if (ready?.status === 401) break
      }
      expect(Date.now(), `Caddy did not answer within 30 s:\n${caddyLog}`).toBeLessThan(deadline)
      await new Promise((done) => setTimeout(done, 200))
    }
  })

  test.afterAll(async () => {
    if (caddy && caddy.exitCode === null) {
      caddy.kill('SIGTERM')
      await caddyExited
    }
    await editor?.stop()
    workspace?.remove()
    if (home) rmSync(home, { recursive: true, force: true })
  })

  test('without credentials, or with wrong ones, the editor answers 401 and shows nothing', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: basic('lea', 'falsch') },
      { authorization: basic('mallory', 'geheim') },
    ]
    for (const headers of attempts) {
      for (const path of ['/redaktion', '/keystatic', '/api/keystatic/tree', '/careers']) {
        const answer = await send(path, { headers })
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(401)
        expect(answer.body).not.toContain('Redaktion')
      }
    }
    expect((await send('/redaktion')).headers['www-authenticate']).toMatch(/^Basic /)
  })

  test('signed in, the editor answers 200 with noindex and its CSP, and the name reaches it unforged', async () => {
    const authorization = basic('lea', 'geheim')
    const page = await send('/redaktion', { headers: { authorization, 'x-editor-user': 'jemand-anderes' } })
    expect(page.status).toBe(200)
    expect(page.body).toContain('Angemeldet als <strong>lea</strong>')
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow')
    expect(page.headers['content-security-policy']).toContain("default-src 'self'")
    expect(page.headers.server).toBeUndefined()
    const admin = await send('/keystatic', { headers: { authorization } })
    expect(admin.status).toBe(200)
    expect(admin.body).toMatch(/<script type="module" crossorigin src="\/keystatic\/assets\/index-[\w-]+\.js">/)
  })

  test('the editor believes a user header only from the proxy on 127.0.0.1, not from another address', async () => {
    const direct = (from: string) =>
      new Promise<string>((done, fail) => {
        const url = new URL(`${editor.url}/redaktion`)
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            localAddress: from,
            headers: { 'x-editor-user': 'eve' },
          },
          (res) => {
            let body = ''
            res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
            res.on('end', () => done(body))
          },
        )
        req.on('error', fail).end()
      })
    expect(await direct('127.0.0.1')).toContain('Angemeldet als <strong>eve</strong>')
    expect(await direct('127.0.0.2')).toContain('Angemeldet als <strong>Redaktion</strong>')
  })

  test('outside the allowed networks, not even the sign-in is shown', async () => {
    const answer = await send('/redaktion', { from: '127.0.0.2', headers: { authorization: basic('lea', 'geheim') } })
    expect(answer.status).toBe(403)
    expect(answer.headers['www-authenticate']).toBeUndefined()
  })
})
