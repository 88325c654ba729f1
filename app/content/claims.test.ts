/**
 * Claims issue 15 corrected, kept from sliding back: each with the source it rests on
 * (../shared/FACTS.md).
 */
import { expect, test } from 'vitest'

import { AI_ACT_BANNER } from './ai-act-banner.ts'
import { campaignGuide, campaignStrategy, digitalCampaigns, socialMediaCampaigns } from './guides/index.ts'
import { HOME } from './home.ts'

test('the home page advises no targeted political ads (Regulation (EU) 2024/900; Meta and Google stopped them)', () => {
  const text = JSON.stringify(HOME)
  expect(text).not.toMatch(/target(ed|ing)\s+(ad|advertising|reach)/i)
  expect(text).not.toMatch(/ad budgets?/i)
  expect(text).toContain('Regulation (EU) 2024/900')
})

test('the AI Act banner makes AI literacy the obligation and the certificate our offer (Art. 4, Art. 113(a))', () => {
  expect(`${AI_ACT_BANNER.lead} ${AI_ACT_BANNER.text}`).toMatch(
    /^Seit Februar 2025 Pflicht: KI-Kompetenz nach Art\. 4 AI Act – mit unserer zertifizierten Schulung\.$/,
  )
})

test('the postal-vote figures are those of the Bundestag election 2025 (Bundeswahlleiterin, press release 29/25)', () => {
  const timing = campaignStrategy.factors.items.find((factor) => factor.id === 'timing')!
  expect(timing.description).toContain('Bundestagswahl 2025 gaben laut Bundeswahlleiterin 37,0 %')
  expect(timing.description).toContain('(2021: 47,3 %)')
  expect(campaignGuide.pitfalls.bullets!.join(' ')).toContain('Bundestagswahl 2025 laut Bundeswahlleiterin 37,0 %')
})

test('each statistic tile says what its source measures', () => {
  const label = (id: string) =>
    [...socialMediaCampaigns.stats.items, ...digitalCampaigns.stats.items].find((stat) => stat.id === id)!.label
  // SPEC's figures stay; the labels say where, who, when and whether measured or estimated.
  expect(label('nutzer')).toMatch(/Nutzeridentitäten in Deutschland \(Januar 2024\)/)
  expect(label('nutzungsdauer')).toMatch(/weltweiten Schnitt .*aufgerundet/)
  expect(label('junge-zielgruppe')).toMatch(/Untergrenze zweier Umfragen/)
  expect(label('glaubwuerdigkeit')).toMatch(/Erfahrungswert/)
  expect(label('taeglich-online')).toMatch(/ab 14 Jahren waren 2021/)
  expect(digitalCampaigns.stats.items[1]!.label).toMatch(/Richtwert zwischen zwei Erhebungen/)
  expect(label('soziale-netzwerke')).toMatch(/ab 16 Jahren .* Umfrage/)
  // A heading over a worldwide figure must not claim Germany.
  expect(socialMediaCampaigns.stats.heading).not.toMatch(/Deutschland/)
})
