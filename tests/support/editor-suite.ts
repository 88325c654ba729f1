import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

import { expect, type Page, test } from '@playwright/test'

import { type RunningServer, startSiteServer } from '../../scripts/lib/site-server.ts'
import { addStaffAccounts, type ContentWorkspace, createContentWorkspace, startEditor } from './content-workspace.ts'

/** The password of the suite's content editor. */
const EDITOR_PASSWORD = 'lang-genug-und-geheim'

/** Where `UPDATE_EDITING_SCREENSHOTS=1` puts the pictures of docs/editing.md. */
const SHOTS = 'docs/editing'

export type EditorSuite = {
  workspace: ContentWorkspace
  editor: Awaited<ReturnType<typeof startEditor>>
  site: RunningServer
}

/**
 * The setting of every editor test file (docs/editing.md): a fresh working copy with
 * no git identity (./content-workspace.ts), the operator's first publish – the live release the
 * real public server then follows – and the real `npm run editor`, with one content editor's
 * account (`user`), as whom the browser signs in (tests/e2e/deploy-staff.test.ts runs the real Caddy
 * in front). The file's tests run in order on one desktop-sized window. `prepare` changes the working copy before the first publish.
 *
 * Call it at the top of the test file; its fields are set once the suite has started.
 */
export function editorSuite(options: {
  user: string
  timeoutMs?: number
  prepare?: (workspace: ContentWorkspace) => void
}): EditorSuite {
  const timeout = options.timeoutMs ?? 480_000
  test.describe.configure({ mode: 'serial', timeout })
  test.use({
    httpCredentials: { username: options.user, password: EDITOR_PASSWORD, send: 'always' },
    viewport: { width: 1280, height: 900 },
  })
  const suite = {} as EditorSuite
  test.beforeAll(async () => {
    test.setTimeout(timeout)
    suite.workspace = createContentWorkspace()
    options.prepare?.(suite.workspace)
    await addStaffAccounts(suite.workspace, { editor: [[options.user, EDITOR_PASSWORD]] })
    // No server runs yet to wait for; from then on the editor's publishes wait for this one.
    const first = await suite.workspace.npm('content:publish', { SITE_SERVERS: 'none' })
    expect(first.code, first.output).toBe(0)
    suite.site = await startSiteServer({ CLIENT_DIR: join(suite.workspace.root, 'releases/current/client') })
    suite.workspace.env.SITE_SERVERS = suite.site.url
    suite.editor = await startEditor(suite.workspace)
  })
  test.afterAll(async () => {
    await suite.editor?.stop()
    await suite.site?.stop()
    suite.workspace?.remove()
  })
  return suite
}

/** A picture for docs/editing.md, taken only when `UPDATE_EDITING_SCREENSHOTS=1`. */
export async function editingShot(page: Page, name: string) {
  if (!process.env.UPDATE_EDITING_SCREENSHOTS) return
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: `${SHOTS}/${name}.png` })
}
