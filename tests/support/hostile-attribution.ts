/**
 * Attribution fields (docs/decisions/017) in hostile requests: a value is either known clean
 * (stored as sent, hosts in lower case, UTM values trimmed), known unclean (dropped: null), or
 * arbitrary text, judged after the fact by rules written here independently of the schema.
 */
import fc from 'fast-check'
import { expect } from 'vitest'

import { type Attribution, ATTRIBUTION_FIELDS, type AttributionField } from '../../app/lib/attribution.ts'
import { anyText, wrongType } from './hostile-fields.ts'

export type AttributionCase = { field: AttributionField; json: string; stored: string | null | 'judge' }

const isPathField = (field: AttributionField) => field.endsWith('_path')

const CLEAN: Record<'path' | 'host' | 'utm', [sent: string, stored: string][]> = {
  path: [
    ['/campaign-costs', '/campaign-costs'],
    ['/', '/'],
    ['/ratgeber', '/ratgeber'],
    ['/%C3%BCber-uns/a:b@c', '/%C3%BCber-uns/a:b@c'],
    ['/jonas-weber-direct-access', '/jonas-weber-direct-access'],
  ],
  host: [
    ['www.google.com', 'www.google.com'],
    ['WWW.LinkedIn.COM', 'www.linkedin.com'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
    ['192.0.2.7', '192.0.2.7'],
  ],
  utm: [
    ['newsletter', 'newsletter'],
    ['  herbst 2026 ', 'herbst 2026'],
    ['Wahl–2026 ✓ <b>', 'Wahl–2026 ✓ <b>'],
  ],
}
const UNCLEAN: Record<'path' | 'host' | 'utm', string[]> = {
  path: [
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'campaign-costs',
    '/contact?email=anna@example.org',
    '/contact#form',
    '/a b',
    '/a\r\nBcc: victim@evil.example',
    '/über',
    `/${'x'.repeat(250)}`,
    '',
  ],
  host: [
    'https://www.google.com/',
    'www.google.com:443',
    '[2001:db8::1]',
    'a..b',
    '-x.example',
    'evil.example/path',
    'a_b.example',
    `${'a'.repeat(64)}.example`,
    '',
  ],
  utm: ['', '   ', 'a\u0000b', 'x\u202Ey', 'line\nbreak', 'x'.repeat(101), 'lone \ud800 surrogate', '\u200b'],
}
const kindOf = (field: AttributionField) => (isPathField(field) ? 'path' : field === 'referrer_host' ? 'host' : 'utm')

const attributionCase = fc.constantFrom(...ATTRIBUTION_FIELDS).chain((field): fc.Arbitrary<AttributionCase> => {
  const kind = kindOf(field)
  return fc.oneof(
    fc.constantFrom(...CLEAN[kind]).map(([sent, stored]) => ({ field, json: JSON.stringify(sent), stored })),
    fc.constantFrom(...UNCLEAN[kind]).map((sent) => ({ field, json: JSON.stringify(sent), stored: null })),
    wrongType('name').map((json) => ({ field, json, stored: null })),
    anyText.map((text) => ({ field, json: JSON.stringify(isPathField(field) ? `/${text}` : text), stored: 'judge' })),
  )
})

/** None, or some of the six fields, each at most once. */
export const attributionCases = fc.oneof(
  { weight: 1, arbitrary: fc.constant<AttributionCase[]>([]) },
  { weight: 2, arbitrary: fc.uniqueArray(attributionCase, { selector: (c) => c.field, maxLength: 6 }) },
)

/** Clean by this test's own reading of "a plain path", "a hostname" and "one line of text". */
function looksClean(field: AttributionField, value: string): boolean {
  if (isPathField(field)) return value.length <= 200 && /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@/%]*$/.test(value)
  if (field === 'referrer_host')
    return value.length <= 253 && /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(value) && !value.includes('..')
  return (
    value.length >= 1 &&
    value.length <= 100 &&
    value === value.trim() &&
    value.isWellFormed() &&
    ![...value].some((char) => {
      const code = char.codePointAt(0)!
      return (
        code < 0x20 ||
        (code >= 0x7f && code <= 0x9f) ||
        (code >= 0x200b && code <= 0x200f) ||
        (code >= 0x2028 && code <= 0x202e) ||
        (code >= 0x2060 && code <= 0x206f) ||
        code === 0xfeff
      )
    })
  )
}

/** What the row holds is what each case says: the clean value, null, or – for arbitrary text – null or the sent text, normalised and clean. */
export function expectStoredAttribution(stored: Attribution, cases: readonly AttributionCase[]) {
  for (const field of ATTRIBUTION_FIELDS) {
    const sent = cases.find((c) => c.field === field)
    const value = stored[field]
    if (!sent) expect(value, field).toBeNull()
    else if (sent.stored !== 'judge') expect(value, `${field} = ${sent.json}`).toBe(sent.stored)
    else if (value !== null) {
      const text = JSON.parse(sent.json) as string
      const normalised = field === 'referrer_host' ? text.toLowerCase() : isPathField(field) ? text : text.trim()
      expect(value, `${field} = ${sent.json}`).toBe(normalised)
      expect(looksClean(field, value), `${field} = ${sent.json}`).toBe(true)
    }
  }
}
