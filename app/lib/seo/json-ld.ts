import { EXTERNAL, SITE } from '../../config/site.ts'
import type { FaqItem } from '../../content/types.ts'
import { absoluteUrl, DEFAULT_SOCIAL_IMAGE } from './meta.ts'

/**
 * schema.org data for search engines, built from app/config/site.ts so the structured data
 * can never disagree with what the footer and contact page say.
 */

/** The consultancy as a ProfessionalService (a kind of Organization): name, address, contact, area served. */
export function organizationJsonLd(services: readonly string[]) {
  const { address } = SITE
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfessionalService',
    '@id': absoluteUrl('/#organization'),
    name: SITE.brand,
    legalName: SITE.legalName,
    description: SITE.tagline,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/apple-touch-icon.png'),
    image: absoluteUrl(DEFAULT_SOCIAL_IMAGE),
    email: SITE.email,
    telephone: SITE.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: address.countryCode,
    },
    // From local communities to national parliaments and international organisations.
    areaServed: { '@type': 'Place', name: 'Worldwide' },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: SITE.email,
      telephone: SITE.phone,
      availableLanguage: ['de', 'en'],
    },
    knowsAbout: [...services],
    sameAs: [EXTERNAL.professionalNetwork.url, EXTERNAL.photoNetwork.url],
  }
}

/**
 * An FAQ as schema.org FAQPage, for every FAQ on the site; the answers must be the ones shown
 * on the page. `inLanguage` where the FAQ's language differs from the site's English (the guides).
 */
export function faqPageJsonLd(items: readonly FaqItem[], inLanguage?: 'de-DE') {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...(inLanguage && { inLanguage }),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}
