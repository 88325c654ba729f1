import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'

import { GUIDE_LABELS } from '../../../content/guides/labels.ts'
import type { RelatedLink } from '../../../content/guides/types.ts'
import { HUB_PATH } from '../../../lib/paths.ts'

/** Links to the other guides (the guide's own picks first, app/lib/guides.ts) and to the hub of all guides. */
export function RelatedGuidesSection({ links }: { links: readonly RelatedLink[] }) {
  return (
    <section aria-labelledby="weiterlesen-heading" className="border-t border-neutral-200 bg-white below-fold">
      <div className="mx-auto max-w-7xl px-5 py-14 md:px-8 md:py-20">
        <h2 id="weiterlesen-heading" className="text-2xl font-black tracking-tight md:text-3xl">
          {GUIDE_LABELS.related}
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-2">
          {links.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="group flex h-full flex-col rounded-2xl border border-neutral-200 p-6 transition-colors hover:border-brand"
              >
                <span className="flex items-center justify-between gap-4 text-lg font-bold">
                  {link.label}
                  <ArrowRight
                    aria-hidden="true"
                    className="size-5 shrink-0 text-brand transition-transform group-hover:translate-x-1"
                  />
                </span>
                <span className="mt-2 leading-relaxed text-neutral-700">{link.description}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8">
          <Link
            to={HUB_PATH}
            className="inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
          >
            {GUIDE_LABELS.allGuides}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
      </div>
    </section>
  )
}
