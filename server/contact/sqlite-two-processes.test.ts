/**
 * The public servers and the desk are two processes on one SQLite file (docs/decisions/030),
 * and systemd starts them together at boot: one opening or migrating the file while the other
 * holds its lock must wait for it, not fail. The other process is a real one (node:sqlite in a
 * child), since SQLite's locks are the file system's.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import { expect, test } from 'vitest'

import { createRepository, SQLITE_FILE } from './create-repository.ts'

/** Another process that opens `file` (in WAL mode or not), takes the write lock, and holds it for `ms`. */
async function holdLock(file: string, { wal, ms }: { wal: boolean; ms: number }) {
  const script = `
    import { DatabaseSync } from 'node:sqlite'
    const db = new DatabaseSync(${JSON.stringify(file)})
    ${wal ? "db.exec('PRAGMA journal_mode = WAL')" : ''}
    db.exec('BEGIN IMMEDIATE')
    db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)')
    process.stdout.write('locked\\n')
    setTimeout(() => { db.exec('COMMIT'); db.close() }, ${ms})
  `
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] })
  await new Promise<void>((locked, fail) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && locked())
    child.once('exit', (code) => fail(new Error(`the other process exited (${code}) before locking`)))
  })
  return { exited: new Promise<void>((done) => child.once('exit', () => done())) }
}

const storedRequest = {
  request: {
    name: 'Anna Schmidt',
    email: 'anna@example.org',
    campaign_type: 'local' as const,
    message: 'Bitte um Rückruf.',
    prefer_phone: false,
  },
  ipAddress: null,
  idempotencyKey: null,
  inbox: 'inbox@mandatwerk.example',
  quarantine: null,
  confirmationLimits: { perRecipient: 3, perDomain: 20, perHour: 100 },
  messageIdDomain: 'mandatwerk.example',
}

for (const wal of [false, true])
  test(
    `a process opening and migrating the file while another holds its write lock (${wal ? 'WAL already on' : 'a new file'}) waits, then works`,
    { timeout: 30_000 },
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'sqlite-two-'))
      const other = await holdLock(join(dataDir, SQLITE_FILE), { wal, ms: 700 })
      const repository = await createRepository({ dataDir })
      try {
        const stored = await repository.submit(storedRequest)
        expect(stored).toMatchObject({ status: 'created' })
        expect((await repository.listRequests({ limit: 10 })).map((r) => r.email)).toEqual(['anna@example.org'])
        const check = new DatabaseSync(join(dataDir, SQLITE_FILE), { readOnly: true })
        expect(check.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' })
        check.close()
      } finally {
        await repository.close()
        await other.exited
      }
    },
  )
