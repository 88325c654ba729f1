import { HERO_BALLOT, TIMELINE } from './constants.ts'

const clamp01 = (value: number) => Math.min(1, Math.max(0, value))

/** Where the hero ballot is after `scrollY` pixels of scroll: it sinks, shrinks and fades. */
export function ballotFrame(scrollY: number) {
  const progress = clamp01(scrollY / HERO_BALLOT.scrollRangePx)
  return {
    translateY: progress * HERO_BALLOT.travelPx,
    scale: 1 - progress * (1 - HERO_BALLOT.endScale),
    opacity: 1 - progress,
  }
}

/**
 * The timeline's active phase: the last phase whose top has moved above 60 % of the viewport
 * height, or -1 before the first one has (no active phase until scrolled).
 */
export function activePhaseIndex(phaseTops: readonly number[], viewportHeight: number): number {
  const line = viewportHeight * TIMELINE.activationRatio
  let active = -1
  phaseTops.forEach((top, index) => {
    if (top < line) active = index
  })
  return active
}

/**
 * Marker position along the timeline line, in percent: 0 while the timeline's top is still
 * at the bottom of the viewport, 70 once its bottom has left the top.
 */
export function timelineMarkerPercent(rect: { top: number; height: number }, viewportHeight: number): number {
  const progress = clamp01((viewportHeight - rect.top) / (rect.height + viewportHeight))
  return progress * TIMELINE.markerMaxPercent
}
