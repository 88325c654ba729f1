import { useEffect, useState } from 'react'

type RotationOptions = {
  /** Time each item stays, fade included (ms). */
  intervalMs: number
  /** Length of the fade-out before the next item shows (ms). */
  fadeMs: number
  /** False under reduced motion: items swap without fading. */
  fade: boolean
  /** Stops the rotation on the current item. */
  paused?: boolean
}

/**
 * Cycles through `count` items in order and wraps (SPEC 4, hero phrase): every interval the
 * current item fades out (`visible` turns false); after the fade the next one shows.
 */
export function useRotatingIndex(count: number, { intervalMs, fadeMs, fade, paused = false }: RotationOptions) {
  const [state, setState] = useState({ index: 0, visible: true })

  useEffect(() => {
    if (paused || count < 2) return
    const advance = (current: { index: number }) => ({ index: (current.index + 1) % count, visible: true })
    let fadeTimer: number | undefined
    const interval = window.setInterval(() => {
      if (!fade) {
        setState(advance)
        return
      }
      setState((current) => ({ ...current, visible: false }))
      fadeTimer = window.setTimeout(() => {
        fadeTimer = undefined
        setState(advance)
      }, fadeMs)
    }, intervalMs)
    return () => {
      window.clearInterval(interval)
      // Paused or reconfigured mid-fade: finish the step rather than leave the phrase invisible.
      if (fadeTimer !== undefined) {
        window.clearTimeout(fadeTimer)
        setState(advance)
      }
    }
  }, [count, intervalMs, fadeMs, fade, paused])

  return state
}
