import { Callout } from '../components/sections/guide/callout.tsx'
import { CardGrid } from '../components/sections/guide/card-grid.tsx'
import { ContentMixAndTimes } from '../components/sections/guide/content-mix.tsx'
import { DosAndDonts } from '../components/sections/guide/dos-and-donts.tsx'
import { FigureCards } from '../components/sections/guide/figure-cards.tsx'
import { GuideCtaSection } from '../components/sections/guide/guide-cta-section.tsx'
import { GuideFaq } from '../components/sections/guide/guide-faq.tsx'
import { GuideHeroSection } from '../components/sections/guide/guide-hero-section.tsx'
import { Footnote, GuideSection } from '../components/sections/guide/guide-section.tsx'
import { PlatformCards } from '../components/sections/guide/platform-cards.tsx'
import { RelatedGuidesSection } from '../components/sections/guide/related-guides-section.tsx'
import { SourceNotesSection, statNotes } from '../components/sections/guide/source-notes-section.tsx'
import { StatTiles } from '../components/sections/guide/stat-tiles.tsx'
import { socialMediaCampaigns } from '../content/guides/social-media-campaigns.ts'
import { faqPage, guideArticle, guideBreadcrumbs } from '../lib/guide-structured-data.ts'
import { jsonLd } from '../lib/meta.ts'
import { pageSeo } from '../lib/page-meta.ts'
import { typesetAll } from '../lib/typography.ts'

// Units, section signs and dashes bound to their neighbours with no-break spaces (lib/typography.ts).
const page = typesetAll(socialMediaCampaigns)

export const meta = () => [
  ...pageSeo('/social-media-campaigns', { ...page.seo, type: 'article' }),
  jsonLd(guideArticle(page)),
  jsonLd(guideBreadcrumbs(page)),
  jsonLd(faqPage(page.faq.items)),
]

const DOS_AND_DONTS_ID = 'dos-und-donts'

/**
 * SPEC 2.10 with the advice of SPEC 9: statistics with source dialogs, six platforms, four
 * content strategies, practical advice, the 17-question FAQ, do's and don'ts, call to action.
 */
export default function SocialMediaCampaigns() {
  const { stats, platforms, contentStrategies, advice, faq, dosAndDonts } = page
  return (
    <>
      <GuideHeroSection
        page={page}
        toc={[stats, platforms, contentStrategies, advice, faq, { id: DOS_AND_DONTS_ID, heading: dosAndDonts.heading }]}
      />
      <GuideSection section={stats}>
        <StatTiles block={stats} />
      </GuideSection>
      <GuideSection section={platforms} tone="surface">
        <PlatformCards platforms={platforms.items} />
        <Footnote>{platforms.footnote}</Footnote>
      </GuideSection>
      <GuideSection section={contentStrategies}>
        <CardGrid items={contentStrategies.items} columns={2} />
      </GuideSection>
      <GuideSection section={advice} tone="surface">
        <FigureCards columns={5} items={advice.items} />
        <ContentMixAndTimes
          mixHeading={advice.contentMixHeading}
          mix={advice.contentMix}
          timesHeading={advice.postingTimesHeading}
          times={advice.postingTimes}
        />
        <Footnote>{advice.footnote}</Footnote>
        <div className="mt-12">
          <Callout callout={page.adsCallout} />
        </div>
      </GuideSection>
      <GuideSection section={faq}>
        <GuideFaq items={faq.items} />
      </GuideSection>
      <GuideSection section={{ id: DOS_AND_DONTS_ID, heading: dosAndDonts.heading }} tone="surface">
        <DosAndDonts content={dosAndDonts} />
      </GuideSection>
      <SourceNotesSection
        notes={[
          ...statNotes(stats.items),
          ...platforms.items.map((platform) => ({
            id: platform.id,
            figure: `${platform.name}: ${platform.reach.display} ${platform.reach.basis}`,
            source: platform.source,
          })),
        ]}
      />
      {page.related && <RelatedGuidesSection links={page.related} />}
      <GuideCtaSection cta={page.cta} />
    </>
  )
}
