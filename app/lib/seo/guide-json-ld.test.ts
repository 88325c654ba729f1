import { expect, test } from 'vitest'

import { campaignCosts, GUIDES } from '../../content/guides/index.ts'
import { articleJsonLd, breadcrumbJsonLd, collectionJsonLd } from './guide-json-ld.ts'

test('the article names headline, dates, language and publisher with absolute URLs', () => {
  const article = articleJsonLd(campaignCosts)
  expect(article).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: campaignCosts.headline,
    description: campaignCosts.seo.description,
    inLanguage: 'de-DE',
    url: 'http://localhost:3000/campaign-costs',
    mainEntityOfPage: { '@type': 'WebPage', '@id': 'http://localhost:3000/campaign-costs' },
    datePublished: campaignCosts.datePublished,
    dateModified: campaignCosts.dateModified,
    publisher: { '@type': 'Organization', name: 'Mandatwerk' },
  })
  expect(article.publisher.logo.url).toBe('http://localhost:3000/apple-touch-icon.png')
  // Google ignores headlines longer than 110 characters.
  expect(article.headline.length).toBeLessThanOrEqual(110)
})

test('the breadcrumb trail runs from the home page through the hub to the guide, as on the page', () => {
  expect(breadcrumbJsonLd(campaignCosts).itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'http://localhost:3000/' },
    { '@type': 'ListItem', position: 2, name: 'Ratgeber', item: 'http://localhost:3000/ratgeber' },
    { '@type': 'ListItem', position: 3, name: 'Wahlkampfkosten', item: 'http://localhost:3000/campaign-costs' },
  ])
  expect(breadcrumbJsonLd().itemListElement.map((step) => step.name)).toEqual(['Startseite', 'Ratgeber'])
})

test("the article's image is the guide's own social card", () => {
  expect(articleJsonLd(campaignCosts).image).toBe('http://localhost:3000/og/campaign-costs.png')
})

test('the hub is a CollectionPage listing every guide in order', () => {
  const data = collectionJsonLd(GUIDES)
  expect(data).toMatchObject({ '@type': 'CollectionPage', inLanguage: 'de-DE', url: 'http://localhost:3000/ratgeber' })
  expect(data.mainEntity['@type']).toBe('ItemList')
  expect(data.mainEntity.numberOfItems).toBe(GUIDES.length)
  expect(data.mainEntity.itemListElement.map((item) => [item.position, item.url])).toEqual(
    GUIDES.map((guide, index) => [index + 1, `http://localhost:3000${guide.path}`]),
  )
})
