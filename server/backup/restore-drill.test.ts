/**
 * The restore drill (docs/decisions/024), on each engine: while requests flow in over loopback, a
 * backup is taken (`npm run backup`); the server stops; the backup is restored (`npm run
 * restore`) – SQLite into a fresh DATA_DIR (the machine is lost), PostgreSQL in place to the
 * backup's end; a server starts on it. Every request acknowledged (201) before the backup
 * began is there, with its emails; emails sent before the backup stay sent; the emails that
 * were pending in the backup are delivered once each, with the Message-ID they had; the
 * restore reports what is really there, and nothing acknowledged after the backup ended.
 * The 100,000-request version is `npm run bench:backup`.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { VALID_REQUEST } from '../../tests/fixtures/contact-request.ts'
import { type ArchivingPostgres, startArchivingPostgres } from '../../tests/support/archiving-postgres.ts'
import { type ContactServer, HUMAN_HEADERS, startContactServer } from '../../tests/support/contact-server.ts'
import { type Engine, testStorage } from '../../tests/support/contact-storage.ts'
import { runScriptAsync } from '../../tests/support/operator-scripts.ts'
import { type SmtpSink, startSmtpSink } from '../../tests/support/smtp-sink.ts'
import { until } from '../../tests/support/until.ts'
import type { OutboxEntry } from '../contact/repository.ts'
import { readEnv } from '../env.ts'
import { setLogLevel } from '../log.ts'

const cleanups: (() => unknown)[] = []
beforeAll(() => setLogLevel('silent'))
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

/** The load: `concurrency` posters, each sending one request after the other until stopped (at most `max` in all). */
function startLoad(server: ContactServer, { concurrency = 3, max = 3000, pauseMs = 25 } = {}) {
  const acked: { id: string; email: string; at: number }[] = []
  let sent = 0
  let stopped = false
  const posters = Array.from({ length: concurrency }, async () => {
    while (!stopped && sent < max) {
      const email = `drill-${sent++}@example.org`
      const response = await server.post({ ...VALID_REQUEST, email }, HUMAN_HEADERS)
      if (response.status === 201)
        acked.push({ id: ((await response.json()) as { id: string }).id, email, at: Date.now() })
      await new Promise((resolve) => setTimeout(resolve, pauseMs))
    }
  })
  return {
    acked,
    async stop() {
      stopped = true
      await Promise.all(posters)
    },
  }
}

async function storageFor(engine: Engine) {
  if (engine === 'sqlite') {
    const storage = testStorage('sqlite')
    return { storage, settings: { DATA_DIR: storage.dataDir } as Record<string, string> }
  }
  const cluster: ArchivingPostgres = await startArchivingPostgres()
  cleanups.push(() => cluster.destroy())
  const storage = {
    dataDir: mkdtempSync(join(tmpdir(), 'drill-data-')),
    databaseUrl: cluster.databaseUrl,
    schema: undefined,
  }
  return { storage, settings: { ...cluster.env, DATA_DIR: storage.dataDir } }
}

