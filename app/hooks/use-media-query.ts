import { useSyncExternalStore } from 'react'

/**
 * Live result of a media query. Prerendered HTML has no viewport, so the server snapshot
 * is `serverValue`; the client corrects it right after hydration.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
}
