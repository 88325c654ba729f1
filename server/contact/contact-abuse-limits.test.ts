/**
 * The contact endpoint's abuse limits with the production defaults (docs/decisions/008): the rate
 * limit per address (behind a trusted proxy, per IPv6 /64), the honeypot and the fill time that
 * quarantine a request, the switches that turn them off, and further allowed origins.
 */
import { beforeAll, describe, expect, test } from 'vitest'

import { VALID_REQUEST } from '../../tests/fixtures/contact-request.ts'
import { contactApis, HUMAN, post, stored } from '../../tests/support/contact-api.ts'
import type { ContactServer as Api } from '../../tests/support/contact-server.ts'
import { setLogLevel } from '../log.ts'

const startApi = contactApis()
beforeAll(() => setLogLevel('silent'))

describe('abuse limits with the production defaults', () => {
  test('the 6th request from one address within 10 minutes gets 429 with Retry-After', async () => {
    const api = await startApi()
    for (let i = 0; i < 5; i++) expect((await post(api, VALID_REQUEST)).status).toBe(201)
    const refused = await post(api, VALID_REQUEST)
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(590)
    expect(retryAfter).toBeLessThanOrEqual(600)
    expect(((await refused.json()) as { error: string }).error).toBe(
      'Too many requests from your address. Please try again in 10 minutes.',
    )
    // X-Forwarded-For is not trusted without TRUSTED_PROXIES: a forged address changes nothing.
    expect((await post(api, VALID_REQUEST, { ...HUMAN, 'x-forwarded-for': '198.51.100.9' })).status).toBe(429)
    expect(await stored(api)).toBe(5)
  })

  test('behind a trusted proxy the limit applies to the address the proxy reports', async () => {
    const api = await startApi({ TRUSTED_PROXIES: ['127.0.0.1'], CONTACT_RATE_LIMIT: { max: 1, windowMs: 60_000 } })
    const from = (ip: string) => post(api, VALID_REQUEST, { ...HUMAN, 'x-forwarded-for': `10.0.0.1, ${ip}` })
    expect((await from('198.51.100.1')).status).toBe(201)
    expect((await from('198.51.100.1')).status).toBe(429)
    expect((await from('198.51.100.2')).status).toBe(201)
    const [latest] = await api.runtime.repository.listRequests({ limit: 1 })
    expect((await api.runtime.repository.getRequest(latest!.id))?.request.ipAddress).toBe('198.51.100.2')
  })

  test('IPv6 visitors are limited per /64, and their full address is stored', async () => {
    const api = await startApi({ TRUSTED_PROXIES: ['127.0.0.1'], CONTACT_RATE_LIMIT: { max: 1, windowMs: 60_000 } })
    const from = (ip: string) => post(api, VALID_REQUEST, { ...HUMAN, 'x-forwarded-for': ip })
    expect((await from('2001:db8:1:2::10')).status).toBe(201)
    // Another address in the same /64 (one household, one phone's privacy addresses): the same bucket.
    expect((await from('2001:db8:1:2:ffff:ee:dd:cc')).status).toBe(429)
    expect((await from('2001:db8:1:3::10')).status).toBe(201)
    const stored = await api.runtime.repository.listRequests({ limit: 5 })
    const addresses = await Promise.all(
      stored.map(async (row) => (await api.runtime.repository.getRequest(row.id))?.request.ipAddress),
    )
    expect(addresses.sort()).toEqual(['2001:db8:1:2::10', '2001:db8:1:3::10'])
  })

  /** The stored request behind an answer, with the kinds of its emails. */
  async function storedFor(api: Api, response: Response) {
    const { id } = (await response.json()) as { id: string }
    const found = (await api.runtime.repository.getRequest(id))!
    return { request: found.request, kinds: found.emails.map((email) => email.kind).sort() }
  }

  test('a filled honeypot: the answer a person gets, the request stored in quarantine with the reason, no confirmation', async () => {
    const api = await startApi()
    const response = await post(api, { ...VALID_REQUEST, website: 'https://spam.example' })
    expect(response.status).toBe(201)
    const { request, kinds } = await storedFor(api, response)
    expect(request).toMatchObject({ ...VALID_REQUEST, quarantineReason: 'honeypot' })
    expect(kinds).toEqual(['spam-notice'])
    expect(await api.runtime.repository.stats()).toMatchObject({ requests: 0, quarantined: 1 })
  })

  test('a form sent faster than 3 seconds, or with its fill time missing or malformed, is quarantined with that reason', async () => {
    const api = await startApi()
    const json = { 'content-type': 'application/json' }
    for (const [headers, reason] of [
      [json, 'fill-time-missing'],
      [{ ...json, 'x-form-fill-ms': '900' }, 'too-fast'],
      [{ ...json, 'x-form-fill-ms': 'soon' }, 'fill-time-malformed'],
      [{ ...json, 'x-form-fill-ms': '-5000' }, 'fill-time-malformed'],
    ] as const) {
      const response = await post(api, VALID_REQUEST, headers)
      expect(response.status, reason).toBe(201)
      expect((await storedFor(api, response)).request.quarantineReason).toBe(reason)
    }
    expect(await stored(api)).toBe(0)
    const person = await post(api, VALID_REQUEST, { ...json, 'x-form-fill-ms': '3000' })
    expect(await storedFor(api, person)).toMatchObject({
      request: { quarantineReason: null },
      kinds: ['confirmation', 'notification'],
    })
    expect(await stored(api)).toBe(1)
  })

  test('a quarantined request sent again with its Idempotency-Key is replayed, not stored twice', async () => {
    const api = await startApi()
    const headers = { ...HUMAN, 'x-form-fill-ms': '500', 'idempotency-key': 'bot-form-0001' }
    const first = await post(api, VALID_REQUEST, headers)
    const again = await post(api, VALID_REQUEST, headers)
    expect([first.status, again.status]).toEqual([201, 200])
    expect(await again.json()).toEqual(await first.json())
    expect((await api.runtime.repository.stats()).quarantined).toBe(1)
  })

  test('CONTACT_MIN_FILL_MS=0 and CONTACT_RATE_LIMIT=0 turn both guards off, a missing fill time included', async () => {
    const api = await startApi({ CONTACT_MIN_FILL_MS: 0, CONTACT_RATE_LIMIT: null })
    for (let i = 0; i < 8; i++) {
      const headers = i % 2 ? { 'content-type': 'application/json' } : { ...HUMAN, 'x-form-fill-ms': '1' }
      expect((await post(api, VALID_REQUEST, headers)).status).toBe(201)
    }
    expect(await api.runtime.repository.stats()).toMatchObject({ requests: 8, quarantined: 0 })
    // The honeypot still counts.
    expect((await post(api, { ...VALID_REQUEST, website: 'x' })).status).toBe(201)
    expect((await api.runtime.repository.stats()).quarantined).toBe(1)
  })

  test('CONTACT_ALLOWED_ORIGINS admits further origins', async () => {
    const api = await startApi({ CONTACT_ALLOWED_ORIGINS: ['https://kampagne.example'] })
    expect((await post(api, VALID_REQUEST, { ...HUMAN, origin: 'https://kampagne.example' })).status).toBe(201)
    expect((await post(api, VALID_REQUEST, { ...HUMAN, origin: 'https://other.example' })).status).toBe(403)
  })
})
