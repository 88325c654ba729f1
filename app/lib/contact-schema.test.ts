import fc from 'fast-check'
import { describe, expect, test } from 'vitest'

import { CONTACT } from '../content/contact.ts'
import {
  ATTRIBUTION_MAX,
  CAMPAIGN_TYPES,
  CONTACT_MAX,
  CONTACT_MAX_BODY_BYTES,
  ContactFormSchema,
  ContactRequestSchema,
  splitSubmission,
  toRequestBody,
} from './contact-schema.ts'

const valid = {
  name: 'Anna Schmidt',
  email: 'anna@example.org',
  campaign_type: 'mayor',
  message: 'We need a campaign plan for the mayoral election in May.',
}

/** The first message zod reports for one field, as the form and the server show it. */
function messageFor(
  input: Record<string, unknown>,
  field: string,
  schema: typeof ContactRequestSchema | typeof ContactFormSchema = ContactRequestSchema,
) {
  const result = schema.safeParse(input)
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message
}

const SPEC_MESSAGES = [
  ['name', { name: 'A' }, 'Name must be at least 2 characters long'],
  ['name', { name: '   A   ' }, 'Name must be at least 2 characters long'],
  ['email', { email: 'anna@' }, 'Invalid email address'],
  ['email', { email: '' }, 'Invalid email address'],
  ['phone', { phone: '1234' }, 'Phone number must be at least 5 characters long'],
  ['campaign_type', { campaign_type: '' }, 'Please select a campaign type'],
  ['campaign_type', { campaign_type: 'presidential' }, 'Please select a campaign type'],
  ['message', { message: 'Too short' }, 'Message must be at least 10 characters long'],
] as const

describe('contact request schema: the validation messages, word for word, from the page copy', () => {
  test.each(SPEC_MESSAGES)('%s: %j → %s', (field, change, message) => {
    expect(messageFor({ ...valid, ...change }, field)).toBe(message)
    expect(CONTACT.form.validation[field]).toBe(message)
  })

  test('the consent checkbox is required in the form', () => {
    const form = { ...valid, phone: '', organization: '', prefer_phone: false, agree_privacy: false }
    expect(messageFor(form, 'agree_privacy', ContactFormSchema)).toBe(
      'Please tick the box to consent to the processing of political opinions',
    )
    expect(ContactFormSchema.safeParse({ ...form, agree_privacy: true }).success).toBe(true)
  })
})

