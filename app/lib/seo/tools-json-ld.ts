import { SITE } from '../../config/site.ts'
import { type Tool, type ToolsPageContent } from '../../content/tools.ts'
import { absoluteUrl } from './meta.ts'

type PriceRange = ToolsPageContent['priceRange']

/**
 * Structured data for /campaign-tools: each tool as a Product with two offers
 * (the monthly fee and the one-time setup, both including VAT), and the range as a whole
 * as an AggregateOffer over the three monthly offers, from the content's price range
 * (the monthly fees the page shows, not the original's 149 €).
 */
export function toolsJsonLd(
  tools: readonly Tool[],
  priceRange: PriceRange,
  page: { path: string; title: string; description: string },
): Record<string, unknown> {
  const pageUrl = absoluteUrl(page.path)
  const organization = { '@id': `${absoluteUrl('/')}#organization` }
  const productId = (tool: Tool) => `${pageUrl}#${tool.id}`
  const vatIncluded = (price: number) => ({ price, priceCurrency: priceRange.currency, valueAddedTaxIncluded: true })

  const monthlyOfferId = (tool: Tool) => `${pageUrl}#${tool.id}-monthly`
  const monthlyOffer = (tool: Tool) => ({
    '@type': 'Offer',
    '@id': monthlyOfferId(tool),
    name: `${tool.title}, monthly fee`,
    url: `${pageUrl}#${tool.id}`,
    price: tool.pricing.monthly,
    priceCurrency: priceRange.currency,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      ...vatIncluded(tool.pricing.monthly),
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
    },
    itemOffered: { '@id': productId(tool) },
    seller: organization,
  })

  const products = tools.map((tool) => ({
    '@type': 'Product',
    '@id': productId(tool),
    name: tool.title,
    description: `${tool.subtitle}. ${tool.description}`,
    category: 'Campaign software',
    url: `${pageUrl}#${tool.id}`,
    brand: { '@type': 'Brand', name: SITE.brand },
    keywords: tool.keywords.join(', '),
    additionalProperty: tool.features.map((feature) => ({
      '@type': 'PropertyValue',
      name: feature.title,
      value: feature.desc,
    })),
    offers: [
      monthlyOffer(tool),
      {
        '@type': 'Offer',
        name: `${tool.title}, one-time setup`,
        description: tool.pricing.oneTimeNote,
        url: `${pageUrl}#${tool.id}`,
        price: tool.pricing.oneTime,
        priceCurrency: priceRange.currency,
        priceSpecification: { '@type': 'PriceSpecification', ...vatIncluded(tool.pricing.oneTime) },
        seller: organization,
      },
    ],
  }))

  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        ...organization,
        name: SITE.legalName,
        url: absoluteUrl('/'),
      },
      {
        '@type': 'WebPage',
        '@id': pageUrl,
        url: pageUrl,
        name: page.title,
        description: page.description,
        inLanguage: 'en',
        publisher: organization,
        about: products.map((product) => ({ '@id': product['@id'] })),
        offers: {
          '@type': 'AggregateOffer',
          lowPrice: priceRange.min,
          highPrice: priceRange.max,
          priceCurrency: priceRange.currency,
          offerCount: tools.length,
          offers: tools.map((tool) => ({ '@id': monthlyOfferId(tool) })),
        },
      },
      ...products,
    ],
  }
}
