/**
 * Operator CLI for contact requests: `npm run requests -- <command>` (commands in
 * server/contact/operator-cli.ts, or `npm run requests -- help`). Works on the database
 * the server uses; safe to run while the server runs.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { createRepository } from '../server/contact/create-repository.ts'
import { runCli } from '../server/contact/operator-cli.ts'
import { readEnv } from '../server/env.ts'

const env = readEnv()
const repository = await createRepository({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
try {
  process.exitCode = await runCli(process.argv.slice(2), {
    repository,
    outboxDir: join(env.DATA_DIR, 'outbox'),
    retentionDays: env.CONTACT_RETENTION_DAYS,
    now: () => new Date(),
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    writeFile: (path, text) => writeFileSync(path, text),
  })
} finally {
  await repository.close()
}
