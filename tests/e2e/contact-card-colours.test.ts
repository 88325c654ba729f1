/** The contact card's colours: light or dark as the system setting says, while the page is open. */
import { expect, type Page, test } from '@playwright/test'

import { CARD_PATHS } from '../../app/config/site.ts'
import { copyButton, nameHeading, PASSWORD } from '../support/contact-card.ts'
import { luminance, pixel, screenPixels } from '../support/pixels.ts'
import { expectNoSeriousA11yViolations, PHONE, waitForHydration } from '../support/playwright-utils.ts'

test.use({ viewport: PHONE })

test.describe('colours', () => {
  /** Brightness of the page around the card and of the card itself, as painted. */
  async function brightness(page: Page) {
    const card = (await page.getByRole('article').boundingBox())!
    const screen = await screenPixels(page, undefined, { settled: true })
    return {
      page: luminance(pixel(screen, 4, 4)),
      card: luminance(pixel(screen, Math.round(card.x + 12), Math.round(card.y + card.height / 2))),
      // The name's letters, against the card: dark on light, or light on dark.
      text: await nameContrast(page),
    }
  }
  async function nameContrast(page: Page) {
    const heading = await screenPixels(page, (await nameHeading(page).boundingBox())!, { settled: true })
    let darkest = 255
    let lightest = 0
    for (let y = 0; y < heading.height; y++)
      for (let x = 0; x < heading.width; x++) {
        const l = luminance(pixel(heading, x, y))
        darkest = Math.min(darkest, l)
        lightest = Math.max(lightest, l)
      }
    return lightest - darkest
  }

  test('follow the system setting while the page is open', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto(CARD_PATHS.direct)
    await waitForHydration(page)
    const light = await brightness(page)
    expect(light.page).toBeGreaterThan(230)
    expect(light.card).toBeGreaterThan(240)
    // No reload: the open page turns dark, and back.
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(async () => (await brightness(page)).page).toBeLessThan(30)
    const dark = await brightness(page)
    expect(dark.card).toBeLessThan(50)
    expect(dark.card).toBeGreaterThan(dark.page)
    expect(dark.text).toBeGreaterThan(150)
    await page.emulateMedia({ colorScheme: 'light' })
    await expect.poll(() => brightness(page)).toEqual(light)
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`gate, error and card have no serious accessibility violations (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme })
      await page.goto(CARD_PATHS.gated)
      await waitForHydration(page)
      await expectNoSeriousA11yViolations(page)
      await page.getByLabel('Passwort').fill('falsch')
      await page.getByLabel('Passwort').press('Enter')
      await expect(page.getByRole('alert')).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await page.getByLabel('Passwort').fill(PASSWORD)
      await page.getByLabel('Passwort').press('Enter')
      await expect(nameHeading(page)).toBeVisible()
      await copyButton(page, 'Telefonnummer').click()
      await expect(page.locator('[data-sonner-toast]')).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    })
  }
})
