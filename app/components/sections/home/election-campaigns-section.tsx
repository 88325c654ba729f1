import type { ElectionCampaignsContent } from '../../../content/home.ts'
import { Reveal } from '../../reveal.tsx'

/**
 * 'Election Campaigns' (anchor services): a dictionary-style entry, the
 * positioning paragraphs (content/home.yaml) and the five statements that guide the work.
 */
export function ElectionCampaignsSection({ content }: { content: ElectionCampaignsContent }) {
  const { dictionary } = content
  const [lead, ...paragraphs] = content.paragraphs
  return (
    <section id={content.id} aria-labelledby="services-heading" className="border-t border-neutral-200 bg-white">
      <div className="mx-auto max-w-7xl px-5 py-20 md:px-8 md:py-28 lg:py-32">
        <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
          <Reveal className="lg:col-span-5">
            <h2
              id="services-heading"
              className="text-5xl leading-[0.95] font-black tracking-[-0.04em] sm:text-6xl lg:text-7xl"
            >
              {content.heading}
            </h2>
            <div className="mt-8 font-serif">
              <p className="text-xl text-ink">
                <span className="font-semibold">{dictionary.syllables}</span>{' '}
                <span className="whitespace-nowrap text-muted">{dictionary.pronunciation}</span>
              </p>
              <p className="mt-1 text-muted italic">{dictionary.wordClass}</p>
              <p className="mt-5 border-l-4 border-brand pl-5 text-lg leading-relaxed text-ink">
                {dictionary.definition}
              </p>
            </div>
          </Reveal>
          <Reveal index={1} className="space-y-6 text-lg leading-relaxed text-neutral-700 lg:col-span-7 lg:pt-2">
            <p className="text-xl leading-relaxed font-medium text-ink md:text-2xl md:leading-snug">{lead}</p>
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Reveal>
        </div>

        <div className="mt-20 md:mt-28">
          <h3 className="flex items-center gap-3 text-xs font-bold tracking-[0.22em] text-brand uppercase sm:text-sm">
            <span aria-hidden="true" className="h-0.5 w-8 bg-brand" />
            {content.statementsHeading}
          </h3>
          <ol className="mt-8 border-t-2 border-ink">
            {content.statements.map((statement, i) => (
              <Reveal
                as="li"
                key={statement}
                index={i}
                className="grid grid-cols-[2.75rem_1fr] items-baseline gap-3 border-b border-neutral-200 py-6 md:grid-cols-[7rem_1fr] md:py-8"
              >
                <span aria-hidden="true" className="text-sm font-bold text-brand tabular-nums md:text-base">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <span className="text-2xl leading-snug font-bold tracking-tight text-balance md:text-4xl">
                  {statement}
                </span>
              </Reveal>
            ))}
          </ol>
        </div>
      </div>
    </section>
  )
}
