// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { beforeEach, expect, test } from 'vitest'

import { sessionFlag } from './session-flag.ts'

beforeEach(() => window.sessionStorage.clear())

test('a session flag starts unset, is shared by every reader and survives a new instance', () => {
  const flag = sessionFlag('test:flag')
  function Reader({ name }: { name: string }) {
    return <p>{`${name}:${flag.useValue() ? 'set' : 'unset'}`}</p>
  }
  render(
    <>
      <Reader name="a" />
      <Reader name="b" />
    </>,
  )
  expect(screen.getByText('a:unset')).toBeInTheDocument()
  act(() => flag.set())
  expect(screen.getByText('a:set')).toBeInTheDocument()
  expect(screen.getByText('b:set')).toBeInTheDocument()
  // As after a reload in the same tab:
  expect(sessionFlag('test:flag').read()).toBe(true)
  expect(sessionFlag('test:other').read()).toBe(false)
})
