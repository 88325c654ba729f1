import { describe, expect, test } from 'vitest'

import { seoMeta } from './meta.ts'
import { pageMeta } from './page-meta.ts'

type Tag = Record<string, unknown>
const find = (tags: Tag[], key: string, value: string) => tags.find((tag) => tag[key] === value)

describe('seoMeta()', () => {
  test.each([
    ['a plain title gets the brand', 'Careers', 'Careers | Mandatwerk'],
    ['a title that names the brand keeps it once', 'Mandatwerk – Home', 'Mandatwerk – Home'],
  ])('%s', (_, title, expected) => {
    const tags = seoMeta({ title, description: 'd', path: '/x', lang: 'en' }) as Tag[]
    expect(tags[0]).toEqual({ title: expected })
    expect(find(tags, 'property', 'og:title')?.content).toBe(expected)
  })

  test('canonical, og:url and the social image are absolute URLs on SITE_URL', () => {
    const tags = seoMeta({ title: 't', description: 'd', path: '/campaign-costs', lang: 'de' }) as Tag[]
    expect(find(tags, 'rel', 'canonical')).toMatchObject({
      tagName: 'link',
      href: 'http://localhost:3000/campaign-costs',
    })
    expect(find(tags, 'property', 'og:url')?.content).toBe('http://localhost:3000/campaign-costs')
    expect(find(tags, 'property', 'og:image')?.content).toBe('http://localhost:3000/og/default.png')
    expect(find(tags, 'property', 'og:locale')?.content).toBe('de_DE')
    expect(find(tags, 'name', 'twitter:card')?.content).toBe('summary_large_image')
  })

  test('robots noindex only when asked', () => {
    expect(
      find(seoMeta({ title: 't', description: 'd', path: '/', lang: 'en' }) as Tag[], 'name', 'robots'),
    ).toBeUndefined()
    expect(
      find(seoMeta({ title: 't', description: 'd', path: '/', lang: 'en', noindex: true }) as Tag[], 'name', 'robots')
        ?.content,
    ).toBe('noindex, nofollow')
  })
})

describe('pageMeta()', () => {
  test.each([
    ['/', false],
    ['/contact', false],
    ['/ratgeber', false],
    ['/careers', true],
    ['/legal', true],
    ['/privacy', true],
  ] as const)('%s noindex=%s', (path, noindex) => {
    const tags = pageMeta(path, { title: 't', description: 'd' }) as Tag[]
    expect(Boolean(find(tags, 'name', 'robots'))).toBe(noindex)
  })
})
