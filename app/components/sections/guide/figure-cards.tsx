import type { GuideIconName } from '../../../content/types.ts'
import { cn } from '../../../lib/utils.ts'
import { GuideIcon } from './guide-icon.tsx'
import { DotList } from './lists.tsx'

/** A card led by one prominent figure: a cost range, a budget rule, a posting frequency. */
export type FigureCard = {
  id: string
  title: string
  /** The figure as displayed, e.g. '5.000–25.000 €' or '15–20 %'. */
  value: string
  description: string
  icon: GuideIconName
  /** Optional list under the text, e.g. typical budget items. */
  points?: string[]
}

export function FigureCards({ items, columns }: { items: readonly FigureCard[]; columns: number }) {
  return (
    <ul
      className={cn(
        'grid gap-5 sm:grid-cols-2',
        columns === 3 && 'lg:grid-cols-3',
        columns === 4 && 'xl:grid-cols-4',
        columns === 5 && 'lg:grid-cols-3 2xl:grid-cols-5',
      )}
    >
      {items.map((item) => (
        <li key={item.id} className="flex flex-col rounded-2xl border border-neutral-200 bg-white p-6 md:p-7">
          <div className="flex items-center gap-3">
            <GuideIcon name={item.icon} className="text-brand" />
            <h3 className="text-base font-bold">{item.title}</h3>
          </div>
          <p className="mt-4 text-3xl leading-tight font-black tracking-tight tabular-nums">{item.value}</p>
          <p className="mt-3 leading-relaxed text-neutral-700">{item.description}</p>
          {item.points && <DotList items={item.points} loose className="mt-5 border-t border-neutral-200 pt-5" />}
        </li>
      ))}
    </ul>
  )
}
