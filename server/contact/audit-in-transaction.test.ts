/**
 * The audit log cannot lose or change an entry (docs/decisions/033): an action and its audit row
 * commit together – an audit row that cannot be written undoes the action, and a concurrent
 * SQLite writer makes the erasure wait, never lose its row; on PostgreSQL the application
 * cannot UPDATE, DELETE or TRUNCATE audit rows, only the retention job deletes expired ones.
 */
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { Worker } from 'node:worker_threads'

import pg from 'pg'
import { afterEach, describe, expect, test } from 'vitest'

import { createOperations } from '../../office/operations.ts'
import { type Engine, ENGINES, testStorage } from '../../tests/support/contact-storage.ts'
import { newRequest } from '../../tests/support/new-request.ts'
import { createRepository, SQLITE_FILE } from './create-repository.ts'
import type { ContactRepository } from './repository.ts'
import { DAY_MS } from './retention.ts'

const EMAILS = {
  inbox: 'inbox@mandatwerk.example',
  messageIdDomain: 'mandatwerk.example',
  confirmationLimits: { perRecipient: 1000, perDomain: 0, perHour: 0 },
}

const closers: (() => unknown)[] = []
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close()
})

async function open(engine: Engine) {
  const storage = testStorage(engine)
  const repository = await createRepository(storage)
  closers.push(() => repository.close())
  const ops = createOperations({ repository, outboxDir: join(storage.dataDir, 'outbox'), emails: EMAILS, actor: 'Lea' })
  return { storage, repository, ops }
}

const emailsOf = async (repository: ContactRepository) => (await repository.allRequests()).map((r) => r.email).sort()

describe.each(ENGINES)('audit rows in the action’s transaction on %s', (engine) => {
  test('an audit row that cannot be written undoes the erasure, the release and the purge', async () => {
    const { repository } = await open(engine)
    await repository.submit(newRequest({ request: { email: 'stays@example.org' } }))
    const quarantined = await repository.submit(
      newRequest({ request: { email: 'held@example.org' }, quarantine: 'honeypot' }),
    )
    const failing = () => {
      throw new Error('audit log unavailable')
    }
    await expect(repository.deleteByEmail('stays@example.org', failing)).rejects.toThrow('audit log unavailable')
    expect(await emailsOf(repository)).toEqual(['stays@example.org'])
    expect(await repository.erasureJournal()).toEqual([])
    await expect(repository.release(quarantined.id, EMAILS, failing)).rejects.toThrow('audit log unavailable')
    expect((await repository.getRequest(quarantined.id))?.request.quarantineReason).toBe('honeypot')
    const far = new Date(Date.now() + 2 * 365 * DAY_MS)
    await expect(
      repository.purge(
        {
          quarantine: far,
          applicants: { cutoff: far },
          rest: far,
          audit: new Date(0),
          journal: new Date(0),
        },
        failing,
      ),
    ).rejects.toThrow('audit log unavailable')
    expect(await emailsOf(repository)).toEqual(['stays@example.org'])
    expect(await repository.auditLog({ limit: 10 })).toEqual([])
  })

  test('an erasure writes its audit row with the ids it erased, in one step', async () => {
    const { repository, ops } = await open(engine)
    const { id } = await repository.submit(newRequest({ request: { email: 'gone@example.org' } }))
    expect((await ops.erase('gone@example.org')).requests).toBe(1)
    expect(await repository.auditLog({ limit: 10 })).toMatchObject([
      {
        actor: 'Lea',
        action: 'erase',
        ids: [id],
        outcome: { code: 'deleted', counts: { requests: 1, emails: 2, files: 0 } },
      },
    ])
  })
})

/**
 * Other connections that take SQLite's write lock again and again: each tries without pause
 * until it has the lock (so it takes it the moment another commit frees it), holds it
 * `holdMs`, then rests `restMs`.
 */
function hammer(file: string, { holdMs, restMs }: { holdMs: number; restMs: number }) {
  const worker = new Worker(
    `const { DatabaseSync } = require('node:sqlite')
     const { workerData, parentPort } = require('node:worker_threads')
     const db = new DatabaseSync(workerData.file)
     db.exec('PRAGMA busy_timeout = 0')
     let stop = false
     parentPort.on('message', () => (stop = true))
     const spin = (ms) => { const end = Date.now() + ms; while (Date.now() < end); }
     ;(async () => {
       while (!stop) {
         for (let locked = false; !locked && !stop; ) {
           try { db.exec('BEGIN IMMEDIATE'); locked = true } catch { spin(0) }
         }
         if (stop) break
         spin(workerData.holdMs); db.exec('COMMIT')
         await new Promise((resolve) => setTimeout(resolve, workerData.restMs))
       }
       if (db.isTransaction) db.exec('ROLLBACK')
       db.close(); parentPort.postMessage('stopped')
     })()`,
    { eval: true, workerData: { file, holdMs, restMs } },
  )
  return () =>
    new Promise<void>((resolve) => {
      worker.once('message', () => void worker.terminate().then(() => resolve()))
      worker.postMessage('stop')
    })
}

test('on SQLite a concurrent writer neither loses an erasure’s audit row nor fails it', async () => {
  const { storage, repository, ops } = await open('sqlite')
  const ids: string[] = []
  for (let i = 0; i < 40; i++)
    ids.push((await repository.submit(newRequest({ request: { email: `erase-${i}@example.org` } }))).id)
  const file = join(storage.dataDir, SQLITE_FILE)
  const stops = [hammer(file, { holdMs: 4, restMs: 2 })]
  try {
    for (let i = 0; i < 40; i++) expect((await ops.erase(`erase-${i}@example.org`)).requests).toBe(1)
  } finally {
    await Promise.all(stops.map((stop) => stop()))
  }
  const db = new DatabaseSync(join(storage.dataDir, SQLITE_FILE), { readOnly: true })
  const rows = db.prepare("SELECT request_ids FROM operator_audit WHERE action = 'erase' ORDER BY seq").all()
  db.close()
  expect(rows.map((row) => JSON.parse(row.request_ids as string))).toEqual(ids.map((id) => [id]))
}, 60_000)

describe.skipIf(!ENGINES.includes('postgres' as never))('the audit table on PostgreSQL', () => {
  test('is insert-only for the application; only the retention job deletes expired entries', async () => {
    const { storage, repository, ops } = await open('postgres')
    await ops.resendFailed()
    const client = new pg.Client({ connectionString: storage.databaseUrl })
    await client.connect()
    closers.push(() => client.end())
    await client.query(`SET search_path TO ${storage.schema}`)
    for (const statement of [
      "UPDATE operator_audit SET actor = 'someone else'",
      'DELETE FROM operator_audit',
      'TRUNCATE operator_audit',
    ])
      await expect(client.query(statement), statement).rejects.toThrow(/operator_audit is insert-only/)
    expect(await repository.auditLog({ limit: 10 })).toMatchObject([{ actor: 'Lea', action: 'resend-failed' }])
    // The retention job's own path: entries before its cutoff go, the newer one stays.
    await client.query(
      `INSERT INTO operator_audit (at, actor, action, outcome) VALUES (now() - interval '5 years', 'old', 'purge', '{"code":"legacy","counts":{},"text":""}')`,
    )
    expect(await repository.deleteAuditBefore(new Date(Date.now() - 4 * 365 * DAY_MS))).toBe(1)
    expect((await repository.auditLog({ limit: 10 })).map((entry) => entry.actor)).toEqual(['Lea'])
    // The permission does not outlive the retention job's transaction.
    await expect(client.query('DELETE FROM operator_audit')).rejects.toThrow(/insert-only/)
  })
})
