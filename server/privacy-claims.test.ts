/**
 * What the privacy policy (app/content/privacy.ts) says about the server, checked against the
 * server: what a request's log line holds, that it holds no IP address or browser details
 * while the stored request does keep its IP address, and that the retention
 * periods the policy states are the server's defaults.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { serve } from '@hono/node-server'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'

import { OPERATOR } from '../app/config/site.ts'
import { PRIVACY, type PrivacySection } from '../app/content/privacy.ts'
import { CONTACT_ENDPOINT } from '../app/lib/contact-schema.ts'
import { VALID_REQUEST } from '../tests/fixtures/contact-request.ts'
import { HUMAN_HEADERS } from '../tests/support/contact-server.ts'
import { testEmailContent, testEnv, testStorage } from '../tests/support/contact-storage.ts'
import { createApi } from './api.ts'
import { createSiteApp } from './app.ts'
import { auditCutoff, DAY_MS, DEFAULT_RETENTION_DAYS } from './contact/retention.ts'
import { type ContactRuntime, createContactRuntime } from './contact/runtime.ts'
import { readEnv } from './env.ts'
import { setLogLevel } from './log.ts'

/** The visitor's address: a loopback address of its own, so it cannot turn up in a log by chance. */
const VISITOR_IP = '127.0.0.77'
const VISITOR_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) PrivacyProbe/1.0'
/** The fields the policy lists: time, method, path, status, response time, request id; for the form its outcome and number. */
const POLICY_FIELDS = new Set(['time', 'level', 'msg', 'id', 'method', 'path', 'status', 'ms', 'contact', 'contactId'])

let runtime: ContactRuntime
let server: ReturnType<typeof serve>
let port: number

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'privacy-site-'))
  writeFileSync(join(clientDir, 'index.html'), '<html><h1>Home</h1></html>')
  mkdirSync(join(clientDir, '404'))
  writeFileSync(join(clientDir, '404', 'index.html'), '<html><h1>404</h1></html>')
  runtime = await createContactRuntime(testEnv(testStorage('sqlite')), { content: testEmailContent })
  // No proxy: the address the server sees is the socket's, as for a visitor without one.
  const app = createSiteApp({ clientDir, api: createApi({ contact: runtime.contact }) })
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      port = info.port
      resolve()
    })
  })
})
afterAll(async () => {
  setLogLevel('silent')
  await new Promise((resolve) => server.close(resolve))
  await runtime.close()
})

/** A request from VISITOR_IP with a browser's User-Agent. */
function visit(path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        localAddress: VISITOR_IP,
        headers: { 'user-agent': VISITOR_AGENT, ...init.headers },
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    req.end(init.body)
  })
}

/** Runs `send` and returns the JSON log lines the server wrote meanwhile. */
async function logLinesOf<T>(send: () => Promise<T>) {
  setLogLevel('info')
  const lines: string[] = []
  const capture = (chunk: string | Uint8Array) => (lines.push(String(chunk)), true)
  vi.spyOn(process.stdout, 'write').mockImplementation(capture)
  vi.spyOn(process.stderr, 'write').mockImplementation(capture)
  const response = await send()
  vi.restoreAllMocks()
  setLogLevel('silent')
  return { response, lines: lines.map((line) => JSON.parse(line) as Record<string, unknown>) }
}

test('a page request is logged with the policy’s fields only, without IP address, browser or query', async () => {
  const { response, lines } = await logLinesOf(() => visit('/?utm_source=flyer'))
  expect(response.status).toBe(200)
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', path: '/', status: 200 })
  expect(Object.keys(lines[0]!).filter((key) => !POLICY_FIELDS.has(key))).toEqual([])
  const text = JSON.stringify(lines)
  for (const secret of [VISITOR_IP, 'PrivacyProbe', 'utm_source']) expect(text).not.toContain(secret)
})

