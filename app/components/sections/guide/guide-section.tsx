import type { ReactNode } from 'react'

import type { ArticleSection, SectionHeading } from '../../../content/guides/types.ts'
import { cn } from '../../../lib/utils.ts'

type GuideSectionProps = {
  /** Anchor id (the table of contents links to it), h2 and optional lead paragraphs. */
  section: SectionHeading
  /** Alternating backgrounds separate the sections of a long article. */
  tone?: 'white' | 'surface'
  children?: ReactNode
}

/** One section of a guide page: the h2, optional lead paragraphs and the section's content. */
export function GuideSection({ section, tone = 'white', children }: GuideSectionProps) {
  const { id, heading, intro } = section
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={cn('below-fold', tone === 'surface' ? 'bg-surface' : 'bg-white')}
    >
      <div className="mx-auto max-w-7xl px-5 py-16 md:px-8 md:py-24">
        <h2
          id={`${id}-heading`}
          className="max-w-3xl text-3xl leading-tight font-black tracking-tight text-balance hyphens-auto md:text-4xl"
        >
          {heading}
        </h2>
        {intro && <Prose text={{ paragraphs: intro }} className="mt-5" />}
        {children && <div className="mt-10">{children}</div>}
      </div>
    </section>
  )
}

/** Running text at a readable line length, optionally followed by a bullet list. */
export function Prose({
  text: { paragraphs, bullets },
  className,
}: {
  text: Pick<ArticleSection, 'paragraphs' | 'bullets'>
  className?: string
}) {
  return (
    <div className={cn('max-w-3xl space-y-5 text-lg leading-relaxed text-neutral-700', className)}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {bullets && (
        <ul className="space-y-3 pt-1">
          {bullets.map((bullet) => (
            <li key={bullet} className="relative pl-6">
              <span aria-hidden="true" className="absolute top-[0.7em] left-0 size-2 rounded-full bg-brand" />
              <BulletText text={bullet} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** 'Zu später Start: Bekanntheit …' – a short lead-in before the first colon is set in bold. */
function BulletText({ text }: { text: string }) {
  const colon = text.indexOf(': ')
  if (colon < 1 || colon > 40) return text
  return (
    <>
      <strong className="font-semibold text-ink">{text.slice(0, colon + 1)}</strong>
      {text.slice(colon + 1)}
    </>
  )
}

/** Small print under a chart or a set of figures: what the numbers include and where they come from. */
export function Footnote({ children }: { children: ReactNode }) {
  return <p className="mt-6 max-w-4xl text-sm leading-relaxed text-muted">{children}</p>
}
