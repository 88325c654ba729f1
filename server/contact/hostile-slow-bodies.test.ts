/**
 * Request bodies that trickle, stall or never end against the real contact endpoint
 * (docs/reliability.md): cut off at the request limit with a 408 that stores nothing and is
 * logged as refused, while quick and slow clients are served meanwhile.
 */
import { type AddressInfo, connect } from 'node:net'

import { serve } from '@hono/node-server'
import fc from 'fast-check'
import { afterEach, describe, expect, test, vi } from 'vitest'

import { CONTACT_ENDPOINT } from '../../app/lib/contact-schema.ts'
import { VALID_REQUEST } from '../../tests/fixtures/contact-request.ts'
import { type Engine, ENGINES } from '../../tests/support/contact-storage.ts'
import { bytes, hostileSuite, startServer, stored } from '../../tests/support/hostile-server.ts'
import { captureLog, siteApp } from '../../tests/support/site-app.ts'
import { httpServerOptions } from '../http-limits.ts'
import { setLogLevel } from '../log.ts'

hostileSuite()

/** The limit for receiving a whole request in these tests; production uses 30 s (server/http-limits.ts). */
const REQUEST_LIMIT_MS = 2000

type RawResult = { response: string; ms: number; closedByServer: boolean }

/**
 * One HTTP request over a raw socket: `parts` are written one after another with the given
 * pauses; then the socket waits until the server closes it or `giveUpMs` passes.
 */
function rawRequest(port: number, parts: { data: string; pauseMs: number }[], giveUpMs: number): Promise<RawResult> {
  return new Promise((resolve, reject) => {
    const started = Date.now()
    const socket = connect(port, '127.0.0.1')
    let response = ''
    let done = false
    const finish = (closedByServer: boolean) => {
      if (done) return
      done = true
      clearTimeout(giveUp)
      socket.destroy()
      resolve({ response, ms: Date.now() - started, closedByServer })
    }
    const giveUp = setTimeout(() => finish(false), giveUpMs)
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      response += chunk
      // A complete answer with a body ends the exchange; the connection may stay open.
      if (/\r\n\r\n[\s\S]*\}$/.test(response)) finish(false)
    })
    socket.on('close', () => finish(true))
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') finish(true)
      else reject(error)
    })
    socket.once('connect', async () => {
      for (const { data, pauseMs } of parts) {
        if (done) return
        socket.write(data)
        if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs))
      }
    })
  })
}

const head = (extra: string) =>
  `POST ${CONTACT_ENDPOINT} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Form-Fill-Ms: 10000\r\n${extra}\r\n`

describe.each(ENGINES)(`slow and stalled bodies on %s (request limit ${REQUEST_LIMIT_MS} ms)`, (engine: Engine) => {
  test('stalled and endless requests are cut off at the limit (408) and store nothing; slow and quick clients are served meanwhile', async () => {
    const api = await startServer(engine, {}, { requestTimeoutMs: REQUEST_LIMIT_MS })
    const port = Number(new URL(api.url).port)
    // A route error would reach Hono's default handler, which reports it here.
    const serverErrors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const valid = JSON.stringify(VALID_REQUEST)
    const length = bytes(valid)
    const endless = Array.from({ length: 200 }, (_, i) => ({ data: valid.charAt(i % valid.length), pauseMs: 40 }))
    const stalls = [
      // Headers complete, body stops half-way.
      [{ data: head(`Content-Length: ${length}\r\n`) + valid.slice(0, 40), pauseMs: 0 }],
      // Chunked body that stops after the first chunk (read by the body-limit middleware).
      [{ data: `${head('Transfer-Encoding: chunked\r\n')}28\r\n${valid.slice(0, 40)}\r\n`, pauseMs: 0 }],
      // Headers never finish.
      [{ data: head('X-Slow: 1\r\n').slice(0, 60), pauseMs: 0 }],
      // A byte every 40 ms: never idle, never done (an idle timeout would not catch this).
      [{ data: head(`Content-Length: ${length * 10}\r\n`), pauseMs: 0 }, ...endless],
    ].map((parts) => rawRequest(port, parts, REQUEST_LIMIT_MS * 4))

    // Meanwhile a person's request is answered at once …
    const started = Date.now()
    expect((await api.post(VALID_REQUEST)).status).toBe(201)
    expect(Date.now() - started).toBeLessThan(REQUEST_LIMIT_MS / 2)

    // … and so is a valid body that trickles in a few bytes at a time: about 200 bytes in pieces
    // of 8 or more, one every 20-40 ms, take at most about 1.1 s – within the limit.
    const body = JSON.stringify({ ...VALID_REQUEST, phone: undefined, organization: undefined })
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 8, max: 24 }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 20, max: 40 }),
        async (sizes, pauseMs) => {
          const parts = [{ data: head(`Content-Length: ${bytes(body)}\r\n`), pauseMs }]
          for (let at = 0, i = 0; at < body.length; i++) {
            const size = sizes[i % sizes.length]!
            parts.push({ data: body.slice(at, at + size), pauseMs })
            at += size
          }
          const before = await stored(api)
          const result = await rawRequest(port, parts, REQUEST_LIMIT_MS * 2)
          expect(result.response).toMatch(/^HTTP\/1\.1 201 /)
          expect(result.response).toMatch(/"id":"[0-9a-f-]{36}"/)
          expect(await stored(api)).toBe(before + 1)
        },
      ),
      { numRuns: 3 },
    )

    for (const result of await Promise.all(stalls)) {
      expect(result.closedByServer).toBe(true)
      expect(result.response).toMatch(/^HTTP\/1\.1 408 /)
      expect(result.ms).toBeGreaterThanOrEqual(REQUEST_LIMIT_MS - 50)
      expect(result.ms).toBeLessThan(REQUEST_LIMIT_MS * 1.1 + 1000)
    }
    // The quick request and the three trickled ones; nothing from the stalled clients.
    expect(await stored(api)).toBe(1 + 3)
    expect(serverErrors).not.toHaveBeenCalled()
  })
})

describe('a client that gives up half-way, in the production app', () => {
  afterEach(() => setLogLevel('silent'))

  test('is logged as refused (408), not as a server error', async () => {
    const { app, runtime } = await siteApp({ CONTACT_RATE_LIMIT: null })
    const http = serve({
      fetch: app.fetch,
      port: 0,
      hostname: '127.0.0.1',
      serverOptions: httpServerOptions({ requestMs: REQUEST_LIMIT_MS }),
    })
    await new Promise((resolve) => http.once('listening', resolve))
    const lines = captureLog()
    try {
      const valid = JSON.stringify(VALID_REQUEST)
      const { port } = http.address() as AddressInfo
      for (const first of [
        head(`Content-Length: ${bytes(valid)}\r\n`) + valid.slice(0, 30),
        `${head('Transfer-Encoding: chunked\r\n')}1e\r\n${valid.slice(0, 30)}\r\n`,
      ]) {
        // Sends part of the body, then the connection drops (closed from our side).
        await rawRequest(port, [{ data: first, pauseMs: 0 }], 100)
      }
      const deadline = Date.now() + 5000
      while (lines.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20))
    } finally {
      setLogLevel('silent')
      await new Promise((resolve) => http.close(resolve))
      await runtime.close()
    }
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
    expect(entries).toHaveLength(2)
    for (const entry of entries) {
      expect(entry).toMatchObject({ level: 'info', msg: 'request', status: 408, contact: 'refused' })
    }
  })
})
