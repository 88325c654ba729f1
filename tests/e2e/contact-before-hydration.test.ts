import { expect, type Page, test } from '@playwright/test'

import { control, submit, uniqueEmail } from '../support/contact-form.ts'
import { storedRows } from '../support/contact-rows.ts'
import { waitForHydration } from '../support/playwright-utils.ts'

/**
 * The contact form at its first paint, with the page's scripts held back on purpose (route
 * interception): what a visitor types and ticks then is kept through hydration, and the submit
 * works – before hydration as a native post, after it as the script's request (docs/decisions/031).
 */
const MESSAGE = 'We would like to talk about the state election campaign.'

/** Holds every script of the page until `release` is called. */
async function holdScripts(page: Page) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/*.js', async (route) => {
    await released
    await route.continue()
  })
  return release
}

async function fillAtFirstPaint(page: Page, email: string) {
  await control.name(page).fill('Erika Frühstart')
  await control.email(page).fill(email)
  await control.campaignType(page).selectOption({ label: 'State Election' })
  await control.message(page).fill(MESSAGE)
  await control.preferPhone(page).click()
  await control.consent(page).click()
}

test('what is typed and ticked before the scripts arrive survives hydration, and the submit works', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.clock.install()
  await page.goto('/contact')
  // Not hydrated: the module script is still held back.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  await expect(submit(page)).toBeEnabled()
  const email = uniqueEmail('typed')
  await fillAtFirstPaint(page, email)
  await expect(control.consent(page)).toBeChecked()
  await expect(control.preferPhone(page)).toBeChecked()
  // The time a person needs, then the scripts arrive. The script's request sends its own fill
  // time, counted from navigation start with performance.now(): the page's clock moves it on.
  await page.clock.fastForward(3_100)
  release()
  await waitForHydration(page)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)

  await expect(control.name(page)).toHaveValue('Erika Frühstart')
  await expect(control.email(page)).toHaveValue(email)
  await expect(control.campaignType(page)).toHaveValue('state')
  await expect(control.message(page)).toHaveValue(MESSAGE)
  await expect(control.preferPhone(page)).toBeChecked()
  await expect(control.consent(page)).toBeChecked()

  // The script sends it: its request, its toast, the row with what was typed before hydration.
  const request = page.waitForRequest((r) => r.url().endsWith('/functions/v1/send-contact-email'))
  await submit(page).click()
  expect(await (await request).headerValue('content-type')).toBe('application/json')
  await expect(page.getByText('Request sent!')).toBeVisible()
  expect(storedRows(email)).toEqual([
    expect.objectContaining({
      name: 'Erika Frühstart',
      campaign_type: 'state',
      prefer_phone: 1,
      quarantine_reason: null,
    }),
  ])
})

test('a submit before the scripts arrive is sent as a plain form and confirmed', async ({ page }) => {
  await holdScripts(page)
  await page.goto('/contact')
  const email = uniqueEmail('native')
  await fillAtFirstPaint(page, email)
  // A real wait: the native post's fill time is the age of a token the server signed into the
  // page when it served it (docs/decisions/031), which no clock in the page can move.
  await page.waitForTimeout(3_100)
  await submit(page).click()
  await expect(page).toHaveURL(/\/contact\/sent\?nr=[0-9A-F]{8}$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Request sent!' })).toBeVisible()
  expect(storedRows(email)).toEqual([
    expect.objectContaining({ name: 'Erika Frühstart', prefer_phone: 1, quarantine_reason: null }),
  ])
})
