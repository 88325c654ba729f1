import { GUIDE_HUB } from '../../content/guides/hub.ts'
import type { AnyGuideBlock, GuidePage } from '../../content/guides/types.ts'
import type { FaqItem } from '../../content/types.ts'
import { articleJsonLd, breadcrumbJsonLd, collectionJsonLd } from './guide-json-ld.ts'
import { faqPageJsonLd } from './json-ld.ts'
import { absoluteUrl, jsonLd, seoMeta } from './meta.ts'
import { FEED_PATH, FEED_TYPE, GUIDE_LANG, HUB_PATH, socialCardPath } from '../paths.ts'

/** `<link rel="alternate">` to the guides' Atom feed, in the head of every guide and of the hub. */
export function feedLink() {
  return { rel: 'alternate', type: FEED_TYPE, title: GUIDE_HUB.feed.title, href: absoluteUrl(FEED_PATH) }
}

/** Head of a guide: title, description, canonical, its own social card, and its structured data. */
export function guideMeta(page: GuidePage) {
  const faqs = (page.body as readonly AnyGuideBlock[])
    .filter((block) => block.kind === 'faq')
    .map((block) => (page as unknown as Record<string, { items: readonly FaqItem[] }>)[block.section]!.items)
  return [
    ...seoMeta({
      ...page.seo,
      path: page.path,
      lang: GUIDE_LANG,
      type: 'article',
      image: socialCardPath(page.path),
      imageAlt: page.headline,
    }),
    jsonLd(articleJsonLd(page)),
    jsonLd(breadcrumbJsonLd(page)),
    ...faqs.map((items) => jsonLd(faqPageJsonLd(items, 'de-DE'))),
  ]
}

/** Head of the hub /ratgeber: its social card, the CollectionPage with every guide, its breadcrumb. */
export function hubMeta(guides: readonly Pick<GuidePage, 'path' | 'headline' | 'teaser'>[]) {
  return [
    ...seoMeta({
      ...GUIDE_HUB.seo,
      path: HUB_PATH,
      lang: GUIDE_LANG,
      image: socialCardPath(HUB_PATH),
      imageAlt: GUIDE_HUB.headline,
    }),
    jsonLd(collectionJsonLd(guides)),
    jsonLd(breadcrumbJsonLd()),
  ]
}
