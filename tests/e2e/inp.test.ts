import { writeFileSync } from 'node:fs'

import { expect, type Page, test } from '@playwright/test'

import { PHONE, waitForHydration } from '../support/playwright-utils.ts'
import { slowPhone } from '../support/slow-phone.ts'

/**
 * Issue 39 §3: Interaction to Next Paint of the main interactions, with the CPU slowed as the
 * budgets calibrate it to this host (4 × benchmarkIndex / 2,400, at least 4). Each interaction
 * runs 3 times on a fresh page; the median must stay within 200 ms. Index, slowdown and every
 * figure go to reports/inp.md.
 */
const BUDGET_MS = 200
const RUNS = 3

test.use({ viewport: PHONE })
test.describe.configure({ timeout: 120_000 })
// CPU-bound and calibrated to the host: on a loaded machine one run in three went over (216 ms
// for a job card while the suite's other worker ran). It runs on its own, on an idle host:
// `INP=1 npx playwright test tests/e2e/inp.test.ts --workers=1` (docs/performance.md).
test.skip(
  !process.env.INP,
  'INP is measured on an idle host: INP=1 npx playwright test tests/e2e/inp.test.ts --workers=1',
)

/** Longest event duration of the page's interactions so far (what INP reports for one). */
async function observeInteractions(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { inp: number }
    w.inp = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
        if (entry.interactionId) w.inp = Math.max(w.inp, entry.duration)
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  })
}
const interactionMs = async (page: Page) => {
  // The event entry is reported after the next paint.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))))
  return page.evaluate(() => (window as unknown as { inp: number }).inp)
}

const INTERACTIONS: {
  name: string
  path: string
  /** What happens before the measured interaction (typing is not the interaction measured). */
  prepare?: (page: Page) => Promise<void>
  act: (page: Page) => Promise<void>
}[] = [
  {
    name: 'open a job card (/careers)',
    path: '/careers',
    act: async (page) => {
      await page.locator('summary').first().click()
      await expect(page.getByRole('heading', { name: 'Deine Aufgaben' }).first()).toBeVisible()
    },
  },
  {
    name: 'switch a tab (/careers)',
    path: '/careers',
    act: async (page) => {
      await page
        .locator('label')
        .filter({ has: page.getByRole('radio', { name: 'Application Process' }) })
        .click()
      await expect(page.getByRole('table', { name: 'Application Process' })).toBeVisible()
    },
  },
  {
    name: 'open the menu (/)',
    path: '/',
    act: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click()
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    },
  },
  {
    name: 'submit the form with an error (/contact)',
    path: '/contact',
    act: async (page) => {
      await page.getByRole('button', { name: 'Send request' }).click()
      await expect(page.getByText('Name must be at least 2 characters long')).toBeVisible()
    },
  },
  {
    name: 'submit the form well (/contact)',
    path: '/contact',
    prepare: async (page) => {
      await page.getByRole('textbox', { name: /^Name/ }).fill('Anna Schmidt')
      await page.getByRole('textbox', { name: /^Email/ }).fill(`inp-${Date.now()}@example.org`)
      await page.getByRole('combobox', { name: /^Campaign type/ }).selectOption({ label: 'Local Election' })
      await page.getByRole('textbox', { name: /^Your request/ }).fill('We are planning the local election next spring.')
      await page.getByRole('checkbox', { name: /I explicitly consent to the processing/ }).check()
      // A person needs a few seconds for the form; the server treats faster ones as bots.
      await page.waitForTimeout(3_100)
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Send request' }).click()
      await expect(page.locator('[data-sonner-toast]', { hasText: 'Request sent!' })).toBeVisible()
    },
  },
]

const rows: string[] = []
let host = { benchmarkIndex: 0, rate: 0 }

for (const interaction of INTERACTIONS) {
  test(`INP: ${interaction.name} ≤ ${BUDGET_MS} ms`, async ({ browser }) => {
    const figures: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ viewport: PHONE })
      const page = await context.newPage()
      host = await slowPhone(page)
      await page.goto(interaction.path)
      await waitForHydration(page)
      await page.waitForLoadState('load')
      await interaction.prepare?.(page)
      await observeInteractions(page)
      await interaction.act(page)
      figures.push(await interactionMs(page))
      await context.close()
    }
    const median = [...figures].sort((a, b) => a - b)[Math.floor(RUNS / 2)]!
    rows.push(`| ${interaction.name} | ${figures.map((f) => Math.round(f)).join(', ')} | ${Math.round(median)} |`)
    test.info().annotations.push({ type: 'INP', description: `${interaction.name}: ${figures.join(', ')} ms` })
    expect(median, `INP of "${interaction.name}" (runs: ${figures.join(', ')} ms)`).toBeLessThanOrEqual(BUDGET_MS)
  })
}

test.afterAll(() => {
  if (rows.length === 0) return
  writeFileSync(
    'reports/inp.md',
    [
      '# Interaction to Next Paint (issue 39 §3)',
      '',
      `Written by tests/e2e/inp.test.ts on ${new Date().toISOString()}: 375 px, slow 4G, benchmarkIndex ${host.benchmarkIndex}, CPU slowdown ×${host.rate} (4 × index / 2,400, at least 4). ${RUNS} runs per interaction on a fresh page; budget ${BUDGET_MS} ms for the median. An interaction under 16 ms reports 0 (no event entry is written under that).`,
      '',
      '| interaction | runs (ms) | median (ms) |',
      '| ----------- | --------- | ----------- |',
      ...rows,
      '',
    ].join('\n'),
  )
})
