// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'

import { useRotatingIndex } from './use-rotating-index.ts'

const ITEMS = ['a', 'b', 'c']

function Probe({ fade = true, paused = false }: { fade?: boolean; paused?: boolean }) {
  const { index, visible } = useRotatingIndex(ITEMS.length, { intervalMs: 3000, fadeMs: 500, fade, paused })
  return <p>{`${ITEMS[index]} ${visible ? 'shown' : 'fading'}`}</p>
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

test('fades out after 3000 ms, shows the next item 500 ms later, and wraps', () => {
  render(<Probe />)
  expect(screen.getByText('a shown')).toBeInTheDocument()
  advance(2999)
  expect(screen.getByText('a shown')).toBeInTheDocument()
  advance(1)
  expect(screen.getByText('a fading')).toBeInTheDocument()
  advance(499)
  expect(screen.getByText('a fading')).toBeInTheDocument()
  advance(1)
  expect(screen.getByText('b shown')).toBeInTheDocument()
  advance(5500)
  expect(screen.getByText('c fading')).toBeInTheDocument()
  advance(500)
  expect(screen.getByText('a shown')).toBeInTheDocument()
})

test('without fading the item changes at once every 3000 ms', () => {
  render(<Probe fade={false} />)
  advance(3000)
  expect(screen.getByText('b shown')).toBeInTheDocument()
  advance(3000)
  expect(screen.getByText('c shown')).toBeInTheDocument()
})

test('pausing mid-fade completes the step instead of leaving the item invisible', () => {
  const { rerender } = render(<Probe />)
  advance(3200)
  expect(screen.getByText('a fading')).toBeInTheDocument()
  rerender(<Probe paused />)
  expect(screen.getByText('b shown')).toBeInTheDocument()
  advance(20_000)
  expect(screen.getByText('b shown')).toBeInTheDocument()
})
