/**
 * The editor's host in deploy/ (docs/deploy.md, "Editor"): the real Caddy runs the shipped
 * deploy/Caddyfile with deploy/Caddyfile.redaktion imported, as in production, in front of the
 * real editor (`npm run editor`). Sign-in, the allow-list and the signed-in name reaching the
 * editor are checked from chosen loopback addresses (Linux routes all of 127/8 to lo).
 */

import { request as httpRequest } from 'node:http'

import { expect, test } from '@playwright/test'

import { SKIP_WITHOUT_CADDY } from '../support/caddy.ts'
import { type ContentWorkspace, createContentWorkspace, startEditor } from '../support/content-workspace.ts'
import { basic, startEditorCaddy } from '../support/editor-caddy.ts'

test.describe('Caddy in front of the editor', () => {
  test.skip(!!SKIP_WITHOUT_CADDY, SKIP_WITHOUT_CADDY)
  test.describe.configure({ mode: 'serial', timeout: 180_000 })

  let workspace: ContentWorkspace
  let editor: Awaited<ReturnType<typeof startEditor>>
  let caddy: Awaited<ReturnType<typeof startEditorCaddy>>
  const send: Awaited<ReturnType<typeof startEditorCaddy>>['send'] = (...args) => caddy.send(...args)

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    workspace = createContentWorkspace()
    editor = await startEditor(workspace)
    caddy = await startEditorCaddy(editor.url)
  })

  test.afterAll(async () => {
    await caddy?.stop()
    await editor?.stop()
    workspace?.remove()
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
