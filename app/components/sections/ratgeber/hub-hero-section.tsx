import { Rss } from 'lucide-react'

import { GUIDE_HUB } from '../../../content/guides/hub.ts'
import { GUIDE_LABELS } from '../../../content/guides/labels.ts'
import { FEED_PATH, FEED_TYPE, HUB_PATH } from '../../../lib/paths.ts'
import { Breadcrumb } from '../guide/breadcrumb.tsx'
import { germanDate, HeroText } from '../guide/guide-hero-section.tsx'

/** Opening of the hub: breadcrumb, kicker, h1, lead, and a box with the list's facts and the feed. */
export function HubHeroSection({ count, lastRevision }: { count: number; lastRevision: string }) {
  return (
    <section aria-labelledby="hub-title" className="border-b border-neutral-200 bg-surface">
      <div className="mx-auto max-w-7xl px-5 pt-8 pb-12 md:px-8 md:pt-10 md:pb-16">
        <Breadcrumb
          trail={[
            { label: GUIDE_LABELS.home, to: '/' },
            { label: GUIDE_HUB.breadcrumb, to: HUB_PATH },
          ]}
        />
        <div className="mt-10 grid gap-10 lg:mt-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-end lg:gap-12">
          <div>
            <HeroText id="hub-title" kicker={GUIDE_HUB.kicker} headline={GUIDE_HUB.headline} intro={GUIDE_HUB.intro} />
          </div>
          <aside aria-labelledby="feed-heading" className="rounded-2xl border border-neutral-200 bg-white p-6">
            <dl className="grid grid-cols-2 gap-4 border-b border-neutral-200 pb-5">
              <div>
                <dt className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">
                  {GUIDE_HUB.facts.count}
                </dt>
                <dd className="mt-1 text-3xl font-black tabular-nums">{count}</dd>
              </div>
              <div>
                <dt className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">
                  {GUIDE_HUB.facts.updated}
                </dt>
                <dd className="mt-2 text-sm font-semibold">
                  <time dateTime={lastRevision}>{germanDate(lastRevision)}</time>
                </dd>
              </div>
            </dl>
            <h2 id="feed-heading" className="mt-5 text-base font-bold">
              {GUIDE_HUB.feed.heading}
            </h2>
            <p className="mt-1 text-sm leading-relaxed text-neutral-700">{GUIDE_HUB.feed.text}</p>
            {/* A plain link: the feed is a file, not a page of the app. */}
            <a
              href={FEED_PATH}
              type={FEED_TYPE}
              className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full bg-ink px-5 py-2 text-sm font-bold text-white transition-colors hover:bg-brand"
            >
              <Rss aria-hidden="true" className="size-4" />
              {GUIDE_HUB.feed.label}
            </a>
          </aside>
        </div>
      </div>
    </section>
  )
}
