/**
 * Database faults during a burst of contact requests (docs/reliability.md, docs/decisions/010):
 * SQLite locked by another process, briefly and past its busy wait; PostgreSQL crashing and
 * restarting. The server keeps answering (201, or 503 "try again"), and after the clients' retries
 * with their Idempotency-Keys every request is stored once and mailed once.
 */
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'

import { describe, expect, test } from 'vitest'

import { faultSuite } from '../../tests/support/contact-faults.ts'
import { HUMAN_HEADERS } from '../../tests/support/contact-server.ts'
import { ENGINES, testStorage } from '../../tests/support/contact-storage.ts'
import { startPrivatePostgres } from '../../tests/support/private-postgres.ts'
import { SQLITE_FILE } from './create-repository.ts'
import { BUSY_WAIT_MS } from './sqlite-database.ts'

const { cleanups, expectAllDelivered, form, send, sendUntilAccepted, server, sink } = faultSuite()

/** Another process holding SQLite's write lock for `ms`: a worker thread with its own connection. */
function holdWriteLock(file: string, ms: number): Promise<{ released: Promise<void> }> {
  const worker = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads')
     const { DatabaseSync } = require('node:sqlite')
     const db = new DatabaseSync(workerData.file)
     // Waits for a write the server may have in flight (its outbox worker), as another process would.
     db.exec('PRAGMA busy_timeout = 5000')
     db.exec('BEGIN IMMEDIATE')
     parentPort.postMessage('locked')
     setTimeout(() => { db.exec('COMMIT'); db.close(); parentPort.postMessage('released') }, workerData.ms)`,
    { eval: true, workerData: { file, ms } },
  )
  return new Promise((resolve, reject) => {
    worker.once('error', reject)
    const released = new Promise<void>((done) =>
      worker.on('message', (message) => message === 'released' && done()),
    ).then(() => worker.terminate().then(() => undefined))
    worker.once('message', (message) => message === 'locked' && resolve({ released }))
  })
}

describe('SQLite locked by another process during a burst', () => {
  test('a short lock: every request waits and is accepted; the server keeps answering meanwhile', async () => {
    const smtp = await sink()
    const storage = testStorage('sqlite')
    const target = await server(storage, smtp.url)
    const lock = await holdWriteLock(join(storage.dataDir, SQLITE_FILE), 1_500)

    const forms = Array.from({ length: 20 }, (_, i) => form(i))
    const began = Date.now()
    const burst = Promise.all(forms.map((request) => send(target, request)))
    // The lock must not freeze the process: the health check answers while writes wait.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const probe = Date.now()
    expect((await fetch(`${target.url}/healthz`)).status).toBe(200)
    expect(Date.now() - probe).toBeLessThan(750)

    const answers = await burst
    expect(Date.now() - began).toBeGreaterThanOrEqual(1_000) // they really waited for the lock
    expect(answers.map((answer) => answer.status)).toEqual(forms.map(() => 201))
    await lock.released
    await expectAllDelivered(
      target,
      smtp,
      forms,
      answers.map((answer) => answer.body.id!),
    )
  })

  test(`a lock longer than ${BUSY_WAIT_MS / 1000} s: 503 with Retry-After, nothing half-stored, a retry with the same key is accepted once`, async () => {
    const smtp = await sink()
    const storage = testStorage('sqlite')
    const target = await server(storage, smtp.url)
    const lock = await holdWriteLock(join(storage.dataDir, SQLITE_FILE), BUSY_WAIT_MS + 1_500)

    const forms = Array.from({ length: 8 }, (_, i) => form(i))
    const responses = await Promise.all(
      forms.map(({ key, body }) => target.post(body, { ...HUMAN_HEADERS, 'idempotency-key': key })),
    )
    for (const response of responses) {
      expect(response.status).toBe(503)
      expect(response.headers.get('retry-after')).toBe('60')
      expect(((await response.json()) as { error: string }).error).toMatch(/could not be saved/)
    }
    await lock.released
    expect((await target.runtime.repository.stats()).requests).toBe(0)

    // The form sends the same key again; one of them twice, as a double click would.
    const ids = await Promise.all(forms.map((request) => sendUntilAccepted(target, request)))
    expect(await sendUntilAccepted(target, forms[0]!)).toBe(ids[0])
    await expectAllDelivered(target, smtp, forms, ids)
  })
})

describe.runIf(ENGINES.includes('postgres' as never))('PostgreSQL restarted during a burst', () => {
  test('answers are 201 or 503 (never a hang or another error); after retries every request is stored once and mailed once', async () => {
    // Its own database server: crashing the shared one would break the other test files.
    const postgres = await startPrivatePostgres()
    cleanups.push(postgres.stop)
    const smtp = await sink()
    const target = await server({ ...testStorage('postgres'), databaseUrl: postgres.databaseUrl }, smtp.url)
    const forms = Array.from({ length: 60 }, (_, i) => form(i))
    const first = new Map<number, Awaited<ReturnType<typeof send>>>()

    // Eight clients send one after the other; after the tenth answer the database crashes
    // (immediate shutdown: no checkpoint, connections cut) and is back a second later.
    let next = 0
    let restart: Promise<void> | undefined
    const client = async () => {
      while (next < forms.length) {
        const i = next++
        first.set(i, await send(target, forms[i]!))
        if (first.size === 10) restart ??= postgres.restart('immediate', 1)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    }
    await Promise.all(Array.from({ length: 8 }, client))
    await restart
    const statuses = [...first.values()].map((answer) => answer.status)
    expect(
      statuses.every((status) => status === 201 || status === 503),
      statuses.join(),
    ).toBe(true)
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0) // the crash was felt
    for (const answer of first.values()) {
      if (answer.status === 503) expect(answer.body.error).toMatch(/could not be saved/)
    }

    const ids = await Promise.all(forms.map((request) => sendUntilAccepted(target, request)))
    for (const [i, answer] of first) {
      if (answer.status === 201) expect(ids[i]).toBe(answer.body.id)
    }
    await expectAllDelivered(target, smtp, forms, ids)
  })
})
