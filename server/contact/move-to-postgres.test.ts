/**
 * `npm run requests -- move-to-postgres` – the real command – copies every request
 * (quarantined ones, attribution), and every email row of a real SQLite file into a real
 * PostgreSQL exactly once; a second run copies nothing. The PostgreSQL server then delivers
 * what was pending, and the moved requests read the same there.
 */
import { spawnSync } from 'node:child_process'

import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'

import { testStorage } from '../../tests/support/contact-storage.ts'
import { setLogLevel } from '../log.ts'
import { createRepository } from './create-repository.ts'
import type { ContactRepository, NewRequest } from './repository.ts'

beforeAll(() => setLogLevel('silent'))
vi.setConfig({ testTimeout: 60_000 })
const open: ContactRepository[] = []
afterEach(async () => {
  for (const repository of open.splice(0)) await repository.close()
})

function request(email: string, extra: Partial<NewRequest> = {}): NewRequest {
  return {
    request: { name: 'Anna', email, campaign_type: 'local', message: `Please call ${email}.`, prefer_phone: true },
    ipAddress: '203.0.113.7',
    idempotencyKey: null,
    inbox: 'inbox@mandatwerk.example',
    quarantine: null,
    confirmationLimits: { perRecipient: 3, perDomain: 0, perHour: 0 },
    messageIdDomain: 'mandatwerk.example',
    ...extra,
  }
}

const postgresUrl = process.env.DATABASE_URL

describe.skipIf(!postgresUrl)('move-to-postgres', () => {
  test('copies requests, quarantine, attribution and emails once; the second run copies nothing', async () => {
    const { dataDir } = testStorage('sqlite')
    // The command works on the server's own search_path: a fresh database schema via the URL.
    const schema = testStorage('postgres').schema!
    const sqlite = await createRepository({ dataDir })
    open.push(sqlite)
    const plain = await sqlite.submit(request('anna@example.org', { idempotencyKey: 'form-key-0001' }))
    const attributed = await sqlite.submit(
      request('ben@example.org', {
        attribution: {
          landing_path: '/campaign-costs',
          previous_path: '/ratgeber',
          referrer_host: 'www.google.com',
          utm_source: 'newsletter',
          utm_medium: 'email',
          utm_campaign: 'herbst',
        },
      }),
    )
    const spam = await sqlite.submit(request('bot@example.org', { quarantine: 'honeypot' }))
    // One email delivered already, one claimed by the (stopped) SQLite server: due again after the move.
    const [sent, claimed] = await sqlite.claimDue({ limit: 2, leaseMs: 60_000 })
    await sqlite.markDelivered(sent!.id, sent!.claimToken, 'sent')
    const before = await Promise.all([plain, attributed, spam].map((r) => sqlite.getRequest(r.id)))
    // An erased request (its journal entry) and the audit row of its erasure move too.
    const gone = await sqlite.submit(request('gone@example.org'))
    await sqlite.deleteByEmail('gone@example.org', ({ requests, emails }) => ({
      actor: 'cli:lea',
      action: 'erase',
      ids: [gone.id],
      outcome: { code: 'deleted', counts: { requests, emails, files: 0 } },
    }))
    await sqlite.close()
    open.pop()

    const url = new URL(postgresUrl!)
    url.searchParams.set('options', `-c search_path=${schema}`)
    const move = () =>
      spawnSync(process.execPath, ['scripts/requests.ts', 'move-to-postgres'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: url.toString() },
        encoding: 'utf8',
      })
    // The schema must exist before the server's search_path can name it.
    const admin = await createRepository({ dataDir, databaseUrl: postgresUrl, schema })
    await admin.close()

    const first = move()
    expect(first.stderr).toBe('')
    expect(first.status).toBe(0)
    expect(first.stdout.trim()).toBe(
      'Moved 3 request(s) (1 in quarantine, 1 with attribution) and 5 email(s) (4 still to be sent) from SQLite to PostgreSQL.\n' +
        'Also moved: 1 audit entry(ies), 1 erasure journal entry(ies).',
    )
    const second = move()
    expect(second.status).toBe(0)
    expect(second.stdout.trim()).toBe(
      'Moved 0 request(s) (0 in quarantine, 0 with attribution) and 0 email(s) (0 still to be sent) from SQLite to PostgreSQL.\n' +
        'Also moved: 0 audit entry(ies), 0 erasure journal entry(ies).\n' +
        'Already in PostgreSQL, not copied again: 3 request(s), 5 email(s).',
    )

    const target = await createRepository({ dataDir, databaseUrl: postgresUrl, schema })
    open.push(target)
    expect((await target.erasureJournal()).map((entry) => [entry.requestId, entry.reason])).toEqual([
      [gone.id, 'erasure'],
    ])
    expect(await target.auditLog({ limit: 5 })).toMatchObject([
      {
        actor: 'cli:lea',
        action: 'erase',
        ids: [gone.id],
        outcome: { code: 'deleted', counts: { requests: 1 } },
      },
    ])
    expect(await target.stats()).toMatchObject({
      requests: 2,
      quarantined: 1,
      outbox: { pending: 4, sending: 0, sent: 1 },
    })
    for (const old of before) {
      const moved = (await target.getRequest(old!.request.id))!
      expect(moved.request).toEqual(old!.request)
      const byId = (emails: typeof moved.emails) =>
        emails
          .map(({ id, kind, recipient, messageId, status, attempts }) => ({
            id,
            kind,
            recipient,
            messageId,
            status,
            attempts,
          }))
          .sort((a, b) => a.id.localeCompare(b.id))
      const expected = byId(old!.emails).map((e) => (e.id === claimed!.id ? { ...e, status: 'pending' as const } : e))
      expect(byId(moved.emails)).toEqual(expected)
    }
    // The idempotency key moved too: the same form sent again to the new server is recognised.
    expect(await target.submit(request('anna@example.org', { idempotencyKey: 'form-key-0001' }))).toEqual({
      status: 'replayed',
      id: plain.id,
    })
  })
})
