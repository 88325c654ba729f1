import { CardGrid } from '../components/sections/guide/card-grid.tsx'
import { ComparisonTable } from '../components/sections/guide/comparison-table.tsx'
import { GuideCtaSection } from '../components/sections/guide/guide-cta-section.tsx'
import { GuideHeroSection } from '../components/sections/guide/guide-hero-section.tsx'
import { GuideSection, Prose } from '../components/sections/guide/guide-section.tsx'
import { RelatedGuidesSection } from '../components/sections/guide/related-guides-section.tsx'
import { campaignStrategy } from '../content/guides/campaign-strategy.ts'
import { guideArticle, guideBreadcrumbs } from '../lib/guide-structured-data.ts'
import { jsonLd } from '../lib/meta.ts'
import { pageSeo } from '../lib/page-meta.ts'
import { typesetAll } from '../lib/typography.ts'

// Units, section signs and dashes bound to their neighbours with no-break spaces (lib/typography.ts).
const page = typesetAll(campaignStrategy)

export const meta = () => [
  ...pageSeo('/campaign-strategy', { ...page.seo, type: 'article' }),
  jsonLd(guideArticle(page)),
  jsonLd(guideBreadcrumbs(page)),
]

/** SPEC 2.8: why a strategy, with/without comparison, ten success factors, call to action. */
export default function CampaignStrategy() {
  const { why, comparison, factors, timing } = page
  return (
    <>
      <GuideHeroSection page={page} toc={[why, comparison, factors, timing]} />
      <GuideSection section={why}>
        <Prose text={why} />
      </GuideSection>
      <GuideSection section={comparison} tone="surface">
        <ComparisonTable
          caption={comparison.heading}
          withoutLabel={comparison.withoutLabel}
          withLabel={comparison.withLabel}
          rows={comparison.items}
        />
      </GuideSection>
      <GuideSection section={factors}>
        <CardGrid items={factors.items} numbered columns={2} />
      </GuideSection>
      <GuideSection section={timing} tone="surface">
        <Prose text={timing} />
      </GuideSection>
      {page.related && <RelatedGuidesSection links={page.related} />}
      <GuideCtaSection cta={page.cta} />
    </>
  )
}
