import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'

import { cn } from '../../../lib/utils.ts'

/**
 * The home page's red call-to-action link, in the style of the primary large button. Written
 * out rather than built with `buttonVariants`: importing ui/button.tsx would bring Radix Slot
 * and cva (~2.3 KB gzip) onto a page that has almost none of its script budget left
 * (docs/decisions/005-home-faq-native-details.md).
 */
export function CtaLink({ to, children, className }: { to: string; children: string; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex min-h-13 items-center justify-center gap-2 rounded-full bg-brand px-8 py-3 text-center text-base font-semibold text-white transition-colors hover:bg-brand-dark',
        className,
      )}
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
    </Link>
  )
}
