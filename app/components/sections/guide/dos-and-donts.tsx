import { Check, X } from 'lucide-react'

import type { DosAndDonts as DosAndDontsContent } from '../../../content/guides/types.ts'
import { cn } from '../../../lib/utils.ts'

/** Two lists side by side: what to do and what to avoid. */
export function DosAndDonts({ content }: { content: DosAndDontsContent }) {
  const lists = [
    { label: content.dosLabel, items: content.dos, good: true },
    { label: content.dontsLabel, items: content.donts, good: false },
  ]
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {lists.map((list) => {
        const Icon = list.good ? Check : X
        return (
          <div
            key={list.label}
            className={cn(
              'rounded-2xl border-t-4 bg-white p-6 md:p-8',
              list.good ? 'border-emerald-700' : 'border-brand',
            )}
          >
            <h3 className="flex items-center gap-3 text-2xl font-black">
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex size-9 items-center justify-center rounded-full text-white',
                  list.good ? 'bg-emerald-700' : 'bg-brand',
                )}
              >
                <Icon className="size-5" />
              </span>
              {list.label}
            </h3>
            <ul className="mt-6 space-y-3.5">
              {list.items.map((item) => (
                <li key={item} className="flex gap-3 leading-snug">
                  <Icon
                    aria-hidden="true"
                    className={cn('mt-0.5 size-5 shrink-0', list.good ? 'text-emerald-700' : 'text-brand')}
                  />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        )
      })}
    </div>
  )
}
