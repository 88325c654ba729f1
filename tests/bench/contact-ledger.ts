/**
 * What the load benchmark sent to the contact endpoint and what it was told, compared with
 * what the database and the SMTP sink hold afterwards. Reads the tables directly (not
 * through the repository under test), so a bug there cannot hide itself.
 */
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'

import pg from 'pg'

import { SQLITE_FILE } from '../../server/contact/create-repository.ts'
import type { ReceivedMail } from '../support/smtp-sink.ts'

/** Idempotency keys by fate. Every request carries its own key, so a key names one request. */
export class Ledger {
  /** Sent one by one before the levels; counted apart. */
  readonly warmup = new Set<string>()
  /** Every key the load generator put on a request. */
  readonly issued = new Set<string>()
  /** Status of the answer, for the keys that got one. */
  readonly answers = new Map<string, number>()

  ok(): string[] {
    return [...this.answers].filter(([, status]) => status >= 200 && status < 300).map(([key]) => key)
  }
}

type RequestRow = {
  key: string | null
  emails: number
  notifications: number
  confirmations: number
  sent: number
}

/** Read-only queries on the contact tables, the same SQL on both engines. */
export type Inspector = {
  /** Outbox rows still to deliver (pending or being sent). */
  openOutbox(): Promise<number>
  /** One row per stored request with its outbox rows counted. */
  requests(): Promise<RequestRow[]>
  messageIds(): Promise<string[]>
  /** Client connections to this database other than our own (PostgreSQL only), and how many are in a transaction or query. */
  connections?(): Promise<{ total: number; busy: number }>
  close(): Promise<void>
}

const OPEN_OUTBOX = `SELECT count(*) AS n FROM email_outbox WHERE status IN ('pending', 'sending')`
// Per request, so a request with three rows and one with one cannot cancel out in a total.
const PER_REQUEST = `
  SELECT r.idempotency_key AS key,
         count(o.id) AS emails,
         sum(CASE WHEN o.kind = 'notification' THEN 1 ELSE 0 END) AS notifications,
         sum(CASE WHEN o.kind = 'confirmation' THEN 1 ELSE 0 END) AS confirmations,
         sum(CASE WHEN o.status = 'sent' THEN 1 ELSE 0 END) AS sent
    FROM contact_requests r LEFT JOIN email_outbox o ON o.request_id = r.id
   GROUP BY r.id, r.idempotency_key`
const MESSAGE_IDS = 'SELECT message_id FROM email_outbox'

const toRequestRow = (row: Record<string, unknown>): RequestRow => ({
  key: (row.key as string | null) ?? null,
  emails: Number(row.emails),
  notifications: Number(row.notifications ?? 0),
  confirmations: Number(row.confirmations ?? 0),
  sent: Number(row.sent ?? 0),
})

export function sqliteInspector(dataDir: string): Inspector {
  // WAL mode: this reader never blocks the server's writes.
  const db = new DatabaseSync(join(dataDir, SQLITE_FILE), { readOnly: true })
  return {
    async openOutbox() {
      return Number(db.prepare(OPEN_OUTBOX).get()!.n)
    },
    async requests() {
      return db.prepare(PER_REQUEST).all().map(toRequestRow)
    },
    async messageIds() {
      return db
        .prepare(MESSAGE_IDS)
        .all()
        .map((row) => row.message_id as string)
    },
    async close() {
      if (db.isOpen) db.close()
    },
  }
}

