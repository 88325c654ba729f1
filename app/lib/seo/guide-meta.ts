import type { MetaDescriptor } from 'react-router'

import { GUIDE_HUB } from '../../content/guides/hub.ts'
import { type GuidePage, sectionFor } from '../../content/guides/types.ts'
import { FEED_PATH, FEED_TYPE, GUIDE_LANG, HUB_PATH, socialCardPath } from '../paths.ts'
import { articleJsonLd, breadcrumbJsonLd, collectionJsonLd } from './guide-json-ld.ts'
import { faqPageJsonLd } from './json-ld.ts'
import { absoluteUrl, jsonLd, seoMeta } from './meta.ts'

/** `<link rel="alternate">` to the guides' Atom feed, in the head of every guide and of the hub. */
export function feedLink(): MetaDescriptor {
  return {
    tagName: 'link',
    rel: 'alternate',
    type: FEED_TYPE,
    title: GUIDE_HUB.feed.title,
    href: absoluteUrl(FEED_PATH),
  }
}

/**
 * Head of a guide: title, description, canonical, its own social card, the feed link and its
 * structured data. Computed by the route's loader when the page is prerendered (the head
 * reaches the browser as loader data), so these builders are in no page's JavaScript
 * (docs/decisions/019).
 */
export function guideMeta(page: GuidePage): MetaDescriptor[] {
  const faqs = page.body.flatMap((block) => (block.kind === 'faq' ? [sectionFor(page, block).items] : []))
  return [
    ...seoMeta({
      ...page.seo,
      path: page.path,
      lang: GUIDE_LANG,
      type: 'article',
      image: socialCardPath(page.path),
      imageAlt: page.headline,
    }),
    feedLink(),
    jsonLd(articleJsonLd(page)),
    jsonLd(breadcrumbJsonLd(page)),
    ...faqs.map((items) => jsonLd(faqPageJsonLd(items, 'de-DE'))),
  ]
}

/** Head of the hub /ratgeber: its social card, the feed link, the CollectionPage with every guide, its breadcrumb (loader, like guideMeta). */
export function hubMeta(guides: readonly Pick<GuidePage, 'path' | 'headline' | 'teaser'>[]): MetaDescriptor[] {
  return [
    ...seoMeta({
      ...GUIDE_HUB.seo,
      path: HUB_PATH,
      lang: GUIDE_LANG,
      image: socialCardPath(HUB_PATH),
      imageAlt: GUIDE_HUB.headline,
    }),
    feedLink(),
    jsonLd(collectionJsonLd(guides)),
    jsonLd(breadcrumbJsonLd()),
  ]
}
