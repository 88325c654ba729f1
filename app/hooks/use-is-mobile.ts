import { MOBILE_BREAKPOINT_PX } from '../lib/constants.ts'
import { useMediaQuery } from './use-media-query.ts'

/** True while the viewport is narrower than the 768 px breakpoint (app/lib/constants.ts). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`)
}
