import AxeBuilder from '@axe-core/playwright'
import { type Page, expect } from '@playwright/test'
import { AXE_TAGS, settleAnimations } from '../scripts/audit/checks.ts'

export const PHONE = { width: 375, height: 740 } as const

/** Collects console errors and failed requests so a test can assert there were none. */
export function watchConsole(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** WCAG 2.2 A/AA checks; serious and critical findings fail the test. */
export async function expectNoSeriousA11yViolations(page: Page) {
  await settleAnimations(page)
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe violations on ${page.url()}`,
  ).toEqual([])
}

/** Waits until React has hydrated the page and run its effects, so clicks reach client-side handlers. */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
}
