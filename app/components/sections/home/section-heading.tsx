import type { ReactNode } from 'react'

import { cn } from '../../../lib/utils.ts'

type SectionHeadingProps = {
  id: string
  /** Small line above the heading. */
  kicker?: string
  children: ReactNode
  tone?: 'light' | 'dark'
  className?: string
}

/** The h2 of a home section with an optional kicker, in the page's one heading style. */
export function SectionHeading({ id, kicker, children, tone = 'light', className }: SectionHeadingProps) {
  return (
    <div className={className}>
      {kicker && (
        <p
          className={cn(
            'mb-5 flex items-center gap-3 text-xs font-bold tracking-[0.22em] uppercase sm:text-sm',
            tone === 'dark' ? 'text-brand-light' : 'text-brand',
          )}
        >
          <span aria-hidden="true" className={cn('h-0.5 w-8', tone === 'dark' ? 'bg-brand-light' : 'bg-brand')} />
          {kicker}
        </p>
      )}
      <h2
        id={id}
        className="text-4xl leading-[1.05] font-black tracking-[-0.03em] text-balance sm:text-5xl lg:text-6xl"
      >
        {children}
      </h2>
    </div>
  )
}
