import { Info, TriangleAlert } from 'lucide-react'

import type { Callout as CalloutContent } from '../../../content/guides/types.ts'
import { cn } from '../../../lib/utils.ts'
import { SourceLabel } from './source-label.tsx'

/** A highlighted box for a legal note or a warning, with the laws or sources it rests on. */
export function Callout({
  callout,
  headingLevel = 3,
  headingId,
}: {
  callout: CalloutContent
  headingLevel?: 2 | 3
  /** Lets a table of contents link to the box when it stands as its own section. */
  headingId?: string
}) {
  const Heading = `h${headingLevel}` as 'h3'
  const Icon = callout.tone === 'warning' ? TriangleAlert : Info
  return (
    <div
      className={cn(
        'max-w-4xl rounded-2xl border-l-4 p-6 md:p-8',
        callout.tone === 'warning' ? 'border-brand bg-brand/5' : 'border-ink bg-surface',
      )}
    >
      <Heading id={headingId} className="flex items-start gap-3 text-xl leading-snug font-bold md:text-2xl">
        <Icon
          aria-hidden="true"
          className={cn('mt-0.5 size-6 shrink-0', callout.tone === 'warning' ? 'text-brand' : 'text-ink')}
        />
        {callout.title}
      </Heading>
      <div className="mt-4 space-y-4 leading-relaxed text-neutral-700 md:text-lg">
        {callout.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {callout.sources && (
        <ul className="mt-6 space-y-2 border-t border-black/10 pt-5 text-sm text-neutral-700">
          {callout.sources.map((source) => (
            <li key={source.label} className="relative pl-4">
              <span aria-hidden="true" className="absolute top-[0.55em] left-0 size-1.5 rounded-full bg-neutral-400" />
              <SourceLabel source={source} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
