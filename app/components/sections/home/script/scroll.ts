import { REVEAL } from '../../../../lib/constants.ts'
import { activePhaseIndex, ballotFrame, timelineMarkerPercent } from '../../../../lib/scroll-effects.ts'

/** Runs `task` once the browser is idle (at the latest after `timeout` ms). */
export function whenIdle(task: () => void, timeout = 500) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout })
  else window.setTimeout(task, 1)
}

/**
 * Calls `onFrame` at most once per animation frame while the page scrolls or resizes and
 * `enabled()` holds, and once when the page is idle: the prerendered markup already shows the
 * state at the top of the page (docs/decisions/027). Passive listeners, reads and writes batched in the frame.
 */
function onScrollFrame(onFrame: () => void, enabled: () => boolean = () => true) {
  let frame = 0
  const schedule = () => {
    if (frame || !enabled()) return
    frame = requestAnimationFrame(() => {
      frame = 0
      onFrame()
    })
  }
  whenIdle(schedule)
  window.addEventListener('scroll', schedule, { passive: true })
  window.addEventListener('resize', schedule)
  return schedule
}

/** The red reading-progress bar: as wide as the share of the page scrolled. */
function followProgress() {
  const bar = document.querySelector<HTMLElement>('[data-slot="scroll-progress"]')
  if (!bar) return
  onScrollFrame(() => {
    const max = document.documentElement.scrollHeight - window.innerHeight
    const progress = max > 0 ? Math.min(1, Math.max(0, window.scrollY / max)) : 0
    bar.style.transform = `scaleX(${progress})`
  })
}

/**
 * The hero ballot sinks into the box, shrinks and fades over the first 400 px. Only
 * transform and opacity change, never layout. Reduced motion: it stays put, and asking for it
 * mid-visit puts it back where it rests.
 */
function followBallot(reducedMotion: MediaQueryList) {
  const ballot = document.querySelector<HTMLElement>('[data-slot="hero-ballot"]')
  if (!ballot) return
  const schedule = onScrollFrame(
    () => {
      const { translateY, scale, opacity } = ballotFrame(window.scrollY)
      ballot.style.transform = `translateY(${translateY}px) scale(${scale})`
      ballot.style.opacity = String(opacity)
    },
    () => !reducedMotion.matches,
  )
  reducedMotion.addEventListener('change', () => {
    if (!reducedMotion.matches) return schedule()
    ballot.style.transform = ''
    ballot.style.opacity = ''
  })
}

/**
 * The timeline: the last phase whose top passed 60 % of the viewport is active,
 * the ones before it passed; the marker travels 0–70 % down the line. It follows the scroll only
 * within a viewport height of the screen (docs/decisions/027).
 */
function followTimeline() {
  const list = document.querySelector<HTMLElement>('[data-slot="timeline"]')
  const line = document.querySelector<HTMLElement>('[data-slot="timeline-line"]')
  if (!list || !line) return
  const phases = [...list.querySelectorAll<HTMLElement>('[data-slot="timeline-phase"]')]
  let near = false
  let active = -1
  const schedule = onScrollFrame(
    () => {
      const viewportHeight = window.innerHeight
      const next = activePhaseIndex(
        phases.map((phase) => phase.getBoundingClientRect().top),
        viewportHeight,
      )
      line.style.setProperty(
        '--timeline-progress',
        `${timelineMarkerPercent(line.getBoundingClientRect(), viewportHeight)}%`,
      )
      if (next === active) return
      active = next
      phases.forEach((phase, i) => {
        phase.dataset.state = i === active ? 'active' : i < active ? 'passed' : 'upcoming'
        if (i === active) phase.setAttribute('aria-current', 'step')
        else phase.removeAttribute('aria-current')
      })
    },
    () => near,
  )
  new IntersectionObserver(
    ([entry]) => {
      near = Boolean(entry?.isIntersecting)
      if (near) schedule()
    },
    { rootMargin: '100% 0px' },
  ).observe(list)
}

/**
 * Content fades and slides up once when 10 % of it comes into view. Only what starts
 * below the fold is hidden, once this script runs: nothing the visitor already sees moves, nothing
 * is hidden without a script. The observer's first report says where each element is without a
 * forced layout. Reduced motion: nothing moves.
 */
function revealOnScroll(reducedMotion: MediaQueryList) {
  if (reducedMotion.matches || typeof IntersectionObserver === 'undefined') return
  const seen = new WeakSet<Element>()
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const el = entry.target as HTMLElement
        if (!seen.has(el)) {
          seen.add(el)
          if (entry.isIntersecting || entry.boundingClientRect.top < window.innerHeight) observer.unobserve(el)
          else el.dataset.reveal = 'hidden'
        } else if (entry.isIntersecting) {
          el.dataset.reveal = 'shown'
          observer.unobserve(el)
        }
      }
    },
    { threshold: REVEAL.threshold, rootMargin: REVEAL.rootMargin },
  )
  for (const el of document.querySelectorAll('[data-reveal-on-scroll]')) observer.observe(el)
}

/** Everything on the home page that follows the scroll. */
export function startScrollEffects(reducedMotion: MediaQueryList) {
  revealOnScroll(reducedMotion)
  followProgress()
  followBallot(reducedMotion)
  followTimeline()
}
