import { useSyncExternalStore } from 'react'

/**
 * A yes/no fact remembered for this browser tab's session (sessionStorage): it survives
 * reloads and client navigation, and is gone in a new visit. No cookie is involved.
 * Prerendered HTML always renders the "not set" state; the client corrects it on hydration.
 */
export function sessionFlag(key: string) {
  const listeners = new Set<() => void>()
  // Holds the flag for this page view when sessionStorage throws (some privacy modes).
  let memory = false

  const read = () => {
    if (memory) return true
    try {
      return window.sessionStorage.getItem(key) === '1'
    } catch {
      return false
    }
  }

  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }

  return {
    read,
    set() {
      try {
        window.sessionStorage.setItem(key, '1')
      } catch {
        memory = true
      }
      listeners.forEach((listener) => listener())
    },
    useValue(): boolean {
      return useSyncExternalStore(subscribe, read, () => false)
    },
  }
}
