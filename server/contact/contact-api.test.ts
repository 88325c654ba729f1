import fc from 'fast-check'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'

import { DEFAULT_SITE_URL } from '../../app/config/site-url.ts'
import { CONTACT_ENDPOINT } from '../../app/lib/contact-schema.ts'
import { VALID_REQUEST } from '../../tests/fixtures/contact-request.ts'
import { contactApis, HUMAN, post, stored } from '../../tests/support/contact-api.ts'
import type { ContactServer as Api } from '../../tests/support/contact-server.ts'
import { captureLog, siteApp } from '../../tests/support/site-app.ts'
import { setLogLevel } from '../log.ts'

const startApi = contactApis()
beforeAll(() => setLogLevel('silent'))

describe('bad input gets its status and a JSON error, never a 5xx', () => {
  let api: Api
  beforeAll(async () => {
    api = await startApi({ CONTACT_RATE_LIMIT: null })
  })

  async function expectError(response: Response, status: number) {
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const body = (await response.json()) as { error: unknown; details?: Record<string, string> }
    expect(typeof body.error).toBe('string')
    expect(String(body.error).length).toBeGreaterThan(5)
    return body
  }

  test('400 with a message per field, in the words of the form (app/content/contact.ts)', async () => {
    const body = await expectError(
      await post(api, { name: 'A', email: 'nope', phone: '12', campaign_type: 'x', message: 'short' }),
      400,
    )
    expect(body.details).toEqual({
      name: 'Name must be at least 2 characters long',
      email: 'Invalid email address',
      phone: 'Phone number must be at least 5 characters long',
      campaign_type: 'Please select a campaign type',
      message: 'Message must be at least 10 characters long',
    })
  })

  test.each([
    ['an empty object', {}],
    ['wrong types', { ...VALID_REQUEST, name: 42, prefer_phone: 'yes' }],
    ['an unknown field', { ...VALID_REQUEST, is_admin: true }],
    ['the form-only consent field', { ...VALID_REQUEST, agree_privacy: true }],
    ['CR/LF in the name (header injection)', { ...VALID_REQUEST, name: 'Anna\r\nBcc: victim@example.org' }],
    ['CR/LF in the email', { ...VALID_REQUEST, email: 'anna@example.org\r\nBcc: victim@example.org' }],
    ['CR/LF in the organization', { ...VALID_REQUEST, organization: 'X\nSubject: spam' }],
    ['a name over the maximum', { ...VALID_REQUEST, name: 'x'.repeat(121) }],
    ['a message over the maximum', { ...VALID_REQUEST, message: 'x'.repeat(4001) }],
  ])('400 for %s', async (_, payload) => {
    const body = await expectError(await post(api, payload), 400)
    expect(Object.keys(body.details ?? {}).length).toBeGreaterThan(0)
  })

  test('unknown fields are named in the details, __proto__ too', async () => {
    const body = await expectError(await post(api, { ...VALID_REQUEST, is_admin: true }), 400)
    expect(body.details).toEqual({ is_admin: 'Unknown field' })
    const raw = `{"__proto__": {"is_admin": true}, ${JSON.stringify(VALID_REQUEST).slice(1)}`
    const polluted = await expectError(await post(api, raw), 400)
    expect(Object.entries(polluted.details!)).toEqual([['__proto__', 'Unknown field']])
  })

  test.each([
    ['broken JSON', '{"name": "Anna",'],
    ['a JSON array', '[1, 2]'],
    ['JSON null', 'null'],
    ['a JSON string', '"hello"'],
    ['an empty body', ''],
  ])('400 for %s', async (_, raw) => {
    await expectError(await post(api, raw), 400)
  })

  test('400 for a malformed Idempotency-Key', async () => {
    await expectError(await post(api, VALID_REQUEST, { ...HUMAN, 'idempotency-key': 'short' }), 400)
  })

  test.each([
    ['text/plain', 'text/plain'],
    ['a form post', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
  ])('415 for %s', async (_, type) => {
    await expectError(await post(api, JSON.stringify(VALID_REQUEST), { ...HUMAN, 'content-type': type }), 415)
  })

  test('415 without a content type', async () => {
    const response = await fetch(`${api.url}${CONTACT_ENDPOINT}`, {
      method: 'POST',
      body: new Blob([JSON.stringify(VALID_REQUEST)]),
    })
    await expectError(response, 415)
  })

  test('413 for a body over 16 KB, announced or streamed without a length', async () => {
    const big = JSON.stringify({ ...VALID_REQUEST, message: 'x'.repeat(16 * 1024) })
    await expectError(await post(api, big), 413)
    const chunks = [big.slice(0, 8000), big.slice(8000)]
    const stream = new ReadableStream({
      pull(controller) {
        const chunk = chunks.shift()
        if (chunk) controller.enqueue(new TextEncoder().encode(chunk))
        else controller.close()
      },
    })
    const response = await fetch(`${api.url}${CONTACT_ENDPOINT}`, {
      method: 'POST',
      headers: HUMAN,
      body: stream,
      duplex: 'half',
    } as RequestInit)
    await expectError(response, 413)
  })

  test('403 for a post from another website; the site itself, SITE_URL and no Origin are fine', async () => {
    await expectError(await post(api, VALID_REQUEST, { ...HUMAN, origin: 'https://evil.example' }), 403)
    await expectError(await post(api, VALID_REQUEST, { ...HUMAN, origin: 'null' }), 403)
    await expectError(await post(api, VALID_REQUEST, { ...HUMAN, origin: `${DEFAULT_SITE_URL}.evil.example` }), 403)
    expect((await post(api, VALID_REQUEST, { ...HUMAN, origin: DEFAULT_SITE_URL })).status).toBe(201)
    expect((await post(api, VALID_REQUEST, { ...HUMAN, origin: api.url })).status).toBe(201)
    expect((await post(api, VALID_REQUEST)).status).toBe(201)
  })

  test('405 for other methods', async () => {
    const response = await fetch(`${api.url}${CONTACT_ENDPOINT}`)
    await expectError(response, 405)
    expect(response.headers.get('allow')).toBe('POST')
  })

  test('no bad input yields a 5xx or stores anything (random bodies)', async () => {
    const before = await stored(api)
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.json(),
          fc.string(),
          fc
            .record(
              {
                name: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
                email: fc.oneof(fc.emailAddress(), fc.string()),
                campaign_type: fc.string(),
                message: fc.string({ maxLength: 9 }),
                prefer_phone: fc.anything(),
              },
              { requiredKeys: [] },
            )
            .map((value) => JSON.stringify(value)),
        ),
        async (raw) => {
          const response = await post(api, raw)
          expect(response.status).toBeLessThan(500)
          expect(response.status).toBeGreaterThanOrEqual(400)
          expect(typeof ((await response.json()) as { error?: unknown }).error).toBe('string')
        },
      ),
      { numRuns: 150 },
    )
    expect(await stored(api)).toBe(before)
  })
})

