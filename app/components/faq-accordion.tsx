import { ChevronDown, Plus } from 'lucide-react'
import type { ComponentProps, ComponentType, ReactNode } from 'react'

import type { FaqItem } from '../content/types.ts'
import { cn } from '../lib/utils.ts'

/**
 * The parts of components/ui/accordion.tsx (a scripted accordion, once Radix's), passed in by a page
 * that wants them; this module never imports it itself, so the pages on native `<details>` do not ship it.
 */
export type RadixAccordionParts = {
  Accordion: ComponentType<{ className?: string; children: ReactNode }>
  AccordionItem: ComponentType<{ value: string; children: ReactNode }>
  AccordionTrigger: ComponentType<{ children: ReactNode }>
  AccordionContent: ComponentType<{ children: ReactNode }>
}

/** How the questions look on the native `<details>` FAQ. */
const LOOKS = {
  /** The home page: large questions, a round plus that turns into a red cross, a black frame. */
  feature: {
    group: 'divide-y divide-neutral-200 border-y-2 border-ink',
    summary: 'gap-6 py-6',
    question: 'text-lg leading-snug font-semibold md:text-xl',
    marker: (
      <span
        aria-hidden="true"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-neutral-300 text-ink transition-[rotate,background-color,border-color,color] duration-200 group-open:rotate-45 group-open:border-brand group-open:bg-brand group-open:text-white"
      >
        <Plus className="size-4" />
      </span>
    ),
    answer: 'pr-12 pb-7 text-muted',
    Answer: 'p',
  },
  /** The guides: a compact list with a chevron, like the Radix accordion of the contact page. */
  list: {
    group: 'divide-y divide-neutral-200 border-y border-neutral-200',
    summary: 'gap-4 py-5 text-left text-base font-semibold md:text-lg',
    question: undefined,
    marker: (
      <ChevronDown
        aria-hidden="true"
        className="size-5 shrink-0 transition-transform duration-200 group-open:rotate-180"
      />
    ),
    answer: 'pb-5 text-neutral-700',
    Answer: 'div',
  },
} as const

type FaqAccordionProps = {
  items: readonly FaqItem[]
  /** Names the group: the browser keeps one of its answers open at a time (`<details name>`). */
  name: string
  /** Look of the native FAQ (the Radix parts bring their own). */
  look?: keyof typeof LOOKS
  /** Open and close with the Radix accordion instead of native `<details>` (see below). */
  radix?: RadixAccordionParts
} & Pick<ComponentProps<'div'>, 'className'>

/**
 * Every FAQ on the site (one answer open at a time, and it closes again), one heading
 * per question.
 *
 * By default the browser's exclusive `<details name>` (docs/decisions/005): every answer is in
 * the prerendered HTML, it works before any script has loaded, find-in-page finds the answers,
 * and it costs nothing at hydration (the home page's script budget; the guide with 17
 * questions). With `radix` the questions are buttons with `aria-expanded` that also move with
 * the arrow keys and the answers are labelled regions (the contact page).
 */
export function FaqAccordion({ items, name, look = 'list', radix, className }: FaqAccordionProps) {
  if (radix) {
    const { Accordion, AccordionItem, AccordionTrigger, AccordionContent } = radix
    return (
      <Accordion className={className}>
        {items.map((item, index) => (
          <AccordionItem key={item.question} value={`${name}-${index}`}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent>{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    )
  }
  const style = LOOKS[look]
  const Answer = style.Answer
  return (
    <div className={cn(style.group, className)}>
      {items.map((item) => (
        <details key={item.question} name={name} className="group">
          <summary
            className={cn(
              'flex cursor-pointer list-none items-center justify-between transition-colors hover:text-brand [&::-webkit-details-marker]:hidden',
              style.summary,
            )}
          >
            <h3 className={style.question}>{item.question}</h3>
            {style.marker}
          </summary>
          <Answer className={cn('max-w-3xl text-base leading-relaxed md:text-lg', style.answer)}>{item.answer}</Answer>
        </details>
      ))}
    </div>
  )
}
