import { ArrowRight, CalendarDays, Clock } from 'lucide-react'
import { Link } from 'react-router'

import { GUIDE_HUB } from '../../../content/guides/hub.ts'
import type { GuideSummary } from '../../../lib/guides.ts'
import { germanDate } from '../guide/guide-hero-section.tsx'

/**
 * Every guide in the editor's order, as a numbered list: kicker, title (the link), the
 * two-sentence teaser, the revision date and the reading time. The whole row is the link's
 * target area; the link's name is the guide's title.
 */
export function GuideList({ guides }: { guides: readonly GuideSummary[] }) {
  return (
    <section aria-labelledby="leitfaeden-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-5 py-10 md:px-8 md:py-16">
        <h2 id="leitfaeden-heading" className="sr-only">
          {GUIDE_HUB.listLabel}
        </h2>
        <ol className="divide-y divide-neutral-200">
          {guides.map((guide, index) => (
            <li key={guide.path} className="below-fold">
              <article
                aria-labelledby={`${guide.path.slice(1)}-title`}
                className="group relative grid gap-x-8 gap-y-3 py-8 md:grid-cols-[4rem_minmax(0,1fr)] md:py-10 lg:grid-cols-[5rem_minmax(0,1fr)_16rem] lg:gap-x-12"
              >
                <span
                  aria-hidden="true"
                  className="text-4xl leading-none font-black text-neutral-500 tabular-nums transition-colors group-hover:text-brand md:text-5xl"
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
                <div className="max-w-3xl">
                  <p className="text-sm font-semibold tracking-[0.18em] text-brand uppercase">{guide.kicker}</p>
                  <h3
                    id={`${guide.path.slice(1)}-title`}
                    className="mt-3 text-2xl leading-tight font-black tracking-tight text-balance hyphens-auto md:text-3xl"
                  >
                    <Link
                      to={guide.path}
                      className="underline-offset-4 group-hover:underline after:absolute after:inset-0 after:content-['']"
                    >
                      {guide.headline}
                    </Link>
                  </h3>
                  <p className="mt-4 text-lg leading-relaxed text-neutral-700">{guide.teaser}</p>
                </div>
                <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 text-sm text-muted md:col-start-2 lg:col-start-3 lg:flex-col lg:items-start lg:justify-start lg:pt-9">
                  <ul className="flex flex-wrap gap-x-6 gap-y-2 lg:flex-col">
                    <li className="flex items-center gap-2">
                      <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                      <span>
                        {GUIDE_HUB.updated} <time dateTime={guide.dateModified}>{germanDate(guide.dateModified)}</time>
                      </span>
                    </li>
                    <li className="flex items-center gap-2">
                      <Clock aria-hidden="true" className="size-4 shrink-0" />
                      <span>
                        {guide.readingMinutes} {GUIDE_HUB.readingTime}
                      </span>
                    </li>
                  </ul>
                  <span
                    aria-hidden="true"
                    className="hidden items-center gap-2 font-semibold text-brand sm:inline-flex lg:mt-4"
                  >
                    {GUIDE_HUB.readMore}
                    <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
                  </span>
                </div>
              </article>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
