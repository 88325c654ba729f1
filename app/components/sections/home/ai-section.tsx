import { ArrowUpRight } from 'lucide-react'

import type { AiContent } from '../../../content/home.ts'
import { ExternalLink } from '../../external-link.tsx'
import { Reveal } from '../../reveal.tsx'
import { HOME_ICONS } from './home-icons.ts'
import { SectionHeading } from './section-heading.tsx'

/** 'Innovation through AI Power': the ten AI tools and the sister product. */
export function AiSection({ content }: { content: AiContent }) {
  return (
    <section id={content.id} aria-labelledby="ai-heading" className="bg-ink text-white">
      <div className="mx-auto max-w-7xl px-5 py-20 md:px-8 md:py-28 lg:py-32">
        <Reveal className="grid gap-6 lg:grid-cols-12 lg:items-end">
          <div className="lg:col-span-7">
            <span className="inline-flex items-center rounded-full bg-brand px-3 py-1 text-xs font-bold tracking-[0.18em] uppercase">
              {content.betaLabel}
            </span>
            <SectionHeading id="ai-heading" tone="dark" className="mt-5">
              {content.heading}
            </SectionHeading>
          </div>
          <p className="text-lg leading-relaxed text-neutral-300 lg:col-span-5">{content.intro}</p>
        </Reveal>

        <ul className="mt-14 grid gap-px overflow-hidden rounded-2xl border border-white/10 bg-white/10 sm:grid-cols-2 lg:grid-cols-5">
          {content.items.map((item, i) => {
            const Icon = HOME_ICONS[item.icon as keyof typeof HOME_ICONS]
            return (
              <Reveal
                as="li"
                key={item.title}
                index={i}
                className="bg-ink p-6 transition-colors hover:bg-neutral-900 lg:p-7"
              >
                <div className="flex items-center justify-between">
                  <Icon aria-hidden="true" className="size-7 text-brand-light" />
                  <span aria-hidden="true" className="text-xs font-semibold text-neutral-500 tabular-nums">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                </div>
                <h3 className="mt-6 text-lg leading-snug font-bold">{item.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-neutral-400">{item.description}</p>
              </Reveal>
            )
          })}
        </ul>

        <Reveal className="mt-14 flex flex-col gap-6 rounded-2xl bg-white p-7 text-ink sm:p-10 md:flex-row md:items-center md:justify-between">
          <p className="max-w-2xl text-xl leading-snug font-semibold tracking-tight md:text-2xl">
            {content.sisterLink.lead}
          </p>
          <ExternalLink
            href={content.sisterLink.href}
            className="inline-flex h-13 shrink-0 items-center justify-center gap-2 rounded-full bg-ink px-7 text-sm font-bold text-white transition-colors hover:bg-brand"
          >
            {content.sisterLink.label}
            <ArrowUpRight aria-hidden="true" className="size-4" />
          </ExternalLink>
        </Reveal>
      </div>
    </section>
  )
}
