import { SITE } from '../../config/site.ts'
import { GUIDE_HUB } from '../../content/guides/hub.ts'
import { GUIDE_LABELS } from '../../content/guides/labels.ts'
import type { GuidePage } from '../../content/guides/types.ts'
import { HUB_PATH, socialCardPath } from '../paths.ts'
import { absoluteUrl } from './meta.ts'

/**
 * schema.org data for the guide pages and their hub, passed to `jsonLd()` in the routes'
 * meta: the article itself, its breadcrumb trail (the same three steps the page shows) and
 * the hub as a CollectionPage listing every guide (a guide's FAQ: `faqPageJsonLd` in json-ld.ts).
 * Search engines read these from the prerendered HTML.
 */

const CONTEXT = 'https://schema.org'

const organisation = () => ({ '@type': 'Organization', name: SITE.brand, url: absoluteUrl('/') })

export function articleJsonLd(page: GuidePage) {
  const url = absoluteUrl(page.path)
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: page.headline,
    description: page.seo.description,
    inLanguage: 'de-DE',
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: absoluteUrl(socialCardPath(page.path)),
    datePublished: page.datePublished,
    dateModified: page.dateModified,
    keywords: page.focusKeyword,
    author: organisation(),
    publisher: {
      ...organisation(),
      logo: { '@type': 'ImageObject', url: absoluteUrl('/apple-touch-icon.png'), width: 180, height: 180 },
    },
  }
}

/** Startseite › Ratgeber › the guide; the hub's own trail ends at the hub. */
export function breadcrumbJsonLd(page?: Pick<GuidePage, 'breadcrumb' | 'path'>) {
  const trail = [
    { name: GUIDE_LABELS.home, path: '/' },
    { name: GUIDE_HUB.breadcrumb, path: HUB_PATH },
    ...(page ? [{ name: page.breadcrumb, path: page.path }] : []),
  ]
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: absoluteUrl(step.path),
    })),
  }
}

/** The hub: a CollectionPage whose main entity is the ordered list of guides. */
export function collectionJsonLd(guides: readonly Pick<GuidePage, 'path' | 'headline' | 'teaser'>[]) {
  const url = absoluteUrl(HUB_PATH)
  return {
    '@context': CONTEXT,
    '@type': 'CollectionPage',
    name: GUIDE_HUB.headline,
    description: GUIDE_HUB.seo.description,
    inLanguage: 'de-DE',
    url,
    image: absoluteUrl(socialCardPath(HUB_PATH)),
    publisher: organisation(),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: guides.length,
      itemListElement: guides.map((guide, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(guide.path),
        name: guide.headline,
        description: guide.teaser,
      })),
    },
  }
}
