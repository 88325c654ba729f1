import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

import { cn } from '../../lib/utils.ts'

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-brand text-white hover:bg-brand-dark',
        dark: 'bg-ink text-white hover:bg-neutral-800',
        outline: 'border-2 border-current bg-transparent hover:bg-black/5',
        light: 'bg-white text-ink hover:bg-neutral-100',
        ghost: 'bg-transparent hover:bg-black/5',
      },
      size: {
        sm: 'h-9 px-4 text-sm',
        md: 'h-11 px-6 text-sm',
        lg: 'h-13 px-8 text-base',
        icon: 'size-11',
      },
      shape: {
        pill: 'rounded-full',
        rounded: 'rounded-lg',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md', shape: 'pill' },
  },
)

type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>

/** A button in one of the site's styles (shadcn/ui pattern, without `asChild`: no page needs it). */
export function Button({ className, variant, size, shape, ...props }: ButtonProps) {
  return <button data-slot="button" className={cn(buttonVariants({ variant, size, shape }), className)} {...props} />
}
