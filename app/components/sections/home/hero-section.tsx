import type { HeroContent } from '../../../content/home.ts'
import { BallotGraphic } from './ballot-graphic.tsx'
import { RotatingPhrase } from './rotating-phrase.tsx'

/** Opening of the home page. Its headline is the page's largest paint and needs no script. */
export function HeroSection({ content }: { content: HeroContent }) {
  return (
    <section aria-labelledby="hero-heading" className="overflow-hidden bg-white">
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-5 pt-12 pb-20 md:px-8 md:pt-20 lg:grid-cols-[1.45fr_1fr] lg:gap-10 lg:pt-16 lg:pb-28">
        <div>
          <p className="flex items-center gap-3 text-xs font-bold tracking-[0.22em] text-brand uppercase sm:text-sm">
            <span aria-hidden="true" className="h-0.5 w-8 bg-brand" />
            {content.eyebrow}
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-[2.65rem] leading-[1.02] font-black tracking-[-0.035em] text-balance sm:text-6xl lg:text-[4.25rem] xl:text-[4.75rem]"
          >
            {content.headline}
          </h1>
          <RotatingPhrase leadIn={content.leadIn} phrases={content.rotatingPhrases} />
        </div>
        <BallotGraphic />
      </div>
    </section>
  )
}
