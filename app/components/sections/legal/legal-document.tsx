import type { ReactNode } from 'react'

import { ProseSection, type ProseSectionData } from './prose-section.tsx'

type LegalDocumentProps = {
  /** Small line above the heading. */
  kicker: string
  /** The page's h1. */
  headline: string
  /** Lead under the heading, e.g. the intro or "Stand: Januar 2025". */
  lead: ReactNode
  sections: readonly ProseSectionData[]
  /** Label of a table of contents linking to each section; omitted, there is none. */
  tocLabel?: string
}

/** Legal notice and privacy policy: a compact header, an optional table of contents, the text. */
export function LegalDocument({ kicker, headline, lead, sections, tocLabel }: LegalDocumentProps) {
  return (
    <>
      <header className="bg-surface">
        <div className="mx-auto max-w-3xl px-5 py-14 md:px-8 md:py-20">
          <p className="text-sm font-semibold tracking-[0.2em] text-brand uppercase">{kicker}</p>
          <h1 className="mt-3 text-3xl font-black tracking-tight break-words hyphens-auto sm:text-4xl md:text-5xl">
            {headline}
          </h1>
          <div className="mt-5 text-lg leading-relaxed text-muted">{lead}</div>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-5 pt-10 pb-20 leading-relaxed break-words hyphens-auto md:px-8">
        {tocLabel && (
          <nav aria-label={tocLabel} className="mb-10 rounded-2xl bg-surface p-6">
            <h2 className="text-sm font-semibold tracking-wider uppercase">{tocLabel}</h2>
            <ul className="mt-3 space-y-2">
              {sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-brand underline-offset-4 hover:underline">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="space-y-10">
          {sections.map((section) => (
            <ProseSection key={section.id ?? section.heading} section={section} />
          ))}
        </div>
      </div>
    </>
  )
}
