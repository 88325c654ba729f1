/**
 * `npm run editor`: the editor on 127.0.0.1:${EDITOR_PORT:-3100} (editor/app.ts), for the
 * working copy it is started in. Builds Keystatic's admin page first when it is missing or
 * older than the schema. Put it behind Caddy with sign-in before anyone else can reach it
 * (deploy/Caddyfile.editor, docs/deploy.md).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'

import { serve } from '@hono/node-server'

import { createEditorApp } from './app.ts'

const root = process.cwd()
const index = resolve(import.meta.dirname, 'dist/index.html')
const sources = ['keystatic.config.ts', 'editor/admin/main.tsx', 'editor/vite.config.ts', 'package-lock.json']
if (!existsSync(index) || sources.some((file) => statSync(resolve(root, file)).mtimeMs > statSync(index).mtimeMs)) {
  console.log('Building the editor’s admin page first (npm run editor:build).')
  execFileSync('npm', ['run', 'editor:build'], { stdio: 'inherit' })
}

const port = Number(process.env.EDITOR_PORT ?? 3100)
const server = serve({ fetch: createEditorApp({ root }).fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) =>
  console.log(`Editor on http://${info.address}:${info.port}/redaktion (content: ${resolve(root, 'content')})`),
)
const stop = () => server.close(() => process.exit(0))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
