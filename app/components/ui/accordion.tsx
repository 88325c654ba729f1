import { ChevronDown } from 'lucide-react'
import { Accordion as AccordionPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'

import { cn } from '../../lib/utils.ts'

/**
 * Single-open, collapsible accordion (SPEC 4: one FAQ item open at a time, and it can be
 * closed again). Radix gives the keyboard behaviour (arrows, Home/End) and the ARIA wiring.
 */
export function Accordion({
  className,
  ...props
}: Omit<ComponentProps<typeof AccordionPrimitive.Root>, 'type' | 'collapsible'>) {
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      type="single"
      collapsible
      className={cn('divide-y divide-neutral-200 border-y border-neutral-200', className)}
      {...(props as object)}
    />
  )
}

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item data-slot="accordion-item" className={cn(className)} {...props} />
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger> & { headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as 'h3'
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'flex flex-1 items-center justify-between gap-4 py-5 text-left text-base font-semibold transition-colors hover:text-brand md:text-lg [&[data-state=open]>svg]:rotate-180',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown aria-hidden="true" className="size-5 shrink-0 transition-transform duration-200" />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  )
}

/**
 * With `forceMount` a closed answer stays in the document (and in the prerendered HTML) but is
 * hidden: Radix leaves force-mounted content visible, so the closed state hides it here.
 */
export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="overflow-hidden data-[state=closed]:hidden"
      {...props}
    >
      <div className={cn('pb-5 leading-relaxed text-muted', className)}>{children}</div>
    </AccordionPrimitive.Content>
  )
}
