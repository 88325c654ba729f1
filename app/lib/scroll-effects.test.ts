import { expect, test } from 'vitest'

import { activePhaseIndex, ballotFrame, timelineMarkerPercent } from './scroll-effects.ts'

test('the ballot is untouched at the top, halfway at 200 px and gone at 400 px', () => {
  expect(ballotFrame(0)).toEqual({ translateY: 0, scale: 1, opacity: 1 })
  const half = ballotFrame(200)
  expect(half.translateY).toBe(80)
  expect(half.scale).toBeCloseTo(0.95)
  expect(half.opacity).toBe(0.5)
  const end = ballotFrame(400)
  expect(end.translateY).toBe(160)
  expect(end.scale).toBeCloseTo(0.9)
  expect(end.opacity).toBe(0)
})

test('the ballot stays put beyond 400 px and ignores overscroll above the top', () => {
  expect(ballotFrame(2000)).toEqual(ballotFrame(400))
  expect(ballotFrame(-50)).toEqual(ballotFrame(0))
})

test('no phase is active until one passes 60 % of the viewport, then the last one passed is', () => {
  const vh = 1000
  expect(activePhaseIndex([700, 1100, 1500, 1900], vh)).toBe(-1)
  expect(activePhaseIndex([600, 1000], vh)).toBe(-1)
  expect(activePhaseIndex([599, 1000], vh)).toBe(0)
  expect(activePhaseIndex([-400, 0, 599, 601], vh)).toBe(2)
  expect(activePhaseIndex([-900, -500, -100, 300], vh)).toBe(3)
})

test('the marker travels from 0 to 70 % as the timeline crosses the viewport', () => {
  expect(timelineMarkerPercent({ top: 800, height: 1200 }, 800)).toBe(0)
  expect(timelineMarkerPercent({ top: 2000, height: 1200 }, 800)).toBe(0)
  expect(timelineMarkerPercent({ top: -200, height: 1200 }, 800)).toBeCloseTo(35)
  expect(timelineMarkerPercent({ top: -1200, height: 1200 }, 800)).toBe(70)
  expect(timelineMarkerPercent({ top: -5000, height: 1200 }, 800)).toBe(70)
})
