import { useMediaQuery } from './use-media-query.ts'

/** The visitor asked the system for reduced motion (SPEC 4: animations calm down then). */
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

/**
 * True when the visitor asked for reduced motion, live: for what a component renders
 * differently (a phrase that swaps without fading, a ballot that stays put). The prerendered
 * HTML assumes motion; the client corrects it right after hydration.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY)
}

/**
 * The same question asked at the moment of an action (a click, a mount effect, a scroll):
 * no render waits for it, and it is right even before hydration has corrected the hook.
 */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches
}