describe('accepted requests', () => {
  test('201 with the stored id; the same Idempotency-Key returns it again without a second request', async () => {
    const api = await startApi()
    const headers = { ...HUMAN, 'idempotency-key': '4b0d9a8e-6f4f-4c55-9d2b-0a0c1f6d2e11' }
    const first = await post(api, VALID_REQUEST, headers)
    expect(first.status).toBe(201)
    const { id } = (await first.json()) as { id: string }
    const again = await post(api, VALID_REQUEST, headers)
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ id })
    const other = await post(api, { ...VALID_REQUEST, message: 'A different request altogether.' }, headers)
    expect(other.status).toBe(422)
    expect(await stored(api)).toBe(1)
    const saved = await api.runtime.repository.getRequest(id)
    expect(saved?.request).toMatchObject({ ...VALID_REQUEST, ipAddress: '127.0.0.1' })
    expect(saved?.emails.map((e) => e.recipient)).toEqual(['kontakt@mandatwerk.example', VALID_REQUEST.email])
  })

  test('503 with a JSON error when the database is unavailable', async () => {
    const api = await startApi()
    await api.runtime.repository.close()
    const response = await post(api, VALID_REQUEST)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('60')
    expect(((await response.json()) as { error: string }).error).toMatch(/could not be saved/)
  })
})

describe('request log', () => {
  afterEach(() => setLogLevel('silent'))

  test('one JSON line per request, with ids and outcome but no content, address or body', async () => {
    const { app, runtime } = await siteApp()
    const lines = captureLog()
    const response = await app.request(
      CONTACT_ENDPOINT,
      { method: 'POST', headers: HUMAN, body: JSON.stringify(VALID_REQUEST) },
      { incoming: { socket: { remoteAddress: '203.0.113.50' } } } as never,
    )
    setLogLevel('silent')
    const { id } = (await response.json()) as { id: string }
    await runtime.close()
    expect(lines).toHaveLength(1)
    const entry = JSON.parse(lines[0]!) as Record<string, unknown>
    expect(entry).toMatchObject({ msg: 'request', method: 'POST', status: 201, contact: 'created', contactId: id })
    for (const secret of [VALID_REQUEST.name, VALID_REQUEST.email, VALID_REQUEST.phone, 'mayoral', '203.0.113.50']) {
      expect(lines[0]).not.toContain(secret)
    }
  })
})
