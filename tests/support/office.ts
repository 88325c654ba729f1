/**
 * What the office's tests share (office/*.test.ts, office/desk/*.test.ts): the e-mail settings,
 * a request as the office sees one, the CLI with its output captured, and the desk's app
 * requested as the signed-in developer's browser would.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync, type SQLInputValue } from 'node:sqlite'

import pg from 'pg'
import { afterEach, beforeEach } from 'vitest'

import { NO_ATTRIBUTION } from '../../app/lib/attribution.ts'
import { createDeskApp } from '../../office/desk-app.ts'
import { type CliContext, runCli } from '../../office/operator-cli.ts'
import { createRepository, SQLITE_FILE } from '../../server/contact/create-repository.ts'
import type { PageNames } from '../../server/contact/page-names.ts'
import type { ContactRepository, NewRequest } from '../../server/contact/repository.ts'
import { type Engine, testRepository, testStorage } from './contact-storage.ts'
import { newRequest } from './new-request.ts'

export const OFFICE_EMAILS = {
  inbox: 'inbox@mandatwerk.example',
  messageIdDomain: 'mandatwerk.example',
  confirmationLimits: { perRecipient: 3, perDomain: 20, perHour: 100 },
}

/** What a seeded request may differ in. */
export type SeedExtra = {
  quarantine?: 'honeypot' | 'too-fast'
  organization?: string
  message?: string
  phone?: string
  attribution?: Partial<NewRequest['attribution']>
}

/** Anna Schmidt's request from `email` as the office's tests store it (no confirmation cap in the way). */
export function officeRequest(
  email: string,
  { quarantine, organization, message, phone, attribution }: SeedExtra,
  request: Partial<NewRequest['request']> = {},
): NewRequest {
  return newRequest({
    request: {
      name: 'Anna Schmidt',
      email,
      ...request,
      ...(message ? { message } : {}),
      ...(organization ? { organization } : {}),
      ...(phone ? { phone } : {}),
    },
    attribution: { ...NO_ATTRIBUTION, ...attribution },
    ipAddress: '198.51.100.4',
    quarantine: quarantine ?? null,
  })
}

/** `npm run requests` on `repository`, its output collected in `out` and `err`, its files in `files`. */
export function testCli(context: Pick<CliContext, 'repository' | 'outboxDir'> & Partial<CliContext>): {
  run: (...argv: string[]) => Promise<number>
  out: string[]
  err: string[]
  files: Record<string, string>
} {
  const out: string[] = []
  const err: string[] = []
  const files: Record<string, string> = {}
  const ctx: CliContext = {
    retentionDays: 365,
    emails: OFFICE_EMAILS,
    now: () => new Date(),
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    writeFile: (path, text) => (files[path] = text),
    pageNames: {},
    ...context,
  }
  return { run: (...argv) => runCli(argv, ctx), out, err, files }
}

export const DESK_HOST = 'redaktion.localhost'
export const DESK_ORIGIN = `https://${DESK_HOST}`

/** A page's HTML without the whitespace between tags (the templates are formatted). */
export const flat = async (answer: Response | Promise<Response>) =>
  (await (await answer).text()).replace(/>\s+</g, '><').replace(/\s+/g, ' ')

/** The desk on `repository` (no sign-in: the developer on a clone), and how a browser asks it. */
export function testDesk(repository: ContactRepository, dataDir: string, pageNames: PageNames = {}) {
  const outboxDir = join(dataDir, 'outbox')
  mkdirSync(outboxDir, { recursive: true })
  const app = createDeskApp({
    desk: { repository, outboxDir, emails: OFFICE_EMAILS, backupDays: 14, pageNames: () => pageNames },
  })
  const get = (path: string) => app.request(`http://${DESK_HOST}${path}`, { headers: { host: DESK_HOST } })
  /** The form token of the page at `path` (every desk form carries it). */
  const token = async (path = '/anfragen') => /name="csrf" value="([^"]+)"/.exec(await (await get(path)).text())![1]!
  const post = async (path: string, fields: Record<string, string>, origin: string | null = DESK_ORIGIN) =>
    app.request(`http://${DESK_HOST}${path}`, {
      method: 'POST',
      headers: {
        host: DESK_HOST,
        ...(origin ? { origin } : {}),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams(fields).toString(),
    })
  return { outboxDir, get, token, post }
}

