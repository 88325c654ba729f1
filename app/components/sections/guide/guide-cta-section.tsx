import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'

import type { CallToAction } from '../../../content/guides/types.ts'

/**
 * Closing call to action of a guide. It links to the German alias /kontakt, which replaces
 * itself with /contact (app/routes/legacy-redirect.tsx), so Back returns to the guide.
 */
export function GuideCtaSection({ cta }: { cta: CallToAction }) {
  return (
    <section aria-labelledby="guide-cta-heading" className="bg-white below-fold">
      <div className="mx-auto max-w-7xl px-5 pt-4 pb-16 md:px-8 md:pb-24">
        <div className="rounded-3xl bg-ink px-5 py-10 text-white sm:px-8 md:px-14 md:py-16">
          <div className="max-w-3xl">
            <h2
              id="guide-cta-heading"
              className="text-3xl leading-tight font-black tracking-tight text-balance hyphens-auto md:text-5xl"
            >
              {cta.heading}
            </h2>
            <p className="mt-6 text-lg leading-relaxed text-neutral-300">{cta.text}</p>
            <Link
              to={cta.href}
              className="mt-10 inline-flex min-h-13 items-center gap-3 rounded-full bg-brand px-6 py-3 text-left text-base leading-snug font-bold text-white transition-colors hover:bg-brand-dark md:px-8"
            >
              {cta.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
