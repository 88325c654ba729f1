import { expect, test } from 'vitest'

import { SITE } from '../../config/site.ts'
import { faqPageJsonLd, organizationJsonLd } from './json-ld.ts'

test('the organisation carries name, postal address, contact and area served from the site config', () => {
  const data = organizationJsonLd(['Campaign Strategy'])
  expect(data).toMatchObject({
    '@type': 'ProfessionalService',
    name: SITE.brand,
    email: SITE.email,
    telephone: SITE.phone,
    url: 'http://localhost:3000/',
    address: {
      '@type': 'PostalAddress',
      streetAddress: SITE.address.street,
      postalCode: SITE.address.postalCode,
      addressLocality: 'Berlin',
      addressCountry: 'DE',
    },
    areaServed: { name: 'Worldwide' },
    knowsAbout: ['Campaign Strategy'],
  })
})

test('the FAQ becomes one Question with its accepted Answer per item, in order', () => {
  const data = faqPageJsonLd([
    { question: 'Q1?', answer: 'A1.' },
    { question: 'Q2?', answer: 'A2.' },
  ])
  expect(data['@type']).toBe('FAQPage')
  expect(data.mainEntity).toEqual([
    { '@type': 'Question', name: 'Q1?', acceptedAnswer: { '@type': 'Answer', text: 'A1.' } },
    { '@type': 'Question', name: 'Q2?', acceptedAnswer: { '@type': 'Answer', text: 'A2.' } },
  ])
})

test('a German FAQ names its language; an English one inherits the site default', () => {
  const items = [{ question: 'Frage?', answer: 'Antwort.' }]
  expect(faqPageJsonLd(items, 'de-DE')).toMatchObject({ '@type': 'FAQPage', inLanguage: 'de-DE' })
  expect(faqPageJsonLd(items)).not.toHaveProperty('inLanguage')
})
