import { Icon, type LucideIconData } from 'lucide-react'
import { createContext, use } from 'react'

import type { GuideIconName } from '../../../content/types.ts'
import { cn } from '../../../lib/utils.ts'

/**
 * The drawings of the icons a guide shows, from the route's loader (guide-icons.ts): the page
 * carries them as data, so its JavaScript holds no icon set.
 */
export type GuideIconDrawings = Partial<Record<GuideIconName, LucideIconData>>
export const GuideIconsContext = createContext<GuideIconDrawings>({})

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
  const icon = use(GuideIconsContext)[name]
  if (!icon) throw new Error(`guide icon ${name} is missing from the loader data (guideIconData)`)
  return <Icon icon={icon} aria-hidden="true" focusable="false" className={cn('shrink-0', size, className)} />
}
