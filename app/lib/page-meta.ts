import { type SeoInput, seo } from './meta.ts'
import { PAGES } from './pages.ts'

export type PagePath = (typeof PAGES)[number]['path']

/**
 * Head tags for a page of the route table: path, language and robots noindex come from
 * `PAGES`, so a route module states only its title and description.
 */
export function pageSeo(path: PagePath, input: Omit<SeoInput, 'path' | 'lang' | 'noindex'>) {
  const page = PAGES.find((entry) => entry.path === path)
  if (!page) throw new Error(`${path} is not in the route table (app/lib/pages.ts)`)
  return seo({ ...input, path, lang: page.lang, noindex: !page.indexable })
}
