import type { ComponentProps, ReactNode } from 'react'

import { cn } from '../../lib/utils.ts'

/**
 * Parts of a form field (shadcn/ui "Field" pattern): a label with the required marker and
 * the error message a field points at with aria-describedby. The marker is hidden from
 * screen readers, which hear aria-required on the control instead.
 */
export function FieldLabel({
  required,
  requiredMark = '*',
  className,
  children,
  ...props
}: ComponentProps<'label'> & { required?: boolean; requiredMark?: string }) {
  return (
    <label data-slot="field-label" className={cn('block text-sm font-semibold text-ink', className)} {...props}>
      {children}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-brand">
          {requiredMark}
        </span>
      )}
    </label>
  )
}

/**
 * The message of an invalid field. `id` is what the control's aria-describedby names while
 * it is invalid. Always in the page as a polite live region, so a message that appears
 * when the visitor leaves a field is read out too.
 */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <p
      id={id}
      data-slot="field-error"
      aria-live="polite"
      className={cn('text-sm font-medium text-brand-dark', children && 'mt-1.5')}
    >
      {children}
    </p>
  )
}

/** Shared look of text inputs, the select and the textarea. */
export const controlClass =
  'block w-full rounded-lg border border-neutral-300 bg-white px-4 text-base text-ink placeholder:text-neutral-500 transition-colors hover:border-neutral-400 aria-invalid:border-brand aria-invalid:bg-red-50/40'
