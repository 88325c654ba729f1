import { Check } from 'lucide-react'

import { cn } from '../../../lib/utils.ts'

/** Concrete actions or tips, each behind a check mark. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-5 space-y-2.5">
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-snug">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

/** A compact list of examples with small red dots. */
export function DotList({
  items,
  loose,
  className,
}: {
  items: readonly string[]
  loose?: boolean
  className?: string
}) {
  return (
    <ul className={cn('text-sm text-neutral-700', loose ? 'space-y-2' : 'space-y-1.5', className)}>
      {items.map((item) => (
        <li key={item} className="relative pl-4">
          <span aria-hidden="true" className="absolute top-[0.55em] left-0 size-1.5 rounded-full bg-brand" />
          {item}
        </li>
      ))}
    </ul>
  )
}
