import { GUIDE_LABELS } from '../../../content/guides/labels.ts'
import type { GuidePage } from '../../../content/guides/types.ts'
import { HUB_PATH } from '../../../lib/paths.ts'
import { Breadcrumb } from './breadcrumb.tsx'

/** A table-of-contents entry: the id and heading of a section further down the page. */
export type TocEntry = { id: string; heading: string }

const GERMAN_DATE = new Intl.DateTimeFormat('de-DE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** '2025-11-03' → '3. November 2025'. */
export function germanDate(isoDate: string): string {
  return GERMAN_DATE.format(new Date(isoDate))
}

/** Kicker, h1 and lead paragraphs of a guide or of the guides' hub. */
export function HeroText({
  id,
  kicker,
  headline,
  intro,
}: {
  id: string
  kicker: string
  headline: string
  intro: readonly string[]
}) {
  return (
    <>
      <p className="text-sm font-semibold tracking-[0.18em] text-brand uppercase">{kicker}</p>
      <h1
        id={id}
        className="mt-4 max-w-4xl text-3xl leading-[1.1] font-black tracking-tight text-balance hyphens-auto sm:text-4xl lg:text-5xl"
      >
        {headline}
      </h1>
      <div className="mt-6 max-w-3xl space-y-4 text-lg leading-relaxed text-neutral-700 md:text-xl">
        {intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </>
  )
}

/**
 * Opening of a guide: breadcrumb (Startseite › Ratgeber › the guide), kicker, the page's h1,
 * lead paragraphs, the revision date and a table of contents.
 */
export function GuideHeroSection({
  page,
  hubBreadcrumb,
  toc,
}: {
  page: GuidePage
  hubBreadcrumb: string
  toc: TocEntry[]
}) {
  return (
    <section aria-labelledby="guide-title" className="border-b border-neutral-200 bg-surface">
      <div className="mx-auto max-w-7xl px-5 pt-8 pb-14 md:px-8 md:pt-10 md:pb-20">
        <Breadcrumb
          trail={[
            { label: GUIDE_LABELS.home, to: '/' },
            { label: hubBreadcrumb, to: HUB_PATH },
            { label: page.breadcrumb, to: page.path },
          ]}
        />

        <div className="mt-10 grid gap-12 lg:mt-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
          <div>
            <HeroText id="guide-title" kicker={page.kicker} headline={page.headline} intro={page.intro} />
            <p className="mt-6 text-sm text-muted">
              {GUIDE_LABELS.updated} <time dateTime={page.dateModified}>{germanDate(page.dateModified)}</time>
            </p>
          </div>

          <nav aria-labelledby="guide-toc-heading" className="rounded-2xl border border-neutral-200 bg-white p-6">
            <h2 id="guide-toc-heading" className="text-sm font-bold tracking-[0.14em] uppercase">
              {GUIDE_LABELS.toc}
            </h2>
            <ol className="mt-4 space-y-1 text-[0.95rem]">
              {toc.map((entry) => (
                <li key={entry.id}>
                  <a
                    href={`#${entry.id}`}
                    className="block rounded-md py-1.5 leading-snug text-neutral-700 underline-offset-4 hover:text-brand hover:underline"
                  >
                    {entry.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
      </div>
    </section>
  )
}
