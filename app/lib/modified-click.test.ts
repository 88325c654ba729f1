import { describe, expect, test } from 'vitest'

import { isModifiedClick } from './modified-click.ts'

const plain = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false }

describe('isModifiedClick', () => {
  test('a plain primary click is ours to handle', () => {
    expect(isModifiedClick(plain)).toBe(false)
  })

  test.each(['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const)('a click with %s is left to the browser', (key) => {
    expect(isModifiedClick({ ...plain, [key]: true })).toBe(true)
  })

  test.each([1, 2])('a click with button %i (middle, secondary) is left to the browser', (button) => {
    expect(isModifiedClick({ ...plain, button })).toBe(true)
  })
})
