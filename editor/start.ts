/**
 * `npm run editor`: the editor on 127.0.0.1:${EDITOR_PORT:-3100} (editor/app.ts), for the
 * working copy it is started in. Builds Keystatic's admin page first when it is missing or
 * older than the schema. Put it behind Caddy with sign-in before anyone else can reach it
 * (deploy/Caddyfile.editor, docs/deploy.md).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { resolve } from 'node:path'

import { serve } from '@hono/node-server'

import { OPERATOR } from '../app/config/site.ts'
import { createRepository } from '../server/contact/create-repository.ts'
import { operationsSettings } from '../server/contact/operations-env.ts'
import { loadPageNames, pageNamesFile } from '../server/contact/page-names.ts'
import { readEnv } from '../server/env.ts'
import { createEditorApp } from './app.ts'

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

// The desk (/anfragen) works on the database the site's server uses: DATABASE_URL, else DATA_DIR.
const env = readEnv()
const repository = await createRepository({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
const desk = {
  repository,
  ...operationsSettings(env),
  // The longest an erased request can stay in some copy: SQLite's copies are gone 14 days after
  // they were taken; pgBackRest keeps its backups up to 16 days, their off-site copy 14 more.
  backupDays: env.DATABASE_URL ? OPERATOR.backups.longestDays : OPERATOR.backups.offsiteDays,
  pageNames: () => (existsSync(pageNamesFile(env.CLIENT_DIR)) ? loadPageNames(env.CLIENT_DIR) : {}),
}

const port = Number(process.env.EDITOR_PORT ?? 3100)
const server = serve(
  { fetch: createEditorApp({ root, desk }).fetch, port, hostname: '127.0.0.1' },
  (info: AddressInfo) =>
    console.log(`Editor on http://${info.address}:${info.port}/redaktion (content: ${resolve(root, 'content')})`),
)
const stop = () => server.close(() => void repository.close().finally(() => process.exit(0)))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
