import { Callout } from '../components/sections/guide/callout.tsx'
import { CardGrid } from '../components/sections/guide/card-grid.tsx'
import { GuideCtaSection } from '../components/sections/guide/guide-cta-section.tsx'
import { GuideHeroSection } from '../components/sections/guide/guide-hero-section.tsx'
import { GuideSection } from '../components/sections/guide/guide-section.tsx'
import { RelatedGuidesSection } from '../components/sections/guide/related-guides-section.tsx'
import { SourceNotesSection, statNotes } from '../components/sections/guide/source-notes-section.tsx'
import { StatTiles } from '../components/sections/guide/stat-tiles.tsx'
import { StepsList } from '../components/sections/guide/steps-list.tsx'
import { digitalCampaigns } from '../content/guides/digital-campaigns.ts'
import { guideArticle, guideBreadcrumbs } from '../lib/guide-structured-data.ts'
import { jsonLd } from '../lib/meta.ts'
import { pageSeo } from '../lib/page-meta.ts'
import { typesetAll } from '../lib/typography.ts'

// Units, section signs and dashes bound to their neighbours with no-break spaces (lib/typography.ts).
const page = typesetAll(digitalCampaigns)

export const meta = () => [
  ...pageSeo('/digital-campaigns', { ...page.seo, type: 'article' }),
  jsonLd(guideArticle(page)),
  jsonLd(guideBreadcrumbs(page)),
]

const LEGAL_ID = 'rechtlicher-rahmen'

/** SPEC 2.12: three statistics, six channels, a four-step strategy, the legal frame, call to action. */
export default function DigitalCampaigns() {
  const { stats, channels, strategy, legalCallout } = page
  return (
    <>
      <GuideHeroSection page={page} toc={[stats, channels, strategy, { id: LEGAL_ID, heading: legalCallout.title }]} />
      <GuideSection section={stats}>
        <StatTiles block={stats} />
      </GuideSection>
      <GuideSection section={channels} tone="surface">
        <CardGrid items={channels.items} />
      </GuideSection>
      <GuideSection section={strategy}>
        <StepsList steps={strategy.items} />
      </GuideSection>
      <section id={LEGAL_ID} aria-labelledby={`${LEGAL_ID}-heading`} className="bg-white">
        <div className="mx-auto max-w-7xl px-5 pb-16 md:px-8 md:pb-24">
          <Callout callout={legalCallout} headingLevel={2} headingId={`${LEGAL_ID}-heading`} />
        </div>
      </section>
      <SourceNotesSection notes={statNotes(stats.items)} />
      {page.related && <RelatedGuidesSection links={page.related} />}
      <GuideCtaSection cta={page.cta} />
    </>
  )
}
