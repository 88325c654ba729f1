/**
 * Hostile input against the real contact endpoint (docs/reliability.md): whatever a client
 * sends – wrong types, any Unicode, control characters, huge fields, unknown and
 * prototype-polluting keys, broken JSON, wrong content types, bodies that trickle or stall –
 * the answer is a 4xx with a JSON `error` (or a 2xx that stored exactly that request), never
 * a 5xx, and a refused request stores nothing. The attribution fields (docs/decisions/017) are never a
 * reason to refuse: whatever they hold, a request is stored, and they only when clean. Line breaks never reach a mail header or the
 * SMTP envelope, and markup arrives escaped in both emails (checked on the received messages).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { type AddressInfo, connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { serve } from '@hono/node-server'
import fc from 'fast-check'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'

import { type Attribution, ATTRIBUTION_FIELDS, type AttributionField } from '../../app/lib/attribution.ts'
import {
  CAMPAIGN_TYPES,
  CONTACT_ENDPOINT,
  CONTACT_MAX,
  CONTACT_MAX_BODY_BYTES,
  ContactRequestSchema,
  HONEYPOT_FIELD,
  splitSubmission,
} from '../../app/lib/contact-schema.ts'
import { VALID_REQUEST } from '../../tests/fixtures/contact-request.ts'
import { type ContactServer, HUMAN_HEADERS, startContactServer } from '../../tests/support/contact-server.ts'
import { type Engine, ENGINES, testEmailContent, testEnv, testStorage } from '../../tests/support/contact-storage.ts'
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../../tests/support/smtp-sink.ts'
import { createApi } from '../api.ts'
import { createSiteApp } from '../app.ts'
import { httpServerOptions } from '../http-limits.ts'
import { setLogLevel } from '../log.ts'
import { createContactRuntime } from './runtime.ts'

beforeAll(() => setLogLevel('silent'))
vi.setConfig({ testTimeout: 60_000, hookTimeout: 30_000 })

const INBOX = 'kontakt@mandatwerk.example'
/** The limit for receiving a whole request in these tests; production uses 30 s (server/http-limits.ts). */
const REQUEST_LIMIT_MS = 2000

// Servers stop before the SMTP sinks: a sink waits for the pooled connections a server holds.
const servers: (() => Promise<unknown>)[] = []
const sinks: (() => Promise<unknown>)[] = []
afterAll(async () => {
  for (const stop of [...servers.splice(0), ...sinks.splice(0)]) await stop()
})

