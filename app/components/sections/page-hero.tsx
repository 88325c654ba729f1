import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { cn } from '../../lib/utils.ts'

type PageHeroProps = {
  kicker?: string
  title: ReactNode
  children?: ReactNode
  cta?: { label: string; to: string; reloadDocument?: boolean }
  tone?: 'light' | 'dark'
  className?: string
}

/** Opening section of an inner page: kicker, the page's h1, a lead and an optional call to action. */
export function PageHero({ kicker, title, children, cta, tone = 'light', className }: PageHeroProps) {
  return (
    <section className={cn(tone === 'dark' ? 'bg-ink text-white' : 'bg-surface', className)}>
      <div className="mx-auto max-w-7xl px-5 py-20 md:px-8 md:py-28">
        {kicker && (
          <p
            className={cn(
              'text-sm font-semibold tracking-[0.2em] uppercase',
              tone === 'dark' ? 'text-brand-light' : 'text-brand',
            )}
          >
            {kicker}
          </p>
        )}
        <h1 className="mt-3 max-w-4xl text-4xl leading-tight font-black tracking-tight text-balance md:text-6xl">
          {title}
        </h1>
        {children && (
          <div
            className={cn(
              'mt-6 max-w-2xl space-y-4 text-lg leading-relaxed',
              tone === 'dark' ? 'text-neutral-300' : 'text-muted',
            )}
          >
            {children}
          </div>
        )}
        {cta && (
          <Link
            to={cta.to}
            reloadDocument={cta.reloadDocument}
            className="mt-8 inline-flex h-12 items-center rounded-full bg-brand px-7 text-sm font-bold text-white transition-colors hover:bg-brand-dark"
          >
            {cta.label}
          </Link>
        )}
      </div>
    </section>
  )
}
