import { expect, test } from '@playwright/test'

import { EXTERNAL, SITE } from '../../app/config/site.ts'
import { contentModule } from '../support/content.ts'
import { expectOpensInNewTab, waitForHydration } from '../support/playwright-utils.ts'

const { AI_ACT_BANNER } = await contentModule('virtual:content/banner')

test.describe('AI Act banner', () => {
  test('is shown, links out in a new tab and stays closed for the rest of the visit', async ({ page, context }) => {
    await page.goto('/')
    await waitForHydration(page)
    const banner = page.getByRole('complementary', { name: 'KI-Schulung' })
    await expect(banner).toBeVisible()
    // The obligation (AI literacy, Art. 4) since February 2025, the certificate is ours.
    await expect(banner).toContainText(`${AI_ACT_BANNER.lead} ${AI_ACT_BANNER.text}`)
    await expect(banner).toContainText('Februar 2025')
    await expectOpensInNewTab(banner.getByRole('link', { name: /Jetzt informieren/ }), EXTERNAL.aiActTraining)

    await banner.getByRole('button', { name: 'Banner schließen' }).click()
    await expect(banner).toBeHidden()

    // Client navigation, then a reload: still closed, and never painted in between.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }).click()
    await expect(page).toHaveURL('/careers')
    await expect(page.getByRole('complementary', { name: 'KI-Schulung' })).toBeHidden()
    // Scripts held back (a slow phone): the prerendered banner is in the page but takes no room,
    // so the navigation bar is at the very top from the first paint.
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.reload()
    await expect(page.locator('[data-slot="ai-act-banner"]')).toBeAttached()
    expect((await page.getByRole('banner').boundingBox())!.y).toBe(0)
    await page.unroute('**/assets/*.js')
    await page.reload()
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
  await waitForHydration(page)
  for (const network of [EXTERNAL.professionalNetwork, EXTERNAL.photoNetwork])
    await expectOpensInNewTab(footer.getByRole('link', { name: new RegExp(network.label) }), network.url)
  // From 2022 to the year the site was built (this test runs on a fresh build).
  await expect(footer).toContainText(`© 2022–${new Date().getFullYear()}`)
})

test('each page sets its own language on <html>', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Legal notice' }).click()
  await expect(page).toHaveURL('/legal')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})
