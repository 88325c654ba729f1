import { Info } from 'lucide-react'
import { GUIDE_LABELS } from '../../../content/guides/labels.ts'
import type { Stat, StatBlock } from '../../../content/guides/types.ts'
import { cn } from '../../../lib/utils.ts'
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../ui/dialog.tsx'
import { GuideIcon } from './guide-icon.tsx'
import { SourceLabel } from './source-label.tsx'

/** Any stat section, whatever its fixed number of tiles. */
type StatSection = Pick<StatBlock<number>, 'sourceDialogTitle' | 'sourceButtonLabel'> & { items: readonly Stat[] }

/**
 * Key figures as dark tiles. Each tile's info button opens a dialog titled 'Quelle' that names
 * the source and explains what was measured (SPEC 2.10); Radix keeps focus inside, closes on
 * Escape and returns focus to the button.
 */
export function StatTiles({ block }: { block: StatSection }) {
  return (
    <ul className={cn('grid gap-5 sm:grid-cols-2', block.items.length === 4 ? 'xl:grid-cols-4' : 'lg:grid-cols-3')}>
      {block.items.map((stat) => (
        <li key={stat.id} className="flex flex-col rounded-2xl bg-ink p-6 text-white md:p-7">
          <div className="flex items-start justify-between gap-4">
            {stat.icon ? <GuideIcon name={stat.icon} className="mt-2 text-brand-light" /> : <span />}
            <SourceDialog
              stat={stat}
              title={block.sourceDialogTitle}
              buttonLabel={`${block.sourceButtonLabel}: ${stat.value} ${stat.label}`}
            />
          </div>
          <p className="mt-4 text-5xl font-black tracking-tight tabular-nums">{stat.value}</p>
          <p className="mt-2 text-lg leading-snug font-semibold">{stat.label}</p>
          <p className="mt-4 leading-relaxed text-neutral-300">{stat.detail}</p>
        </li>
      ))}
    </ul>
  )
}

function SourceDialog({ stat, title, buttonLabel }: { stat: Stat; title: string; buttonLabel: string }) {
  return (
    <Dialog>
      <DialogTrigger
        aria-label={buttonLabel}
        className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-300 transition-colors hover:bg-white/10 hover:text-white"
      >
        <Info aria-hidden="true" className="size-5" />
      </DialogTrigger>
      <DialogContent closeLabel={GUIDE_LABELS.close} className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
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
