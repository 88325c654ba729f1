// @vitest-environment jsdom
import { act, render } from '@testing-library/react'
import { toast } from 'sonner'
import { expect, test, vi } from 'vitest'
import { fakeMatchMedia } from '../../../tests/setup/browser-fakes.ts'
import { Toaster } from './toaster.tsx'

test('toasts sit bottom-right, at most three at a time, and leave after about four seconds', async () => {
  fakeMatchMedia(1280)
  vi.useFakeTimers()
  const { container } = render(<Toaster />)
  act(() => {
    for (let i = 1; i <= 5; i++) toast(`Toast ${i}`)
  })
  await act(() => vi.advanceTimersByTimeAsync(50))
  const toaster = container.ownerDocument.querySelector('[data-sonner-toaster]')!
  expect(toaster.getAttribute('data-y-position')).toBe('bottom')
  expect(toaster.getAttribute('data-x-position')).toBe('right')
  const visible = () => container.ownerDocument.querySelectorAll('[data-sonner-toast][data-visible="true"]').length
  expect(visible()).toBe(3)
  await act(() => vi.advanceTimersByTimeAsync(4000 + 1000))
  expect(visible()).toBeLessThan(3)
  vi.useRealTimers()
})
