import { SITE } from '../config/site.ts'
import { GUIDE_LABELS } from '../content/guides/labels.ts'
import type { FaqItem, GuidePage } from '../content/guides/types.ts'
import { DEFAULT_SOCIAL_IMAGE, absoluteUrl } from './meta.ts'

/**
 * schema.org data for the guide pages, passed to `jsonLd()` in each route's meta: the article
 * itself, its breadcrumb trail (the same two steps the page shows) and, where a page has one,
 * its FAQ. Search engines read these from the prerendered HTML.
 */

const CONTEXT = 'https://schema.org'

export function guideArticle(page: GuidePage) {
  const url = absoluteUrl(page.path)
  const organisation = { '@type': 'Organization', name: SITE.brand, url: absoluteUrl('/') }
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: page.headline,
    description: page.seo.description,
    inLanguage: 'de-DE',
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: absoluteUrl(DEFAULT_SOCIAL_IMAGE),
    datePublished: page.datePublished,
    dateModified: page.dateModified,
    keywords: page.focusKeyword,
    author: organisation,
    publisher: {
      ...organisation,
      logo: { '@type': 'ImageObject', url: absoluteUrl('/apple-touch-icon.png'), width: 180, height: 180 },
    },
  }
}

export function guideBreadcrumbs(page: GuidePage) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: GUIDE_LABELS.home, item: absoluteUrl('/') },
      { '@type': 'ListItem', position: 2, name: page.breadcrumb, item: absoluteUrl(page.path) },
    ],
  }
}

export function faqPage(items: readonly FaqItem[]) {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    inLanguage: 'de-DE',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}
