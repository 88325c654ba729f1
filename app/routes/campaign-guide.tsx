import { CardGrid } from '../components/sections/guide/card-grid.tsx'
import { GuideCtaSection } from '../components/sections/guide/guide-cta-section.tsx'
import { GuideHeroSection } from '../components/sections/guide/guide-hero-section.tsx'
import { GuideSection, Prose } from '../components/sections/guide/guide-section.tsx'
import { RelatedGuidesSection } from '../components/sections/guide/related-guides-section.tsx'
import { StepsList } from '../components/sections/guide/steps-list.tsx'
import { campaignGuide } from '../content/guides/campaign-guide.ts'
import { guideArticle, guideBreadcrumbs } from '../lib/guide-structured-data.ts'
import { jsonLd } from '../lib/meta.ts'
import { pageSeo } from '../lib/page-meta.ts'
import { typesetAll } from '../lib/typography.ts'

// Units, section signs and dashes bound to their neighbours with no-break spaces (lib/typography.ts).
const page = typesetAll(campaignGuide)

export const meta = () => [
  ...pageSeo('/campaign-guide', { ...page.seo, type: 'article' }),
  jsonLd(guideArticle(page)),
  jsonLd(guideBreadcrumbs(page)),
]

/** SPEC 2.13: six steps, three success factors, common mistakes, call to action. */
export default function CampaignGuide() {
  const { steps, successFactors, pitfalls } = page
  return (
    <>
      <GuideHeroSection page={page} toc={[steps, successFactors, pitfalls]} />
      <GuideSection section={steps}>
        <StepsList steps={steps.items} />
      </GuideSection>
      <GuideSection section={successFactors} tone="surface">
        <CardGrid items={successFactors.items} />
      </GuideSection>
      <GuideSection section={pitfalls}>
        <Prose text={pitfalls} />
      </GuideSection>
      {page.related && <RelatedGuidesSection links={page.related} />}
      <GuideCtaSection cta={page.cta} />
    </>
  )
}
