import { useMediaQuery } from './use-media-query.ts'

/** True when the visitor asked the system for reduced motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)')
}
