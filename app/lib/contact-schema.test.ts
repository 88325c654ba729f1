import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { CONTACT } from '../content/contact.ts'
import {
  CAMPAIGN_TYPES,
  CONTACT_MAX,
  CONTACT_MAX_BODY_BYTES,
  ContactFormSchema,
  ContactRequestSchema,
  toRequestBody,
} from './contact-schema.ts'

const valid = {
  name: 'Anna Schmidt',
  email: 'anna@example.org',
  campaign_type: 'mayor',
  message: 'We need a campaign plan for the mayoral election in May.',
}

/** The first message zod reports for one field, as the form and the server show it. */
function messageFor(input: Record<string, unknown>, field: string, schema = ContactRequestSchema) {
  const result = schema.safeParse(input)
  return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === field)?.message
}

describe('contact request schema: the messages of SPEC 5, word for word', () => {
  test.each([
    ['name', { name: 'A' }, 'Name must be at least 2 characters long'],
    ['name', { name: '   A   ' }, 'Name must be at least 2 characters long'],
    ['email', { email: 'anna@' }, 'Invalid email address'],
    ['email', { email: '' }, 'Invalid email address'],
    ['phone', { phone: '1234' }, 'Phone number must be at least 5 characters long'],
    ['campaign_type', { campaign_type: '' }, 'Please select a campaign type'],
    ['campaign_type', { campaign_type: 'presidential' }, 'Please select a campaign type'],
    ['message', { message: 'Too short' }, 'Message must be at least 10 characters long'],
  ])('%s: %j → %s', (field, change, message) => {
    expect(messageFor({ ...valid, ...change }, field)).toBe(message)
  })

  test('the consent checkbox is required in the form', () => {
    const form = { ...valid, phone: '', organization: '', prefer_phone: false, agree_privacy: false }
    expect(messageFor(form, 'agree_privacy', ContactFormSchema)).toBe('You must agree to the privacy policy')
    expect(ContactFormSchema.safeParse({ ...form, agree_privacy: true }).success).toBe(true)
  })

  test('messages come from the page copy', () => {
    expect(messageFor({ ...valid, name: '' }, 'name')).toBe(CONTACT.form.validation.name)
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

  test('every campaign type of SPEC 3', () => {
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
        (name, phone, organization, message, campaign_type) => {
          const email = `${'a'.repeat(CONTACT_MAX.email - 12)}@example.org`
          const input = { name, email, phone, organization, campaign_type, message, prefer_phone: true }
          const parsed = ContactRequestSchema.safeParse(input)
          expect(parsed.success).toBe(true)
          if (!parsed.success) return false
          const bytes = new TextEncoder().encode(JSON.stringify({ ...toRequestBody(parsed.data), website: '' })).length
          return bytes < CONTACT_MAX_BODY_BYTES
        },
      ),
      { numRuns: 200 },
    )
  })
})
