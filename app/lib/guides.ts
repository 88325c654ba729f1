import { GUIDE_HUB, GUIDES } from '../content/guides/index.ts'
import type { GuidePage, RelatedLink } from '../content/guides/types.ts'

/**
 * What the hub, the feed, the social cards and the 'Weiterlesen' blocks know about the
 * guides, computed from their content. Reads every guide's copy, so it runs at build time
 * only: in route loaders (prerendering) and in scripts/postbuild.ts, never in the browser.
 */

/**
 * Silent reading speed of adult readers of German, about 180 words a minute: 179 ± 17 in
 * the International Reading Speed Texts (Trauzettel-Klosinski, Dietz et al., "Standardized
 * Assessment of Reading Performance: The New International Reading Speed Texts IReST",
 * Investigative Ophthalmology & Visual Science 53(9), 2012).
 */
export const WORDS_PER_MINUTE = 180

/** Fields a reader never reads as text: addresses, ids, icon names, settings, metadata. */
const NOT_READ = new Set([
  'slug',
  'path',
  'lang',
  'seo',
  'focusKeyword',
  'shortTitle',
  'teaser',
  'datePublished',
  'dateModified',
  'related',
  'body',
  'id',
  'icon',
  'href',
  'url',
  'sourceDialogTitle',
  'sourceButtonLabel',
])

function readableText(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(readableText)
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, entry]) => (NOT_READ.has(key) ? [] : readableText(entry)))
  return []
}

/** Words of the article as it is shown: headline, intro, every section, the call to action. */
export function wordCount(guide: GuidePage): number {
  return readableText(guide)
    .flatMap((text) => text.split(/\s+/))
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** Reading time in whole minutes, rounded up. */
export function readingMinutes(guide: GuidePage): number {
  return Math.max(1, Math.ceil(wordCount(guide) / WORDS_PER_MINUTE))
}

/** One guide as the hub and the feed list it. */
export type GuideSummary = Pick<
  GuidePage,
  'slug' | 'path' | 'headline' | 'kicker' | 'shortTitle' | 'teaser' | 'datePublished' | 'dateModified'
> & { readingMinutes: number }

export function guideSummary(guide: GuidePage): GuideSummary {
  const { slug, path, headline, kicker, shortTitle, teaser, datePublished, dateModified } = guide
  return {
    slug,
    path,
    headline,
    kicker,
    shortTitle,
    teaser,
    datePublished,
    dateModified,
    readingMinutes: readingMinutes(guide),
  }
}

/** Every guide, in the order the editor set in app/content/guides/index.ts. */
export function guideSummaries(guides: readonly GuidePage[] = GUIDES): GuideSummary[] {
  return guides.map(guideSummary)
}

export function findGuide(path: string, guides: readonly GuidePage[] = GUIDES): GuidePage | undefined {
  return guides.find((guide) => guide.path === path)
}

/**
 * The 'Weiterlesen' block of a guide: the guide's own picks first, with the sentence the
 * editor wrote for this context, then every other guide in hub order with its teaser, so a
 * new guide appears on every guide page without editing the others.
 */
export function relatedGuides(guide: GuidePage, guides: readonly GuidePage[] = GUIDES): RelatedLink[] {
  const picks = guide.related ?? []
  const picked = new Set<string>(picks.map((link) => link.href))
  const others = guides
    .filter((other) => other.path !== guide.path && !picked.has(other.path))
    .map((other) => ({ label: other.breadcrumb, href: other.path, description: other.teaser }))
  return [...picks, ...others]
}

/**
 * How the consultancy's notification names the guides and the hub (`shortTitle`, the hub's
 * heading), by path. The build writes it beside the client directory for the server, which
 * may not read the guides' copy itself (server/contact/page-names.ts, docs/decisions/017).
 */
export function guideNames(guides: readonly GuidePage[] = GUIDES): Record<string, string> {
  return {
    [GUIDE_HUB.path]: GUIDE_HUB.headline,
    ...Object.fromEntries(guides.map((guide) => [guide.path, guide.shortTitle])),
  }
}

/** The date of the most recent revision of any guide: the feed's and the hub's "updated". */
export function lastRevision(guides: readonly GuidePage[] = GUIDES): GuidePage['dateModified'] {
  return guides.map((guide) => guide.dateModified).reduce((latest, date) => (date > latest ? date : latest))
}
