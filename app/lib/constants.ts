/** Interface constants (breakpoint, timings, thresholds), named once. */

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

/** Home hero phrase: a new phrase every 3000 ms; the old one fades out over 500 ms first. */
export const HERO_PHRASE = { intervalMs: 3000, fadeMs: 500 } as const

/** Home hero ballot: over the first 400 px of scroll it sinks 160 px, shrinks to 0.9 and fades out. */
export const HERO_BALLOT = { scrollRangePx: 400, travelPx: 160, endScale: 0.9 } as const

/** Service-card confetti: 100 particles in an 8-colour palette, cleared after 2000 ms. */
export const SERVICE_CONFETTI = {
  particles: 100,
  clearAfterMs: 2000,
  colors: ['#c8102e', '#e8384f', '#ff6b7d', '#a00d25', '#0b0b0c', '#52525b', '#a1a1aa', '#f5b700'],
} as const

/** Home timeline: a phase is active once its top passes 60 % of the viewport; the marker travels 0–70 %. */
export const TIMELINE = { activationRatio: 0.6, markerMaxPercent: 70 } as const

/** Toasts: bottom-right, at most three at once, about four seconds each. */
export const TOAST = { position: 'bottom-right', visible: 3, durationMs: 4000 } as const

/** sessionStorage key: the AI Act banner was closed during this visit. */
export const BANNER_DISMISSED_KEY = 'mw:ai-act-banner-dismissed'

/** Falling ballot papers on the campaign tools page: sheets per click and lifetime of a run. */
export const BALLOT_SHOWER = { minSheets: 10, maxSheets: 20, durationMs: 4000 } as const

/** The contact form's 'Request sent' state lasts this long, then the form is idle again. */
export const SENT_STATE_MS = 5000

/** How long a contact-card row shows its checkmark after a copy (ms). */
export const COPY_CONFIRM_MS = 2000
