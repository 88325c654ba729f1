/**
 * Hostile input against the real contact endpoint (docs/reliability.md): whatever a client
 * sends – wrong types, any Unicode, control characters, huge fields, unknown and
 * prototype-polluting keys, broken JSON, wrong content types, bodies that trickle or stall –
 * the answer is a 4xx with a JSON `error` (or a 2xx that stored exactly that request), never
 * a 5xx, and a refused request stores nothing. The attribution fields (docs/decisions/017) are never a
 * reason to refuse: whatever they hold, a request is stored, and they only when clean. Line breaks never reach a mail header or the
 * SMTP envelope, and markup arrives escaped in both emails (checked on the received messages).
 */
import fc from 'fast-check'
import { beforeAll, describe, expect, test } from 'vitest'

import { ATTRIBUTION_FIELDS } from '../../app/lib/attribution.ts'
import { CONTACT_MAX_BODY_BYTES } from '../../app/lib/contact-schema.ts'
import { VALID_REQUEST } from '../../tests/fixtures/contact-request.ts'
import { type ContactServer, HUMAN_HEADERS } from '../../tests/support/contact-server.ts'
import { type Engine, ENGINES } from '../../tests/support/contact-storage.ts'
import {
  type AttributionCase,
  attributionCases,
  expectStoredAttribution,
} from '../../tests/support/hostile-attribution.ts'
import {
  type Entry,
  extraEntry,
  FIELDS,
  jsonObject,
  mutate,
  mutation,
  validValue,
} from '../../tests/support/hostile-fields.ts'
import { bytes, expectSafeAnswer, hostileSuite, send, startServer, stored } from '../../tests/support/hostile-server.ts'

hostileSuite()

/** A request body as JSON text, and whether the test knows for sure it must be refused. */
type HostileBody = { text: string; mustRefuse: boolean }

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