describe('contact request schema: what it accepts', () => {
  test('trims, defaults prefer_phone to false, and treats empty optional fields as not given', () => {
    const result = ContactRequestSchema.parse({ ...valid, name: '  Anna Schmidt ', phone: '', organization: '' })
    expect(result).toMatchObject({ name: 'Anna Schmidt', prefer_phone: false })
    expect(toRequestBody(result)).toEqual({
      name: 'Anna Schmidt',
      email: 'anna@example.org',
      campaign_type: 'mayor',
      message: valid.message,
      prefer_phone: false,
    })
  })

  test('every campaign type', () => {
    for (const type of ['local', 'state', 'federal', 'european', 'mayor', 'other']) {
      expect(ContactRequestSchema.safeParse({ ...valid, campaign_type: type }).success).toBe(true)
    }
    expect(CAMPAIGN_TYPES).toEqual(CONTACT.form.campaignTypeOptions.map((option) => option.value))
  })

  test('line breaks are fine in the message and refused in one-line fields (they could forge mail headers)', () => {
    expect(ContactRequestSchema.safeParse({ ...valid, message: 'Line one\r\nLine two\tand more' }).success).toBe(true)
    for (const field of ['name', 'phone', 'organization']) {
      const value = field === 'phone' ? '030 123\r\nBcc: x@y.z' : 'Anna\nBcc: victim@example.org'
      expect(messageFor({ ...valid, [field]: value }, field)).toBe(CONTACT.form.validation.invalidCharacters)
    }
    expect(messageFor({ ...valid, email: 'anna@example.org\r\nBcc: x@y.z' }, 'email')).toBe('Invalid email address')
    expect(messageFor({ ...valid, name: 'Anna\u202ESchmidt' }, 'name')).toBe(CONTACT.form.validation.invalidCharacters)
    expect(messageFor({ ...valid, message: 'Hello there\u0000friend' }, 'message')).toBe(
      CONTACT.form.validation.invalidCharacters,
    )
  })

  test('maximum lengths, with a message naming the limit', () => {
    expect(messageFor({ ...valid, name: 'x'.repeat(CONTACT_MAX.name + 1) }, 'name')).toBe(
      'Please keep this to at most 120 characters',
    )
    expect(messageFor({ ...valid, message: 'x'.repeat(CONTACT_MAX.message + 1) }, 'message')).toBe(
      'Please keep this to at most 4000 characters',
    )
    expect(ContactRequestSchema.safeParse({ ...valid, message: 'x'.repeat(CONTACT_MAX.message) }).success).toBe(true)
  })

  test('unknown fields are refused, and the form-only consent is one of them on the wire', () => {
    const result = ContactRequestSchema.safeParse({ ...valid, agree_privacy: true, admin: true })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['agree_privacy', 'admin'] })
  })

  test('every valid request fits the 16 KB body limit, whatever characters it uses', () => {
    // Worst cases: 3-byte characters (one UTF-16 unit each) and characters JSON escapes.
    const oneLine = ['€', '漢', '"', '\\', 'ß', 'x']
    const text = (max: number, chars: string[]) =>
      fc.array(fc.constantFrom(...chars), { minLength: max, maxLength: max }).map((list) => list.join(''))
    fc.assert(
      fc.property(
        text(CONTACT_MAX.name, oneLine),
        text(CONTACT_MAX.phone, oneLine),
        text(CONTACT_MAX.organization, oneLine),
        text(CONTACT_MAX.message, [...oneLine, '\n']),
        fc.constantFrom(...CAMPAIGN_TYPES),
        text(ATTRIBUTION_MAX.utm, oneLine),
        (name, phone, organization, message, campaign_type, utm) => {
          const email = `${'a'.repeat(CONTACT_MAX.email - 12)}@example.org`
          // The longest attribution that is kept: paths and a host at their limits, three long UTM values.
          const path = `/${'%C3%BC'.repeat((ATTRIBUTION_MAX.path - 1) / 6)}`.padEnd(ATTRIBUTION_MAX.path, 'x')
          const host = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`
          const attribution = {
            landing_path: path,
            previous_path: path,
            referrer_host: host,
            utm_source: utm,
            utm_medium: utm,
            utm_campaign: utm,
          }
          const input = { name, email, phone, organization, campaign_type, message, prefer_phone: true }
          const parsed = ContactRequestSchema.safeParse({ ...input, ...attribution })
          expect(parsed.success).toBe(true)
          if (!parsed.success) return false
          expect(splitSubmission(parsed.data).attribution).toEqual({
            ...attribution,
            utm_source: utm.trim(),
            utm_medium: utm.trim(),
            utm_campaign: utm.trim(),
          })
          const body = { ...toRequestBody(parsed.data), ...attribution, website: '' }
          const bytes = new TextEncoder().encode(JSON.stringify(body)).length
          return bytes < CONTACT_MAX_BODY_BYTES
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('contact request schema: hostile text', () => {
  /** Code points that could end a mail header line or make text display as something else. */
  const forbidden = (text: string, multiLine: boolean) =>
    [...text].some((char) => {
      const code = char.codePointAt(0)!
      if (multiLine && (code === 0x09 || code === 0x0a || code === 0x0d)) return false
      return (
        code < 0x20 ||
        (code >= 0x7f && code <= 0x9f) ||
        code === 0x2028 ||
        code === 0x2029 ||
        (code >= 0x202a && code <= 0x202e) ||
        (code >= 0x2066 && code <= 0x2069)
      )
    })

  // Any code point, with the dangerous ones made common.
  const hostile = fc.string({
    unit: fc.oneof(
      fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
      fc.constantFrom('\r', '\n', '\r\n', '\t', '\u0000', '\u0085', '\u2028', '\u2029', '\u202e', '\u2067', ' ', 'a'),
    ),
    maxLength: 30,
  })

  // Prefixes reach each field's minimum length, so acceptance depends on the hostile part.
  const fields = [
    ['name', (text: string) => `An${text}`, false],
    ['phone', (text: string) => `+49 30${text}`, false],
    ['organization', (text: string) => `Org${text}`, false],
    ['email', (text: string) => `anna${text}@example.org`, false],
    ['message', (text: string) => `Hello there, ${text}`, true],
  ] as const

  test.each(fields)(
    '%s: refused when a forbidden character is inside, clean whenever accepted',
    (field, wrap, multiLine) => {
      const seen = { accepted: 0, refused: 0 }
      fc.assert(
        fc.property(hostile, (text) => {
          const input = wrap(text)
          const result = ContactRequestSchema.safeParse({ ...valid, [field]: input })
          seen[result.success ? 'accepted' : 'refused']++
          // Trimming may drop line breaks at the ends; anything left inside must be refused, not stripped.
          if (forbidden(input.trim(), multiLine)) expect(result.success).toBe(false)
          if (result.success) expect(forbidden(String(result.data[field]), multiLine)).toBe(false)
        }),
        { numRuns: 400 },
      )
      expect(seen.accepted).toBeGreaterThan(0)
      expect(seen.refused).toBeGreaterThan(0)
    },
  )
})
