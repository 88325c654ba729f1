import { type RefObject, useEffect, useEffectEvent, useState } from 'react'

/** Runs `task` once the browser is idle (at the latest after `timeout` ms); returns a cancel. */
function whenIdle(task: () => void, timeout = 500) {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(task, 1)
  return () => window.clearTimeout(id)
}

/**
 * Runs `onFrame` at most once per animation frame while the page scrolls or resizes, and once
 * after the page has become idle (docs/decisions/027: nothing decorative runs while the page hydrates —
 * the prerendered markup already shows the state at the top of the page). Scroll listeners are
 * passive and the work is batched into requestAnimationFrame, so reading layout and writing
 * styles never stalls scrolling.
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
    const cancelIdle = whenIdle(schedule)
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelIdle()
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [enabled])
}

/**
 * Whether `target` is within one viewport height of the screen, so a scroll effect further
 * down the page starts only when it is about to be seen.
 */
export function useNearViewport(target: RefObject<Element | null>) {
  const [near, setNear] = useState(false)

  useEffect(() => {
    const el = target.current
    if (!el) return
    const observer = new IntersectionObserver(([entry]) => setNear(Boolean(entry?.isIntersecting)), {
      rootMargin: '100% 0px',
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [target])

  return near
}
