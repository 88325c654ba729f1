/**
 * The production app (server/app.ts: site and contact API) in-process on SQLite, for the tests
 * of what it logs (server/contact/{contact-api,hostile-slow-bodies}.test.ts).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { vi } from 'vitest'

import { createApi } from '../../server/api.ts'
import { createSiteApp } from '../../server/app.ts'
import { type ContactEnv, createContactRuntime } from '../../server/contact/runtime.ts'
import { setLogLevel } from '../../server/log.ts'
import { testEmailContent, testEnv, testStorage } from './contact-storage.ts'

/** The app over a build folder that holds only the 404 page, and its contact runtime to close. */
export async function siteApp(overrides: Partial<ContactEnv> = {}) {
  const clientDir = mkdtempSync(join(tmpdir(), 'site-'))
  mkdirSync(join(clientDir, '404'))
  writeFileSync(join(clientDir, '404/index.html'), '<h1>404</h1>')
  const runtime = await createContactRuntime(testEnv(testStorage('sqlite'), overrides), { content: testEmailContent })
  return { app: createSiteApp({ clientDir, api: createApi({ contact: runtime.contact }) }), runtime }
}

/** The lines the server logs from now on, at level info; the test sets the level back. */
export function captureLog() {
  const lines: string[] = []
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk))
    return true
  })
  setLogLevel('info')
  return lines
}
