/**
 * The tools and the tools page as the page shows them, from content/tools/*.yaml (collection
 * `tools`) and content/tools-page.yaml (singleton `tools-page`), read and validated by
 * app/content/reader/read-content.ts. Runs at build time only: the page gets the finished values
 * from `virtual:content/tools` (app/content/reader/modules/index.ts).
 *
 * Added here, not stored in the files: the live demos' and the sister product's addresses, the
 * contract terms after the VAT note (SOFTWARE.terms), the placeholders' values and the price range.
 */
import type { Entry } from '@keystatic/core/reader'

import type { tools as toolsCollection, toolsPage as toolsPageSingleton } from '../../keystatic/tools.ts'
import { EXTERNAL, SOFTWARE } from '../config/site.ts'
import { fillPlaceholders } from './placeholders.server.ts'
import { ContentError } from './reader/read-content.ts'
import type { Tool, ToolsPageContent } from './tools.ts'

/** A file of content/tools/ as Keystatic's reader returns it. */
export type ToolEntry = Entry<typeof toolsCollection>
/** content/tools-page.yaml as Keystatic's reader returns it. */
export type ToolsPageEntry = Entry<typeof toolsPageSingleton>

/** TOOLS and TOOLS_PAGE: tools ordered by `order` (then file name), each demo used once. */
export function toolsContent(
  tools: readonly { file: string; entry: ToolEntry }[],
  page: { file: string; entry: ToolsPageEntry },
) {
  const { terms } = SOFTWARE
  const copy = fillPlaceholders(page.file, page.entry)
  const vatInfo = `${copy.vatNote} Minimum term of ${terms.minimumTermMonths} months, then cancellable with ${terms.notice}.`
  const included = `${copy.includedLabel}: ${terms.withCampaignSupport}`

  const seen = new Map<string, string>()
  const problems = tools.flatMap(({ file, entry }) => {
    const other = seen.get(entry.id)
    seen.set(entry.id, file)
    return other ? [{ file, message: `id: Die Live-Demo „${entry.id}“ gehört schon zu ${other}` }] : []
  })
  if (problems.length > 0) throw new ContentError(problems)

  const TOOLS: Tool[] = [...tools]
    .sort((a, b) => a.entry.order - b.entry.order || a.file.localeCompare(b.file))
    .map(({ file, entry }) => {
      const { title, id, order: _order, pricing, ...tool } = fillPlaceholders(file, entry)
      return {
        id,
        title,
        subtitle: tool.subtitle,
        description: tool.description,
        demoUrl: EXTERNAL.demos[id],
        features: tool.features,
        highlight: tool.highlight,
        color: tool.color as Tool['color'],
        keywords: tool.keywords,
        pricing: { monthly: pricing.monthly, oneTime: pricing.oneTime, vatInfo, included, oneTimeNote: pricing.oneTimeNote },
        screenshotAlt: tool.screenshotAlt,
      }
    })
  const monthly = TOOLS.map((tool) => tool.pricing.monthly)
  const TOOLS_PAGE: ToolsPageContent = {
    hero: copy.hero,
    labels: copy.labels,
    aiPromo: { ...copy.aiPromo, href: EXTERNAL.sisterAi.url },
    priceRange: { min: Math.min(...monthly), max: Math.max(...monthly), currency: 'EUR' },
    seo: copy.seo,
  }
  return { TOOLS, TOOLS_PAGE }
}
