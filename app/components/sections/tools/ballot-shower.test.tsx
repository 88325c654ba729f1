// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest'

import { fakeMatchMedia } from '../../../../tests/setup/browser-fakes.ts'
import { BALLOT_SHOWER } from '../../../lib/constants.ts'
import { makeSheets } from './ballot-shower.tsx'
import { loadBallotShower, useBallotShower } from './use-ballot-shower.tsx'

function Probe() {
  const { drop, overlay } = useBallotShower()
  return (
    <>
      <button type="button" onClick={drop}>
        Campaigns
      </button>
      {overlay}
    </>
  )
}

const sheets = () => document.querySelectorAll('[data-slot="ballot-sheet"]').length
const runs = () => document.querySelectorAll('[data-slot="ballot-run"]').length

/** A press: the drawing arrives in a promise (fetched once, here already loaded), then the sheets. */
const press = (button: HTMLElement) => act(async () => void fireEvent.click(button))

// The drawing is fetched before the clock is faked, as the pointer over the word does in the browser.
beforeAll(async () => {
  fakeMatchMedia(1280)
  await loadBallotShower()
})
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

test('each click starts its own run, and each run is cleared 4 s after its click', async () => {
  fakeMatchMedia(1280)
  render(<Probe />)
  const button = screen.getByRole('button', { name: 'Campaigns' })
  expect(document.querySelector('[data-slot="ballot-shower"]')).toBeNull()

  await press(button)
  expect(runs()).toBe(1)
  expect(sheets()).toBeGreaterThanOrEqual(10)
  act(() => vi.advanceTimersByTime(1000))
  await press(button)
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
test('the overlay is hidden from assistive technology', async () => {
  fakeMatchMedia(1280)
  render(<Probe />)
  await press(screen.getByRole('button', { name: 'Campaigns' }))
  expect(document.querySelector('[data-slot="ballot-shower"]')).toHaveAttribute('aria-hidden', 'true')
})

test('nothing falls when the visitor asked for reduced motion', async () => {
  fakeMatchMedia(1280, { reducedMotion: true })
  render(<Probe />)
  await press(screen.getByRole('button', { name: 'Campaigns' }))
  expect(sheets()).toBe(0)
})
