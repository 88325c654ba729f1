/**
 * Claims the two legal reviews corrected, kept from sliding back: each with the source it rests on
 * (../shared/FACTS.md).
 */
import { expect, test } from 'vitest'

import { SITE, SOFTWARE } from '../config/site.ts'
import { AI_ACT_BANNER } from './ai-act-banner.ts'
import { CONTACT, RESPONSE_PROMISE } from './contact.ts'
import { CONFIRMATION_EMAIL } from './contact-emails.ts'
import { CONTACT_FAQ } from './contact-faq.ts'
import { campaignGuide, campaignStrategy, GUIDES, socialMediaCampaigns } from './guides/index.ts'
import { sectionFor, type Stat } from './guides/types.ts'
import { HOME } from './home.ts'
import { TOOLS, TOOLS_PAGE } from './tools.ts'

/** Every content module's exports (tests and this file left out), as text. */
const CONTENT = Object.entries(
  import.meta.glob<Record<string, unknown>>(['./**/*.ts', '!./**/*.test.ts'], { eager: true }),
)

test('the home page advises no targeted political ads and does not make Regulation (EU) 2024/900 a ban', () => {
  const text = JSON.stringify(HOME)
  expect(text).not.toMatch(/target(ed|ing)\s+(ad|advertising|reach)/i)
  expect(text).not.toMatch(/ad budgets?/i)
  expect(text).toContain('in line with Regulation (EU) 2024/900')
  // Not as a bracketed citation after the platforms' decision, which reads as if it banned the ads.
  expect(text).not.toMatch(/\(Regulation \(EU\) 2024\/900\)/)
})

test('the AI Act banner: AI-literacy measures are the obligation, the certificate one of attendance (Art. 4, Omnibus)', () => {
  const banner = `${AI_ACT_BANNER.lead} ${AI_ACT_BANNER.text}`
  expect(banner).toMatch(
    /^Seit Februar 2025 Pflicht: KI-Kompetenz-Maßnahmen für Teams, die KI einsetzen \(Art\. 4 AI Act\)/,
  )
  expect(banner).toContain('mit Teilnahmezertifikat')
})

test('"zertifiziert" and "certified" appear only beside the certifier they name (§ 5 (1) UWG)', () => {
  expect(CONTENT.length).toBeGreaterThan(15)
  for (const [file, exports] of CONTENT) {
    const text = JSON.stringify(exports)
    for (const match of text.matchAll(/zertifiziert\w*|certified/gi)) {
      const after = text.slice(match.index + match[0].length, match.index + match[0].length + 80)
      expect(after, `${file}: "${match[0]}${after}"`).toMatch(/^\s*(?:durch|von|by)\s+[A-ZÄÖÜ][\w&.-]*/)
    }
  }
})

test('every line of copy that promises a response time says "on working days", except the success toast', () => {
  expect(RESPONSE_PROMISE).toBe('within 24 hours on working days')
  const contact = JSON.stringify([CONTACT, CONTACT_FAQ]).replaceAll(CONTACT.form.toasts.success.description, '')
  expect(contact.match(/24 hours/g)!.length).toBeGreaterThanOrEqual(4)
  expect(contact).not.toMatch(/24 hours(?! on working days)/)
  // The toast keeps its exact words (docs/spec-decisions.md, "Unchanged on purpose").
  expect(CONTACT.form.toasts.success.description).toBe(
    "We'll get back to you within 24 hours. You'll also receive a confirmation email.",
  )
  const email = JSON.stringify(CONFIRMATION_EMAIL)
  expect(email).not.toMatch(/24 hours(?! on working days)/)
  expect(email).not.toMatch(/24 Stunden(?! an Werktagen)/)
  expect(email).toContain(`innerhalb von ${SITE.responseHours} Stunden an Werktagen`)
})

test('the English email reads as English: a capital after the greeting, a whole sentence for the stranger', () => {
  expect(CONFIRMATION_EMAIL.en.greeting).toBe('Hello,')
  expect(CONFIRMATION_EMAIL.en.body[0]).toMatch(/^[A-Z]/)
  expect(CONFIRMATION_EMAIL.notYou).toContain(
    'If you did not send this request, someone else entered your email address.',
  )
})

