/** Interface constants of SPEC 9, named once. */

/** The navigation bar turns solid once the page is scrolled further than this (px). */
export const NAV_SCROLL_THRESHOLD_PX = 10
/** Viewports narrower than this are "mobile" (px). */
export const MOBILE_BREAKPOINT_PX = 768

/** Reveal-on-scroll: duration, per-item stagger, initial offset, in-view threshold. */
export const REVEAL = {
  durationS: 0.3,
  staggerS: 0.03,
  offsetPx: 30,
  threshold: 0.1,
  rootMargin: '0px 0px -5% 0px',
} as const

/** Toasts: bottom-right, at most three at once, about four seconds each. */
export const TOAST = { position: 'bottom-right', visible: 3, durationMs: 4000 } as const

/** sessionStorage key: the AI Act banner was closed during this visit. */
export const BANNER_DISMISSED_KEY = 'mw:ai-act-banner-dismissed'

/** Falling ballot papers on the campaign tools page: sheets per click and lifetime of a run. */
export const BALLOT_SHOWER = { minSheets: 10, maxSheets: 20, durationMs: 4000 } as const

/** How long a contact-card row shows its checkmark after a copy (ms). */
export const COPY_CONFIRM_MS = 2000
