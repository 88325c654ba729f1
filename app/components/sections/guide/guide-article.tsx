import type { ReactNode } from 'react'

import type {
  AnyGuideBlock,
  ArticleSection,
  Block,
  Callout as CalloutContent,
  CardItem,
  ComparisonBlock,
  CostRangesBlock,
  CostSharesBlock,
  DosAndDonts as DosAndDontsContent,
  GuidePage,
  KeyFigureItem,
  PlatformsBlock,
  RelatedLink,
  SectionHeading,
  SocialAdviceBlock,
  StatSection,
  Step,
} from '../../../content/guides/types.ts'
import type { FaqItem } from '../../../content/types.ts'
import { FaqAccordion } from '../../faq-accordion.tsx'
import { Callout } from './callout.tsx'
import { CardGrid } from './card-grid.tsx'
import { ComparisonTable } from './comparison-table.tsx'
import { ContentMixAndTimes } from './content-mix.tsx'
import { CostShares } from './cost-shares.tsx'
import { DosAndDonts } from './dos-and-donts.tsx'
import { FigureCards } from './figure-cards.tsx'
import { GuideCtaSection } from './guide-cta-section.tsx'
import { GuideHeroSection, type TocEntry } from './guide-hero-section.tsx'
import { Footnote, GuideSection, Prose } from './guide-section.tsx'
import { PlatformCards } from './platform-cards.tsx'
import { RelatedGuidesSection } from './related-guides-section.tsx'
import { type SourceNote, SourceNotesSection, statNotes } from './source-notes-section.tsx'
import { StatTiles } from './stat-tiles.tsx'
import { StepsList } from './steps-list.tsx'

type Tone = 'white' | 'surface'

/** The field of the page object a block names; a misspelt name fails the prerender loudly. */
function field<T>(page: GuidePage, key: string): T {
  const value = (page as unknown as Record<string, unknown>)[key]
  if (value === undefined) throw new Error(`${page.path}: the body names "${key}", which the page does not have`)
  return value as T
}

/** The table-of-contents entry of a block: its section's id and heading. */
function tocEntry(page: GuidePage, block: AnyGuideBlock): TocEntry {
  switch (block.kind) {
    case 'callout':
      return { id: block.id, heading: field<CalloutContent>(page, block.section).title }
    case 'dos-and-donts':
      return { id: block.id, heading: field<DosAndDontsContent>(page, block.section).heading }
    default: {
      const { id, heading } = field<SectionHeading>(page, block.section)
      return { id, heading }
    }
  }
}

/** Figures with a source (stat tiles, platform reach), listed again under 'Quellen und Anmerkungen'. */
function sourceNotes(page: GuidePage, blocks: readonly AnyGuideBlock[]): SourceNote[] {
  return blocks.flatMap((block) => {
    if (block.kind === 'stats') return statNotes(field<StatSection>(page, block.section).items)
    if (block.kind === 'platforms')
      return field<PlatformsBlock>(page, block.section).items.map((platform) => ({
        id: platform.id,
        figure: `${platform.name}: ${platform.reach.display} ${platform.reach.basis}`,
        source: platform.source,
      }))
    return []
  })
}

