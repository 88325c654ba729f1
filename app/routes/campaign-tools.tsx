import { AiPromoSection } from '../components/sections/tools/ai-promo-section.tsx'
import { ToolSection } from '../components/sections/tools/tool-section.tsx'
import { ToolsHeroSection } from '../components/sections/tools/tools-hero-section.tsx'
import { TOOLS, TOOLS_PAGE } from '../content/tools.ts'
import { jsonLd } from '../lib/seo/meta.ts'
import { pageMeta } from '../lib/seo/page-meta.ts'
import { toolsJsonLd } from '../lib/seo/tools-json-ld.ts'
import type { Route } from './+types/campaign-tools'

const PATH = '/campaign-tools'

export const meta: Route.MetaFunction = () => [
  ...pageMeta(PATH, {
    title: TOOLS_PAGE.seo.title,
    description: TOOLS_PAGE.seo.description,
    image: '/og/campaign-tools.png',
    imageAlt: TOOLS_PAGE.seo.socialImageAlt,
  }),
  jsonLd(toolsJsonLd(TOOLS, TOOLS_PAGE.priceRange, { path: PATH, ...TOOLS_PAGE.seo })),
]

export default function CampaignTools() {
  return (
    <>
      <ToolsHeroSection hero={TOOLS_PAGE.hero} tools={TOOLS} />
      {TOOLS.map((tool, index) => (
        <ToolSection key={tool.id} tool={tool} labels={TOOLS_PAGE.labels} index={index} total={TOOLS.length} />
      ))}
      <AiPromoSection promo={TOOLS_PAGE.aiPromo} />
    </>
  )
}
