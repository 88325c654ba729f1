import type { SocialMediaContent } from '../../../content/home.ts'
import { Reveal } from '../../reveal.tsx'
import { SectionHeading } from './section-heading.tsx'

/** A phone showing a candidate's channel: a short video post with reactions (our own drawing). */
function PhoneArt() {
  return (
    <svg
      viewBox="0 0 300 520"
      width="300"
      height="520"
      aria-hidden="true"
      focusable="false"
      className="mx-auto h-auto w-full max-w-[15rem] drop-shadow-2xl sm:max-w-[17rem]"
    >
      <rect x="20" y="4" width="260" height="512" rx="40" fill="#0b0b0c" />
      <rect x="32" y="16" width="236" height="488" rx="30" fill="#fff" />
      <rect x="118" y="26" width="64" height="14" rx="7" fill="#0b0b0c" />
      {/* Profile row */}
      <circle cx="66" cy="76" r="18" fill="#c8102e" />
      <path
        d="m58 76 6 6 11-12"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="94" y="66" width="96" height="8" rx="4" fill="#0b0b0c" />
      <rect x="94" y="80" width="60" height="6" rx="3" fill="#a1a1aa" />
      <rect x="206" y="64" width="46" height="24" rx="12" fill="#c8102e" />
      {/* Video post */}
      <rect x="48" y="110" width="204" height="236" rx="16" fill="#27272a" />
      <path
        d="M48 290 L110 220 L160 268 L196 236 L252 292 V330 a16 16 0 0 1 -16 16 H64 a16 16 0 0 1 -16 -16 Z"
        fill="#3f3f46"
      />
      <circle cx="150" cy="200" r="30" fill="#c8102e" />
      <path d="M141 185v30l25-15z" fill="#fff" />
      <rect x="62" y="318" width="70" height="6" rx="3" fill="#fff" fillOpacity="0.8" />
      {/* Reactions */}
      <path d="M63 372c-5-6-15-2-15 6 0 8 15 16 15 16s15-8 15-16c0-8-10-12-15-6z" fill="#c8102e" />
      <rect x="86" y="376" width="28" height="6" rx="3" fill="#52525b" />
      <path
        d="M130 366h26a6 6 0 0 1 6 6v12a6 6 0 0 1-6 6h-14l-8 6v-6h-4a6 6 0 0 1-6-6v-12a6 6 0 0 1 6-6z"
        fill="none"
        stroke="#0b0b0c"
        strokeWidth="3"
      />
      <rect x="172" y="376" width="22" height="6" rx="3" fill="#52525b" />
      <path d="m214 372 20 7-20 7z" fill="none" stroke="#0b0b0c" strokeWidth="3" strokeLinejoin="round" />
      {/* Caption and comments */}
      <rect x="48" y="410" width="190" height="7" rx="3.5" fill="#0b0b0c" />
      <rect x="48" y="424" width="150" height="7" rx="3.5" fill="#a1a1aa" />
      <rect x="48" y="448" width="204" height="40" rx="12" fill="#f5f5f4" />
      <circle cx="70" cy="468" r="10" fill="#d4d4d8" />
      <rect x="88" y="462" width="110" height="6" rx="3" fill="#71717a" />
      <rect x="88" y="472" width="70" height="5" rx="2.5" fill="#a1a1aa" />
    </svg>
  )
}

/** Social media campaigning (SPEC 2.3 item 6, anchor about). */
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
