import { describe, expect, test, vi } from 'vitest'

import {
  ContactRequestError,
  ContactTimeoutError,
  createIdempotencyKeys,
  newIdempotencyKey,
  sendContactRequest,
  UnexpectedAnswerError,
} from './contact-client.ts'
import type { ContactRequestBody } from './contact-schema.ts'

const body: ContactRequestBody = {
  name: 'Anna Schmidt',
  email: 'anna@example.org',
  campaign_type: 'local',
  message: 'Please call me about the local election.',
  prefer_phone: false,
}

function fakeFetch(status: number, answer: unknown) {
  return vi.fn<typeof fetch>(async () =>
    typeof answer === 'string'
      ? new Response(answer, { status, headers: { 'content-type': 'text/html' } })
      : Response.json(answer, { status }),
  )
}

describe('sending a contact request', () => {
  test('POSTs exactly the body with the idempotency key and the fill time', async () => {
    const fetch = fakeFetch(201, { id: 'abc' })
    expect(await sendContactRequest({ body, idempotencyKey: 'key-1234567', fillMs: 12_345.6, fetch })).toEqual({
      id: 'abc',
    })
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('/functions/v1/send-contact-email')
    expect(init?.method).toBe('POST')
    expect(init?.headers).toMatchObject({
      'Content-Type': 'application/json',
      'Idempotency-Key': 'key-1234567',
      'X-Form-Fill-Ms': '12346',
    })
    expect(JSON.parse(init?.body as string)).toEqual(body)
  })

  test('the spam trap is sent only when something filled it in', async () => {
    const fetch = fakeFetch(201, { id: 'abc' })
    await sendContactRequest({ body, idempotencyKey: 'key-1234567', fillMs: 1, honeypot: '', fetch })
    await sendContactRequest({ body, idempotencyKey: 'key-1234567', fillMs: 1, honeypot: 'http://spam', fetch })
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).not.toHaveProperty('website')
    expect(JSON.parse(fetch.mock.calls[1]![1]!.body as string)).toMatchObject({ website: 'http://spam' })
  })

  test.each([
    ['a refusal with the server’s message', 429, { error: 'Too many requests.' }, 'Too many requests.'],
    ['an error field in a 2xx answer', 200, { error: 'Something went wrong' }, 'Something went wrong'],
    ['a refusal without a message', 500, {}, undefined],
    ['a proxy error page', 502, '<h1>Bad gateway</h1>', undefined],
  ])('%s rejects with ContactRequestError', async (_, status, answer, message) => {
    const error = await sendContactRequest({
      body,
      idempotencyKey: 'key-1234567',
      fillMs: 1,
      fetch: fakeFetch(status, answer),
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContactRequestError)
    expect((error as ContactRequestError).serverMessage).toBe(message)
    expect((error as ContactRequestError).status).toBe(status)
  })

  test.each([
    [
      'a redirect (not followed)',
      () => new Response(null, { status: 302, headers: { location: '/login' } }),
      'redirect',
    ],
    [
      'a web page with 200',
      () => new Response('<h1>Welcome</h1>', { headers: { 'content-type': 'text/html' } }),
      'not-json',
    ],
    ['JSON without an id', () => Response.json({ ok: true }, { status: 201 }), 'no-id'],
    ['an empty id', () => Response.json({ id: '' }, { status: 201 }), 'no-id'],
    ['202 Accepted', () => Response.json({ id: 'abc' }, { status: 202 }), 'not-json'],
  ])('%s is no success: UnexpectedAnswerError', async (_, answer, kind) => {
    const fetchMock = vi.fn<typeof fetch>(async () => answer())
    const error = await sendContactRequest({ body, idempotencyKey: 'key-1234567', fillMs: 1, fetch: fetchMock }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(UnexpectedAnswerError)
    expect((error as UnexpectedAnswerError).kind).toBe(kind)
    expect(fetchMock.mock.calls[0]![1]!.redirect).toBe('manual')
  })

  test('no answer within the time limit: ContactTimeoutError, and the request is aborted', async () => {
    let aborted = false
    const fetchMock = vi.fn<typeof fetch>(
      (_input, init) =>
        new Promise((_resolve, reject) =>
          init!.signal!.addEventListener('abort', () => {
            aborted = true
            reject(new DOMException('aborted', 'AbortError'))
          }),
        ),
    )
    const error = await sendContactRequest({
      body,
      idempotencyKey: 'key-1234567',
      fillMs: 1,
      fetch: fetchMock,
      timeoutMs: 50,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ContactTimeoutError)
    expect(aborted).toBe(true)
  })

  test('per-field details of a 400 are passed on', async () => {
    const fetch = fakeFetch(400, { error: 'Please check', details: { email: 'Invalid email address' } })
    const error = (await sendContactRequest({ body, idempotencyKey: 'k-12345678', fillMs: 1, fetch }).catch(
      (e: unknown) => e,
    )) as ContactRequestError
    expect(error.details).toEqual({ email: 'Invalid email address' })
  })
})

describe('idempotency keys', () => {
  test('one key per filled form: the same content keeps it, changed content or success renews it', () => {
    let n = 0
    const keys = createIdempotencyKeys(() => `key-${++n}`)
    expect(keys.keyFor(body)).toBe('key-1')
    expect(keys.keyFor({ ...body })).toBe('key-1')
    expect(keys.keyFor({ ...body, message: 'Something else to say.' })).toBe('key-2')
    keys.renew()
    expect(keys.keyFor({ ...body, message: 'Something else to say.' })).toBe('key-3')
  })

  test('a v4 UUID, also where crypto.randomUUID is missing (plain http)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    expect(newIdempotencyKey()).toMatch(uuid)
    const original = crypto.randomUUID
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true })
    try {
      expect(newIdempotencyKey()).toMatch(uuid)
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true })
    }
  })
})
