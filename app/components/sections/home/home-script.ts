/**
 * The home page's script (docs/decisions/036). The page is a document: prerendered, never hydrated
 * with React. What no platform feature does is this module, started after the first paint like
 * the other pages' scripts (scripts/lib/after-first-paint.ts): the hero phrase and its pause
 * button, the service cards with their confetti and tags, and what follows the scroll (progress
 * bar, hero ballot, timeline, reveal) and the in-page links' smooth scroll with focus. Menu, FAQ, banner and header tone are the browser's own
 * controls and the document script (app/lib/document-script.ts), as on every document page.
 *
 * Built on its own, outside React Router's bundle (scripts/lib/page-modules.ts); the markup it
 * works on is rendered by the home page's components, which name its parts with `data-slot`.
 */
import { isModifiedClick } from '../../../lib/modified-click.ts'
import { REDUCED_MOTION_QUERY } from '../../../lib/reduced-motion.ts'
import { scrollToHash } from '../../../lib/scroll.ts'
import { startServiceCards } from './script/cards.ts'
import { startPhraseRotation } from './script/hero.ts'
import { startScrollEffects } from './script/scroll.ts'

const reducedMotion = window.matchMedia(REDUCED_MOTION_QUERY)
startPhraseRotation(reducedMotion)
startServiceCards(reducedMotion)
startScrollEffects(reducedMotion)
// Links to this page (`#main`, the header's `/#team`, the wordmark's `/`) scroll smoothly, to their
// section with the focus there, or back to the top, instead of loading the page again.
document.addEventListener('click', (event) => {
  if (event.defaultPrevented || isModifiedClick(event)) return
  const link = (event.target as Element | null)?.closest?.('a')
  if (!link?.href || link.target) return
  const url = new URL(link.href)
  if (url.origin !== location.origin || url.pathname !== location.pathname || url.search !== location.search) return
  if (url.hash.length > 1 ? !scrollToHash(url.hash) : link.getAttribute('href')?.startsWith('#')) return
  event.preventDefault()
  if (url.hash.length <= 1) window.scrollTo({ top: 0, behavior: reducedMotion.matches ? 'auto' : 'smooth' })
})
// Every control of the page works from here on (the browser tests wait for this mark).
document.documentElement.dataset.hydrated = ''
