import { describe, expect, it } from 'vitest'

import {
  brotliBytes,
  FIRST_WINDOW_BYTES,
  HEADER_ALLOWANCE_BYTES,
  inlineStylesheetPastFirstWindow,
  TWO_WINDOWS_BYTES,
} from './first-window.ts'

const CSS = 'p{color:#111}'.repeat(50)
const LINK = '<link rel="stylesheet" href="/assets/tailwind-abc.css" data-precedence="high"/>'

/** Text brotli cannot shrink much: words from a fixed pseudo-random sequence. */
function prose(words: number): string {
  let seed = 7
  const out: string[] = []
  for (let i = 0; i < words; i++) {
    seed = (seed * 48271) % 2147483647
    out.push(seed.toString(36))
  }
  return out.join(' ')
}
const page = (words: number) => `<html><head>${LINK}</head><body><p>${prose(words)}</p></body></html>`
const read = (href: string) => {
  expect(href).toBe('/assets/tailwind-abc.css')
  return CSS
}

describe('inlineStylesheetPastFirstWindow', () => {
  it('keeps the link of a page that fits the first round trip', () => {
    const html = page(500)
    expect(brotliBytes(html) + HEADER_ALLOWANCE_BYTES).toBeLessThanOrEqual(FIRST_WINDOW_BYTES)
    expect(inlineStylesheetPastFirstWindow(html, read)).toBe(html)
  })

  it('writes the stylesheet into a page that needs a second round trip anyway', () => {
    const html = page(4000)
    expect(brotliBytes(html) + HEADER_ALLOWANCE_BYTES).toBeGreaterThan(FIRST_WINDOW_BYTES)
    const inlined = inlineStylesheetPastFirstWindow(html, read)
    expect(inlined).not.toContain('<link rel="stylesheet"')
    expect(inlined).toContain(`<head><style>${CSS}</style></head>`)
    expect(brotliBytes(inlined) + HEADER_ALLOWANCE_BYTES).toBeLessThanOrEqual(TWO_WINDOWS_BYTES)
  })

  it('keeps the link where the stylesheet would not arrive in those two round trips', () => {
    const html = page(12000)
    expect(brotliBytes(html) + HEADER_ALLOWANCE_BYTES).toBeGreaterThan(TWO_WINDOWS_BYTES)
    expect(inlineStylesheetPastFirstWindow(html, read)).toBe(html)
  })
})
