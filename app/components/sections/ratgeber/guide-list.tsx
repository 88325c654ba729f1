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
      <div className="mx-auto max-w-7xl px-5 py-14 md:px-8 md:py-20">
        <h2 id="leitfaeden-heading" className="sr-only">
          {GUIDE_HUB.listLabel}
        </h2>
        <ol className="divide-y divide-neutral-200 border-y border-neutral-200">
          {guides.map((guide, index) => (
            <li key={guide.path}>
              <article
                aria-labelledby={`${guide.slug}-title`}
                className="group relative grid gap-x-10 gap-y-4 py-8 md:grid-cols-[4.5rem_minmax(0,1fr)_auto] md:py-10"
              >
                <span
                  aria-hidden="true"
                  className="text-4xl leading-none font-black text-neutral-300 tabular-nums transition-colors group-hover:text-brand md:text-5xl"
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
                <div className="max-w-3xl">
                  <p className="text-sm font-semibold tracking-[0.18em] text-brand uppercase">{guide.kicker}</p>
                  <h3
                    id={`${guide.slug}-title`}
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
                  <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
                    <li className="flex items-center gap-2">
                      <CalendarDays aria-hidden="true" className="size-4" />
                      <span>
                        {GUIDE_HUB.updated} <time dateTime={guide.dateModified}>{germanDate(guide.dateModified)}</time>
                      </span>
                    </li>
                    <li className="flex items-center gap-2">
                      <Clock aria-hidden="true" className="size-4" />
                      <span>
                        {guide.readingMinutes} {GUIDE_HUB.readingTime}
                      </span>
                    </li>
                  </ul>
                </div>
                <span
                  aria-hidden="true"
                  className="hidden size-12 items-center justify-center self-center rounded-full border border-neutral-200 text-brand transition-colors group-hover:border-brand group-hover:bg-brand group-hover:text-white md:inline-flex"
                >
                  <ArrowRight className="size-5" />
                </span>
              </article>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
