import { Info } from 'lucide-react'
import { lazy, Suspense, useRef, useState } from 'react'

import type { Stat, StatBlock } from '../../../content/guides/types.ts'
import { cn } from '../../../lib/utils.ts'
import { GuideIcon } from './guide-icon.tsx'

// The dialog (Radix focus trap, scroll lock, portal) is about 13 KB of gzip JavaScript that a
// reader needs only when opening a source, so it loads on the first tap – or on hover/focus,
// before it (as the mobile menu does).
const loadDialog = () => import('./source-dialog.tsx')
const SourceDialog = lazy(loadDialog)

/** Any stat section, whatever its fixed number of tiles. */
type StatSection = Pick<StatBlock<number>, 'sourceDialogTitle' | 'sourceButtonLabel'> & { items: readonly Stat[] }

/**
 * Key figures as dark tiles. Each tile's info button opens a dialog titled 'Quelle' that names
 * the source and explains what was measured (SPEC 2.10, source-dialog.tsx).
 */
export function StatTiles({ block }: { block: StatSection }) {
  return (
    <ul className={cn('grid gap-5 sm:grid-cols-2', block.items.length === 4 ? 'xl:grid-cols-4' : 'lg:grid-cols-3')}>
      {block.items.map((stat) => (
        <li key={stat.id} className="flex flex-col rounded-2xl bg-ink p-6 text-white md:p-7">
          <div className="flex items-start justify-between gap-4">
            {stat.icon ? <GuideIcon name={stat.icon} className="mt-2 text-brand-light" /> : <span />}
            <SourceButton
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

function SourceButton({ stat, title, buttonLabel }: { stat: Stat; title: string; buttonLabel: string }) {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={buttonLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-300 transition-colors hover:bg-white/10 hover:text-white"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
      >
        <Info aria-hidden="true" className="size-5" />
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <SourceDialog stat={stat} title={title} open={open} setOpen={setOpen} trigger={button} />
        </Suspense>
      )}
    </>
  )
}
