import { ChevronDown } from 'lucide-react'
import type { FaqItem } from '../../../content/types.ts'

/**
 * FAQ, single-open and collapsible (SPEC 4), on the browser's exclusive `<details name>`
 * (docs/decisions/005). Every answer is in the prerendered HTML, works before JavaScript
 * loads and is found by the browser's find-in-page. Unlike the Radix accordion, 17 items cost
 * nothing at hydration: the accordion measured each answer's height in a layout effect,
 * which made this page's hydration one long task on a slow phone.
 */
export function GuideFaq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="max-w-4xl divide-y divide-neutral-200 border-y border-neutral-200">
      {items.map((item) => (
        <details key={item.question} name="guide-faq" className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left text-base font-semibold transition-colors hover:text-brand md:text-lg [&::-webkit-details-marker]:hidden">
            <h3>{item.question}</h3>
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform duration-200 group-open:rotate-180" />
          </summary>
          <div className="max-w-3xl pb-5 text-base leading-relaxed text-neutral-700 md:text-lg">{item.answer}</div>
        </details>
      ))}
    </div>
  )
}
