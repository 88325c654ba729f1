import { SITE_PAGES } from '../site-pages.ts'
import { type SeoInput, seoMeta } from './meta.ts'

export type PagePath = (typeof SITE_PAGES)[number]['path']

/**
 * Head tags for a hand-written page of the route table: path, language and robots noindex
 * come from `SITE_PAGES`, so a route module states only its title and description.
 */
export function pageMeta(path: PagePath, input: Omit<SeoInput, 'path' | 'lang' | 'noindex'>) {
  const page = SITE_PAGES.find((entry) => entry.path === path)
  if (!page) throw new Error(`${path} is not in the route table (app/lib/site-pages.ts)`)
  return seoMeta({ ...input, path, lang: page.lang, noindex: !page.indexable })
}
