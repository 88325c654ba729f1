import { HERO_PHRASE } from '../../../../lib/constants.ts'

/**
 * 'Expert team for' and a phrase that changes every 3 s: the current phrase fades
 * out (`data-visible="false"`), after the fade the next one shows; it wraps around. The pause
 * button (WCAG 2.2.2) is disabled in the HTML and enabled here, the moment it works; pressed, it
 * stops the rotation on the phrase shown (a fade under way finishes its step first). Under reduced
 * motion the phrases swap without fading, also when the visitor asks for it mid-visit.
 */
export function startPhraseRotation(reducedMotion: MediaQueryList) {
  const line = document.querySelector<HTMLElement>('[data-slot="rotating-phrase"]')
  const pause = document.querySelector<HTMLButtonElement>('[data-slot="phrase-pause"]')
  const phrases = line ? [...line.children].filter((child): child is HTMLElement => child instanceof HTMLElement) : []
  if (phrases.length < 2 || !pause) return
  let index = 0
  let interval: number | undefined
  let fadeTimer: number | undefined

  const show = (visible: boolean) => {
    phrases.forEach((phrase, i) => {
      phrase.dataset.state = i === index ? 'active' : 'inactive'
      phrase.dataset.visible = String(i === index && visible)
    })
  }
  const advance = () => {
    index = (index + 1) % phrases.length
    show(true)
  }
  const start = () => {
    interval = window.setInterval(() => {
      if (reducedMotion.matches) return advance()
      show(false)
      fadeTimer = window.setTimeout(() => {
        fadeTimer = undefined
        advance()
      }, HERO_PHRASE.fadeMs)
    }, HERO_PHRASE.intervalMs)
  }
  const stop = () => {
    window.clearInterval(interval)
    interval = undefined
    // Stopped mid-fade: finish the step rather than leave the phrase invisible.
    if (fadeTimer === undefined) return
    window.clearTimeout(fadeTimer)
    fadeTimer = undefined
    advance()
  }

  pause.addEventListener('click', () => {
    const paused = pause.getAttribute('aria-pressed') !== 'true'
    pause.setAttribute('aria-pressed', String(paused))
    if (paused) stop()
    else start()
  })
  // Reduced motion asked for or given up: the next step follows the new setting.
  reducedMotion.addEventListener('change', () => {
    if (interval === undefined) return
    stop()
    start()
  })
  pause.disabled = false
  start()
}
