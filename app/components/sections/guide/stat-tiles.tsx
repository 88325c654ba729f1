import type { StatSection } from '../../../content/guides/types.ts'
import { cn } from '../../../lib/utils.ts'
import { GuideIcon } from './guide-icon.tsx'
import { SourceButton } from './source-dialog.tsx'

/**
 * Key figures as dark tiles. Each tile's info button opens a dialog titled 'Quelle' that names
 * the source and explains what was measured (source-dialog.tsx).
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
