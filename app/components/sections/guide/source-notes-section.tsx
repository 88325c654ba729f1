import { GUIDE_LABELS } from '../../../content/guides/labels.ts'
import type { Source, Stat } from '../../../content/guides/types.ts'
import { SourceLabel } from './source-label.tsx'

/** One figure of the page and where it comes from. */
export type SourceNote = { id: string; figure: string; source: Source }

/** Source notes for a set of stat tiles, named by their figures. */
export function statNotes(stats: readonly Stat[]): SourceNote[] {
  return stats.map((stat) => ({ id: stat.id, figure: `${stat.value} ${stat.label}`, source: stat.source }))
}

/**
 * The sources of a page's figures, with the caveats the info dialogs show, as a list at the
 * end of the article: readable without opening a dialog and part of the prerendered text.
 */
export function SourceNotesSection({ notes }: { notes: readonly SourceNote[] }) {
  return (
    <section
      id="quellen"
      aria-labelledby="quellen-heading"
      className="border-t border-neutral-200 bg-surface below-fold"
    >
      <div className="mx-auto max-w-7xl px-5 py-14 md:px-8 md:py-20">
        <h2 id="quellen-heading" className="text-2xl font-black tracking-tight md:text-3xl">
          {GUIDE_LABELS.sourcesHeading}
        </h2>
        <ol className="mt-8 grid max-w-5xl gap-x-10 gap-y-6 text-sm leading-relaxed text-neutral-700 md:grid-cols-2">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="font-bold text-ink">{note.figure}</p>
              <p className="mt-1">
                <SourceLabel source={note.source} className="font-medium" />
              </p>
              {note.source.note && <p className="mt-1">{note.source.note}</p>}
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
