/**
 * The contact form's consent checkbox, the privacy policy and the checkbox's error message
 * say the same thing (docs/spec-decisions.md, the consent message): ticking the box is the explicit consent of Art. 9(2)(a) GDPR
 * for the political opinions a request reveals, the policy names that basis next to
 * Art. 6(1)(b) and says how to withdraw, and the error message asks for that very agreement.
 * Every string comes from the content modules.
 */
import { describe, expect, test } from 'vitest'

import { CONTACT } from './contact.ts'
import { CONTACT_FORM_LEGAL_BASES, PRIVACY, type PrivacySection } from './privacy.ts'

const consent = CONTACT.form.consent
const label = `${consent.before}${consent.linkText}${consent.after}`
const errorMessage = CONTACT.form.validation.agree_privacy

/** 'Art. 9(2)(a) GDPR' → 'Art. 9 Abs. 2 lit. a DSGVO': the English citation in the policy's German form. */
function germanCitation(english: string): string {
  const match = /^Art\. (\d+)\((\d+)\)\(([a-z])\) GDPR$/.exec(english)
  if (!match) throw new Error(`not an Art. n(n)(x) GDPR citation: ${english}`)
  return `Art. ${match[1]} Abs. ${match[2]} lit. ${match[3]} DSGVO`
}

const sections: readonly PrivacySection[] = PRIVACY.sections
const paragraphs = sections.flatMap((section) => [
  ...(section.paragraphs ?? []),
  ...(section.subsections ?? []).flatMap((sub) => [...sub.paragraphs, ...(sub.list ?? [])]),
])

describe('the consent checkbox', () => {
  test('cites the consent basis the privacy policy names for political opinions', () => {
    expect(label).toContain(consent.legalBasis)
    expect(germanCitation(consent.legalBasis)).toBe(CONTACT_FORM_LEGAL_BASES.politicalOpinions)
  })

  test('says it covers political opinions, for handling the request, and how to withdraw', () => {
    expect(label).toMatch(/political opinions/)
    expect(label).toMatch(/to handle my request/)
    expect(label).toMatch(/withdraw my consent at any time/)
    expect(label).toContain(consent.withdrawTo)
  })

  test('links to the privacy policy', () => {
    expect(consent.href).toBe('/datenschutz')
    expect(label).toContain(consent.linkText)
  })
})

describe('the privacy policy', () => {
  test('names the consent basis next to Art. 6(1)(b) for the contact form', () => {
    const both = paragraphs.filter(
      (text) =>
        text.includes(CONTACT_FORM_LEGAL_BASES.request) && text.includes(CONTACT_FORM_LEGAL_BASES.politicalOpinions),
    )
    expect(both.some((text) => /Anfrage/.test(text))).toBe(true)
    expect(CONTACT_FORM_LEGAL_BASES.request).toBe('Art. 6 Abs. 1 lit. b DSGVO')
  })

  test('explains the checkbox as explicit consent and how to withdraw it, to the address the label names', () => {
    const withdrawal = paragraphs.filter((text) => /widerrufen/.test(text) && text.includes(consent.withdrawTo))
    expect(withdrawal.length).toBeGreaterThan(0)
    expect(paragraphs.some((text) => /Häkchen/.test(text) && /Einwilligung/.test(text))).toBe(true)
  })

  test('no longer says the form asks for no consent', () => {
    for (const text of paragraphs) {
      expect(text).not.toMatch(/keine Einwilligung(serklärung)? ein|ist keine Einwilligung/)
    }
  })
})

test('the error message asks for the consent the label gives, not for agreeing to a policy (docs/spec-decisions.md)', () => {
  expect(label.startsWith('I explicitly consent to the processing of any political opinions')).toBe(true)
  expect(errorMessage).toMatch(/consent to the processing of political opinions/)
  expect(errorMessage).not.toMatch(/agree/)
})

test('the label asks consent for political opinions only and leaves the rest to the policy’s other bases', () => {
  expect(label).not.toMatch(/I agree that my details/)
  expect(label).toMatch(/How my other details are processed, and on which legal bases/)
})
