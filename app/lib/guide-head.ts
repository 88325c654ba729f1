import type { MetaDescriptor } from 'react-router'
import { GUIDE_HUB } from '../content/guides/hub.ts'
import type { AnyGuideBlock, FaqItem, GuidePage } from '../content/guides/types.ts'
import { faqPage, guideArticle, guideBreadcrumbs, guideCollection } from './guide-structured-data.ts'
import { absoluteUrl, jsonLd, seo } from './meta.ts'
import { FEED_PATH, FEED_TYPE, HUB_CARD_SLUG, HUB_PATH, socialCardPath } from './paths.ts'

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
 * reaches the browser as loader data), so these builders are not in any page's JavaScript.
 */
export function guideHead(page: GuidePage): MetaDescriptor[] {
  const faqs = (page.body as readonly AnyGuideBlock[])
    .filter((block) => block.kind === 'faq')
    .map((block) => (page as unknown as Record<string, { items: readonly FaqItem[] }>)[block.section]!.items)
  return [
    ...seo({
      ...page.seo,
      path: page.path,
      lang: page.lang,
      type: 'article',
      image: socialCardPath(page.slug),
      imageAlt: page.headline,
    }),
    feedLink(),
    jsonLd(guideArticle(page)),
    jsonLd(guideBreadcrumbs(page)),
    ...faqs.map((items) => jsonLd(faqPage(items))),
  ]
}

/** Head of the hub /ratgeber: its social card, the feed link, the CollectionPage with every guide, its breadcrumb (loader, like guideHead). */
export function hubHead(guides: readonly Pick<GuidePage, 'path' | 'headline' | 'teaser'>[]): MetaDescriptor[] {
  return [
    ...seo({
      ...GUIDE_HUB.seo,
      path: HUB_PATH,
      lang: 'de',
      image: socialCardPath(HUB_CARD_SLUG),
      imageAlt: GUIDE_HUB.headline,
    }),
    feedLink(),
    jsonLd(guideCollection(guides)),
    jsonLd(guideBreadcrumbs()),
  ]
}
