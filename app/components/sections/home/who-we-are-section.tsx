import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import type { WhoWeAreContent } from '../../../content/home.ts'
import { cn } from '../../../lib/utils.ts'
import { Reveal } from '../../reveal.tsx'
import { buttonVariants } from '../../ui/button.tsx'
import { SectionHeading } from './section-heading.tsx'

const RINGS = [
  {
    r: 188,
    dots: [
      [-0.52, 0.86],
      [0.94, 0.34],
      [0.2, -0.98],
      [-0.96, -0.28],
    ],
  },
  {
    r: 132,
    dots: [
      [0.7, 0.71],
      [-0.86, 0.5],
      [0.5, -0.87],
    ],
  },
  {
    r: 78,
    dots: [
      [-0.6, -0.8],
      [0.97, -0.24],
    ],
  },
] as const

/** Concentric rings from a red centre outwards: our reach, from a local community to the world. */
function ReachArt() {
  return (
    <svg
      viewBox="0 0 400 400"
      width="400"
      height="400"
      aria-hidden="true"
      focusable="false"
      className="mx-auto h-auto w-full max-w-[20rem] lg:max-w-[24rem]"
    >
      {RINGS.map((ring) => (
        <g key={ring.r}>
          <circle cx="200" cy="200" r={ring.r} fill="none" stroke="#fff" strokeOpacity="0.18" strokeWidth="1.5" />
          {ring.dots.map(([x, y]) => (
            <circle key={`${x}${y}`} cx={200 + x * ring.r} cy={200 + y * ring.r} r="5" fill="#fff" />
          ))}
        </g>
      ))}
      <circle cx="200" cy="200" r="34" fill="#c8102e" />
      <circle cx="200" cy="200" r="52" fill="none" stroke="#c8102e" strokeOpacity="0.45" strokeWidth="2" />
      <path
        d="m186 200 9 9 19-20"
        fill="none"
        stroke="#fff"
        strokeWidth="6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** 'Who we are' and 'Our Vision' (SPEC 2.3 item 5, anchor work), ending in the consultation call to action. */
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
          <Link to={content.cta.href} className={cn(buttonVariants({ size: 'lg' }), 'mt-10 w-full sm:w-auto')}>
            {content.cta.label}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Reveal>
      </div>
    </section>
  )
}
