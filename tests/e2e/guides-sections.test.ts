/**
 * What each guide shows beyond the shared frame (tests/e2e/guides.test.ts): its own sections –
 * comparisons, ranges, statistics, steps, cards – the source dialogs and the long FAQ.
 */
import { expect, type Locator, type Page, test } from '@playwright/test'

import {
  campaignCosts,
  campaignGuide,
  campaignStrategy,
  digitalCampaigns,
  socialMediaCampaigns,
} from '../../app/content/guides/index.ts'
import { expectNoSeriousA11yViolations, expectOpensInNewTab, waitForHydration } from '../support/playwright-utils.ts'

const region = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true })
const cardTitles = (section: Locator) => section.getByRole('heading', { level: 3 })
test('/campaign-strategy: comparison and the ten success factors with their keywords', async ({ page }) => {
  await page.goto(campaignStrategy.path)
  const { comparison, factors } = campaignStrategy
  const table = region(page, comparison.heading).getByRole('table')
  await expect(table.getByRole('columnheader')).toHaveText(['Aspekt', 'Ohne Strategie', 'Mit Strategie'])
  await expect(table.getByRole('rowheader')).toHaveText(comparison.items.map((row) => row.aspect))
  const budget = table.getByRole('row', { name: /^Budget/ })
  await expect(budget.getByRole('cell').nth(1)).toContainText('Reserve von 15–20 %')

  const section = region(page, factors.heading)
  await expect(cardTitles(section)).toHaveText([
    'Realistische Einschätzung',
    'Klares Ziel',
    'Zielgruppen',
    'Kernbotschaften',
    'Flexibilität',
    'Verantwortlichkeiten',
    'Monitoring',
    'Timing',
    'Plattformeignung',
    'Mobilisierung',
  ])
  const cards = section.getByRole('list').first().locator(':scope > li')
  await expect(cards).toHaveCount(10)
  for (const [index, factor] of factors.items.entries()) {
    await expect(cards.nth(index).getByRole('listitem')).toHaveText(factor.keywords)
  }
})

test('/campaign-costs: ranges, the shares as chart and table, and the budget tips', async ({ page }) => {
  await page.goto(campaignCosts.path)
  const ranges = region(page, campaignCosts.ranges.heading)
  for (const [level, range] of [
    ['Kommunalwahl', '5.000–25.000 €'],
    ['Landtagswahl', '25.000–100.000 €'],
    ['Bundestagswahl', '50.000–250.000 €'],
  ] as const) {
    await expect(
      ranges.getByRole('listitem').filter({ has: page.getByRole('heading', { name: level }) }),
    ).toContainText(range)
  }

  const shares = region(page, campaignCosts.shares.heading)
  const chart = shares.getByRole('figure', { name: campaignCosts.shares.chartTitle })
  await expect(chart).toBeVisible()
  const expected = [
    ['Werbemittel', '30–40 %'],
    ['Online-Marketing und Webpräsenz', '20–35 %'],
    ['Personal und Beratung', '15–30 %'],
    ['Veranstaltungen und Vor-Ort-Präsenz', '10–20 %'],
    ['Logistik und Sonstiges', '5–10 %'],
  ]
  await expect(chart.getByRole('listitem')).toHaveText(expected.map(([label, share]) => `${label}${share}`))
  const table = shares.getByRole('table', { name: campaignCosts.shares.tableCaption })
  for (const [label, share] of [...expected, ['Rechtliches und Compliance', 'Pflicht, variabel']]) {
    await expect(
      table
        .getByRole('row', { name: new RegExp(`^${label}`) })
        .getByRole('cell')
        .first(),
    ).toHaveText(share!, {
      useInnerText: true, // the column label shown above the cell on phones is not part of it here
    })
  }

  const tips = region(page, campaignCosts.budgetTips.heading)
  for (const value of ['6 Monate', '80 %', '15–20 %'])
    await expect(tips.getByText(value, { exact: true })).toBeVisible()
})

test('/social-media-campaigns: statistics, platforms in order, strategies and advice', async ({ page }) => {
  await page.goto(socialMediaCampaigns.path)
  const { stats, platforms, contentStrategies, advice, dosAndDonts } = socialMediaCampaigns
  const tiles = region(page, stats.heading).getByRole('listitem')
  await expect(tiles).toHaveCount(4)
  // The figures as their sources (in the content file) give them; the fourth is our experience, not a measurement.
  for (const [index, value] of ['67,8 Mio.', '1 h 39 min', '63 %', 'Persönlich'].entries()) {
    await expect(tiles.nth(index)).toContainText(value)
    await expect(tiles.nth(index)).toContainText(stats.items[index]!.label)
  }

  const blurbs = region(page, platforms.heading)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) })
  await expect(blurbs.getByRole('heading', { level: 3 })).toHaveText([
    'Facebook',
    'Instagram',
    'X (Twitter)',
    'LinkedIn',
    'TikTok',
    'YouTube',
  ])
  for (const [index, reach] of [
    '32,9 Mio.',
    '31,3 Mio.',
    '10,5 Mio.',
    'über 20 Mio.',
    '21,8 Mio.',
    '65,5 Mio.',
  ].entries()) {
    const blurb = blurbs.nth(index)
    await expect(blurb.getByRole('definition').first()).toContainText(reach)
    await expect(blurb).toContainText(platforms.items[index]!.targetGroup)
    await expect(blurb).toContainText(`Quelle: ${platforms.items[index]!.source.label}`)
  }

  await expect(cardTitles(region(page, contentStrategies.heading))).toHaveText([
    'Authentizität',
    'Storytelling',
    'Interaktion',
    'Visuals',
  ])

  const tips = region(page, advice.heading)
  for (const text of ['3–4', '50–100 €', '2–4 Wochen', '18–21 Uhr', '12–15 Uhr']) {
    await expect(tips.getByText(text, { exact: true }).first()).toBeVisible()
  }
  await expect(tips.getByRole('heading', { name: advice.contentMixHeading }).locator('..')).toContainText(
    /40 %\s*Persönlich.*30 %\s*Politisch.*20 %\s*Community.*10 %\s*Behind the Scenes/,
  )
  await expect(tips).toContainText('Verordnung (EU) 2024/900')

  const box = region(page, dosAndDonts.heading)
  await expect(box.getByRole('heading', { level: 3 })).toHaveText(['Dos', 'Don’ts'])
  await expect(box.getByRole('listitem')).toHaveCount(dosAndDonts.dos.length + dosAndDonts.donts.length)
})

