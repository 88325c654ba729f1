import type { GuideIconName } from '../../../content/types.ts'
import { cn } from '../../../lib/utils.ts'
import { GUIDE_ICONS } from './guide-icons.ts'

/** A decorative icon from the guide set; the text next to it carries the meaning. */
export function GuideIcon({
  name,
  size = 'size-6',
  className,
}: {
  name: GuideIconName
  size?: 'size-5' | 'size-6'
  className?: string
}) {
  const Icon = GUIDE_ICONS[name]
  return <Icon aria-hidden="true" focusable="false" className={cn('shrink-0', size, className)} />
}
