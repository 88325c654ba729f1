import { GUIDE_LABELS } from '../../../content/guides/labels.ts'
import type { CardItem } from '../../../content/guides/types.ts'
import { cn } from '../../../lib/utils.ts'
import { GuideIcon } from './guide-icon.tsx'
import { CheckList } from './lists.tsx'

type CardGridProps = {
  items: readonly CardItem[]
  /** Numbered cards are an ordered list (the ten success factors build on each other). */
  numbered?: boolean
  /** Columns from the large breakpoint on; phones show one, tablets two. */
  columns?: number
}

/** Cards with an icon, a title, text, and optional tips and keyword chips. */
export function CardGrid({ items, numbered = false, columns = 3 }: CardGridProps) {
  const List = numbered ? 'ol' : 'ul'
  return (
    <List className={cn('grid gap-5 md:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}>
      {items.map((item, index) => (
        <li key={item.id} className="flex flex-col rounded-2xl border border-neutral-200 bg-white p-6 md:p-8">
          <div className="flex items-center justify-between gap-4">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand/10 text-brand">
              <GuideIcon name={item.icon} />
            </span>
            {numbered && (
              <span aria-hidden="true" className="text-3xl font-black text-neutral-500 tabular-nums">
                {String(index + 1).padStart(2, '0')}
              </span>
            )}
          </div>
          <h3 className="mt-5 text-xl leading-snug font-bold">{item.title}</h3>
          <p className="mt-3 leading-relaxed text-neutral-700">{item.description}</p>
          {item.points && <CheckList items={item.points} />}
          {item.keywords && (
            <div className="mt-auto pt-6">
              <p className="text-xs font-semibold tracking-[0.14em] text-muted uppercase">{GUIDE_LABELS.keywords}</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {item.keywords.map((keyword) => (
                  <li
                    key={keyword}
                    className="rounded-full border border-neutral-200 bg-surface px-3 py-1 text-sm text-neutral-700"
                  >
                    {keyword}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </li>
      ))}
    </List>
  )
}
