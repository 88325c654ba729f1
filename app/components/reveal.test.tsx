// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { act } from 'react'
import { expect, test } from 'vitest'

import { fakeIntersectionObserver, fakeMatchMedia } from '../../tests/setup/browser-fakes.ts'
import { Reveal } from './reveal.tsx'

test('content below the fold is hidden after hydration and shown once it scrolls into view', () => {
  fakeMatchMedia(1280)
  const io = fakeIntersectionObserver()
  render(
    <Reveal index={3} data-testid="item">
      Text
    </Reveal>,
  )
  const item = screen.getByTestId('item')
  expect(item.dataset.reveal).toBeUndefined()
  act(() => io.startBelowFold(item))
  expect(item.dataset.reveal).toBe('hidden')
  expect(item.style.getPropertyValue('--reveal-delay')).toBe('0.09s')
  expect(item.style.getPropertyValue('--reveal-duration')).toBe('0.3s')
  expect(item.style.getPropertyValue('--reveal-offset')).toBe('30px')
  expect(io.observers[0]?.options).toEqual({ threshold: 0.1, rootMargin: '0px 0px -5% 0px' })
  act(() => io.enter(item))
  expect(item.dataset.reveal).toBe('shown')
  // Once: the observer is gone after the first reveal.
  expect(io.observers[0]?.targets).toEqual([])
})

test('content already on screen is never hidden', () => {
  fakeMatchMedia(1280)
  const io = fakeIntersectionObserver()
  render(<Reveal data-testid="item">Text</Reveal>)
  const item = screen.getByTestId('item')
  act(() => io.startInView(item))
  expect(item.dataset.reveal).toBeUndefined()
  expect(io.observers[0]?.targets).toEqual([])
})

test('with reduced motion nothing is hidden or animated', () => {
  fakeMatchMedia(1280, { reducedMotion: true })
  const io = fakeIntersectionObserver()
  render(<Reveal data-testid="item">Text</Reveal>)
  expect(screen.getByTestId('item').dataset.reveal).toBeUndefined()
  expect(io.observers).toHaveLength(0)
})
