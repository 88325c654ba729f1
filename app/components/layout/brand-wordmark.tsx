import { Link } from 'react-router'

import { SITE } from '../../config/site.ts'
import { cn } from '../../lib/utils.ts'

export function BrandWordmark({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn('text-lg font-black tracking-[0.18em] uppercase', className)}
      aria-label={`${SITE.brand} – Home`}
    >
      {SITE.brand}
      <span aria-hidden="true" className="text-brand">
        .
      </span>
    </Link>
  )
}
