// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'

import { fakeMatchMedia } from '../../tests/setup/browser-fakes.ts'
import { useIsMobile } from './use-is-mobile.ts'

function Probe() {
  return <p>{useIsMobile() ? 'mobile' : 'desktop'}</p>
}

test('is mobile below 768 px and follows resizes', () => {
  const media = fakeMatchMedia(767)
  render(<Probe />)
  expect(screen.getByText('mobile')).toBeInTheDocument()
  act(() => media.resize(768))
  expect(screen.getByText('desktop')).toBeInTheDocument()
  act(() => media.resize(375))
  expect(screen.getByText('mobile')).toBeInTheDocument()
})
