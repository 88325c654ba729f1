/**
 * The contact endpoint under hostile input (server/contact/hostile-*.test.ts): one server per
 * engine with no rate or confirmation limit in the way, the raw POST, and the invariants every
 * answer keeps.
 */
import { afterAll, beforeAll, expect, vi } from 'vitest'

import { CONTACT_ENDPOINT } from '../../app/lib/contact-schema.ts'
import { setLogLevel } from '../../server/log.ts'
import { type ContactServer, HUMAN_HEADERS, startContactServer } from './contact-server.ts'
import { type Engine, testStorage } from './contact-storage.ts'
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts'

export const INBOX = 'kontakt@mandatwerk.example'

// Servers stop before the SMTP sinks: a sink waits for the pooled connections a server holds.
const servers: (() => Promise<unknown>)[] = []
const sinks: (() => Promise<unknown>)[] = []

/** Stops every server and sink started so far; a test file calls it in `afterAll`. */
/** The hooks every hostile-input file needs: quiet logs, its servers stopped, time for slow bodies. */
export function hostileSuite() {
  beforeAll(() => setLogLevel('silent'))
  afterAll(stopAll)
  vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 })
}

export async function stopAll() {
  for (const stop of [...servers.splice(0), ...sinks.splice(0)]) await stop()
}

export async function startServer(
  engine: Engine,
  env: Parameters<typeof startContactServer>[1] = {},
  options: Parameters<typeof startContactServer>[2] = {},
): Promise<ContactServer> {
  // Every request here comes from the same address: no confirmation limit gets in the way.
  const server = await startContactServer(
    testStorage(engine),
    { CONTACT_RATE_LIMIT: null, CONTACT_CONFIRMATIONS_PER_RECIPIENT: 1_000_000, ...env },
    options,
  )
  servers.push(server.stop)
  return server
}

export async function sink(): Promise<SmtpSink> {
  const started = await startSmtpSink()
  sinks.push(started.close)
  return started
}

export function send(api: ContactServer, body: string | Uint8Array, headers: Record<string, string> = HUMAN_HEADERS) {
  return fetch(`${api.url}${CONTACT_ENDPOINT}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : new Blob([body as Uint8Array<ArrayBuffer>]),
  })
}

export const stored = async (api: ContactServer) => (await api.runtime.repository.stats()).requests
export const bytes = (text: string) => new TextEncoder().encode(text).length

/**
 * The invariants every answer keeps: below 500; a refusal is a 4xx with a JSON `error`
 * and leaves the table as it was; an acceptance stored exactly one request.
 */
export async function expectSafeAnswer(api: ContactServer, response: Response, before: number) {
  expect(response.status).toBeLessThan(500)
  const after = await stored(api)
  if (response.status < 300) {
    expect(response.status).toBe(201)
    expect(after).toBe(before + 1)
    const { id } = (await response.json()) as { id: string }
    return { accepted: true as const, id }
  }
  expect(response.status).toBeGreaterThanOrEqual(400)
  expect(response.headers.get('content-type')).toMatch(/^application\/json/)
  const body = (await response.json()) as { error?: unknown; details?: Record<string, string> }
  expect(typeof body.error).toBe('string')
  expect(String(body.error).trim()).not.toBe('')
  expect(after).toBe(before)
  return { accepted: false as const, status: response.status, details: body.details ?? {} }
}
