import { Info, X } from 'lucide-react'

import { GUIDE_LABELS } from '../../../content/guides/labels.ts'
import type { Stat } from '../../../content/guides/types.ts'
import { SourceLabel } from './source-label.tsx'

/**
 * A key figure's info button and its modal dialog titled 'Quelle', native: the
 * button opens the `<dialog>` with an invoker command, the browser keeps focus inside, closes it
 * on Escape and gives focus back to the button. No script (a guide is a document,
 * docs/decisions/027).
 */
export function SourceButton({ stat, title, buttonLabel }: { stat: Stat; title: string; buttonLabel: string }) {
  const id = `source-${stat.id}`
  return (
    <>
      <button
        type="button"
        command="show-modal"
        commandfor={id}
        aria-label={buttonLabel}
        aria-haspopup="dialog"
        className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-300 transition-colors hover:bg-white/10 hover:text-white"
      >
        <Info aria-hidden="true" className="size-5" />
      </button>
      <dialog
        id={id}
        aria-labelledby={`${id}-title`}
        closedby="any"
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-6 text-ink shadow-2xl backdrop:bg-black/60"
      >
        <h2 id={`${id}-title`} className="pr-10 text-xl font-bold">
          {title}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {stat.value} {stat.label}
        </p>
        <p className="mt-3 leading-relaxed font-semibold text-ink">
          <SourceLabel source={stat.source} />
        </p>
        {stat.source.note && <p className="mt-3 leading-relaxed text-neutral-700">{stat.source.note}</p>}
        <button
          type="button"
          command="close"
          commandfor={id}
          aria-label={GUIDE_LABELS.close}
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full hover:bg-black/5"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </dialog>
    </>
  )
}
