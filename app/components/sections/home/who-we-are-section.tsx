import type { WhoWeAreContent } from '../../../content/home.ts'
import { Reveal } from '../../reveal.tsx'
// A file, not inlined: decorative art need not travel in the page's script (ADR 005).
import reachRings from './art/reach-rings.svg?no-inline'
import { CtaLink } from './cta-link.tsx'
import { SectionHeading } from './section-heading.tsx'

/** Concentric rings from a red centre outwards: our reach, from a local community to the world. */
function ReachArt() {
  return (
    <img
      src={reachRings}
      width={400}
      height={400}
      alt=""
      loading="lazy"
      decoding="async"
      className="mx-auto h-auto w-full max-w-[20rem] lg:max-w-[24rem]"
    />
  )
}

/** 'Who we are' and 'Our Vision' (anchor work), ending in the consultation call to action. */
export function WhoWeAreSection({ content }: { content: WhoWeAreContent }) {
  return (
    <section id={content.id} aria-labelledby="work-heading" className="bg-ink text-white">
      <div className="mx-auto max-w-7xl px-5 py-20 md:px-8 md:py-28 lg:py-32">
        <div className="grid items-center gap-14 lg:grid-cols-12 lg:gap-16">
          <Reveal className="lg:col-span-7">
            <SectionHeading id="work-heading" tone="dark">
              {content.whoWeAre.heading}
            </SectionHeading>
            <div className="mt-8 space-y-5 text-lg leading-relaxed text-neutral-300">
              {content.whoWeAre.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Reveal>
          <div className="lg:col-span-5">
            <ReachArt />
          </div>
        </div>

        <Reveal className="mt-20 rounded-3xl border border-white/15 bg-white/[0.04] p-7 sm:p-10 md:mt-28 lg:p-14">
          <h2 id="vision-heading" className="text-3xl leading-tight font-black tracking-[-0.03em] md:text-5xl">
            {content.vision.heading}
          </h2>
          <div className="mt-8 grid gap-6 text-lg leading-relaxed text-neutral-300 md:grid-cols-2 md:gap-10">
            {content.vision.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <CtaLink to={content.cta.href} className="mt-10 w-full sm:w-auto">
            {content.cta.label}
          </CtaLink>
        </Reveal>
      </div>
    </section>
  )
}