function BlockSection({ page, block, tone }: { page: GuidePage; block: AnyGuideBlock; tone: Tone }): ReactNode {
  switch (block.kind) {
    case 'prose': {
      const text = field<ArticleSection>(page, block.section)
      return (
        <GuideSection section={text} tone={tone}>
          <Prose text={text} />
          {block.callout && (
            <div className="mt-10">
              <Callout callout={field<CalloutContent>(page, block.callout)} />
            </div>
          )}
        </GuideSection>
      )
    }
    case 'comparison': {
      const comparison = field<ComparisonBlock>(page, block.section)
      return (
        <GuideSection section={comparison} tone={tone}>
          <ComparisonTable
            caption={comparison.heading}
            withoutLabel={comparison.withoutLabel}
            withLabel={comparison.withLabel}
            rows={comparison.items}
          />
        </GuideSection>
      )
    }
    case 'cards': {
      const cards = field<Block<readonly CardItem[]>>(page, block.section)
      return (
        <GuideSection section={cards} tone={tone}>
          <CardGrid items={cards.items} numbered={block.numbered} columns={block.columns} />
        </GuideSection>
      )
    }
    case 'steps': {
      const steps = field<Block<readonly Step[]>>(page, block.section)
      return (
        <GuideSection section={steps} tone={tone}>
          <StepsList steps={steps.items} />
        </GuideSection>
      )
    }
    case 'figures': {
      const figures = field<Block<readonly KeyFigureItem[]>>(page, block.section)
      return (
        <GuideSection section={figures} tone={tone}>
          <FigureCards columns={block.columns} items={figures.items} />
        </GuideSection>
      )
    }
    case 'stats': {
      const stats = field<StatSection>(page, block.section)
      return (
        <GuideSection section={stats} tone={tone}>
          <StatTiles block={stats} />
        </GuideSection>
      )
    }
    case 'faq': {
      const faq = field<Block<readonly FaqItem[]>>(page, block.section)
      return (
        <GuideSection section={faq} tone={tone}>
          <FaqAccordion items={faq.items} name="guide-faq" className="max-w-4xl" />
        </GuideSection>
      )
    }
    case 'callout': {
      // A box standing as its own section, on the background of the section before it.
      const callout = field<CalloutContent>(page, block.section)
      return (
        <section
          id={block.id}
          aria-labelledby={`${block.id}-heading`}
          className={tone === 'surface' ? 'bg-surface below-fold' : 'bg-white below-fold'}
        >
          <div className="mx-auto max-w-7xl px-5 pb-16 md:px-8 md:pb-24">
            <Callout callout={callout} headingLevel={2} headingId={`${block.id}-heading`} />
          </div>
        </section>
      )
    }
    case 'dos-and-donts': {
      const content = field<DosAndDontsContent>(page, block.section)
      return (
        <GuideSection section={{ id: block.id, heading: content.heading }} tone={tone}>
          <DosAndDonts content={content} />
        </GuideSection>
      )
    }
    case 'cost-ranges': {
      const ranges = field<CostRangesBlock>(page, block.section)
      return (
        <GuideSection section={ranges} tone={tone}>
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
      )
    }
    case 'cost-shares': {
      const shares = field<CostSharesBlock>(page, block.section)
      return (
        <GuideSection section={shares} tone={tone}>
          <CostShares shares={shares.items} labels={shares} />
          <Footnote>{shares.footnote}</Footnote>
        </GuideSection>
      )
    }
    case 'platforms': {
      const platforms = field<PlatformsBlock>(page, block.section)
      return (
        <GuideSection section={platforms} tone={tone}>
          <PlatformCards platforms={platforms.items} />
          <Footnote>{platforms.footnote}</Footnote>
        </GuideSection>
      )
    }
    case 'social-advice': {
      const advice = field<SocialAdviceBlock>(page, block.section)
      return (
        <GuideSection section={advice} tone={tone}>
          <FigureCards columns={5} items={advice.items} />
          <ContentMixAndTimes
            mixHeading={advice.contentMixHeading}
            mix={advice.contentMix}
            timesHeading={advice.postingTimesHeading}
            times={advice.postingTimes}
          />
          <Footnote>{advice.footnote}</Footnote>
          {block.callout && (
            <div className="mt-12">
              <Callout callout={field<CalloutContent>(page, block.callout)} />
            </div>
          )}
        </GuideSection>
      )
    }
  }
}

/** Backgrounds alternate white and grey; a box standing as its own section keeps the one before it. */
function tones(blocks: readonly AnyGuideBlock[]): Tone[] {
  let index = -1
  return blocks.map((block) => {
    if (block.kind !== 'callout' || index < 0) index++
    return index % 2 === 0 ? 'white' : 'surface'
  })
}

/**
 * A whole guide from its content: hero with breadcrumb and table of contents, the sections of
 * its `body` in order, the sources of its figures, the 'Weiterlesen' links and the call to
 * action. Every guide page is this component (app/routes/guide.tsx).
 */
export function GuideArticle({
  page,
  related,
  hubBreadcrumb,
}: {
  page: GuidePage
  related: readonly RelatedLink[]
  /** The hub's name in the breadcrumb (content/guides/hub.ts), passed in so its copy stays out of this page's script. */
  hubBreadcrumb: string
}) {
  const blocks = page.body as readonly AnyGuideBlock[]
  const blockTones = tones(blocks)
  const notes = sourceNotes(page, blocks)
  return (
    <>
      <GuideHeroSection page={page} hubBreadcrumb={hubBreadcrumb} toc={blocks.map((block) => tocEntry(page, block))} />
      {blocks.map((block, index) => (
        <BlockSection key={`${block.kind}:${block.section}`} page={page} block={block} tone={blockTones[index]!} />
      ))}
      {notes.length > 0 && <SourceNotesSection notes={notes} />}
      {related.length > 0 && <RelatedGuidesSection links={related} />}
      <GuideCtaSection cta={page.cta} />
    </>
  )
}
