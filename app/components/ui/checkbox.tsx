import { Check } from 'lucide-react'
import type { ComponentProps } from 'react'

import { cn } from '../../lib/utils.ts'

/**
 * A native checkbox drawn like the shadcn/ui one: it toggles and posts with its form from the
 * first paint, before and without JavaScript (docs/decisions/031), labelled by a <label htmlFor>.
 * The box is the input itself (no default look); the tick is drawn over it while checked. Red
 * border when aria-invalid.
 */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <span data-slot="checkbox" className={cn('relative inline-flex size-5 shrink-0', className)}>
      <input
        type="checkbox"
        className="peer size-5 shrink-0 cursor-pointer appearance-none rounded border-2 border-neutral-500 bg-white transition-colors checked:border-ink checked:bg-ink aria-invalid:border-brand"
        {...props}
      />
      <Check
        aria-hidden="true"
        className="pointer-events-none invisible absolute inset-0 m-auto size-3.5 text-white peer-checked:visible"
        strokeWidth={3}
      />
    </span>
  )
}
