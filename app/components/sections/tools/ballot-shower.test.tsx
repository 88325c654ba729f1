// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { fakeMatchMedia } from '../../../../tests/setup/browser-fakes.ts'
import { BALLOT_SHOWER } from '../../../lib/constants.ts'
import { BallotShower, makeSheets, useBallotShower } from './ballot-shower.tsx'

function Probe() {
  const { runs, drop } = useBallotShower()
  return (
    <>
      <button type="button" onClick={drop}>
        Campaigns
      </button>
      <BallotShower runs={runs} />
    </>
  )
}

const sheets = () => document.querySelectorAll('[data-slot="ballot-sheet"]').length
const runs = () => document.querySelectorAll('[data-slot="ballot-run"]').length

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

test('a run has 10 to 20 sheets, from the smallest to the largest random draw', () => {
  expect(makeSheets(() => 0)).toHaveLength(10)
  expect(makeSheets(() => 0.999999)).toHaveLength(20)
  for (let i = 0; i < 200; i++) {
    const count = makeSheets().length
    expect(count).toBeGreaterThanOrEqual(10)
    expect(count).toBeLessThanOrEqual(20)
  }
})

test('every sheet has fallen before its run is cleared at 4 s', () => {
  for (const random of [() => 0, () => 0.999999, Math.random]) {
    for (const sheet of makeSheets(random))
      expect((sheet.delayS + sheet.durationS) * 1000).toBeLessThan(BALLOT_SHOWER.durationMs)
  }
})

test('each click starts its own run, and each run is cleared 4 s after its click', () => {
  fakeMatchMedia(1280)
  render(<Probe />)
  const button = screen.getByRole('button', { name: 'Campaigns' })
  expect(document.querySelector('[data-slot="ballot-shower"]')).toBeNull()

  fireEvent.click(button)
  expect(runs()).toBe(1)
  expect(sheets()).toBeGreaterThanOrEqual(10)
  act(() => vi.advanceTimersByTime(1000))
  fireEvent.click(button)
  expect(runs()).toBe(2)

  act(() => vi.advanceTimersByTime(2999))
  expect(runs()).toBe(2)
  act(() => vi.advanceTimersByTime(1))
  expect(runs()).toBe(1)
  act(() => vi.advanceTimersByTime(1000))
  expect(runs()).toBe(0)
  expect(document.querySelector('[data-slot="ballot-shower"]')).toBeNull()
})

// That clicks pass through the falling sheets is a browser test (tests/e2e/campaign-tools.test.ts).
test('the overlay is hidden from assistive technology', () => {
  fakeMatchMedia(1280)
  render(<Probe />)
  fireEvent.click(screen.getByRole('button', { name: 'Campaigns' }))
  expect(document.querySelector('[data-slot="ballot-shower"]')).toHaveAttribute('aria-hidden', 'true')
})

test('nothing falls when the visitor asked for reduced motion', () => {
  fakeMatchMedia(1280, { reducedMotion: true })
  render(<Probe />)
  fireEvent.click(screen.getByRole('button', { name: 'Campaigns' }))
  expect(sheets()).toBe(0)
})
