import { BANNER_DISMISSED_KEY, NAV_SCROLL_THRESHOLD_PX } from './constants.ts'

/**
 * All a page without React (a reading page, docs/decisions/027) needs of the document shell:
 * the header turns solid past the scroll threshold, the banner's close button hides
 * it for the rest of the visit (the session flag the head script reads, app/root.tsx), and a
 * link chosen inside a dialog (the mobile menu) closes it – else Back would show it still open –
 * and a link marked `data-check` checks the radio input it names (a tab chosen by a link).
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
  // Sections below the fold render when the reader nears them (the `below-fold` utility, so the
  // first layout is only the first screen). After the load they render one per idle frame
  // anyway – each a short task – so that each has its real height before the reader jumps far
  // (a link to a section, the scroll bar): else the page would shrink under the reader, and a
  // later Back would not find the same place. (Started on the first scroll instead, a jump to
  // the footer saw the footer move by 188 px.)
  const pending = [...document.querySelectorAll<HTMLElement>('.below-fold')]
  const idle = window.requestIdleCallback ?? ((next: () => void) => setTimeout(next, 50))
  const renderNext = () => {
    const section = pending.shift()
    if (!section) return
    section.dataset.rendered = ''
    idle(renderNext)
  }
  window.addEventListener('load', () => idle(renderNext))
  window.addEventListener('scroll', tone, { passive: true })
  // Read the scroll position in the first frame, not now: reading it while the page is parsed
  // forces style and layout of the whole page into the parser's task (the reading pages' longest
  // task, docs/performance.md). The server renders the resting tone, so the first frame is right.
  requestAnimationFrame(tone)
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
    // A link that also chooses a tab (the careers hero's 'Discover Open Positions'):
    // it checks the tab's radio input, and the browser follows the link to the section.
    const check = target.closest<HTMLElement>('a[data-check]')?.dataset.check
    const input = check ? document.getElementById(check) : null
    if (input instanceof HTMLInputElement) input.checked = true
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
 * For the head script of every page (app/root.tsx), before the first layout: on Back, Forward or
 * Reload the browser puts the reader back where they were, which needs the real height of every
 * section above – so the sections that otherwise render only near the screen (the `below-fold`
 * utility, app/styles/tailwind.css) render at once then. A new visit keeps the cheap first layout.
 */
export const RESTORING_SCRIPT = `if(/^(back_forward|reload)$/.test(performance.getEntriesByType('navigation')[0]?.type))document.documentElement.dataset.restoring=''`

/**
 * Speculation rules: a same-origin link is fetched ahead when the visitor hovers it or presses
 * on it (`moderate`), so the full page load that follows a reading page feels instant. Only
 * this origin's pages (a relative pattern), only into the browser's memory.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }],
})
