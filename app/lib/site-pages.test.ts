import { describe, expect, it } from 'vitest'

import { GUIDE_HUB } from '../content/guides/hub.ts'
import { findSitePage } from './site-pages.ts'

describe('SITE_PAGES', () => {
  it("names the hub by the hub's own headline (written out there to keep the hub's copy out of the shell's script)", () => {
    expect(findSitePage(GUIDE_HUB.path)?.heading).toBe(GUIDE_HUB.headline)
  })
})
