import { describe, expect, test } from 'vitest'

import { PAGES } from '../../lib/pages.ts'
import { campaignCosts, GUIDES, socialMediaCampaigns } from './index.ts'
import { sectionFor } from './types.ts'

test('the five guides, each once, each at its own path', () => {
  expect(GUIDES.map((guide) => guide.path).sort()).toEqual([
    '/campaign-costs',
    '/campaign-guide',
    '/campaign-strategy',
    '/digital-campaigns',
    '/social-media-campaigns',
  ])
  expect(new Set(GUIDES.map((guide) => guide.shortTitle)).size).toBe(GUIDES.length)
})

describe.each(GUIDES.map((guide) => [guide.path, guide] as const))('%s', (path, guide) => {
  test('the route table serves it with the shared guide module, names it by its h1, in German', () => {
    expect(PAGES.find((page) => page.path === path)).toMatchObject({
      file: 'routes/guide.tsx',
      id: `guide${path}`,
      heading: guide.headline,
      lang: 'de',
      indexable: true,
    })
  })

  test('the teaser for the hub and the feed is two sentences', () => {
    const sentences = guide.teaser.split(/(?<=[.!?])\s+(?=[A-ZÄÖÜ])/)
    expect(sentences, guide.teaser).toHaveLength(2)
    for (const sentence of sentences) expect(sentence).toMatch(/[.!?]$/)
  })

  test('every block of the body names a section the page has, and section ids are unique', () => {
    for (const block of guide.body) {
      expect(guide[block.section], block.section).toBeDefined()
      if ('callout' in block && block.callout) expect(guide[block.callout], block.callout).toBeDefined()
    }
    const ids = guide.body.map((block) =>
      'id' in block ? block.id : sectionFor(guide, block).id,
    )
    expect(new Set(ids).size).toBe(ids.length)
  })

  test('title and description fit what search engines show (60 and 155 characters)', () => {
    expect(guide.seo.title.length).toBeLessThanOrEqual(60)
    expect(guide.seo.description.length).toBeLessThanOrEqual(155)
    expect(guide.seo.title).toContain(guide.focusKeyword)
  })

  test('links only to guides that exist', () => {
    const paths = new Set<string>(PAGES.map((page) => page.path))
    for (const link of guide.related ?? []) expect(paths.has(link.href), link.href).toBe(true)
  })
})

describe('figures in the guides', () => {
  test('cost ranges per election level', () => {
    expect(campaignCosts.ranges.items.map(({ level, min, max }) => [level, min, max])).toEqual([
      ['Kommunalwahl', 5_000, 25_000],
      ['Landtagswahl', 25_000, 100_000],
      ['Bundestagswahl', 50_000, 250_000],
    ])
  })

  test('cost shares, legal and compliance mandatory without a fixed share', () => {
    expect(campaignCosts.shares.items.map(({ label, min, max }) => [label, min, max])).toEqual([
      ['Werbemittel', 30, 40],
      ['Online-Marketing und Webpräsenz', 20, 35],
      ['Personal und Beratung', 15, 30],
      ['Veranstaltungen und Vor-Ort-Präsenz', 10, 20],
      ['Logistik und Sonstiges', 5, 10],
      ['Rechtliches und Compliance', null, null],
    ])
    expect(campaignCosts.shares.items.at(-1)).toMatchObject({ mandatory: true, display: 'Pflicht, variabel' })
  })

  test('budget tips: six months ahead, 80 % on impact, 15–20 % reserve', () => {
    expect(campaignCosts.budgetTips.items.slice(0, 3).map((tip) => tip.value)).toEqual(['6 Monate', '80 %', '15–20 %'])
  })

  test('platform reach in page order', () => {
    expect(socialMediaCampaigns.platforms.items.map((p) => [p.name, p.reach.millions])).toEqual([
      ['Facebook', 32.9],
      ['Instagram', 31.3],
      ['X (Twitter)', 10.5],
      // The source wins – LinkedIn's own figure (DACH members), not an unsourced estimate.
      ['LinkedIn', 20],
      ['TikTok', 21.8],
      ['YouTube', 65.5],
    ])
  })

  test('social media advice: frequency, budget, planning, content mix, posting times', () => {
    const { advice } = socialMediaCampaigns
    // The mix and posting times are the two lists below; the figures above them no longer repeat them.
    expect(advice.items.map((item) => item.value)).toEqual(['3–4', '50–100 €', '2–4 Wochen'])
    expect(advice.contentMix.map((slice) => slice.percent)).toEqual([40, 30, 20, 10])
    expect(advice.postingTimes.map((slot) => slot.time)).toEqual(['18–21 Uhr', '12–15 Uhr'])
  })
})
