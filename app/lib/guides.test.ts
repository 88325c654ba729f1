import { describe, expect, test } from 'vitest'

import { campaignGuide, campaignStrategy, GUIDES } from '../content/guides/index.ts'
import type { GuidePage } from '../content/guides/types.ts'
import {
  findGuide,
  guideSummaries,
  lastRevision,
  readingMinutes,
  relatedGuides,
  wordCount,
  WORDS_PER_MINUTE,
} from './guides.ts'

/** A guide an editor might add: one content module, nothing else. */
const newGuide: GuidePage = {
  ...campaignStrategy,
  path: '/briefwahl',
  shortTitle: 'Briefwahl-Ratgeber',
  breadcrumb: 'Briefwahl',
  headline: 'Briefwahl im Wahlkampf',
  teaser: 'Ein Satz. Noch ein Satz.',
  datePublished: '2027-01-12',
  dateModified: '2027-01-12',
  related: [],
}

describe('reading time', () => {
  test('counts the words a reader reads: headline, intro, sections, call to action', () => {
    const tiny: GuidePage = {
      ...newGuide,
      headline: 'eins zwei',
      intro: ['drei vier fünf'],
      cta: { heading: 'sechs', text: 'sieben – acht', label: 'neun', href: '/kontakt' },
      body: [],
    }
    for (const key of ['why', 'comparison', 'factors', 'timing']) delete tiny[key]
    // Not read: slug, path, SEO, teaser, ids, icons, links; the dash is no word.
    expect(wordCount(tiny)).toBe(9 + tiny.kicker.split(' ').length + tiny.breadcrumb.split(' ').length)
  })

  test('grows with the text, in whole minutes, rounded up', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'Wort').join(' ')
    const sized = (n: number) => ({
      ...newGuide,
      headline: '',
      kicker: '',
      breadcrumb: '',
      intro: [],
      body: [],
      cta: { ...newGuide.cta, heading: '', text: words(n), label: '' },
    })
    const bare = (guide: GuidePage) => {
      const record = { ...guide }
      for (const key of ['why', 'comparison', 'factors', 'timing']) delete record[key]
      return record
    }
    expect(readingMinutes(bare(sized(1)))).toBe(1)
    expect(readingMinutes(bare(sized(WORDS_PER_MINUTE)))).toBe(1)
    expect(readingMinutes(bare(sized(WORDS_PER_MINUTE + 1)))).toBe(2)
  })

  test('each guide has a plausible reading time, longer for the longer guide', () => {
    for (const guide of GUIDES) expect(readingMinutes(guide)).toBeGreaterThanOrEqual(3)
    const social = GUIDES.find((guide) => guide.path === '/social-media-campaigns')!
    expect(readingMinutes(social)).toBeGreaterThan(readingMinutes(campaignGuide))
  })
})

describe('the hub list', () => {
  test('lists every guide in the order of the content index', () => {
    expect(guideSummaries().map((summary) => summary.path)).toEqual(GUIDES.map((guide) => guide.path))
  })

  test('a new guide in the content appears on the hub with its own reading time', () => {
    const summaries = guideSummaries([...GUIDES, newGuide])
    expect(summaries.at(-1)).toMatchObject({ path: '/briefwahl', teaser: newGuide.teaser, dateModified: '2027-01-12' })
    expect(findGuide('/briefwahl', [...GUIDES, newGuide])).toBe(newGuide)
    expect(lastRevision([...GUIDES, newGuide])).toBe('2027-01-12')
  })
})

describe('Weiterlesen', () => {
  test("the guide's own picks come first, with the editor's sentence, then every other guide", () => {
    const links = relatedGuides(campaignStrategy)
    const picks = campaignStrategy.related ?? []
    expect(picks.length).toBeGreaterThan(0)
    expect(links.slice(0, picks.length)).toEqual(picks)
    expect(links.map((link) => link.href).sort()).toEqual(
      GUIDES.filter((guide) => guide !== campaignStrategy)
        .map((guide) => guide.path)
        .sort(),
    )
  })

  test('never links a guide to itself, and each guide once', () => {
    for (const guide of GUIDES) {
      const hrefs = relatedGuides(guide).map((link) => link.href)
      expect(hrefs).not.toContain(guide.path)
      expect(new Set(hrefs).size).toBe(hrefs.length)
    }
  })

  test('a new guide appears in every other guide’s block, with its teaser', () => {
    for (const guide of GUIDES) {
      expect(relatedGuides(guide, [...GUIDES, newGuide])).toContainEqual({
        label: 'Briefwahl',
        href: '/briefwahl',
        description: newGuide.teaser,
      })
    }
  })
})