test('/digital-campaigns: statistics, six channels and the four-step strategy', async ({ page }) => {
  await page.goto(digitalCampaigns.path)
  const tiles = region(page, digitalCampaigns.stats.heading).getByRole('listitem')
  for (const [index, value] of ['76 %', '1 h 39 min', '89 %'].entries()) {
    await expect(tiles.nth(index)).toContainText(value)
    await expect(tiles.nth(index)).toContainText(digitalCampaigns.stats.items[index]!.detail)
  }
  await expect(cardTitles(region(page, digitalCampaigns.channels.heading))).toHaveText([
    'Website und Blog',
    'Social Media',
    'Video',
    'WhatsApp und Newsletter',
    'Online-Anzeigen',
    'Mobile First',
  ])
  await expect(cardTitles(region(page, digitalCampaigns.strategy.heading))).toHaveText(
    digitalCampaigns.strategy.items.map((step) => `Schritt ${step.number} ${step.title}`),
  )
})

test('/campaign-guide: six steps in order and three success factors', async ({ page }) => {
  await page.goto(campaignGuide.path)
  await expect(cardTitles(region(page, campaignGuide.steps.heading))).toHaveText([
    'Schritt 1 Ziele definieren',
    'Schritt 2 Zielgruppen analysieren',
    'Schritt 3 Botschaften entwickeln',
    'Schritt 4 Strategie entwickeln',
    'Schritt 5 Zeitplan erstellen',
    'Schritt 6 Umsetzen und überwachen',
  ])
  await expect(cardTitles(region(page, campaignGuide.successFactors.heading))).toHaveText([
    'Authentizität',
    'Kontinuität',
    'Datenbasierte Entscheidungen',
  ])
})

test.describe('source dialogs', () => {
  for (const guide of [socialMediaCampaigns, digitalCampaigns]) {
    test(`${guide.path}: each info button opens 'Quelle', keeps focus inside and gives it back`, async ({ page }) => {
      await page.goto(guide.path)
      await waitForHydration(page)
      for (const stat of guide.stats.items) {
        const button = page.getByRole('button', { name: `Quelle anzeigen: ${stat.value} ${stat.label}` })
        await button.click()
        const dialog = page.getByRole('dialog', { name: 'Quelle' })
        await expect(dialog).toBeVisible()
        await expect(dialog).toContainText(stat.source.label)
        const focusInside = () => dialog.evaluate((el) => el.contains(document.activeElement))
        await expect.poll(focusInside).toBe(true)
        // A native modal: focus stays in it, or passes through the browser's own controls (the body).
        for (let i = 0; i < 4; i++) {
          await page.keyboard.press('Tab')
          expect(
            await focusInside().then(
              (inside) => inside || page.evaluate(() => document.activeElement === document.body),
            ),
          ).toBe(true)
        }
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await expect(button).toBeFocused()
      }
    })
  }

  test('an open dialog passes axe and names its source with a link that opens a new tab', async ({ page }) => {
    await page.goto(socialMediaCampaigns.path)
    await waitForHydration(page)
    const stat = socialMediaCampaigns.stats.items[0]
    await page.getByRole('button', { name: `Quelle anzeigen: ${stat.value}` }).click()
    const link = page.getByRole('dialog', { name: 'Quelle' }).getByRole('link', { name: stat.source.label })
    await expectNoSeriousA11yViolations(page)
    await expectOpensInNewTab(link, stat.source.url!)
  })
})

test('/social-media-campaigns: the FAQ has 17 questions, opens one at a time and closes again', async ({ page }) => {
  await page.goto(socialMediaCampaigns.path)
  await waitForHydration(page)
  const { faq } = socialMediaCampaigns
  const section = region(page, faq.heading)
  // Native exclusive <details name> (docs/decisions/005): the summary is the question.
  const questions = section.locator('summary')
  await expect(questions).toHaveCount(17)
  await expect(questions).toHaveText(faq.items.map((item) => item.question))
  const answer = (i: number) => section.getByText(faq.items[i]!.answer)
  await expect(answer(0)).toBeHidden()

  await questions.nth(0).click()
  await expect(answer(0)).toBeVisible()

  await questions.nth(16).click()
  await expect(answer(16)).toBeVisible()
  await expect(answer(0)).toBeHidden()

  await questions.nth(16).click()
  await expect(answer(16)).toBeHidden()
  for (const i of faq.items.keys()) await expect(answer(i)).toBeHidden()

  // Keyboard: Tab moves to the next question, Enter and Space open and close it.
  await questions.nth(3).focus()
  await page.keyboard.press('Tab')
  await expect(questions.nth(4)).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(answer(4)).toBeVisible()
  await page.keyboard.press('Space')
  await expect(answer(4)).toBeHidden()
  await expectNoSeriousA11yViolations(page)
})
