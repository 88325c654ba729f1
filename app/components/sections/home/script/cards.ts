import type confettiFunction from 'canvas-confetti'

import { SERVICE_CONFETTI } from '../../../../lib/constants.ts'
import { whenIdle } from './scroll.ts'

type Confetti = typeof confettiFunction
type Burst = { canvas: HTMLCanvasElement; timer: number; reset: () => void }

let confettiModule: Confetti | undefined
let confettiLoading: Promise<Confetti> | undefined
/** Fetches canvas-confetti once; later calls share the same request. */
function loadConfetti(): Promise<Confetti> {
  confettiLoading ??= import('canvas-confetti').then(({ default: confetti }) => (confettiModule = confetti))
  return confettiLoading
}

let current: Burst | undefined
function clearBurst() {
  const burst = current
  if (!burst) return
  current = undefined
  window.clearTimeout(burst.timer)
  burst.reset()
  burst.canvas.remove()
}

/**
 * A 100-particle burst on a canvas of its own, removed after 2 s. It draws on the main
 * thread (`useWorker: false`): its worker would start from a blob: URL, which the
 * Content-Security-Policy forbids.
 */
function fire(confetti: Confetti, origin: { x: number; y: number }) {
  clearBurst()
  const canvas = document.createElement('canvas')
  canvas.dataset.slot = 'confetti'
  canvas.dataset.particles = String(SERVICE_CONFETTI.particles)
  canvas.setAttribute('aria-hidden', 'true')
  canvas.style.cssText = 'position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:70'
  document.body.append(canvas)
  const shoot = confetti.create(canvas, { resize: true, useWorker: false })
  void shoot({
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
    reset: shoot.reset,
    timer: window.setTimeout(() => {
      if (current === burst) clearBurst()
    }, SERVICE_CONFETTI.clearAfterMs),
  }
  current = burst
}

/**
 * 'What we do?': at most one card open, the open one closes on a second press;
 * opening fires the confetti burst from the button. The tags are independent highlight toggles
 * (`aria-pressed`); a tag named in two cards is one choice. canvas-confetti is fetched once the
 * page is idle, so the first click finds it there and fires in its own task (docs/decisions/036); a click
 * before then waits for it. Reduced motion: no confetti, never fetched.
 */
export function startServiceCards(reducedMotion: MediaQueryList) {
  const cards = [...document.querySelectorAll<HTMLElement>('[data-slot="service-card"]')]
  const toggles = cards.map((card) => card.querySelector<HTMLButtonElement>('[data-slot="service-toggle"]'))
  toggles.forEach((toggle, index) => {
    toggle?.addEventListener('click', () => {
      const opening = toggle.getAttribute('aria-expanded') !== 'true'
      cards.forEach((card, i) => {
        const open = opening && i === index
        card.dataset.state = open ? 'open' : 'closed'
        toggles[i]?.setAttribute('aria-expanded', String(open))
      })
      if (!opening || reducedMotion.matches) return
      const rect = toggle.getBoundingClientRect()
      const origin = {
        x: (rect.left + rect.width / 2) / window.innerWidth,
        y: (rect.top + rect.height / 2) / window.innerHeight,
      }
      // Loaded already (the usual case): fire in this very task.
      if (confettiModule) fire(confettiModule, origin)
      else void loadConfetti().then((confetti) => fire(confetti, origin))
    })
  })

  const tags = [...document.querySelectorAll<HTMLButtonElement>('[data-slot="service-tag"]')]
  for (const tag of tags) {
    tag.addEventListener('click', () => {
      const pressed = String(tag.getAttribute('aria-pressed') !== 'true')
      for (const same of tags) if (same.dataset.tag === tag.dataset.tag) same.setAttribute('aria-pressed', pressed)
    })
  }

  if (!reducedMotion.matches) whenIdle(() => void loadConfetti(), 3000)
}
