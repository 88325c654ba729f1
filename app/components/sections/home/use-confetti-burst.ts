import type confettiFunction from 'canvas-confetti'
import { useCallback, useEffect, useRef } from 'react'

import { prefersReducedMotion } from '../../../hooks/use-reduced-motion.ts'
import { SERVICE_CONFETTI } from '../../../lib/constants.ts'

type Burst = { canvas: HTMLCanvasElement; timer: number; reset: () => void }
type Confetti = typeof confettiFunction

let confettiModule: Confetti | undefined
let confettiLoading: Promise<Confetti> | undefined
/** Fetches canvas-confetti once; later calls share the same request. */
function loadConfetti(): Promise<Confetti> {
  confettiLoading ??= import('canvas-confetti').then(({ default: confetti }) => (confettiModule = confetti))
  return confettiLoading
}

/**
 * A confetti burst on a canvas of our own that is removed after 2 s (SPEC 4, 9).
 *
 * canvas-confetti stays out of the page's initial JavaScript: it is fetched once the page is
 * idle after hydration (issue 39), so that the first click on a card finds it there and the
 * burst starts in that click's own task – on a slow phone, fetched only on the click, it came
 * too late to be seen. A click before then still waits for it. It draws on the main thread
 * (`useWorker: false`): its worker would start from a blob: URL, which the
 * Content-Security-Policy rightly forbids. Reduced motion: no confetti, never fetched.
 */
export function useConfettiBurst() {
  const current = useRef<Burst | null>(null)

  useEffect(() => {
    if (prefersReducedMotion() || confettiModule) return
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => void loadConfetti(), 1000)
      return () => window.clearTimeout(timer)
    }
    const idle = window.requestIdleCallback(() => void loadConfetti(), { timeout: 3000 })
    return () => window.cancelIdleCallback(idle)
  }, [])

  const clear = useCallback(() => {
    const burst = current.current
    if (!burst) return
    current.current = null
    window.clearTimeout(burst.timer)
    burst.reset()
    burst.canvas.remove()
  }, [])

  useEffect(() => clear, [clear])

  const burst = useCallback(
    (confetti: Confetti, origin: { x: number; y: number }) => {
      clear()
      const canvas = document.createElement('canvas')
      canvas.dataset.slot = 'confetti'
      canvas.dataset.particles = String(SERVICE_CONFETTI.particles)
      canvas.setAttribute('aria-hidden', 'true')
      canvas.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:70'
      document.body.append(canvas)
      const fire = confetti.create(canvas, { resize: true, useWorker: false })
      void fire({
        particleCount: SERVICE_CONFETTI.particles,
        colors: [...SERVICE_CONFETTI.colors],
        origin,
        spread: 75,
        startVelocity: 38,
        ticks: 130,
        scalar: 0.9,
      })
      const burst: Burst = {
        canvas,
        reset: fire.reset,
        timer: window.setTimeout(() => {
          if (current.current === burst) clear()
        }, SERVICE_CONFETTI.clearAfterMs),
      }
      current.current = burst
    },
    [clear],
  )

  return useCallback(
    async (origin: { x: number; y: number }) => {
      if (prefersReducedMotion()) return
      // Loaded already (the usual case): fire in this very task, no await before it.
      if (confettiModule) return burst(confettiModule, origin)
      burst(await loadConfetti(), origin)
    },
    [burst],
  )
}
