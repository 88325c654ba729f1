/**
 * The guides' Atom feed (RFC 4287), written by scripts/postbuild.ts to /ratgeber/feed.xml
 * from the same content as the hub. Built by hand: the format is small, and every value is
 * escaped here, in one place.
 */
import { SITE } from '../../app/config/site.ts'
import { GUIDE_HUB } from '../../app/content/guides/hub.ts'
import type { GuidePage } from '../../app/content/guides/types.ts'
import { lastRevision } from '../../app/lib/guides.ts'
import { FEED_PATH, FEED_TYPE, HUB_PATH } from '../../app/lib/paths.ts'

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!)
}

/** A calendar date of the content as an RFC 3339 timestamp (midnight UTC), as Atom requires. */
function timestamp(date: string): string {
  return `${date}T00:00:00Z`
}

/**
 * @param siteUrl public origin without trailing slash; ids and links are absolute URLs on it,
 *   so an entry keeps its id for as long as the guide keeps its address
 * @param guides in the hub's order; the feed lists them newest revision first
 */
export function atomFeed(siteUrl: string, guides: readonly GuidePage[]): string {
  const url = (path: string) => `${siteUrl}${path}`
  const entries = [...guides]
    .sort((a, b) => b.dateModified.localeCompare(a.dateModified) || b.datePublished.localeCompare(a.datePublished))
    .map((guide) =>
      [
        '  <entry>',
        `    <id>${escapeXml(url(guide.path))}</id>`,
        `    <title>${escapeXml(guide.headline)}</title>`,
        `    <link rel="alternate" type="text/html" href="${escapeXml(url(guide.path))}"/>`,
        `    <published>${timestamp(guide.datePublished)}</published>`,
        `    <updated>${timestamp(guide.dateModified)}</updated>`,
        `    <summary>${escapeXml(guide.teaser)}</summary>`,
        '  </entry>',
      ].join('\n'),
    )
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">',
    `  <id>${escapeXml(url(FEED_PATH))}</id>`,
    `  <title>${escapeXml(GUIDE_HUB.feed.title)}</title>`,
    `  <subtitle>${escapeXml(GUIDE_HUB.feed.subtitle)}</subtitle>`,
    `  <updated>${timestamp(lastRevision(guides))}</updated>`,
    `  <author><name>${escapeXml(SITE.legalName)}</name><uri>${escapeXml(url('/'))}</uri></author>`,
    `  <link rel="self" type="${FEED_TYPE}" href="${escapeXml(url(FEED_PATH))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(url(HUB_PATH))}"/>`,
    `  <icon>${escapeXml(url('/apple-touch-icon.png'))}</icon>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}