async function startServer(
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

async function sink(): Promise<SmtpSink> {
  const started = await startSmtpSink()
  sinks.push(started.close)
  return started
}

function send(api: ContactServer, body: string | Uint8Array, headers: Record<string, string> = HUMAN_HEADERS) {
  return fetch(`${api.url}${CONTACT_ENDPOINT}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : new Blob([body as Uint8Array<ArrayBuffer>]),
  })
}

const stored = async (api: ContactServer) => (await api.runtime.repository.stats()).requests
const bytes = (text: string) => new TextEncoder().encode(text).length

/**
 * The invariants every answer keeps: below 500; a refusal is a 4xx with a JSON `error`
 * and leaves the table as it was; an acceptance stored exactly one request.
 */
async function expectSafeAnswer(api: ContactServer, response: Response, before: number) {
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

// ---------------------------------------------------------------------------------------
// Generators
// ---------------------------------------------------------------------------------------

const FIELDS = ['name', 'email', 'phone', 'organization', 'campaign_type', 'message', 'prefer_phone'] as const
type Field = (typeof FIELDS)[number]
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
const validValue: Record<Field, fc.Arbitrary<unknown>> = {
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
const wrongType = (field: Field) =>
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
const anyText = fc.oneof(
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

type Mutation = { field: Field; kind: 'drop' | 'wrongType' | 'anyText' | 'control' | 'tooLong' }

type Entry = { key: string; json: string }
/** A request body as JSON text, and whether the test knows for sure it must be refused. */
type HostileBody = { text: string; mustRefuse: boolean }

function mutate(field: Field, kind: Mutation['kind'], base: unknown): fc.Arbitrary<{ json?: string; refuse: boolean }> {
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

const mutation = fc.record({
  field: fc.constantFrom(...FIELDS),
  // Control characters twice as often: the header-injection case.
  kind: fc.constantFrom<Mutation['kind']>('drop', 'wrongType', 'anyText', 'control', 'control', 'tooLong'),
})

/** Unknown top-level fields: pollution keys, the form-only consent, anything else. */
const extraEntry = fc.record({
  key: fc.oneof(
    fc.constantFrom(...POLLUTING_KEYS, 'agree_privacy', 'is_admin'),
    // Not a field, and not the honeypot (its success-looking answer is tested in contact-api.test.ts).
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

// Attribution fields (docs/decisions/017): a value is either known clean (stored as sent,
// hosts in lower case, UTM values trimmed), known unclean (dropped: null), or arbitrary text,
// judged after the fact by rules written here independently of the schema.

type AttributionCase = { field: AttributionField; json: string; stored: string | null | 'judge' }

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
const attributionCases = fc.oneof(
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
function expectStoredAttribution(stored: Attribution, cases: readonly AttributionCase[]) {
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

const jsonObject = (entries: readonly Entry[]) =>
  `{${entries.map(({ key, json }) => `${JSON.stringify(key)}:${json}`).join(',')}}`

/**
 * A valid request with none, or a few, of its fields broken, plus perhaps unknown fields and
 * attribution fields of any kind; written as JSON text by hand, so `__proto__` arrives as a
 * key and not as a prototype.
 */
const hostileBody: fc.Arbitrary<HostileBody & { attribution: AttributionCase[] }> = fc
  .tuple(
    fc.record(validValue),
    fc.oneof(
      { weight: 1, arbitrary: fc.constant([]) },
      { weight: 3, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }) },
    ),
    fc.oneof(
      { weight: 2, arbitrary: fc.constant([]) },
      { weight: 1, arbitrary: fc.array(extraEntry, { minLength: 1, maxLength: 2 }) },
    ),
    attributionCases,
  )
  .chain(([base, mutations, extras, attribution]) => {
    const byField = new Map(mutations.map((m) => [m.field, m.kind]))
    return fc
      .tuple(
        ...FIELDS.map((field) => {
          const kind = byField.get(field)
          return kind
            ? mutate(field, kind, base[field])
            : fc.constant({ json: JSON.stringify(base[field]), refuse: false })
        }),
      )
      .map((values) => {
        const entries: Entry[] = []
        values.forEach((value, index) => {
          if (value.json !== undefined) entries.push({ key: FIELDS[index]!, json: value.json })
        })
        entries.push(...extras, ...attribution.map(({ field, json }) => ({ key: field, json })))
        // Attribution fields never make a request refused: only the others decide.
        const mustRefuse = values.some((value) => value.refuse) || extras.length > 0
        return { text: jsonObject(entries), mustRefuse, attribution }
      })
  })

// ---------------------------------------------------------------------------------------

describe.each(ENGINES)('hostile request bodies on %s', (engine: Engine) => {
  let api: ContactServer
  beforeAll(async () => {
    api = await startServer(engine)
  })

  test('arbitrary JSON: wrong types, any Unicode, huge and unknown fields, pollution keys', async () => {
    const prototypeBefore = Object.getOwnPropertyNames(Object.prototype).sort()
    const seen = { accepted: 0, refused: 0, tooLarge: 0 }
    await fc.assert(
      fc.asyncProperty(hostileBody, async ({ text, mustRefuse, attribution }) => {
        const before = await stored(api)
        const response = await send(api, text)
        const answer = await expectSafeAnswer(api, response, before)
        // Over 16 KB is refused before parsing, and only that is.
        expect(response.status === 413).toBe(bytes(text) > CONTACT_MAX_BODY_BYTES)
        if (mustRefuse) expect(answer.accepted).toBe(false)
        if (!answer.accepted) {
          seen[answer.status === 413 ? 'tooLarge' : 'refused']++
          return
        }
        seen.accepted++
        // What was stored is what was sent, trimmed; text that is not Unicode (a lone
        // surrogate) is stored as U+FFFD by both engines.
        const sent = JSON.parse(text) as Record<string, unknown>
        const row = (await api.runtime.repository.getRequest(answer.id))!.request
        for (const field of ['name', 'email', 'phone', 'organization', 'campaign_type', 'message'] as const) {
          const value = typeof sent[field] === 'string' ? sent[field].trim().toWellFormed() : ''
          expect(row[field] ?? '').toBe(value)
        }
        expect(row.prefer_phone).toBe(sent.prefer_phone ?? false)
        expectStoredAttribution(row.attribution, attribution)
      }),
      { numRuns: 120 },
    )
    // Every outcome was exercised, so the assertions above were not vacuous.
    expect(seen.accepted).toBeGreaterThan(0)
    expect(seen.refused).toBeGreaterThan(0)
    expect(seen.tooLarge).toBeGreaterThan(0)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeBefore)
  })

  test('attribution fields alone never cause a 4xx or 5xx: any value, the request is stored, the field only when clean', async () => {
    const seen = { kept: 0, dropped: 0 }
    await fc.assert(
      fc.asyncProperty(attributionCases, async (cases) => {
        const before = await stored(api)
        const entries = [
          ...Object.entries(VALID_REQUEST).map(([key, value]) => ({ key, json: JSON.stringify(value) })),
          ...cases.map(({ field, json }) => ({ key: field, json })),
        ]
        const response = await send(api, jsonObject(entries))
        expect(response.status).toBe(201)
        expect(await stored(api)).toBe(before + 1)
        const { id } = (await response.json()) as { id: string }
        const row = (await api.runtime.repository.getRequest(id))!.request
        expect(row).toMatchObject({ name: VALID_REQUEST.name, message: VALID_REQUEST.message })
        expectStoredAttribution(row.attribution, cases)
        for (const field of ATTRIBUTION_FIELDS) {
          if (cases.some((c) => c.field === field)) seen[row.attribution[field] === null ? 'dropped' : 'kept']++
        }
      }),
      { numRuns: 80 },
    )
    expect(seen.kept).toBeGreaterThan(0)
    expect(seen.dropped).toBeGreaterThan(0)
  })

  test('malformed JSON: arbitrary text and bytes, truncated bodies, BOM, NaN, trailing commas, deep nesting', async () => {
    const valid = JSON.stringify(VALID_REQUEST)
    type Case = { body: string | Uint8Array; mustRefuse: boolean }
    const malformed: fc.Arbitrary<Case> = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }).map((body) => ({ body, mustRefuse: false })),
      fc.uint8Array({ maxLength: 300 }).map((body) => ({ body, mustRefuse: false })),
      // Every strict prefix of an object is unfinished JSON.
      fc.integer({ min: 0, max: valid.length - 1 }).map((n) => ({ body: valid.slice(0, n), mustRefuse: true })),
      fc
        .constantFrom('\ufeff', '\ufeff\ufeff', ' \n\t', '\u00a0')
        .map((prefix) => ({ body: prefix + valid, mustRefuse: false })),
      fc
        .constantFrom('NaN', 'Infinity', '-Infinity', 'undefined', '0x1', '01', "'yes'", 'True', '1e999999')
        .map((token) => ({ body: valid.replace('"prefer_phone":true', `"prefer_phone":${token}`), mustRefuse: true })),
      fc
        .constantFrom(
          valid.replace(/}$/, ',}'),
          valid.replace(',', ',,'),
          valid.replace('"name"', 'name'),
          valid.replace(/"/g, "'"),
          `${valid}${valid}`,
          `${valid}]`,
          `/* comment */${valid}`,
          '[]',
          '"text"',
          '42',
          'null',
          'true',
        )
        .map((body) => ({ body, mustRefuse: true })),
      // Nesting: unclosed, closed (an array, not an object), and inside a field.
      fc
        .oneof(fc.integer({ min: 1, max: 10_000 }), fc.constant(10_000))
        .map((n) => ({ body: '['.repeat(n), mustRefuse: true })),
      fc.integer({ min: 1, max: 9_000 }).map((n) => ({ body: `${'['.repeat(n)}${']'.repeat(n)}`, mustRefuse: true })),
      fc.tuple(fc.constantFrom(...FIELDS, 'extra'), fc.integer({ min: 1, max: 5_000 })).map(([field, n]) => ({
        body: `{${valid.slice(1, -1)},${JSON.stringify(field)}:${'{"a":'.repeat(n)}1${'}'.repeat(n)}}`,
        mustRefuse: true,
      })),
    )
    await fc.assert(
      fc.asyncProperty(malformed, async ({ body, mustRefuse }) => {
        const before = await stored(api)
        const answer = await expectSafeAnswer(api, await send(api, body), before)
        if (mustRefuse) expect(answer.accepted).toBe(false)
      }),
      { numRuns: 150 },
    )
  })

  test('wrong content types are refused (415) even with a valid body; odd parameters on JSON are harmless', async () => {
    const valid = JSON.stringify(VALID_REQUEST)
    // What a header may carry at all (fetch refuses CR, LF, NUL and non-Latin-1).
    const headerChar = fc.oneof(
      fc.integer({ min: 0x20, max: 0x7e }),
      fc.integer({ min: 0xa0, max: 0xff }),
      fc.constant(0x09),
    )
    const headerText = fc.string({ unit: headerChar.map((code) => String.fromCharCode(code)), maxLength: 60 })
    const contentType = fc.oneof(
      headerText.filter((type) => !/json/i.test(type)).map((type) => ({ type, mustRefuse: true })),
      fc
        .constantFrom(
          'text/plain',
          'text/plain;charset=UTF-8',
          'multipart/form-data; boundary=----hostile',
          'application/x-www-form-urlencoded',
          'application/jsonp',
          'application/json-patch+json',
          'application/ld+json',
          'text/json',
          'application/json5',
          'json',
          '',
        )
        .map((type) => ({ type, mustRefuse: true })),
      fc
        .tuple(fc.constantFrom('application/json', 'APPLICATION/JSON', ' Application/Json '), headerText)
        .map(([type, parameters]) => ({ type: `${type};${parameters}`, mustRefuse: false })),
    )
    await fc.assert(
      fc.asyncProperty(contentType, async ({ type, mustRefuse }) => {
        const before = await stored(api)
        const response = await send(api, valid, { ...HUMAN_HEADERS, 'content-type': type })
        if (mustRefuse) expect(response.status).toBe(415)
        await expectSafeAnswer(api, response, before)
      }),
      { numRuns: 120 },
    )
  })
})

// ---------------------------------------------------------------------------------------
// Slow and stalled bodies
// ---------------------------------------------------------------------------------------

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
    const clientDir = mkdtempSync(join(tmpdir(), 'site-'))
    mkdirSync(join(clientDir, '404'))
    writeFileSync(join(clientDir, '404/index.html'), '<h1>404</h1>')
    const runtime = await createContactRuntime(testEnv(testStorage('sqlite'), { CONTACT_RATE_LIMIT: null }), {
      content: testEmailContent,
    })
    const app = createSiteApp({ clientDir, api: createApi({ contact: runtime.contact }) })
    const http = serve({
      fetch: app.fetch,
      port: 0,
      hostname: '127.0.0.1',
      serverOptions: httpServerOptions({ requestMs: REQUEST_LIMIT_MS }),
    })
    await new Promise((resolve) => http.once('listening', resolve))
    const lines: string[] = []
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      lines.push(String(chunk))
      return true
    })
    setLogLevel('info')
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

// ---------------------------------------------------------------------------------------
// Mail headers and HTML
// ---------------------------------------------------------------------------------------

/** Lines that would become a header, or end the headers, if a line break got through. */
const INJECTED = fc.constantFrom(
  'Bcc: victim@evil.example',
  'Cc: victim@evil.example',
  'To: victim@evil.example',
  'Subject: Free money',
  'Content-Type: text/html',
  'X-Injected: yes',
  '\r\n<body>injected body</body>',
)
const BREAKS = fc.constantFrom('\r', '\n', '\r\n', '\n\r', '\r\n\r\n', '\r\n ', '\r\n\t', '\u2028', '\u0085')
/** Words the injected lines carry: none may show up in any header. */
const INJECTED_MARKERS = ['victim@evil.example', 'Free money', 'X-Injected', 'text/html', 'injected body']

/** The header block of a raw message, as lines (continuations unfolded). */
const headerLines = (mail: ReceivedMail) =>
  mail.raw
    .slice(0, mail.raw.search(/\r?\n\r?\n/))
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/)

/** The two emails of a request, found by the Message-IDs its outbox rows carry. */
async function emailsOf(api: ContactServer, smtp: SmtpSink, id: string) {
  const request = (await api.runtime.repository.getRequest(id))!
  const messageIds = request.emails.map((email) => email.messageId)
  const deadline = Date.now() + 15_000
  let found: ReceivedMail[] = []
  while (Date.now() < deadline) {
    found = smtp.messages.filter((mail) => messageIds.includes(mail.headers['message-id'] ?? ''))
    if (found.length >= 2) break
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  expect(found).toHaveLength(2)
  const byKind = (kind: string) =>
    found.find((mail) => mail.headers['message-id'] === request.emails.find((email) => email.kind === kind)!.messageId)!
  return { notification: byKind('notification'), confirmation: byKind('confirmation') }
}

/** React's escaping of text content. */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

describe.each(ENGINES)('emails from hostile requests on %s', (engine: Engine) => {
  let smtp: SmtpSink
  let api: ContactServer
  beforeAll(async () => {
    smtp = await sink()
    api = await startServer(engine, { SMTP_URL: smtp.url }, { worker: true })
  })

  test('CR/LF in name, email, organization or phone: refused (400), nothing stored, nothing sent', async () => {
    const prefixes = { name: 'Anna', email: 'anna@example.org', organization: 'Pankow', phone: '+49 30 5550' }
    const sentBefore = smtp.messages.length
    const storedBefore = await stored(api)
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom<keyof typeof prefixes>('name', 'email', 'organization', 'phone'),
        BREAKS,
        INJECTED,
        fc.string({ unit: 'grapheme-ascii', maxLength: 10 }),
        async (field, lineBreak, injected, tail) => {
          const value = `${prefixes[field]}${lineBreak}${injected}${tail}`
          const before = await stored(api)
          const response = await send(api, JSON.stringify({ ...VALID_REQUEST, [field]: value }))
          expect(await expectSafeAnswer(api, response, before)).toEqual({
            accepted: false,
            status: 400,
            details: { [field]: expect.any(String) },
          })
        },
      ),
      { numRuns: 40 },
    )
    // The worker polls every 25 ms: anything stored would have been sent by now.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.messages).toHaveLength(sentBefore)
    expect(await stored(api)).toBe(storedBefore)
  })

  test('injection attempts in the message (where line breaks belong) stay in the body of the mail', async () => {
    const local = fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,15}[a-z0-9]$/).filter((part) => !part.includes('..'))
    await fc.assert(
      fc.asyncProperty(
        local,
        fc.constantFrom('example.org', 'wahl.example', 'sub.kampagne.example'),
        // Line breaks around a one-line field are trimmed away, never passed on.
        fc.constantFrom('', '\r\n', '\n', ' \t'),
        BREAKS.filter((lineBreak) => /^[\r\n\t ]+$/.test(lineBreak)),
        INJECTED,
        async (user, domain, padding, lineBreak, injected) => {
          const email = `${user}@${domain}`
          const request = {
            ...VALID_REQUEST,
            name: `${padding}Anna Schmidt${padding}`,
            email: `${padding}${email}${padding}`,
            message: `Please call us.${lineBreak}${injected}${lineBreak}Thanks!`,
          }
          const response = await send(api, JSON.stringify(request))
          expect(response.status).toBe(201)
          const { id } = (await response.json()) as { id: string }
          const { notification, confirmation } = await emailsOf(api, smtp, id)

          expect(notification.envelopeTo).toEqual([INBOX])
          expect(confirmation.envelopeTo).toEqual([email])
          for (const mail of [notification, confirmation]) {
            expect(mail.envelopeFrom).toBe(INBOX)
            const lines = headerLines(mail)
            const names = lines.map((line) => line.slice(0, line.indexOf(':')).toLowerCase())
            expect(names).not.toContain('bcc')
            expect(names).not.toContain('cc')
            expect(new Set(names).size).toBe(names.length)
            // Every line of the block is a header; nothing ended it early.
            for (const line of lines) expect(line).toMatch(/^[A-Za-z0-9-]+: /)
            for (const value of [...lines, ...Object.values(mail.headers)]) {
              for (const marker of INJECTED_MARKERS) expect(value).not.toContain(marker)
            }
          }
          expect(notification.headers.to).toBe(INBOX)
          expect(notification.headers['reply-to']).toBe(`Anna Schmidt <${email}>`)
          expect(confirmation.headers.to).toBe(email)
          // The attempt is there, as text of the message, so the headers were really tested.
          expect(notification.text).toContain(injected.trim())
        },
      ),
      { numRuns: 5 },
    )
  })

  test('markup in any free-text field arrives escaped in the notification and not at all in the confirmation', async () => {
    const PAYLOADS = [
      { text: '<script>alert(1)</script>', raw: '<script' },
      { text: '<img src=x onerror=alert(1)>', raw: '<img' },
      { text: '"><svg onload=alert(1)>', raw: '<svg' },
      { text: "'><iframe src=//evil.example>", raw: '<iframe' },
      { text: '</td></tr></table><h1>Fake</h1>', raw: '<h1>Fake' },
      { text: '<style>*{display:none}</style>', raw: '<style>*' },
      { text: '<mw-injected data-x="1">', raw: '<mw-injected' },
      { text: '&lt;b&gt; &amp;', raw: '&lt;b&gt; &amp;' },
    ]
    const withPayload = fc
      .tuple(
        fc.string({ unit: 'grapheme', maxLength: 8 }),
        fc.constantFrom(...PAYLOADS),
        fc.string({ unit: 'grapheme', maxLength: 8 }),
      )
      .map(([before, payload, after]) => ({ value: `${before}${payload.text}${after}`, payload }))
    // The message also gets line breaks, which the template turns into <br />.
    const message = withPayload.map(({ value, payload }) => ({ value: `Hello,\n${value}\r\nBye`, payload }))
    // A UTM value may hold markup too (it is free text); it passes the schema only when clean.
    const keptUtm = (value: string) => {
      const parsed = ContactRequestSchema.safeParse({ ...VALID_REQUEST, utm_campaign: value })
      return parsed.success && splitSubmission(parsed.data).attribution.utm_campaign === value.trim()
    }
    await fc.assert(
      fc.asyncProperty(
        fc
          .record({
            name: withPayload,
            phone: withPayload,
            organization: withPayload,
            message,
            utm_campaign: withPayload,
          })
          .filter(
            (fields) =>
              ContactRequestSchema.safeParse({
                ...VALID_REQUEST,
                ...Object.fromEntries(Object.entries(fields).map(([key, { value }]) => [key, value])),
              }).success && keptUtm(fields.utm_campaign.value),
          ),
        async (fields) => {
          const request = {
            ...VALID_REQUEST,
            ...Object.fromEntries(Object.entries(fields).map(([key, { value }]) => [key, value])),
          }
          const response = await send(api, JSON.stringify(request))
          expect(response.status).toBe(201)
          const { id } = (await response.json()) as { id: string }
          const { notification, confirmation } = await emailsOf(api, smtp, id)
          for (const { value, payload } of Object.values(fields)) {
            const shown = value.trim().toWellFormed()
            // The escaped form of what was typed is there, line by line (the message keeps its breaks) …
            for (const line of shown.split(/\r\n|\r|\n/)) expect(notification.html).toContain(escapeHtml(line))
            // … and the markup itself is not, in either email.
            expect(notification.html).not.toContain(payload.raw)
            expect(confirmation.html).not.toContain(payload.raw)
            expect(confirmation.html).not.toContain(escapeHtml(payload.text))
          }
        },
      ),
      { numRuns: 8 },
    )
  })
})
