import { Callout } from '../components/sections/guide/callout.tsx'
import { CostShares } from '../components/sections/guide/cost-shares.tsx'
import { FigureCards } from '../components/sections/guide/figure-cards.tsx'
import { GuideCtaSection } from '../components/sections/guide/guide-cta-section.tsx'
import { GuideHeroSection } from '../components/sections/guide/guide-hero-section.tsx'
import { Footnote, GuideSection, Prose } from '../components/sections/guide/guide-section.tsx'
import { RelatedGuidesSection } from '../components/sections/guide/related-guides-section.tsx'
import { campaignCosts } from '../content/guides/campaign-costs.ts'
import { guideArticle, guideBreadcrumbs } from '../lib/guide-structured-data.ts'
import { jsonLd } from '../lib/meta.ts'
import { pageSeo } from '../lib/page-meta.ts'
import { typesetAll } from '../lib/typography.ts'

// Units, section signs and dashes bound to their neighbours with no-break spaces (lib/typography.ts).
const page = typesetAll(campaignCosts)

export const meta = () => [
  ...pageSeo('/campaign-costs', { ...page.seo, type: 'article' }),
  jsonLd(guideArticle(page)),
  jsonLd(guideBreadcrumbs(page)),
]

/** SPEC 2.9 with the figures of SPEC 9: cost ranges, cost shares, budget tips, call to action. */
export default function CampaignCosts() {
  const { ranges, shares, budgetTips, legal } = page
  return (
    <>
      <GuideHeroSection page={page} toc={[ranges, shares, budgetTips, legal]} />
      <GuideSection section={ranges}>
        <FigureCards
          columns={3}
          items={ranges.items.map((range) => ({
            id: range.id,
            title: range.level,
            value: range.display,
            description: range.description,
            icon: range.icon,
            points: range.typicalItems,
          }))}
        />
        <Footnote>{ranges.footnote}</Footnote>
      </GuideSection>
      <GuideSection section={shares} tone="surface">
        <CostShares shares={shares.items} labels={shares} />
        <Footnote>{shares.footnote}</Footnote>
      </GuideSection>
      <GuideSection section={budgetTips}>
        <FigureCards columns={4} items={budgetTips.items} />
      </GuideSection>
      <GuideSection section={legal} tone="surface">
        <Prose text={legal} />
        <div className="mt-10">
          <Callout callout={page.legalCallout} />
        </div>
      </GuideSection>
      {page.related && <RelatedGuidesSection links={page.related} />}
      <GuideCtaSection cta={page.cta} />
    </>
  )
}
