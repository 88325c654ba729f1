import { ChevronRight } from 'lucide-react'
import { Link } from 'react-router'

import { GUIDE_LABELS } from '../../../content/guides/labels.ts'

/** One step of a breadcrumb trail; the last step is the current page and has no link. */
export type Crumb = { label: string; to: string }

/**
 * Breadcrumb of the guides and their hub: Startseite › Ratgeber › the guide. It mirrors the
 * BreadcrumbList in the page's JSON-LD (app/lib/seo/guide-json-ld.ts).
 */
export function Breadcrumb({ trail }: { trail: readonly Crumb[] }) {
  const current = trail.at(-1)
  return (
    <nav aria-label={GUIDE_LABELS.breadcrumb}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted">
        {trail.slice(0, -1).map((crumb, index) => (
          <li key={crumb.to} className="flex items-center gap-1.5">
            {index > 0 && <ChevronRight aria-hidden="true" className="size-4" />}
            <Link to={crumb.to} className="underline-offset-4 hover:text-ink hover:underline">
              {crumb.label}
            </Link>
          </li>
        ))}
        {current && (
          <li className="flex items-center gap-1.5">
            <ChevronRight aria-hidden="true" className="size-4" />
            <span aria-current="page" className="font-medium text-ink">
              {current.label}
            </span>
          </li>
        )}
      </ol>
    </nav>
  )
}
