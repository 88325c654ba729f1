/**
 * `npm run desk`: the office's desk (/anfragen, office/desk-app.ts). It runs as the public
 * servers' user with their DATA_DIR / DATABASE_URL (deploy: mandatwerk-desk.service), so it
 * reads and writes the very database they use; a release from quarantine goes into their outbox
 * and their worker sends both e-mails. In production it listens on DESK_SOCKET and signs office
 * accounts in against STAFF_DIR/office; on a clone without that file, on
 * 127.0.0.1:${DESK_PORT:-3200} for one developer (docs/decisions/030).
 */
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

import { startStaffProcess } from '../editor/staff/start.ts'
import { createRepository, SQLITE_FILE } from '../server/contact/create-repository.ts'
import { operationsSettings } from '../server/contact/operations-env.ts'
import { loadPageNames, pageNamesFile } from '../server/contact/page-names.ts'
import { readEnv } from '../server/env.ts'
import { createDeskApp } from './desk-app.ts'
import { copiesKeptDays } from './erasure.ts'

// Whatever the desk writes (an SQLite journal, an Art. 15 file) is personal data: owner only.
process.umask(0o077)

const env = readEnv()
const repository = await createRepository({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
const desk = {
  repository,
  ...operationsSettings(env),
  backupDays: copiesKeptDays(repository.engine),
  pageNames: () => (existsSync(pageNamesFile(env.CLIENT_DIR)) ? loadPageNames(env.CLIENT_DIR) : {}),
}

await startStaffProcess({
  what: 'Desk',
  group: 'office',
  port: 3200,
  path: '/anfragen',
  app: (signIn, developerName) => createDeskApp({ desk, signIn, developerName }),
  detail: `database: ${env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : resolve(env.DATA_DIR, SQLITE_FILE)}`,
  onStop: () => repository.close(),
})
