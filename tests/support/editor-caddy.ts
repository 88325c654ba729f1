/**
 * The real Caddy with the shipped deploy/Caddyfile and deploy/Caddyfile.redaktion imported, as
 * in production, in front of the editor and the desk on their Unix sockets
 * (tests/e2e/deploy-staff.test.ts, desk-caddy.test.ts). The accounts (STAFF_ACCOUNTS): `lea` in both
 * groups, `tom` a content editor only, `ida` office only; only 127.0.0.1 may reach the host.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { type IncomingHttpHeaders } from 'node:http'
import { request } from 'node:https'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import { freePort } from '../../scripts/lib/site-server.ts'

export const EDITOR_HOST = 'redaktion.localhost'
export const STAFF_ACCOUNTS = {
  editor: [
    ['lea', 'geheim'],
    ['tom', 'redaktion-tom'],
  ] as [string, string][],
  office: [
    ['lea', 'geheim'],
    ['ida', 'buero-ida'],
  ] as [string, string][],
}
export const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`

/** Sockets of one test run: short paths (a socket path has at most 107 bytes). */
export function staffSockets() {
  const dir = mkdtempSync(join(tmpdir(), 'staff-'))
  return {
    editor: join(dir, 'editor.sock'),
    desk: join(dir, 'desk.sock'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string }

export async function startEditorCaddy(sockets: { editor: string; desk: string }) {
  const home = mkdtempSync(join(tmpdir(), 'caddy-editor-test-'))
  writeFileSync(
    join(home, 'Caddyfile'),
    `import ${resolve('deploy/Caddyfile')}\nimport ${resolve('deploy/Caddyfile.redaktion')}\n`,
  )
  const httpsPort = await freePort()
  let log = ''
  const caddy: ChildProcess = spawn('caddy', ['run', '--config', join(home, 'Caddyfile'), '--adapter', 'caddyfile'], {
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
      EDITOR_ADDRESS: EDITOR_HOST,
      // Only the "office" (127.0.0.1 here) may reach the editor at all.
      EDITOR_ALLOW: '127.0.0.1/32',
      EDITOR_SOCKET: sockets.editor,
      DESK_SOCKET: sockets.desk,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  caddy.stdout!.on('data', (chunk) => (log += chunk))
  caddy.stderr!.on('data', (chunk) => (log += chunk))
  const exited = new Promise<void>((done) => caddy.once('exit', () => done()))
  let ca: Buffer | undefined

  /** One request to the editor's host through Caddy, from a chosen loopback address. */
  const send = (
    path: string,
    {
      from = '127.0.0.1',
      headers = {},
      method = 'GET',
      body,
    }: { from?: string; headers?: Record<string, string>; method?: string; body?: string } = {},
  ) =>
    new Promise<Answer>((done, fail) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: httpsPort,
          path,
          method,
          localAddress: from,
          servername: EDITOR_HOST,
          ca,
          agent: false,
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk))
          res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
        },
      )
      for (const [name, value] of Object.entries({ host: `${EDITOR_HOST}:${httpsPort}`, ...headers }))
        req.setHeader(name, value)
      req.on('error', fail).end(body)
    })

  const stop = async () => {
    if (caddy.exitCode === null) {
      caddy.kill('SIGTERM')
      await exited
    }
    rmSync(home, { recursive: true, force: true })
  }
  const root = join(home, 'data/caddy/pki/authorities/local/root.crt')
  const deadline = Date.now() + 30_000
  for (;;) {
    if (caddy.exitCode !== null) throw new Error(`Caddy exited:\n${log}`)
    if (existsSync(root)) {
      ca = readFileSync(root)
      const ready = await send('/redaktion').catch(() => undefined)
      if (ready?.status === 401) break
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`Caddy did not answer within 30 s:\n${log}`)
    }
    await new Promise((done) => setTimeout(done, 200))
  }
  return { httpsPort, origin: `https://${EDITOR_HOST}:${httpsPort}`, send, log: () => log, stop }
}
