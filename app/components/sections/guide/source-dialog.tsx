import type { RefObject } from 'react'

import { GUIDE_LABELS } from '../../../content/guides/labels.ts'
import type { Stat } from '../../../content/guides/types.ts'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx'
import { SourceLabel } from './source-label.tsx'

/**
 * A key figure's source in a modal dialog titled 'Quelle' (SPEC 2.10), loaded only when a
 * reader first opens one (stat-tiles.tsx). Radix keeps focus inside and closes on Escape;
 * focus goes back to the info button that opened it.
 */
export default function SourceDialog({
  stat,
  title,
  open,
  setOpen,
  trigger,
}: {
  stat: Stat
  title: string
  open: boolean
  setOpen: (open: boolean) => void
  /** The info button, which gets focus back when the dialog closes. */
  trigger: RefObject<HTMLButtonElement | null>
}) {
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        closeLabel={GUIDE_LABELS.close}
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          trigger.current?.focus()
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <p className="mt-1 text-sm text-muted">
          {stat.value} {stat.label}
        </p>
        <DialogDescription className="font-semibold text-ink">
          <SourceLabel source={stat.source} />
        </DialogDescription>
        {stat.source.note && <p className="mt-3 leading-relaxed text-neutral-700">{stat.source.note}</p>}
      </DialogContent>
    </Dialog>
  )
}
