import type { ReactNode } from 'react'

import {
  type GuideBlock,
  type GuidePage,
  type RelatedLink,
  sectionFor as field,
} from '../../../content/guides/types.ts'
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

/** The table-of-contents entry of a block: its section's id and heading. */
function tocEntry(page: GuidePage, block: GuideBlock): TocEntry {
  switch (block.kind) {
    case 'callout':
      return { id: block.id, heading: field(page, block).title }
    case 'dos-and-donts':
      return { id: block.id, heading: field(page, block).heading }
    default: {
      const { id, heading } = field(page, block)
      return { id, heading }
    }
  }
}

/** Figures with a source (stat tiles, platform reach), listed again under 'Quellen und Anmerkungen'. */
function sourceNotes(page: GuidePage, blocks: readonly GuideBlock[]): SourceNote[] {
  return blocks.flatMap((block) => {
    if (block.kind === 'stats') return statNotes(field(page, block).items)
    if (block.kind === 'platforms')
      return field(page, block).items.map((platform) => ({
        id: platform.id,
        figure: `${platform.name}: ${platform.reach.display} ${platform.reach.basis}`,
        source: platform.source,
      }))
    return []
  })
}

function BlockSection({ page, block, tone }: { page: GuidePage; block: GuideBlock; tone: Tone }): ReactNode {
  switch (block.kind) {
    case 'prose': {
      const text = field(page, block)
      return (
        <GuideSection section={text} tone={tone}>
          <Prose text={text} />
          {block.callout && (
            <div className="mt-10">
              <Callout callout={field(page, { kind: 'callout', section: block.callout })} />
            </div>
          )}
        </GuideSection>
      )
    }
    case 'comparison': {
      const comparison = field(page, block)
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
      const cards = field(page, block)
      return (
        <GuideSection section={cards} tone={tone}>
          <CardGrid items={cards.items} numbered={block.numbered} columns={block.columns} />
        </GuideSection>
      )
    }
    case 'steps': {
      const steps = field(page, block)
      return (
        <GuideSection section={steps} tone={tone}>
          <StepsList steps={steps.items} />
        </GuideSection>
      )
    }
    case 'figures': {
      const figures = field(page, block)
      return (
        <GuideSection section={figures} tone={tone}>
          <FigureCards columns={block.columns} items={figures.items} />
        </GuideSection>
      )
    }
    case 'stats': {
      const stats = field(page, block)
      return (
        <GuideSection section={stats} tone={tone}>
          <StatTiles block={stats} />
        </GuideSection>
      )
    }
    case 'faq': {
      const faq = field(page, block)
      return (
        <GuideSection section={faq} tone={tone}>
          <FaqAccordion items={faq.items} name="guide-faq" className="max-w-4xl" />
        </GuideSection>
      )
    }
    case 'callout': {
      // A box standing as its own section, on the background of the section before it.
      const callout = field(page, block)
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
      const content = field(page, block)
      return (
        <GuideSection section={{ id: block.id, heading: content.heading }} tone={tone}>
          <DosAndDonts content={content} />
        </GuideSection>
      )
    }
    case 'cost-ranges': {
      const ranges = field(page, block)
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
      const shares = field(page, block)
      return (
        <GuideSection section={shares} tone={tone}>
          <CostShares shares={shares.items} labels={shares} />
          <Footnote>{shares.footnote}</Footnote>
        </GuideSection>
      )
    }
    case 'platforms': {
      const platforms = field(page, block)
      return (
        <GuideSection section={platforms} tone={tone}>
          <PlatformCards platforms={platforms.items} />
          <Footnote>{platforms.footnote}</Footnote>
        </GuideSection>
      )
    }
    case 'social-advice': {
      const advice = field(page, block)
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
              <Callout callout={field(page, { kind: 'callout', section: block.callout })} />
            </div>
          )}
        </GuideSection>
      )
    }
  }
}

/** Backgrounds alternate white and grey; a box standing as its own section keeps the one before it. */
function tones(blocks: readonly GuideBlock[]): Tone[] {
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
  const blocks = page.body
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
