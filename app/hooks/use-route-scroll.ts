import { useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router'

/** Where the visitor left each history entry of this page's life, by its key. Memory only. */
const positions = new Map<string, number>()

/**
 * Scrolling on client-side navigation (every route change starts at the top; a link
 * to `#section` starts there). Back and Forward return to where the visitor left the page.
 *
 * This replaces React Router's `<ScrollRestoration>`, which does the same but also writes every
 * position to sessionStorage when the page is left (a full page load, a reload): the site
 * stores nothing on the visitor's device beyond what the specification names (the banner flag,
 * the contact card's unlock). Across full page loads the browser restores positions itself.
 */
export function useRouteScroll() {
  const location = useLocation()
  const navigationType = useNavigationType()
  const current = useRef(location.key)
  const first = useRef(true)

  useEffect(() => {
    // While the app runs it decides; when the document is left, the browser's own restoration
    // (kept in its session history, not in web storage) takes over for reloads and Back.
    const manual = () => (window.history.scrollRestoration = 'manual')
    const auto = () => (window.history.scrollRestoration = 'auto')
    const remember = () => positions.set(current.current, window.scrollY)
    manual()
    window.addEventListener('scroll', remember, { passive: true })
    window.addEventListener('pagehide', auto)
    window.addEventListener('pageshow', manual)
    return () => {
      window.removeEventListener('scroll', remember)
      window.removeEventListener('pagehide', auto)
      window.removeEventListener('pageshow', manual)
      auto()
    }
  }, [])

  useLayoutEffect(() => {
    current.current = location.key
    // The first render is the page the browser loaded: it has scrolled it already.
    if (first.current) {
      first.current = false
      return
    }
    const saved = positions.get(location.key)
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved)
      return
    }
    let target: HTMLElement | null = null
    try {
      target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null
    } catch {
      // A hash that is not valid percent-encoding names no element.
    }
    if (target) target.scrollIntoView()
    else window.scrollTo(0, 0)
  }, [location, navigationType])
}