/** `schema`: where the tables are, when not on the search path (tests use one per suite). */
export async function postgresInspector(databaseUrl: string, schema?: string): Promise<Inspector> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  await client.connect()
  return {
    async openOutbox() {
      return Number((await client.query(OPEN_OUTBOX)).rows[0].n)
    },
    async requests() {
      return (await client.query(PER_REQUEST)).rows.map(toRequestRow)
    },
    async messageIds() {
      return (await client.query(MESSAGE_IDS)).rows.map((row) => row.message_id as string)
    },
    async connections() {
      const { rows } = await client.query(
        `SELECT count(*) AS total, count(*) FILTER (WHERE state <> 'idle') AS busy
           FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      )
      return { total: Number(rows[0].total), busy: Number(rows[0].busy) }
    },
    async close() {
      await client.end()
    },
  }
}

export type Consistency = {
  warmup: number
  /** 2xx answers during the levels. */
  ok: number
  /** Stored requests, warm-up excluded. */
  rows: number
  /** Stored, but the load generator gave up on the answer (timeout, closed socket). */
  storedUnanswered: number
  outboxRows: number
  /** Every stored request has one notification and one confirmation row, both sent. */
  twoSentPerRequest: boolean
  /** Every outbox Message-ID reached the sink exactly once, and the sink got nothing else. */
  deliveredOnce: boolean
  /** Empty when everything adds up. */
  problems: string[]
}

/** Compares the ledger with the tables and the sink, request by request. */
export async function checkConsistency(
  ledger: Ledger,
  inspector: Inspector,
  mail: readonly ReceivedMail[],
): Promise<Consistency> {
  const problems: string[] = []
  const requests = await inspector.requests()
  const stored = new Map(requests.map((row) => [row.key, row]))

  const warmupRefused = [...ledger.warmup].filter((key) => ledger.answers.get(key) !== 201).length
  if (warmupRefused > 0) problems.push(`${warmupRefused} warm-up request(s) not answered 201`)
  const ok = ledger.ok().filter((key) => !ledger.warmup.has(key))
  const okNotStored = ok.filter((key) => !stored.has(key)).length
  if (okNotStored > 0) problems.push(`${okNotStored} request(s) answered 2xx but not stored`)

  let storedUnanswered = 0
  let storedRefused = 0
  let storedUnknown = 0
  for (const { key } of requests) {
    if (key === null) storedUnknown++
    else if (ledger.warmup.has(key)) continue
    else if (!ledger.answers.has(key)) {
      if (ledger.issued.has(key)) storedUnanswered++
      else storedUnknown++
    } else if (!(ledger.answers.get(key)! >= 200 && ledger.answers.get(key)! < 300)) storedRefused++
  }
  if (storedRefused > 0) problems.push(`${storedRefused} request(s) stored although the answer was not 2xx`)
  if (storedUnknown > 0) problems.push(`${storedUnknown} stored request(s) that the benchmark never sent`)
  const rows = requests.length - [...ledger.warmup].filter((key) => stored.has(key)).length

  const wrongRows = requests.filter((r) => r.emails !== 2 || r.notifications !== 1 || r.confirmations !== 1).length
  if (wrongRows > 0) problems.push(`${wrongRows} request(s) without exactly one notification and one confirmation row`)
  const unsent = requests.filter((r) => r.sent !== r.emails).length
  if (unsent > 0) problems.push(`${unsent} request(s) with outbox rows not sent`)

  const messageIds = await inspector.messageIds()
  const received = new Map<string, number>()
  for (const message of mail) {
    const id = message.headers['message-id'] ?? '(none)'
    received.set(id, (received.get(id) ?? 0) + 1)
  }
  const missing = messageIds.filter((id) => !received.has(id)).length
  const twice = [...received.values()].filter((count) => count > 1).length
  const known = new Set(messageIds)
  const strangers = [...received.keys()].filter((id) => !known.has(id)).length
  if (missing > 0) problems.push(`${missing} outbox message(s) never reached the SMTP sink`)
  if (twice > 0) problems.push(`${twice} Message-ID(s) received more than once`)
  if (strangers > 0) problems.push(`${strangers} message(s) at the sink with a Message-ID not in the outbox`)

  return {
    warmup: ledger.warmup.size,
    ok: ok.length,
    rows,
    storedUnanswered,
    outboxRows: messageIds.length,
    twoSentPerRequest: wrongRows === 0 && unsent === 0,
    deliveredOnce: missing === 0 && twice === 0 && strangers === 0,
    problems,
  }
}
