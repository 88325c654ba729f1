import { BANNER_DISMISSED_KEY, NAV_SCROLL_THRESHOLD_PX } from './constants.ts'

/**
 * All a page without React (a reading page, docs/decisions/027) needs of the document shell:
 * the header turns solid past the scroll threshold (SPEC 2.2), the banner's close button hides
 * it for the rest of the visit (the session flag the head script reads, app/root.tsx), and a
 * link chosen inside a dialog (the mobile menu) closes it – else Back would show it still open.
 * Dialogs open and close with invoker commands; in a browser without them (Safari before 26.2)
 * this script runs the command instead.
 *
 * Real TypeScript that lint and the type check see; the page carries its source text as an
 * inline script whose hash the server adds to the Content-Security-Policy (server/csp.ts).
 */
function documentShell(bannerKey: string, threshold: number) {
  const header = document.querySelector<HTMLElement>('[data-slot="site-header"]')
  const resting = header?.dataset.tone
  const tone = () => {
    if (header) header.dataset.tone = window.scrollY > threshold ? 'solid' : resting
  }
  window.addEventListener('scroll', tone, { passive: true })
  tone()
  document.addEventListener('click', (event) => {
    const target = event.target as Element
    if (target.closest('[data-slot="ai-act-banner"] button')) {
      document.documentElement.dataset.bannerDismissed = ''
      try {
        sessionStorage.setItem(bannerKey, '1')
      } catch {
        // No session storage (some privacy modes): closed for this page view only.
      }
    }
    target.closest('a')?.closest('dialog')?.close()
    const invoker = target.closest('button[commandfor]')
    if (invoker && !('command' in invoker)) {
      const dialog = document.getElementById(invoker.getAttribute('commandfor')!) as HTMLDialogElement | null
      if (invoker.getAttribute('command') === 'close') dialog?.close()
      else dialog?.showModal()
    }
  })
}

/** The script's text, run once the document's body has been parsed (it ends the body). */
export const DOCUMENT_SCRIPT = `(${documentShell.toString()})(${JSON.stringify(BANNER_DISMISSED_KEY)},${NAV_SCROLL_THRESHOLD_PX})`

/**
 * Speculation rules: a same-origin link is fetched ahead when the visitor hovers it or presses
 * on it (`moderate`), so the full page load that follows a reading page feels instant. Only
 * this origin's pages (a relative pattern), only into the browser's memory.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }],
})
