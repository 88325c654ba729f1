import { expect, test } from 'vitest'

import { TOOLS, TOOLS_PAGE } from '../../content/tools.ts'
import { toolsJsonLd } from './tools-json-ld.ts'

type Node = Record<string, unknown> & { '@type': string }
type Offer = { '@type': string; price: number; priceCurrency: string; priceSpecification: Record<string, unknown> }

const data = toolsJsonLd(TOOLS, TOOLS_PAGE.priceRange, { path: '/campaign-tools', ...TOOLS_PAGE.seo })
const graph = data['@graph'] as Node[]
const products = graph.filter((node) => node['@type'] === 'Product')

test('survives a JSON round trip (it is embedded as a script)', () => {
  expect(JSON.parse(JSON.stringify(data))).toEqual(data)
  expect(data['@context']).toBe('https://schema.org')
})

test('describes the three tools as products', () => {
  expect(products.map((product) => product.name)).toEqual([
    'Campaign HQ',
    'Door-to-Door Planner',
    'Campaign Website Pro',
  ])
  expect(products[0]!['@id']).toBe('http://localhost:3000/campaign-tools#wahlkampf-hq')
})

test('each product offers its monthly fee and its setup fee in euro, VAT included', () => {
  const prices = products.map((product) =>
    (product.offers as Offer[]).map((offer) => [
      offer.price,
      offer.priceCurrency,
      offer.priceSpecification.valueAddedTaxIncluded,
    ]),
  )
  expect(prices).toEqual([
    [
      [52, 'EUR', true],
      [990, 'EUR', true],
    ],
    [
      [90, 'EUR', true],
      [430, 'EUR', true],
    ],
    [
      [39, 'EUR', true],
      [1100, 'EUR', true],
    ],
  ])
  const monthly = (products[0]!.offers as Offer[])[0]!.priceSpecification
  expect(monthly).toMatchObject({ '@type': 'UnitPriceSpecification', referenceQuantity: { unitCode: 'MON' } })
})

test('the page carries the price range it shows, 39 to 90 euro a month, as an aggregate offer', () => {
  const page = graph.find((node) => node['@type'] === 'WebPage')!
  expect(page.offers).toMatchObject({
    '@type': 'AggregateOffer',
    lowPrice: 39,
    highPrice: 90,
    priceCurrency: 'EUR',
    offerCount: 3,
  })
})
