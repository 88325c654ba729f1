import { ArrowDown } from 'lucide-react'

import type { CareersPage } from '../../../content/careers.ts'
import { buttonVariants } from '../../ui/button.tsx'

type CareersHeroSectionProps = {
  hero: CareersPage['hero']
  /** Id of the section with the openings: the button is a link to it. */
  openingsId: string
  /** Id of the openings tab's radio input, which the link checks (app/lib/document-script.ts). */
  openingsTabId: string
}

export function CareersHeroSection({ hero, openingsId, openingsTabId }: CareersHeroSectionProps) {
  return (
    <section className="bg-ink text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-5 py-16 md:grid-cols-2 md:px-8 md:py-24">
        <div>
          <p className="text-sm font-semibold tracking-[0.2em] text-brand-light uppercase">{hero.kicker}</p>
          <h1 className="mt-3 text-4xl leading-tight font-black tracking-tight text-balance md:text-6xl">
            {hero.heading}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-neutral-300">{hero.text}</p>
          <a
            href={`#${openingsId}`}
            data-check={openingsTabId}
            data-smooth-anchors=""
            className={buttonVariants({ size: 'lg', className: 'mt-8' })}
          >
            {hero.button}
            <ArrowDown aria-hidden="true" />
          </a>
        </div>
        <img
          src={hero.image.src}
          width={hero.image.width}
          height={hero.image.height}
          alt={hero.image.alt}
          // The hero picture is in view on arrival: fetch it first, never lazily.
          fetchPriority="high"
          decoding="async"
          className="h-auto w-full rounded-3xl ring-1 ring-white/10"
        />
      </div>
    </section>
  )
}
