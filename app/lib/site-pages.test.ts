import { describe, expect, it } from 'vitest'

import { PAGE_LINKS } from '../../keystatic/faq.ts'
import { GUIDE_HUB } from '../content/guides/hub.ts'
import { findSitePage, SITE_PAGES } from './site-pages.ts'

describe('SITE_PAGES', () => {
  it("names the hub by the hub's own headline (written out there to keep the hub's copy out of the shell's script)", () => {
    expect(findSitePage(GUIDE_HUB.path)?.heading).toBe(GUIDE_HUB.headline)
  })

  it('offers the editor exactly the indexable pages as link targets (written out in the schema, which imports nothing from app/)', () => {
    const indexable = SITE_PAGES.filter((page) => page.indexable).map(({ path, heading }) => ({ path, heading }))
    expect(PAGE_LINKS).toEqual(indexable)
  })
})
