import { expect, test } from '@playwright/test'
import { EXTERNAL, SITE } from '../../app/config/site.ts'
import { AI_ACT_BANNER } from '../../app/content/ai-act-banner.ts'
import { waitForHydration } from '../playwright-utils.ts'

test.describe('AI Act banner', () => {
  test('is shown, links out in a new tab and stays closed for the rest of the visit', async ({ page, context }) => {
    await page.goto('/')
    await waitForHydration(page)
    const banner = page.getByRole('complementary', { name: 'KI-Schulung' })
    await expect(banner).toBeVisible()
    // SPEC 10: the obligation (AI literacy, Art. 4) since February 2025, the certificate is ours.
    await expect(banner).toContainText(`${AI_ACT_BANNER.lead} ${AI_ACT_BANNER.text}`)
    await expect(banner).toContainText('Februar 2025')
    const link = banner.getByRole('link', { name: /Jetzt informieren/ })
    await expect(link).toHaveAttribute('href', EXTERNAL.aiActTraining)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')

    await banner.getByRole('button', { name: 'Banner schließen' }).click()
    await expect(banner).toBeHidden()

    // Client navigation, then a reload: still closed, and never painted in between.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click()
    await expect(page).toHaveURL('/careers')
    await expect(page.getByRole('complementary', { name: 'KI-Schulung' })).toBeHidden()
    await page.reload({ waitUntil: 'commit' })
    await page.waitForSelector('h1', { state: 'attached' })
    expect(
      await page
        .locator('[data-slot="ai-act-banner"]')
        .evaluateAll((els) => els.every((el) => getComputedStyle(el).display === 'none')),
    ).toBe(true)
    await waitForHydration(page)
    await expect(page.getByRole('complementary', { name: 'KI-Schulung' })).toBeHidden()

    // A new visit (a new tab session) shows it again.
    const next = await context.browser()!.newContext()
    const fresh = await next.newPage()
    await fresh.goto(page.url())
    await expect(fresh.getByRole('complementary', { name: 'KI-Schulung' })).toBeVisible()
    await next.close()
  })
})

test('the footer has contact details, the four links, social links and the copyright line', async ({ page }) => {
  await page.goto('/legal')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`)
  await expect(footer.getByRole('link', { name: SITE.phone })).toHaveAttribute('href', SITE.phoneHref)
  await expect(footer).toContainText(`${SITE.address.street}, ${SITE.address.postalCode} Berlin`)
  for (const [name, href] of [
    ['Careers', '/careers'],
    ['Contact request', '/contact'],
    ['Legal notice', '/legal'],
    ['Privacy policy', '/privacy'],
  ] as const) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
  }
  for (const network of [EXTERNAL.professionalNetwork, EXTERNAL.photoNetwork]) {
    const link = footer.getByRole('link', { name: new RegExp(network.label) })
    await expect(link).toHaveAttribute('href', network.url)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  }
  // SPEC 10: from 2022 to the year the site was built (this test runs on a fresh build).
  await expect(footer).toContainText(`© 2022-${new Date().getFullYear()}`)
})

test('each page sets its own language on <html>', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Legal notice' }).click()
  await expect(page).toHaveURL('/legal')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})
