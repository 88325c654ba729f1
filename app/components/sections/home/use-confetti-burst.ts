import { useCallback, useEffect, useRef } from 'react'

import { prefersReducedMotion } from '../../../hooks/use-reduced-motion.ts'
import { SERVICE_CONFETTI } from '../../../lib/constants.ts'

type Burst = { canvas: HTMLCanvasElement; timer: number; reset: () => void }

/**
 * A confetti burst on a canvas of our own that is removed after 2 s (SPEC 4, 9).
 *
 * canvas-confetti is imported on the first burst only, so it stays out of the page's initial
 * JavaScript. It draws on the main thread (`useWorker: false`): its worker would start from a
 * blob: URL, which the Content-Security-Policy rightly forbids. Reduced motion: no confetti.
 */
export function useConfettiBurst() {
  const current = useRef<Burst | null>(null)

  const clear = useCallback(() => {
    const burst = current.current
    if (!burst) return
    current.current = null
    window.clearTimeout(burst.timer)
    burst.reset()
    burst.canvas.remove()
  }, [])

  useEffect(() => clear, [clear])

  return useCallback(
    async (origin: { x: number; y: number }) => {
      if (prefersReducedMotion()) return
      const { default: confetti } = await import('canvas-confetti')
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
}
