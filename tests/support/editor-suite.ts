import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

import { expect, type Page, test } from '@playwright/test'

import { type RunningServer, startSiteServer } from '../../scripts/lib/site-server.ts'
import { type ContentWorkspace, createContentWorkspace, startEditor } from './content-workspace.ts'

/** Where `UPDATE_EDITING_SCREENSHOTS=1` puts the pictures of docs/editing.md. */
const SHOTS = 'docs/editing'

export type EditorSuite = {
  workspace: ContentWorkspace
  editor: Awaited<ReturnType<typeof startEditor>>
  site: RunningServer
}

/**
 * The setting of every editor test file (issue 28, docs/editing.md): a fresh working copy with
 * no git identity (./content-workspace.ts), the operator's first publish – the live release the
 * real public server then follows – and the real `npm run editor`. Caddy's sign-in is played by
 * the X-Editor-User header, which the editor believes from a loopback peer
 * (tests/e2e/deploy.test.ts runs the real Caddy in front). The file's tests run in order
 * on one desktop-sized window. `prepare` changes the working copy before the first publish.
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
  test.use({ extraHTTPHeaders: { 'X-Editor-User': options.user }, viewport: { width: 1280, height: 900 } })
  const suite = {} as EditorSuite
  test.beforeAll(async () => {
    test.setTimeout(timeout)
    suite.workspace = createContentWorkspace()
    options.prepare?.(suite.workspace)
    // No server runs yet: the first publish asks none (SITE_SERVERS=none).
    const first = await suite.workspace.npm('content:publish', { SITE_SERVERS: 'none' })
    expect(first.code, first.output).toBe(0)
    suite.site = await startSiteServer({ CLIENT_DIR: join(suite.workspace.root, 'releases/current/client') })
    // Every later publish and rollback says „ist live" once this server serves the release.
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
