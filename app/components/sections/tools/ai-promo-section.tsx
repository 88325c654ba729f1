import { ArrowUpRight, Sparkles } from 'lucide-react'

import type { ToolsPageContent } from '../../../content/tools.ts'
import { ExternalLink } from '../../external-link.tsx'
import { Reveal } from '../../reveal.tsx'
import { buttonVariants } from '../../ui/button.tsx'

/** Promo for the sister AI product for political mandate holders; its site opens in a new tab. */
export function AiPromoSection({ promo }: { promo: ToolsPageContent['aiPromo'] }) {
  return (
    // Follows the last tool section, which is white too: no top padding of its own.
    <section aria-labelledby="ai-promo-heading" className="bg-white pb-20 md:pb-28">
      <div className="mx-auto max-w-7xl px-5 md:px-8">
        <Reveal className="relative overflow-hidden rounded-3xl bg-ink px-7 py-12 text-white md:px-14 md:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(36rem_20rem_at_100%_0%,rgb(200_16_46/0.45),transparent_70%)]"
          />
          <Sparkles
            aria-hidden="true"
            className="absolute right-10 bottom-10 hidden size-40 text-white/10 md:block"
            strokeWidth={1}
          />
          <div className="relative max-w-2xl">
            <p className="text-sm font-semibold tracking-[0.2em] text-brand-light uppercase">{promo.eyebrow}</p>
            <h2 id="ai-promo-heading" className="mt-3 text-3xl font-black tracking-tight text-balance md:text-4xl">
              {promo.heading}
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-neutral-300">{promo.text}</p>
            <ExternalLink
              href={promo.href}
              className={buttonVariants({ variant: 'primary', size: 'lg', className: 'mt-8' })}
            >
              {promo.buttonLabel}
              <ArrowUpRight aria-hidden="true" />
            </ExternalLink>
          </div>
        </Reveal>
      </div>
    </section>
  )
}
