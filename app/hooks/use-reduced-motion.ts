import { REDUCED_MOTION_QUERY } from '../lib/reduced-motion.ts'
import { useMediaQuery } from './use-media-query.ts'

export { prefersReducedMotion } from '../lib/reduced-motion.ts'

/**
 * True when the visitor asked for reduced motion, live: for what a component renders
 * differently (a phrase that swaps without fading, a ballot that stays put). The prerendered
 * HTML assumes motion; the client corrects it right after hydration.
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY)
}