test('a contact request: its IP address is stored with it, but the log holds neither the address nor any field', async () => {
  const { response, lines } = await logLinesOf(() =>
    visit(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { ...HUMAN_HEADERS, origin: readEnv({}).SITE_URL },
      body: JSON.stringify(VALID_REQUEST),
    }),
  )
  expect(response.status).toBe(201)
  const { id } = JSON.parse(response.body) as { id: string }
  const stored = await runtime.repository.getRequest(id)
  expect(stored?.request).toMatchObject({ ipAddress: VISITOR_IP })
  expect(stored?.request.createdAt).toBeInstanceOf(Date)

  const text = JSON.stringify(lines)
  for (const secret of [VISITOR_IP, 'PrivacyProbe', VALID_REQUEST.email, VALID_REQUEST.name, VALID_REQUEST.phone])
    expect(text).not.toContain(secret)
  const requestLine = lines.find((line) => line.msg === 'request')!
  expect(requestLine).toMatchObject({ contact: 'created', contactId: id })
  expect(Object.keys(requestLine).filter((key) => !POLICY_FIELDS.has(key))).toEqual([])
})

test('the retention periods the policy states are the server’s defaults', () => {
  const env = readEnv({})
  expect(OPERATOR.retention.contactRequestDays).toBe(DEFAULT_RETENTION_DAYS)
  expect(env.CONTACT_RETENTION_DAYS).toBe(OPERATOR.retention.contactRequestDays)
  // The rate limiter forgets an address when its window ends; the policy promises at most this long.
  expect(env.CONTACT_RATE_LIMIT?.windowMs).toBeLessThanOrEqual(OPERATOR.retention.rateLimitMinutes * 60_000)
})

test('the backup periods the policy states are the deployment’s (timer, local and off-site retention)', async () => {
  const { readFileSync } = await import('node:fs')
  const { OFFSITE_KEEP_DAYS } = await import('./backup/offsite.ts')
  const { backups } = OPERATOR
  const deploy = (file: string) => readFileSync(join('deploy', file), 'utf8')
  expect(backups.offsiteDays).toBe(OFFSITE_KEEP_DAYS)
  expect(deploy('pgbackrest.conf')).toContain(`repo1-retention-full=${backups.offsiteDays}\n`)
  expect(deploy('mandatwerk-backup.service')).toMatch(new RegExp(`BACKUP_KEEP_DAYS=${backups.localDays}\\b`))
  expect(deploy('mandatwerk-backup.timer')).toContain(`OnCalendar=*:0/${backups.everyMinutes}\n`)
  // pgBackRest keeps one full backup older than its retention until a newer full one is older
  // too: a full one follows within a day and one backup interval, expiry runs after the next backup.
  const { FULL_EVERY_MS } = await import('./backup/pgbackrest.ts')
  expect(deploy('pgbackrest.conf')).toContain('repo1-retention-full-type=time\n')
  expect(backups.postgresLocalDays * DAY_MS).toBeGreaterThanOrEqual(
    backups.offsiteDays * DAY_MS + FULL_EVERY_MS + 2 * backups.everyMinutes * 60_000,
  )
  // SQLite's copies (local and off-site) go sooner than PostgreSQL's: the longest is PostgreSQL's.
  expect(backups.localDays).toBeLessThanOrEqual(backups.postgresLocalDays)
})

test('the audit log’s period the policy states (with its source) is the one the retention job applies', () => {
  const years = OPERATOR.retention.auditLogYears
  const sections: readonly PrivacySection[] = PRIVACY.sections
  const section = sections.find((s) => s.heading.startsWith('4. '))!
  const text = section.subsections!.find((sub) => sub.heading.includes('Protokoll'))!.paragraphs.join(' ')
  const words = ['null', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs']
  expect(text).toMatch(
    new RegExp(`(${years}|${words[years]}) Jahre nach dem Ende des Jahres, in dem er entstanden ist`),
  )
  expect(text).toContain('§ 195 in Verbindung mit § 199 Abs. 1 BGB')
  expect(text).toContain('nie aber deren Inhalt oder Ihre E-Mail-Adresse')
  // An entry of 1 January (Berlin) of the year `years` back is kept until that year's end; one a minute earlier is due.
  const now = new Date('2026-06-15T12:00:00Z')
  expect(auditCutoff(now).toISOString()).toBe(new Date(Date.UTC(2026 - years, 0, 1) - 3_600_000).toISOString())
})
