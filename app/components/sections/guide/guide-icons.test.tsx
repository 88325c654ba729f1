import { Icon } from 'lucide-react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { GUIDES } from '../../../content/guides/index.ts'
import type { GuideIconName } from '../../../content/types.ts'
import { GUIDE_ICONS, guideIconData, iconData } from './guide-icons.ts'

describe('guide icons as data', () => {
  it('draws every guide icon from its data exactly as the lucide component draws it', () => {
    for (const [name, Component] of Object.entries(GUIDE_ICONS)) {
      const fromData = renderToStaticMarkup(<Icon icon={iconData(Component)} aria-hidden="true" className="size-6" />)
      const fromComponent = renderToStaticMarkup(<Component aria-hidden="true" className="size-6" />)
      expect(fromData, name).toBe(fromComponent)
      expect(fromData, name).toMatch(/<(path|rect|circle|line|polyline|polygon|ellipse) /)
    }
  })

  it('gives each guide the drawings of exactly the icons its copy names', () => {
    for (const guide of GUIDES) {
      const named = new Set<string>()
      JSON.stringify(guide, (key, value: unknown) => {
        if (key === 'icon' && typeof value === 'string') named.add(value)
        return value
      })
      expect(Object.keys(guideIconData(guide)).sort(), guide.path).toEqual([...named].sort())
      expect(named.size, guide.path).toBeGreaterThan(0)
      for (const name of named) expect(name in GUIDE_ICONS, name).toBe(true)
    }
    expect(guideIconData({ icon: 'Target' as GuideIconName })).toHaveProperty('Target.node')
  })
})
