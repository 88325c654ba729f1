/**
 * Addresses that the browser bundle, the build and the server share. No imports: the server
 * reads this module without pulling in any page copy.
 */

/** Prerendered as the body of every 404 answer; the server never answers 200 for it. */
export const NOT_FOUND_PATH = '/404'

/** `/careers/` → `/careers`. Prerendering renders each page at its path with a trailing slash. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

/** The guides' hub (docs/decisions/016). */
export const HUB_PATH = '/ratgeber'

/** The guides' Atom feed, written at build time (scripts/postbuild.ts). */
export const FEED_PATH = '/ratgeber/feed.xml'

/** The feed's media type (RFC 4287, section 7); the server sends the feed with it. */
export const FEED_TYPE = 'application/atom+xml'

/** The guides are German: `<html lang>` and og:locale of every guide and of the hub. */
export const GUIDE_LANG = 'de'

/**
 * Social card (1200×630) of a guide or the hub, named after the page's path ('/ratgeber' →
 * '/og/ratgeber.png') and drawn at build time with its title (scripts/social-cards.ts).
 */
export function socialCardPath(pagePath: string): string {
  return `/og${pagePath}.png`
}
