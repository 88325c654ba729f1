/** The visitor asked the system for reduced motion (animations calm down then). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

/**
 * The question asked at the moment of an action (a click, a mount effect, a scroll): no render
 * waits for it. Without React, so that the home page's script can use it (docs/decisions/036).
 */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches
}
