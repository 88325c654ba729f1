import { useEffect, useEffectEvent } from 'react'

/**
 * Runs `onFrame` once on mount and then at most once per animation frame while the page
 * scrolls or resizes. Scroll listeners are passive and the work is batched into
 * requestAnimationFrame, so reading layout and writing styles never stalls scrolling.
 */
export function useScrollFrame(onFrame: () => void, enabled = true) {
  const frameCallback = useEffectEvent(onFrame)

  useEffect(() => {
    if (!enabled) return
    let frame = 0
    const run = () => {
      frame = 0
      frameCallback()
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(run)
    }
    run()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [enabled])
}
