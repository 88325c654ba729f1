/**
 * The editor's host (docs/decisions/030, docs/deploy.md): the shipped deploy/Caddyfile with
 * deploy/Caddyfile.redaktion imported, as in production, in front of the real editor
 * (`npm run editor`) and desk (`npm run desk`) on their Unix sockets, which sign staff in
 * themselves. Sign-in, the groups, the rate limit and the allow-list are checked from chosen
 * loopback addresses.
 */
import { statSync } from 'node:fs'
import { join } from 'node:path'

import { expect, test } from '@playwright/test'

import { SKIP_WITHOUT_CADDY } from '../support/caddy.ts'
import {
  addStaffAccounts,
  type ContentWorkspace,
  createContentWorkspace,
  startDesk,
  startEditor,
} from '../support/content-workspace.ts'
import { basic, STAFF_ACCOUNTS, staffSockets, startEditorCaddy } from '../support/editor-caddy.ts'

test.describe('Caddy in front of the editor and the desk', () => {
  test.skip(!!SKIP_WITHOUT_CADDY, SKIP_WITHOUT_CADDY)
  test.describe.configure({ mode: 'serial', timeout: 180_000 })

  let workspace: ContentWorkspace
  let editor: Awaited<ReturnType<typeof startEditor>>
  let desk: Awaited<ReturnType<typeof startDesk>>
  let caddy: Awaited<ReturnType<typeof startEditorCaddy>>
  const sockets = staffSockets()
  const send: Awaited<ReturnType<typeof startEditorCaddy>>['send'] = (...args) => caddy.send(...args)

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    workspace = createContentWorkspace()
    workspace.env.DATA_DIR = join(workspace.root, 'data')
    await addStaffAccounts(workspace, STAFF_ACCOUNTS)
    editor = await startEditor(workspace, { socket: sockets.editor })
    desk = await startDesk(workspace, { socket: sockets.desk })
    caddy = await startEditorCaddy(sockets)
  })

  test.afterAll(async () => {
    await caddy?.stop()
    await editor?.stop()
    await desk?.stop()
    workspace?.remove()
    sockets.remove()
  })

  test("the editor and the desk listen on Unix sockets only Caddy's group may open (0660)", () => {
    for (const socket of [sockets.editor, sockets.desk]) {
      expect(statSync(socket).isSocket()).toBe(true)
      expect(statSync(socket).mode & 0o777).toBe(0o660)
    }
  })

  test('without credentials, or with wrong ones, both answer 401 with a prompt and show nothing', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: basic('lea', 'falsch') },
      { authorization: basic('mallory', 'geheim') },
    ]
    for (const headers of attempts) {
      for (const path of ['/redaktion', '/keystatic', '/api/keystatic/tree', '/careers', '/anfragen']) {
        const answer = await send(path, { headers })
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(401)
        expect(answer.headers['www-authenticate'], path).toMatch(/^Basic realm="Mandatwerk /)
        expect(answer.body).not.toContain('Redaktion')
        expect(answer.body).not.toContain('Eingang')
      }
    }
  })

  test('signed in, the editor answers 200 with noindex and its CSP; the name is the signed-in one, never a header', async () => {
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
    // A header alone names nobody: without credentials it is 401, as before.
    const forged = await send('/redaktion', { headers: { 'x-editor-user': 'lea', 'x-forwarded-user': 'lea' } })
    expect(forged.status).toBe(401)
  })

  test('a content editor gets 403 on the desk, an office account 403 on the editor; each 200 on its own', async () => {
    const tom = basic('tom', 'redaktion-tom')
    const ida = basic('ida', 'buero-ida')
    expect((await send('/anfragen', { headers: { authorization: tom } })).status).toBe(403)
    expect((await send('/anfragen/datenschutz', { headers: { authorization: tom } })).status).toBe(403)
    expect((await send('/redaktion', { headers: { authorization: tom } })).status).toBe(200)
    for (const path of ['/redaktion', '/keystatic', '/api/keystatic/tree', '/careers'])
      expect((await send(path, { headers: { authorization: ida } })).status, path).toBe(403)
    const inbox = await send('/anfragen', { headers: { authorization: ida } })
    expect(inbox.status).toBe(200)
    expect(inbox.body).toContain('Angemeldet als')
    expect(inbox.body).toContain('ida')
  })

  test('outside the allowed networks the answer is 403 without a password prompt', async () => {
    for (const headers of [{}, { authorization: basic('lea', 'geheim') }] as Record<string, string>[])
      for (const path of ['/redaktion', '/anfragen']) {
        const answer = await send(path, { from: '127.0.0.2', headers })
        expect(answer.status, path).toBe(403)
        expect(answer.headers['www-authenticate']).toBeUndefined()
      }
  })

  test('after 10 failed sign-ins the name gets 429, even with the right password, on the editor as on the desk', async () => {
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await send('/redaktion', { headers: { authorization: basic('tom', `falsch-${attempt}`) } })).status).toBe(
        401,
      )
    const locked = await send('/redaktion', { headers: { authorization: basic('tom', 'redaktion-tom') } })
    expect(locked.status).toBe(429)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
    // Per name: lea, from the same address, still signs in.
    expect((await send('/redaktion', { headers: { authorization: basic('lea', 'geheim') } })).status).toBe(200)
    // The desk counts on its own: ten failures for ida there lock ida there.
    for (let attempt = 0; attempt < 10; attempt++)
      await send('/anfragen', { headers: { authorization: basic('ida', `falsch-${attempt}`) } })
    expect((await send('/anfragen', { headers: { authorization: basic('ida', 'buero-ida') } })).status).toBe(429)
  })
})
