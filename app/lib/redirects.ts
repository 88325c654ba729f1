/**
 * Legacy German paths. The server answers them with 301 (search engines keep
 * their ranking); in the client a route replaces the history entry, so the old path
 * never stays in history.
 */
export const LEGACY_REDIRECTS = {
  '/karriere': '/careers',
  '/kontakt': '/contact',
  '/impressum': '/legal',
  '/datenschutz': '/privacy',
  '/wahlkampfstrategie-erstellen': '/campaign-strategy',
  '/wahlkampfkosten': '/campaign-costs',
  '/social-media-wahlkampf': '/social-media-campaigns',
  '/wahlkampftools': '/campaign-tools',
  '/digitaler-wahlkampf': '/digital-campaigns',
  '/wahlkampf-guide': '/campaign-guide',
} as const satisfies Record<string, string>

export type LegacyPath = keyof typeof LEGACY_REDIRECTS

/** The new path for a legacy one (trailing slash tolerated), or undefined. */
export function redirectTarget(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return (LEGACY_REDIRECTS as Record<string, string>)[path]
}