test('"servers in Germany" and the GDPR are claimed only with what they rest on, from the site configuration', () => {
  const screenshots = import.meta.glob<string>('../components/sections/tools/screenshots/*.svg', {
    eager: true,
    query: '?raw',
    import: 'default',
  })
  expect(Object.keys(screenshots).length).toBe(3)
  const pages = JSON.stringify([HOME, TOOLS, TOOLS_PAGE, screenshots])
  expect(pages).not.toMatch(/GDPR[- ]compliant|in accordance with the GDPR|meets? GDPR/i)
  const ai = HOME.ai.items.find((item) => item.icon === 'ShieldCheck')!
  expect(ai.description).toContain(
    `servers in ${SOFTWARE.hosting.serverLocation}, hosted by ${SOFTWARE.hosting.provider}`,
  )
  expect(ai.description).toContain('data-processing agreement (Art. 28 GDPR)')
  expect(ai.description).toContain(SOFTWARE.aiModels)
})

test('the tools page promises no success, and states what "included" costs and the contract terms', () => {
  const { before, word, after } = TOOLS_PAGE.hero.headline
  expect(`${before}${word}${after}`).not.toMatch(/\bwins\b|Campaigns/)
  for (const tool of TOOLS) {
    expect(tool.pricing.included).toMatch(/^included with campaign support: free of charge/)
    expect(tool.pricing.vatInfo).toContain(`Minimum term of ${SOFTWARE.terms.minimumTermMonths} months`)
    expect(tool.pricing.vatInfo).toContain(SOFTWARE.terms.notice)
  }
})

test('the budget ranges on the home page are stated as our experience', () => {
  const budget = HOME.faq.items.find((item) => item.question === 'What budget do I need?')!
  expect(budget.answer).toMatch(/in our experience[^.]*5,000 to 25,000 euros/i)
})

test('the postal-vote figures are those of the Bundestag election 2025 (Bundeswahlleiterin, press release 29/25)', () => {
  const timing = campaignStrategy.factors.items.find((factor) => factor.id === 'timing')!
  expect(timing.description).toContain('Bundestagswahl 2025 gaben laut Bundeswahlleiterin 37,0 %')
  expect(timing.description).toContain('(2021: 47,3 %)')
  expect(campaignGuide.pitfalls.bullets!.join(' ')).toContain('Bundestagswahl 2025 laut Bundeswahlleiterin 37,0 %')
})

/** Every stat tile of every guide. */
const TILES: Stat[] = GUIDES.flatMap((guide) =>
  guide.body.flatMap((block) => (block.kind === 'stats' ? sectionFor(guide, block).items : [])),
)

test('every stat tile with a figure names its source and year, and its source note gives that figure', () => {
  expect(TILES.length).toBeGreaterThanOrEqual(7)
  for (const tile of TILES) {
    const numbers = tile.value.match(/\d+(?:,\d+)?/g)
    if (!numbers) {
      // No figure: then it must not pass for a measurement.
      expect(`${tile.label} ${tile.source.note}`, tile.id).toMatch(/kein Messwert/)
      continue
    }
    expect(tile.source.label.length, tile.id).toBeGreaterThan(10)
    expect(`${tile.label} ${tile.source.label}`, `${tile.id}: the year of the figure`).toMatch(/\b(19|20)\d\d\b/)
    for (const number of numbers) expect(tile.source.note, `${tile.id}: ${number} in the source note`).toContain(number)
    // FACTS.md: no rounding up, no worldwide figure passed off as a German one, no in-between value.
    expect(`${tile.label} ${tile.source.label} ${tile.source.note}`, tile.id).not.toMatch(
      /aufgerundet|Richtwert zwischen|Untergrenze zweier/,
    )
  }
})

test('the social-media tiles use FACTS.md’s figures for Germany, January 2024', () => {
  const tile = (id: string) => socialMediaCampaigns.stats.items.find((stat) => stat.id === id)!
  expect(tile('nutzer')).toMatchObject({ value: '67,8 Mio.' })
  expect(tile('nutzer').label).toContain('in Deutschland (Januar 2024)')
  expect(tile('nutzungsdauer')).toMatchObject({ value: '1 h 39 min' })
  expect(tile('nutzungsdauer').label).toMatch(/in Deutschland.*Januar 2024/)
})
