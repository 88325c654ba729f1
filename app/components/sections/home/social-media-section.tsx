import type { SocialMediaContent } from '../../../content/home.ts'
import { Reveal } from '../../reveal.tsx'
// A file, not inlined: decorative art need not travel in the page's script (ADR 005).
import campaignPhone from './art/campaign-phone.svg?no-inline'
import { SectionHeading } from './section-heading.tsx'

/** A phone showing a candidate's channel: a short video post with reactions (our own drawing). */
function PhoneArt() {
  return (
    <img
      src={campaignPhone}
      width={300}
      height={520}
      alt=""
      loading="lazy"
      decoding="async"
      className="mx-auto h-auto w-full max-w-[15rem] drop-shadow-2xl sm:max-w-[17rem]"
    />
  )
}

/** Social media campaigning (anchor about). */
export function SocialMediaSection({ content }: { content: SocialMediaContent }) {
  return (
    <section id={content.id} aria-labelledby="about-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-5 py-20 md:px-8 md:py-28 lg:py-32">
        <div className="grid items-center gap-14 lg:grid-cols-12 lg:gap-16">
          <Reveal className="lg:col-span-7">
            <SectionHeading id="about-heading">{content.heading}</SectionHeading>
            <div className="mt-8 space-y-5 text-lg leading-relaxed text-neutral-700">
              {content.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Reveal>
          <div className="relative lg:col-span-5">
            <div
              aria-hidden="true"
              className="absolute inset-x-[8%] top-[12%] bottom-[12%] rounded-[3rem] bg-surface"
            />
            <div className="relative">
              <PhoneArt />
            </div>
          </div>
        </div>
        <ul className="mt-16 grid gap-x-8 gap-y-10 border-t border-neutral-200 pt-12 sm:grid-cols-2 md:mt-24 lg:grid-cols-5">
          {content.points.map((point, i) => (
            <Reveal as="li" key={point.title} index={i}>
              <span aria-hidden="true" className="block h-1 w-10 bg-brand" />
              <h3 className="mt-5 text-lg leading-snug font-bold">{point.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{point.text}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
