/**
 * Generators of hostile contact requests (server/contact/hostile-input.test.ts): each field
 * valid, dropped, of a wrong type, any Unicode, with control characters or too long, and unknown
 * and prototype-polluting top-level fields.
 */
import fc from 'fast-check'

import { ATTRIBUTION_FIELDS } from '../../app/lib/attribution.ts'
import { CAMPAIGN_TYPES, CONTACT_MAX, CONTACT_MAX_BODY_BYTES, HONEYPOT_FIELD } from '../../app/lib/contact-schema.ts'

export const FIELDS = ['name', 'email', 'phone', 'organization', 'campaign_type', 'message', 'prefer_phone'] as const
export type Field = (typeof FIELDS)[number]
const REQUIRED: readonly Field[] = ['name', 'email', 'campaign_type', 'message']
const ONE_LINE: readonly Field[] = ['name', 'email', 'phone', 'organization', 'campaign_type']

/** Characters that must not appear inside a field (the message allows tab, CR and LF). */
const CONTROL = ['\u0000', '\u0007', '\u0008', '\u001b', '\u007f', '\u0085', '\u2028', '\u2029', '\u202e', '\u2066']
const LINE_BREAKS = ['\r', '\n', '\r\n', '\t']

/** Prototype-pollution attempts, as JSON text (JSON.stringify of an object literal drops `__proto__`). */
const POLLUTING_VALUES = [
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"prototype":{"polluted":1}}',
  '[{"__proto__":{"polluted":1}}]',
  '{"polluted":1}',
]
const POLLUTING_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty']

/** Valid values, varied enough that the stored row can be told apart from the default. */
export const validValue: Record<Field, fc.Arbitrary<unknown>> = {
  name: fc.constantFrom('Anna Schmidt', 'Zoë Ünal-Nowak', '李小龙', "O'Brien & Söhne", 'Ben'),
  email: fc.constantFrom('anna.schmidt@example.org', 'ben+kampagne@wahl.example', 'x_y@sub.example.de'),
  phone: fc.constantFrom('+49 30 5550100', '0171 5550199', '(030) 555-01'),
  organization: fc.constantFrom('Wählergemeinschaft Pankow', 'SPD Ortsverein Mitte', 'Bürger für Köpenick e.V.'),
  campaign_type: fc.constantFrom(...CAMPAIGN_TYPES),
  message: fc.constantFrom(
    'We are preparing the mayoral election in spring.\nCould we talk?',
    'Bitte rufen Sie uns an,\r\nwir planen eine Kampagne.\tDanke!',
    'Hello, we need help with our campaign plan.',
  ),
  prefer_phone: fc.boolean(),
}

/** Any JSON value that is not a string (and, for prefer_phone, not a boolean either). */
export const wrongType = (field: Field) =>
  fc
    .oneof(
      fc.integer().map(String),
      fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
      fc.boolean().map(String),
      fc.constant('null'),
      fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }).map((value) => JSON.stringify(value)),
      fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }).map((value) => JSON.stringify(value)),
      fc.constantFrom(...POLLUTING_VALUES),
    )
    .filter((json) => (field === 'prefer_phone' ? json !== 'true' && json !== 'false' : true))

/** Strings from the whole of Unicode: any code point, lone surrogates, graphemes, controls, bidi. */
export const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom(
      ...CONTROL,
      ...LINE_BREAKS,
      'a',
      'ä',
      '漢',
      '😀',
      ' ',
      '"',
      '\\',
      '<',
      '&',
      '\ud800',
      '\udfff',
    ),
    maxLength: 40,
  }),
)

/**
 * Longer than the field's maximum even after trimming: just over it (400), or so long
 * that the body breaks the 16 KB limit (413).
 */
const tooLong = (field: Field) => {
  const max = field === 'campaign_type' || field === 'prefer_phone' ? 30 : CONTACT_MAX[field]
  const length = fc.oneof(
    fc.integer({ min: max + 1, max: max + 300 }),
    fc.integer({ min: CONTACT_MAX_BODY_BYTES, max: 2 * CONTACT_MAX_BODY_BYTES }),
  )
  if (field === 'email') return length.map((n) => `${'a'.repeat(n)}@example.org`)
  // '€' is three bytes in UTF-8, '"' six once escaped.
  return fc.tuple(length, fc.constantFrom('x', '€', '"')).map(([n, char]) => char.repeat(n))
}

export type Mutation = { field: Field; kind: 'drop' | 'wrongType' | 'anyText' | 'control' | 'tooLong' }

export function mutate(
  field: Field,
  kind: Mutation['kind'],
  base: unknown,
): fc.Arbitrary<{ json?: string; refuse: boolean }> {
  switch (kind) {
    case 'drop':
      return fc.constant({ refuse: REQUIRED.includes(field) })
    case 'wrongType':
      return wrongType(field).map((json) => ({ json, refuse: true }))
    case 'anyText':
      // Whether it is valid depends on the text (and for prefer_phone a string is a wrong type).
      return anyText.map((text) => ({ json: JSON.stringify(text), refuse: field === 'prefer_phone' }))
    case 'control':
      return fc.oneof(fc.constantFrom('\r', '\n', '\r\n'), fc.constantFrom(...CONTROL, ...LINE_BREAKS)).map((char) => {
        const text = typeof base === 'string' ? base : 'yes'
        // In the middle, so trimming cannot remove it.
        const value = `${text.slice(0, 1)}${char}${text.slice(1)}`
        const refuse = field === 'prefer_phone' || ONE_LINE.includes(field) || !LINE_BREAKS.includes(char)
        return { json: JSON.stringify(value), refuse }
      })
    case 'tooLong':
      return tooLong(field).map((text) => ({ json: JSON.stringify(text), refuse: true }))
  }
}

export const mutation = fc.record({
  field: fc.constantFrom(...FIELDS),
  // Control characters twice as often: the header-injection case.
  kind: fc.constantFrom<Mutation['kind']>('drop', 'wrongType', 'anyText', 'control', 'control', 'tooLong'),
})

/** Unknown top-level fields: pollution keys, the form-only consent, anything else. */
export const extraEntry = fc.record({
  key: fc.oneof(
    fc.constantFrom(...POLLUTING_KEYS, 'agree_privacy', 'is_admin'),
    // Not a field, and not the honeypot (its success-looking answer is tested in contact-abuse-limits.test.ts).
    fc
      .string({ unit: 'binary', maxLength: 12 })
      .filter(
        (key) =>
          key !== HONEYPOT_FIELD &&
          !(FIELDS as readonly string[]).includes(key) &&
          !(ATTRIBUTION_FIELDS as readonly string[]).includes(key),
      ),
  ),
  json: fc.oneof(
    fc.constantFrom(...POLLUTING_VALUES, 'true'),
    fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
  ),
})

export type Entry = { key: string; json: string }

/** A JSON object written by hand from `entries`, so `__proto__` arrives as a key and not as a prototype. */
export const jsonObject = (entries: readonly Entry[]) =>
  `{${entries.map(({ key, json }) => `${JSON.stringify(key)}:${json}`).join(',')}}`
