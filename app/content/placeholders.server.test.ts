/**
 * The one placeholder filler (app/content/placeholders.server.ts, docs/decisions/045): each area
 * may use its own set of keystatic/placeholders.ts, and a placeholder outside it fails naming the
 * file and the field – for the copy, the legal texts, the careers page, the guides and the postings.
 */
import { describe, expect, test } from 'vitest'

import { HR_CONTACT, OPERATOR, SITE } from '../config/site.ts'
import { fillPlaceholders } from './placeholders.server.ts'
import { ContentError } from './reader/read-content.ts'

/** The message fillPlaceholders throws with, or '' when it fills. */
function failure(file: string, value: unknown): string {
  try {
    fillPlaceholders(file, value)
    return ''
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError)
    return (error as Error).message
  }
}

describe.each([
  ['content/contact-faq.yaml', { items: [{ answer: 'We answer {Antwortfrist}.' }] }, 'items.0.answer', '{Antwortfrist}'],
  ['content/legal/datenschutz.yaml', { sections: [{ paragraphs: ['{Antwortzeit}'] }] }, 'sections.0.paragraphs.0', '{Antwortzeit}'],
  ['content/careers.yaml', { openings: { unsolicitedSubject: 'Bewerbung {Firma}' } }, 'openings.unsolicitedSubject', '{Firma}'],
  ['content/guides/campaign-costs.yaml', { seo: { title: 'Kosten bei {Firma}' } }, 'seo.title', '{Firma}'],
  ['content/jobs/praktikum.yaml', { applicationNote: 'An {Marke} schreiben' }, 'applicationNote', '{Marke}'],
])('%s', (file, value, field, name) => {
  test('a placeholder its area may not use fails, naming the file and the field', () => {
    expect(failure(file, value)).toContain(`${file}: ${field}: unbekannter Platzhalter ${name}`)
  })
})

test('each area fills what it may use; {Ansprechperson} names the address too in a posting', () => {
  expect(fillPlaceholders('content/home.yaml', { title: '{Marke} in {tag}' })).toEqual({ title: `${SITE.brand} in {tag}` })
  expect(fillPlaceholders('content/careers.yaml', ['{Ansprechperson}, {Funktion}'])).toEqual([`${HR_CONTACT.name}, ${HR_CONTACT.position}`])
  expect(fillPlaceholders('content/jobs/x.yaml', 'an {Ansprechperson}')).toBe(`an ${HR_CONTACT.name} (${HR_CONTACT.email})`)
  expect(fillPlaceholders('content/legal/x.yaml', 'nach {Tage-Protokolle} Tagen')).toBe(`nach ${OPERATOR.retention.logDays} Tagen`)
})

test('a list placeholder alone in a line becomes several lines, inline a comma list or a failure', () => {
  const { representatives } = SITE.company
  expect(fillPlaceholders('content/legal/x.yaml', { lines: ['A', '{Geschäftsführung}'] })).toEqual({ lines: ['A', ...representatives] })
  expect(fillPlaceholders('content/legal/x.yaml', 'GF: {Geschäftsführung}')).toBe(`GF: ${representatives.join(', ')}`)
  expect(fillPlaceholders('content/legal/x.yaml', ['{Datenschutzbeauftragte}']).length).toBeGreaterThan(0)
  expect(failure('content/legal/x.yaml', { p: 'Siehe {Datenschutzbeauftragte}.' })).toContain(
    'content/legal/x.yaml: p: {Datenschutzbeauftragte} muss allein in einem Absatz oder einer Zeile stehen',
  )
})

test('the values can come from another root’s company details (the careers page and the postings)', () => {
  const HR = { ...HR_CONTACT, name: 'Selin Aydın', email: 'karriere@kampagnenhaus.example' }
  expect(fillPlaceholders('content/jobs/x.yaml', '{Ansprechperson}', { HR_CONTACT: HR })).toBe(
    'Selin Aydın (karriere@kampagnenhaus.example)',
  )
})
