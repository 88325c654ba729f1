import type { ApproachContent } from '../../../content/home.ts'
import { cn } from '../../../lib/utils.ts'
import { Reveal } from '../../reveal.tsx'
import { CtaLink } from './cta-link.tsx'
import { SectionHeading } from './section-heading.tsx'

/**
 * 'How we proceed' (anchor approach): four phases along a line. A phase
 * turns active once its top passes 60 % of the viewport height; a marker travels 0–70 % down
 * the line as the page scrolls (the home page's script, script/scroll.ts, sets each phase's
 * `data-state` and the line's `--timeline-progress`; the look follows them). Alternating sides
 * from 768 px, stacked below.
 */
export function ApproachSection({ content }: { content: ApproachContent }) {
  return (
    <section id={content.id} aria-labelledby="approach-heading" className="bg-surface">
      <div className="mx-auto max-w-7xl px-5 py-20 md:px-8 md:py-28 lg:py-32">
        <Reveal className="mx-auto max-w-2xl md:text-center">
          <SectionHeading id="approach-heading">{content.heading}</SectionHeading>
          <p className="mt-6 text-lg leading-relaxed text-neutral-700">{content.intro}</p>
        </Reveal>

        <div className="relative mx-auto mt-16 max-w-5xl md:mt-20">
          <div
            data-slot="timeline-line"
            aria-hidden="true"
            className="absolute top-2 bottom-2 left-4 w-0.5 -translate-x-1/2 bg-neutral-300 md:left-1/2"
          >
            <div className="absolute inset-x-0 top-0 h-[var(--timeline-progress,0%)] bg-brand" />
            <div
              data-slot="timeline-marker"
              className="absolute top-[var(--timeline-progress,0%)] left-1/2 size-5 -translate-1/2 rounded-full border-4 border-white bg-brand shadow-[0_0_0_4px_rgb(200_16_46/0.2)]"
            />
          </div>
          <ol data-slot="timeline" className="space-y-10 md:space-y-6">
            {content.phases.map((phase) => {
              const left = phase.alignment === 'left'
              return (
                <li
                  key={phase.id}
                  data-slot="timeline-phase"
                  data-state="upcoming"
                  className={cn(
                    'group relative pl-12 md:w-1/2',
                    left ? 'md:pr-14 md:pl-0 md:text-right' : 'md:ml-auto md:pl-14',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'absolute top-7 left-4 size-4 -translate-x-1/2 rounded-full border-[3px] border-brand bg-brand transition-colors duration-300 group-data-[state=upcoming]:border-neutral-300 group-data-[state=upcoming]:bg-white',
                      left ? 'md:right-0 md:left-auto md:translate-x-1/2' : 'md:left-0',
                    )}
                  />
                  <div className="rounded-2xl border border-neutral-200 bg-white p-6 transition-[border-color,box-shadow] duration-300 group-data-[state=active]:border-brand group-data-[state=active]:shadow-xl group-data-[state=active]:shadow-black/10 sm:p-8">
                    <p className="text-xs font-bold tracking-[0.22em] text-brand uppercase sm:text-sm">{phase.phase}</p>
                    <h3 className="mt-3 text-2xl font-black tracking-tight md:text-3xl">{phase.title}</h3>
                    <p className="mt-3 leading-relaxed text-muted">{phase.description}</p>
                  </div>
                </li>
              )
            })}
          </ol>
        </div>

        <div className="mt-16 flex md:mt-20 md:justify-center">
          <CtaLink to={content.cta.href} className="w-full sm:w-auto">
            {content.cta.label}
          </CtaLink>
        </div>
      </div>
    </section>
  )
}