describe.each<Engine>(['sqlite', 'postgres'])('restore drill on %s', (engine) => {
  test('requests acknowledged before the backup come back; pending emails go out once, same Message-ID', async () => {
    const { storage, settings } = await storageFor(engine)
    const backupDir = mkdtempSync(join(tmpdir(), 'drill-backups-'))
    const sinks: SmtpSink[] = [await startSmtpSink(), await startSmtpSink()]
    cleanups.push(() => Promise.all(sinks.map((sink) => sink.close())))
    const loadEnv = readEnv({ CONTACT_RATE_LIMIT: '0' })
    const serverEnv = (sink: SmtpSink) => ({
      SMTP_URL: sink.url,
      CONTACT_RATE_LIMIT: loadEnv.CONTACT_RATE_LIMIT,
      CONTACT_CONFIRMATIONS_PER_HOUR: 0,
      CONTACT_CONFIRMATIONS_PER_DOMAIN: 0,
    })

    // Before: the server takes requests and delivers their emails; a backup is taken meanwhile.
    // Some emails go out first; then the first sink refuses (451) until the backup has ended,
    // so some emails are still pending at the backup however fast or slow the machine is.
    const before = await startContactServer(storage, serverEnv(sinks[0]!), { worker: true })
    cleanups.push(() => before.stop())
    const load = startLoad(before, { pauseMs: engine === 'sqlite' ? 25 : 100 })
    await until(() => sinks[0]!.messages.length >= 4, { what: 'emails delivered before the backup' })
    sinks[0]!.failNext(Number.MAX_SAFE_INTEGER)
    await until(() => load.acked.length >= 15, { what: '15 requests acknowledged' })
    const backupStarted = Date.now()
    const backup = await runScriptAsync('backup', [], { ...settings, BACKUP_DIR: backupDir })
    const backupEnded = Date.now()
    sinks[0]!.failNext(0)
    expect(backup.status, backup.stderr).toBe(0)
    await until(() => load.acked.filter((r) => r.at > backupEnded + 500).length >= 5, {
      what: 'requests acknowledged after the backup',
    })
    await load.stop()
    await before.stop()
    const sentBefore = new Set(
      sinks[0]!.messages.filter((m) => m.receivedAt < backupStarted).map((m) => m.headers['message-id']),
    )

    // The restore: SQLite into a fresh DATA_DIR; PostgreSQL in place, to the backup's end.
    const target = engine === 'sqlite' ? { DATA_DIR: mkdtempSync(join(tmpdir(), 'drill-restored-')) } : {}
    const restored = await runScriptAsync('restore', [backup.last], { ...settings, ...target, BACKUP_DIR: backupDir })
    expect(restored.status, restored.stderr).toBe(0)
    const restoredStorage = { ...storage, ...(engine === 'sqlite' ? { dataDir: target.DATA_DIR! } : {}) }

    // The server on the restored data, worker not yet started: what is there?
    // Its clock is past the leases of the emails that were being sent at the backup (in
    // production the restored server waits those few minutes out).
    const after = await startContactServer(restoredStorage, serverEnv(sinks[1]!), {
      now: () => new Date(Date.now() + 15 * 60 * 1000),
    })
    cleanups.push(() => after.stop())
    const repository = after.runtime.repository
    const requests = new Map((await repository.allRequests()).map((request) => [request.id, request]))
    const emails: OutboxEntry[] = []
    for (const id of requests.keys()) emails.push(...(await repository.getRequest(id))!.emails)

    const ackedBefore = load.acked.filter((r) => r.at < backupStarted)
    const ackedAfter = load.acked.filter((r) => r.at > backupEnded + 200)
    expect(ackedBefore.length).toBeGreaterThanOrEqual(15)
    for (const { id } of ackedBefore) {
      expect(requests.has(id), `request ${id} acknowledged before the backup`).toBe(true)
      expect(
        emails
          .filter((e) => e.requestId === id)
          .map((e) => e.kind)
          .sort(),
      ).toEqual(['confirmation', 'notification'])
    }
    for (const { id } of ackedAfter) expect(requests.has(id), `request ${id} acknowledged after the backup`).toBe(false)
    const acknowledged = new Set(load.acked.map((r) => r.id))
    expect([...requests.keys()].filter((id) => !acknowledged.has(id))).toEqual([])
    // Sent before the backup: still sent, not sent again.
    for (const email of emails.filter((e) => sentBefore.has(e.messageId))) expect(email.status).toBe('sent')
    const pending = emails.filter((e) => e.status === 'pending' || e.status === 'sending')
    expect(pending.length).toBeGreaterThan(0)
    // What the restore printed is what is there.
    const newest = [...requests.values()].map((r) => r.createdAt.getTime()).sort((a, b) => b - a)[0]!
    expect(restored.stdout).toContain(
      `: ${requests.size} request(s) and 0 in quarantine, newest received ${new Date(newest).toISOString()}`,
    )

    // Delivered after the restore: every pending email exactly once, with its Message-ID.
    after.runtime.worker.start()
    await until(async () => sinks[1]!.messages.length >= pending.length, {
      what: `the ${pending.length} pending emails delivered (${sinks[1]!.messages.length} so far)`,
      timeoutMs: 90_000,
    })
    await new Promise((resolve) => setTimeout(resolve, 500)) // nothing more comes
    expect(sinks[1]!.messages.map((m) => m.headers['message-id']).sort()).toEqual(
      pending.map((e) => e.messageId).sort(),
    )
    await after.stop()
  }, 180_000)
})
