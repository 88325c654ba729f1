import type { MouseEvent } from 'react'
import { useLocation } from 'react-router'

import { isModifiedClick } from '../lib/modified-click.ts'
import { scrollToHash } from '../lib/scroll.ts'
import { normalisePath } from '../lib/site-pages.ts'
import { prefersReducedMotion } from './use-reduced-motion.ts'

/**
 * Click handling shared by the desktop bar and the mobile overlay: on the home
 * page `/#team` scrolls smoothly to the section instead of reloading it; a link to the
 * page already shown scrolls back to the top. Everything else is a normal client navigation,
 * which starts at the top (app/hooks/use-route-scroll.ts).
 */
export function useNavClick() {
  const location = useLocation()

  return (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (event.defaultPrevented || isModifiedClick(event)) return
    const [path = '/', hash] = to.split('#')
    if (path !== normalisePath(location.pathname)) return
    event.preventDefault()
    if (hash) scrollToHash(hash)
    else window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  }
}
