import { prefersReducedMotion } from './reduced-motion.ts'

/**
 * Smoothly scrolls to the element a hash names and moves keyboard focus there, so a
 * screen-reader or keyboard user continues from the section they jumped to; the address
 * bar shows the hash. Returns false when the page has no such element.
 *
 * The URL is updated with replaceState rather than a router navigation: the route scrolling
 * (app/hooks/use-route-scroll.ts) would answer a hash navigation with an instant jump.
 */
export function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ''))
  const target = id ? document.getElementById(id) : null
  if (!target) return false
  const reduce = prefersReducedMotion()
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  const url = new URL(window.location.href)
  url.hash = id
  window.history.replaceState(window.history.state, '', url)
  return true
}
