import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False in the prerendered HTML and while React hydrates it, true from the first render after:
 * a control that needs a script renders as unavailable until the script is there
 * (docs/decisions/032), and React switches it on without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
