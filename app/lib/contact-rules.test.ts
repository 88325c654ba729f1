import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { regexes } from 'zod/v4/core'

import { VALID_REQUEST } from '../../tests/fixtures/contact-request.ts'
import { CAMPAIGN_TYPES, CONTACT_MAX, EMAIL, JOB_FIELD, JOB_PARAM, validateContactForm } from './contact-rules.ts'
import { formSchemaFor } from './contact-schema.ts'
import * as jobApplication from './job-application.ts'

/** What the zod schemas of the server say about a form: the output, or each field's first message. */
function zodAnswer(values: Record<string, unknown>) {
  const parsed = formSchemaFor(values).safeParse(values)
  if (parsed.success) return { data: parsed.data as unknown, errors: {} }
  const errors: Record<string, string> = {}
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '')] ??= issue.message
  return { errors }
}

/** Text a visitor (or a bot) may type: valid values, near misses, padding, line breaks and control characters. */
const anyText = (valid: string[], invalid: string[], max: number) =>
  fc.oneof(
    // Weighted, so that whole forms the server accepts come up often too.
    { arbitrary: fc.constantFrom(...valid), weight: 16 },
    fc.constantFrom(...invalid),
    fc.string({ maxLength: 12 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constantFrom(' ', '  a ', '\n', 'a\u0000b', 'x\u202Ey', 'ab\r\ncd', '\ttab\t', 'é'.repeat(3)),
    fc.string({ minLength: max - 2, maxLength: max + 3, unit: fc.constantFrom('a', ' ', 'ß') }),
  )

const email = fc.oneof(
  { arbitrary: fc.emailAddress(), weight: 8 },
  { arbitrary: fc.constantFrom('anna@example.org', ' anna@example.org ', "o'neil@x.ie"), weight: 8 },
  fc.constantFrom('anna@', '@x.de', 'a b@c.de', ' anna@example.org ', 'a@b.c', "o'neil@x.ie"),
  fc.string({ maxLength: 16 }),
  fc.string({ minLength: 250, maxLength: 260, unit: fc.constantFrom('a', '@', '.', 'b') }),
)

const common = {
  name: anyText(['Anna Schmidt', '  Jo  '], ['A'], CONTACT_MAX.name),
  email,
  phone: anyText(['', '+49 30 1234567', ' 12345 '], ['1234', ' 123 '], CONTACT_MAX.phone),
  organization: anyText(['', 'SPD Ortsverein'], ['a\nb'], CONTACT_MAX.organization),
  message: anyText(['We need a campaign plan for May.', 'Line one\nline two, long enough'], ['Too short'], 4000),
  prefer_phone: fc.boolean(),
  agree_privacy: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, fc.constant(false)),
}

const consultation = fc.record({
  ...common,
  campaign_type: fc.oneof(
    { arbitrary: fc.constantFrom(...CAMPAIGN_TYPES), weight: 4 },
    fc.constantFrom('', 'presidential', ' local'),
  ),
})
const application = fc.record(
  {
    ...common,
    job: fc.constantFrom('kampagnenmanager-in', 'Bad Slug', 'a--b', 'x'.repeat(81), 'x'.repeat(80), ''),
  },
  // The application form has no organisation field; a form post still sends it empty.
  { requiredKeys: ['name', 'email', 'message', 'agree_privacy', 'job'] },
)

/** Both rules on 3000 forms; both answers are tried: forms the server accepts, and forms it refuses. */
function expectSameAnswers(forms: fc.Arbitrary<Record<string, unknown>>) {
  let valid = 0
  fc.assert(
    fc.property(forms, (values) => {
      const answer = zodAnswer(values)
      expect(validateContactForm(values)).toEqual(answer)
      if (answer.data) valid++
    }),
    { numRuns: 3000 },
  )
  expect(valid).toBeGreaterThan(100)
}

describe('the form rules without zod give the answer of the server’s zod schema', () => {
  test('for every consultation form: the same output, or the same message in each invalid field', () => {
    expectSameAnswers(consultation)
  })

  test('for every application form (with its job, without a campaign type)', () => {
    expectSameAnswers(application)
  })

  test('the job’s parameter and field are those of job-application.ts', () => {
    expect([JOB_PARAM, JOB_FIELD]).toEqual([jobApplication.JOB_PARAM, jobApplication.JOB_FIELD])
  })

  test('the e-mail pattern is zod’s', () => {
    expect(EMAIL.source).toBe(regexes.email.source.replaceAll('\\-', '-'))
  })

  test('a field the form does not have is refused, as the strict schema refuses it', () => {
    const values = { ...VALID_REQUEST, agree_privacy: true }
    expect(validateContactForm(values).data).toBeDefined()
    expect(validateContactForm({ ...values, admin: true }).data).toBeUndefined()
    expect(zodAnswer({ ...values, admin: true })).not.toHaveProperty('data')
  })
})
