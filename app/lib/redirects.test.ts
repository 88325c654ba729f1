import { describe, expect, test } from 'vitest'

import { PAGES } from './pages.ts'
import { LEGACY_REDIRECTS, redirectTarget } from './redirects.ts'

describe('legacy redirects', () => {
  test('cover the ten German paths of the spec, each to a page that exists', () => {
    expect(Object.keys(LEGACY_REDIRECTS)).toHaveLength(10)
    const paths = new Set<string>(PAGES.map((page) => page.path))
    for (const target of Object.values(LEGACY_REDIRECTS)) expect(paths.has(target), target).toBe(true)
  })

  test('match with or without a trailing slash, and nothing else', () => {
    expect(redirectTarget('/kontakt')).toBe('/contact')
    expect(redirectTarget('/kontakt/')).toBe('/contact')
    expect(redirectTarget('/Kontakt')).toBeUndefined()
    expect(redirectTarget('/contact')).toBeUndefined()
    expect(redirectTarget('/')).toBeUndefined()
  })
})
