/**
 * What the privacy policy (app/content/privacy.ts) says about the server, checked against the
 * server: what a request's log line holds, that it holds no IP address or browser details
 * while the stored request does keep its IP address (SPEC 2.7), and that the retention
 * periods the policy states are the server's defaults.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { OPERATOR } from '../app/config/site.ts'
import { CONTACT_ENDPOINT } from '../app/lib/contact-schema.ts'
import { createApi } from './api.ts'
import { createSiteApp } from './app.ts'
import { DEFAULT_RETENTION_DAYS } from './contact/retention.ts'
import { type ContactRuntime, createContactRuntime } from './contact/runtime.ts'
import { HUMAN_HEADERS } from './contact/test-server.ts'
import { VALID_REQUEST, testEnv, testStorage } from './contact/test-support.ts'
import { readEnv } from './env.ts'
import { setLogLevel } from './log.ts'

const VISITOR_IP = '198.51.100.77'
const VISITOR_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) PrivacyProbe/1.0'
/** The fields the policy lists: time, method, path, status, response time, request id; for the form its outcome and number. */
const POLICY_FIELDS = new Set(['time', 'level', 'msg', 'id', 'method', 'path', 'status', 'ms', 'contact', 'contactId'])

let runtime: ContactRuntime
let app: ReturnType<typeof createSiteApp>

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'privacy-site-'))
  writeFileSync(join(clientDir, 'index.html'), '<html><h1>Home</h1></html>')
  mkdirSync(join(clientDir, '404'))
  writeFileSync(join(clientDir, '404', 'index.html'), '<html><h1>404</h1></html>')
  runtime = await createContactRuntime(testEnv(testStorage('sqlite'), { TRUST_PROXY: true }))
  app = createSiteApp({ clientDir, trustProxy: true, api: createApi({ contact: runtime.contact }) })
})
afterAll(async () => {
  setLogLevel('silent')
  await runtime.close()
})

/** Runs `send` and returns the JSON log lines the server wrote meanwhile. */
async function logLinesOf(send: () => Response | Promise<Response>) {
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

const visitor = { 'x-forwarded-for': VISITOR_IP, 'user-agent': VISITOR_AGENT }

test('a page request is logged with the policy’s fields only, without IP address, browser or query', async () => {
  const { lines } = await logLinesOf(() => app.request('/?utm_source=flyer', { headers: visitor }))
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatchObject({ msg: 'request', method: 'GET', path: '/', status: 200 })
  expect(Object.keys(lines[0]!).filter((key) => !POLICY_FIELDS.has(key))).toEqual([])
  const text = JSON.stringify(lines)
  for (const secret of [VISITOR_IP, 'PrivacyProbe', 'utm_source']) expect(text).not.toContain(secret)
})

test('a contact request: its IP address is stored with it, but the log holds neither the address nor any field', async () => {
  const { response, lines } = await logLinesOf(() =>
    app.request(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { ...HUMAN_HEADERS, ...visitor, origin: readEnv({}).SITE_URL },
      body: JSON.stringify(VALID_REQUEST),
    }),
  )
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: string }
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
