/**
 * Operator CLI for contact requests: `npm run requests -- <command>` (commands in
 * office/operator-cli.ts, or `npm run requests -- help`). Works on the database
 * the server uses; safe to run while the server runs.
 */
import { chmodSync, existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { runCli } from '../office/operator-cli.ts'
import { USAGE } from '../office/operator-usage.ts'
import { createRepository, SQLITE_FILE } from '../server/contact/create-repository.ts'
import { operationsSettings } from '../server/contact/operations-env.ts'
import { loadPageNames, pageNamesFile } from '../server/contact/page-names.ts'
import { readEnv } from '../server/env.ts'

if ([undefined, 'help', '--help'].includes(process.argv[2])) {
  console.log(USAGE)
  process.exit(0)
}
const env = readEnv()
// A mistyped DATA_DIR must not quietly create an empty database and report "No requests".
const sqliteFile = join(env.DATA_DIR, SQLITE_FILE)
if (!env.DATABASE_URL && !existsSync(sqliteFile)) {
  console.error(`No database at ${sqliteFile}. Set DATA_DIR (or DATABASE_URL) to what the server uses.`)
  process.exit(1)
}
const repository = await createRepository({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
try {
  process.exitCode = await runCli(process.argv.slice(2), {
    repository,
    ...operationsSettings(env),
    retentionDays: env.CONTACT_RETENTION_DAYS,
    move: { dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL },
    now: () => new Date(),
    // The guides' names from the build, when there is one; otherwise pages show as paths.
    pageNames: existsSync(pageNamesFile(env.CLIENT_DIR)) ? loadPageNames(env.CLIENT_DIR) : {},
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    // Personal data: readable by its owner only, also when the file existed before.
    writeFile: (path, text) => {
      writeFileSync(path, text, { mode: 0o600 })
      chmodSync(path, 0o600)
    },
  })
} finally {
  await repository.close()
}
