import { ChevronDown } from 'lucide-react'
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  use,
  useId,
  useMemo,
  useState,
} from 'react'

import { cn } from '../../lib/utils.ts'

/**
 * Single-open, collapsible accordion (one FAQ item open at a time, and it can be closed again) with the WAI-ARIA accordion pattern: each question a button with `aria-expanded` in a
 * heading, each answer a labelled region; the arrow keys, Home and End move between the questions.
 * Written here rather than taken from Radix (docs/performance.md, the contact page): the Radix accordion brought Collection,
 * Collapsible, Presence and Slot, about 8 KB of gzip on the contact page, for what these few lines do.
 */
type AccordionState = { open: string | null; toggle: (value: string) => void }
const AccordionContext = createContext<AccordionState>({ open: null, toggle: () => {} })
const ItemContext = createContext<{ value: string; id: string }>({ value: '', id: '' })

export function Accordion({ className, children }: { className?: string; children: ReactNode }) {
  const [open, setOpen] = useState<string | null>(null)
  const state = useMemo(
    () => ({ open, toggle: (value: string) => setOpen((current) => (current === value ? null : value)) }),
    [open],
  )
  return (
    <AccordionContext value={state}>
      <div data-slot="accordion" className={cn('divide-y divide-neutral-200 border-y border-neutral-200', className)}>
        {children}
      </div>
    </AccordionContext>
  )
}

export function AccordionItem({
  value,
  className,
  children,
}: {
  value: string
  className?: string
  children: ReactNode
}) {
  const id = useId()
  const { open } = use(AccordionContext)
  const item = useMemo(() => ({ value, id }), [value, id])
  return (
    <ItemContext value={item}>
      <div data-state={open === value ? 'open' : 'closed'} data-slot="accordion-item" className={className}>
        {children}
      </div>
    </ItemContext>
  )
}

/** Arrow keys, Home and End move the focus between the questions of one accordion. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const triggers = [
    ...(event.currentTarget
      .closest('[data-slot="accordion"]')
      ?.querySelectorAll<HTMLButtonElement>('[data-slot="accordion-trigger"]') ?? []),
  ]
  const index = triggers.indexOf(event.currentTarget)
  const last = triggers.length - 1
  const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: last }[event.key]
  if (next === undefined || index < 0) return
  event.preventDefault()
  triggers[next > last ? 0 : next < 0 ? last : next]?.focus()
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
}: Pick<ComponentProps<'button'>, 'className' | 'children'> & { headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as 'h3'
  const { open, toggle } = use(AccordionContext)
  const { value, id } = use(ItemContext)
  const state = open === value ? 'open' : 'closed'
  return (
    <Heading className="flex" data-state={state}>
      <button
        type="button"
        id={`${id}-trigger`}
        aria-controls={`${id}-content`}
        aria-expanded={state === 'open'}
        data-state={state}
        data-slot="accordion-trigger"
        onClick={() => toggle(value)}
        onKeyDown={moveFocus}
        className={cn(
          'flex flex-1 items-center justify-between gap-4 py-5 text-left text-base font-semibold transition-colors hover:text-brand md:text-lg [&[data-state=open]>svg]:rotate-180',
          className,
        )}
      >
        {children}
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform duration-200" />
      </button>
    </Heading>
  )
}

/** The answer: in the prerendered HTML, hidden while closed. */
export function AccordionContent({ className, children }: { className?: string; children: ReactNode }) {
  const { open } = use(AccordionContext)
  const { value, id } = use(ItemContext)
  const state = open === value ? 'open' : 'closed'
  return (
    <div
      role="region"
      id={`${id}-content`}
      aria-labelledby={`${id}-trigger`}
      data-state={state}
      data-slot="accordion-content"
      hidden={state === 'closed'}
      className="overflow-hidden data-[state=closed]:hidden"
    >
      <div className={cn('pb-5 leading-relaxed text-muted', className)}>{children}</div>
    </div>
  )
}
