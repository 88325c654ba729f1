/**
 * `npm run editor`: Keystatic, preview, publish and rollback (editor/app.ts) for the working copy
 * it is started in. Builds Keystatic's admin page first when it is missing or older than the
 * schema. In production it listens on EDITOR_SOCKET (a Unix socket only Caddy's group may open)
 * and signs content editors in against STAFF_DIR/editors (editor/staff/); on a clone without
 * that file, on 127.0.0.1:${EDITOR_PORT:-3100} for one developer. It opens no database: the
 * office's desk is `npm run desk` (docs/decisions/030).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { resolve } from 'node:path'

import { createEditorApp } from './app.ts'
import { startStaffProcess } from './staff/start.ts'

const root = process.cwd()
const index = resolve(import.meta.dirname, 'dist/index.html')
const sources = [
  'keystatic.config.ts',
  // The schemas of each area (keystatic/<area>.ts), which keystatic.config.ts imports.
  ...readdirSync(resolve(root, 'keystatic')).map((file) => `keystatic/${file}`),
  'editor/admin/main.tsx',
  'editor/vite.config.ts',
  'package-lock.json',
]
if (!existsSync(index) || sources.some((file) => statSync(resolve(root, file)).mtimeMs > statSync(index).mtimeMs)) {
  console.log('Building the editor’s admin page first (npm run editor:build).')
  execFileSync('npm', ['run', 'editor:build'], { stdio: 'inherit' })
}

await startStaffProcess({
  what: 'Editor',
  group: 'editor',
  port: 3100,
  path: '/redaktion',
  app: (signIn) => createEditorApp({ root, signIn }),
  detail: `content: ${resolve(root, 'content')}`,
})
