import { Check } from 'lucide-react'
import { Checkbox as CheckboxPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'

import { cn } from '../../lib/utils.ts'

/**
 * Checkbox on Radix (shadcn/ui pattern): a button with role="checkbox", toggled by click and
 * Space, labelled by a <label htmlFor>. Red border when aria-invalid.
 */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        'peer inline-flex size-5 shrink-0 items-center justify-center rounded border-2 border-neutral-500 bg-white transition-colors aria-invalid:border-brand data-[state=checked]:border-ink data-[state=checked]:bg-ink data-[state=checked]:text-white',
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator data-slot="checkbox-indicator">
        <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  )
}
