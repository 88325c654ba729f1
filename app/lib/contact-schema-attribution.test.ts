/**
 * The attribution fields of a contact request (docs/decisions/017) as the shared schema reads
 * them: kept when clean, dropped otherwise, never a reason to refuse a request.
 */
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { VALID_REQUEST as valid } from '../../tests/fixtures/contact-request.ts'
import { ATTRIBUTION_FIELDS } from './attribution.ts'
import { ATTRIBUTION_MAX, ContactRequestSchema, splitSubmission } from './contact-schema.ts'

describe('attribution fields: kept when clean, dropped otherwise, never a reason to refuse', () => {
  const attributionOf = (extra: Record<string, unknown>) => {
    const parsed = ContactRequestSchema.safeParse({ ...valid, ...extra })
    expect(parsed.success).toBe(true)
    return parsed.success ? splitSubmission(parsed.data).attribution : undefined
  }

  test('missing fields are null; clean values are kept (hosts in lower case, UTM values trimmed)', () => {
    expect(attributionOf({})).toEqual(Object.fromEntries(ATTRIBUTION_FIELDS.map((field) => [field, null])))
    expect(
      attributionOf({
        landing_path: '/campaign-costs',
        previous_path: '/',
        referrer_host: 'WWW.Google.DE',
        utm_source: ' newsletter ',
        utm_medium: 'E-Mail',
        utm_campaign: 'Wahl 2026 – Herbst',
      }),
    ).toEqual({
      landing_path: '/campaign-costs',
      previous_path: '/',
      referrer_host: 'www.google.de',
      utm_source: 'newsletter',
      utm_medium: 'E-Mail',
      utm_campaign: 'Wahl 2026 – Herbst',
    })
    expect(attributionOf({ landing_path: '/%C3%BCber-uns/team:1' })?.landing_path).toBe('/%C3%BCber-uns/team:1')
  })

  test.each([
    ['landing_path', 'https://evil.example/campaign-costs', 'a URL, not a path'],
    ['landing_path', '//evil.example/x', 'another host, protocol-relative'],
    ['landing_path', '/\\evil.example', 'a backslash, which browsers read as a slash'],
    ['landing_path', 'campaign-costs', 'not starting with /'],
    ['landing_path', '/contact?email=anna@example.org', 'a query'],
    ['landing_path', '/contact#form', 'a fragment'],
    ['previous_path', '/über', 'unencoded non-ASCII'],
    ['previous_path', '/a b', 'a space'],
    ['previous_path', '/a\r\nBcc: x@example.org', 'line breaks'],
    ['previous_path', '/%zz', 'a broken percent escape'],
    ['previous_path', `/${'x'.repeat(ATTRIBUTION_MAX.path)}`, 'too long'],
    ['referrer_host', 'https://www.google.com/', 'a URL, not a host'],
    ['referrer_host', 'www.google.com:443', 'a port'],
    ['referrer_host', '[2001:db8::1]', 'an IPv6 literal'],
    ['referrer_host', '-bad-.example', 'a label starting with a hyphen'],
    ['referrer_host', 'a..b', 'an empty label'],
    ['referrer_host', `${'a'.repeat(64)}.example`, 'a label over 63 characters'],
    ['utm_source', 'news\u202Eletter', 'a bidi override'],
    ['utm_medium', 'e\nmail', 'a line break'],
    ['utm_campaign', 'x'.repeat(ATTRIBUTION_MAX.utm + 1), 'too long'],
    ['utm_campaign', '   ', 'only spaces'],
    ['utm_source', 42, 'a number'],
    ['utm_source', ['newsletter'], 'an array'],
    ['landing_path', { __proto__: null, path: '/' }, 'an object'],
    ['landing_path', null, 'null'],
  ] as [string, unknown, string][])('%s = %j (%s) is dropped and the request accepted', (field, value) => {
    // A clean neighbour is kept: one bad field drops only itself.
    const neighbour = field === 'utm_source' ? 'utm_medium' : 'utm_source'
    const attribution = attributionOf({ [neighbour]: 'newsletter', [field]: value })
    expect(attribution?.[field as keyof typeof attribution]).toBeNull()
    expect(attribution?.[neighbour]).toBe('newsletter')
  })

  test('arbitrary values never make a valid request invalid, and what is kept is clean', () => {
    const anyValue = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.string({
        unit: fc.constantFrom('/', 'a', '%', '2', 'F', '?', '#', ':', '.', '-', ' ', '\n', '\\'),
        maxLength: 20,
      }),
      fc.jsonValue({ maxDepth: 2 }),
    )
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...ATTRIBUTION_FIELDS), anyValue), (extra) => {
        const parsed = ContactRequestSchema.safeParse({ ...valid, ...extra })
        expect(parsed.success).toBe(true)
        if (!parsed.success) return
        const { attribution } = splitSubmission(parsed.data)
        for (const field of ATTRIBUTION_FIELDS) {
          const kept = attribution[field]
          if (kept === null) continue
          expect(typeof extra[field]).toBe('string')
          if (field.endsWith('_path')) expect(kept).toMatch(/^\/(?!\/)[\x21-\x7e]*$/)
          if (field === 'referrer_host') expect(kept).toMatch(/^[a-z0-9.-]+$/)
          expect(kept).not.toMatch(/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u)
          expect(kept.length).toBeLessThanOrEqual(Math.max(...Object.values(ATTRIBUTION_MAX)))
        }
      }),
      { numRuns: 500 },
    )
  })
})