/**
 * For each test of the calling describe block: a fresh repository on `engine` and the desk on
 * it; `seed` stores a request from /ratgeber (unless `attribution` says otherwise) a few
 * milliseconds after the one before, so "newest first" has one answer.
 */
export function deskPerTest(engine: Engine, pageNames: PageNames = {}) {
  const current = {} as { repo: ContactRepository } & ReturnType<typeof testDesk>
  beforeEach(async () => {
    const storage = testStorage(engine)
    const repo = await createRepository(storage)
    Object.assign(current, { repo, ...testDesk(repo, storage.dataDir, pageNames) })
  })
  afterEach(() => current.repo.close())
  const seed = async (email: string, extra: SeedExtra = {}) => {
    await new Promise((resolve) => setTimeout(resolve, 3))
    const at = officeRequest(email, { attribution: { landing_path: '/ratgeber' }, ...extra }, DESK_REQUEST)
    return current.repo.submit(at)
  }
  return Object.assign(current, { seed })
}
const DESK_REQUEST = { campaign_type: 'local', message: 'Bitte um Rückruf zur Kommunalwahl.' } as const

/** When the CLI's tests run, and what the build names two guides (app/lib/guides.ts, guideNames). */
export const CLI_NOW = new Date('2026-06-01T12:00:00Z')
export const CLI_PAGE_NAMES = { '/campaign-costs': 'Wahlkampfkosten-Ratgeber', '/ratgeber': 'Ratgeber Wahlkampf' }
const CLI_REQUEST = {
  campaign_type: 'state',
  prefer_phone: true,
  message: 'Please call me about the state election.',
} as const

/**
 * For each test of the calling describe block: a fresh repository on `engine` and the CLI on it
 * at CLI_NOW; `seed` stores a request received at `receivedAt` (the repository's clock).
 */
export function cliPerTest(engine: Engine) {
  let time = CLI_NOW
  const current = {} as { repo: ContactRepository; outboxDir: string } & ReturnType<typeof testCli>
  beforeEach(async () => {
    const repo = await testRepository(engine, { clock: () => time })
    const outboxDir = join(testStorage('sqlite').dataDir, 'outbox')
    const cli = testCli({ repository: repo, outboxDir, now: () => CLI_NOW, pageNames: CLI_PAGE_NAMES })
    Object.assign(current, { repo, outboxDir, ...cli })
  })
  afterEach(() => current.repo.close())
  const seed = (email: string, receivedAt: Date, extra: SeedExtra = {}) => {
    time = receivedAt
    return current.repo.submit(officeRequest(email, extra, CLI_REQUEST))
  }
  return Object.assign(current, { seed })
}

/**
 * SQL straight against a test's database, past the repository: to read what is stored, or to
 * change it as nothing in the app would. Placeholders are the engine's (`?` or `$1`).
 */
export async function rawDatabase(engine: Engine, storage: ReturnType<typeof testStorage>) {
  if (engine === 'sqlite') {
    const db = new DatabaseSync(join(storage.dataDir, SQLITE_FILE))
    return {
      query: async (sql: string, params: SQLInputValue[] = []) => db.prepare(sql).all(...params),
      close: async () => db.close(),
    }
  }
  const client = new pg.Client({ connectionString: storage.databaseUrl, options: `-c search_path=${storage.schema}` })
  await client.connect()
  return {
    query: async (sql: string, params: SQLInputValue[] = []) => (await client.query(sql, params)).rows as Row[],
    close: () => client.end(),
  }
}
type Row = Record<string, unknown>
