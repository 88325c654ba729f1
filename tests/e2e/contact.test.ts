import { expect, test } from '@playwright/test'

import { SITE } from '../../app/config/site.ts'
import {
  contactRequests,
  control,
  fillRequired,
  openContactForm as open,
  submit,
  uniqueEmail,
} from '../support/contact-form.ts'
import { emailsFor } from '../support/e2e-outbox.ts'
import {
  expectNoSeriousA11yViolations,
  expectOpensInNewTab,
  PHONE,
  waitForHydration,
  watchConsole,
} from '../support/playwright-utils.ts'

test.describe('contact page', () => {
  test('header, direct contact, fast-response note and a single-open FAQ', async ({ page }) => {
    const errors = watchConsole(page)
    await page.goto('/contact')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Free Initial Consultation' })).toBeVisible()

    const card = page.getByRole('region', { name: 'Direct contact' })
    await expect(card.getByRole('link', { name: SITE.phone })).toHaveAttribute('href', SITE.phoneHref)
    await expect(card.getByRole('link', { name: SITE.email })).toHaveAttribute('href', `mailto:${SITE.email}`)
    await expect(card).toContainText(`${SITE.address.street}${SITE.address.postalCode} ${SITE.address.city}`)
    await expect(card).toContainText('Monday to Friday 7:00 AM to 7:00 PM')
    await expect(card).toContainText('Saturday 9:00 AM to 5:00 PM')
    // Berlin time, which is CET in winter and CEST in summer.
    await expect(card).toContainText('(Berlin time, CET/CEST)')
    // The same promise as the success toast, everywhere.
    await expect(card).toContainText('Response time: within 24 hours on working days')
    await expect(page.getByRole('complementary', { name: 'Fast response' })).toContainText(
      'within 24 hours on working days',
    )

    const question = (name: string) => page.getByRole('button', { name })
    const first = question('Is the initial consultation really free?')
    const second = question('What happens after I send my request?')
    await first.click()
    await expect(first).toHaveAttribute('aria-expanded', 'true')
    await expect(
      page.getByText('The initial consultation is free of charge and non-binding.', { exact: false }),
    ).toBeVisible()
    // Screen readers hear expanded/collapsed; the eye sees the answer open and close.
    const secondAnswer = page.getByRole('region', { name: 'What happens after I send my request?' })
    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'true')
    await expect(secondAnswer).toBeVisible()
    await expect(first).toHaveAttribute('aria-expanded', 'false')
    await expect(
      page.getByText('The initial consultation is free of charge and non-binding.', { exact: false }),
    ).toBeHidden()
    await second.click()
    await expect(second).toHaveAttribute('aria-expanded', 'false')
    await expect(secondAnswer).toBeHidden()
    expect(errors).toEqual([])
  })

  test('the FAQ questions are reached with the arrow keys, Home and End, and open with Enter', async ({ page }) => {
    await page.goto('/contact')
    await waitForHydration(page)
    const questions = page.locator('#main').getByRole('heading', { level: 3 }).getByRole('button')
    const count = await questions.count()
    expect(count).toBeGreaterThan(2)
    await questions.first().focus()
    await page.keyboard.press('ArrowDown')
    await expect(questions.nth(1)).toBeFocused()
    await page.keyboard.press('End')
    await expect(questions.nth(count - 1)).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(questions.first()).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await expect(questions.nth(count - 1)).toBeFocused()
    await page.keyboard.press('Home')
    await expect(questions.first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(questions.first()).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('region', { name: await questions.first().innerText() })).toBeVisible()
  })

  test('the form: labels with required marks, campaign types, a 5-row message box, consent linking to /datenschutz', async ({
    page,
  }) => {
    await page.goto('/contact')
    const form = page.getByRole('form', { name: 'About your campaign' })
    for (const [label, required] of [
      ['Name', true],
      ['Email', true],
      ['Phone', false],
      ['Organization', false],
      ['Campaign type', true],
      ['Your request', true],
    ] as const) {
      const text = await form.locator(`label[for]`, { hasText: new RegExp(`^${label}\\*?$`) }).innerText()
      expect(text.endsWith('*'), label).toBe(required)
    }
    await expect(control.campaignType(page).locator('option')).toHaveText([
      'Select a campaign type',
      'Local Election',
      'State Election',
      'Federal Election',
      'European Election',
      'Mayoral Election',
      'Other',
    ])
    // Enabled from the first paint: before hydration it posts the form natively (docs/decisions/031).
    await expect(submit(page)).toBeEnabled()
    await waitForHydration(page)
    // The message box shows five lines at once; a sixth needs scrolling.
    const overflows = () => control.message(page).evaluate((box) => box.scrollHeight > box.clientHeight)
    await control.message(page).fill(['1', '2', '3', '4', '5'].join('\n'))
    expect(await overflows()).toBe(false)
    await control.message(page).fill(['1', '2', '3', '4', '5', '6'].join('\n'))
    expect(await overflows()).toBe(true)
    // The policy opens in a new tab (SPEC: the link points to /datenschutz), and nothing typed is lost.
    const policy = form.getByRole('link', { name: /privacy policy/ })
    await expect(policy).toHaveAttribute('href', '/datenschutz')
    await control.name(page).fill('Anna Schmidt')
    await expectOpensInNewTab(policy, new URL('/privacy', page.url()).href, { sendsReferrer: true })
    await expect(control.name(page)).toHaveValue('Anna Schmidt')
  })

  test('validation messages sit next to their fields, are announced, and the first invalid field gets the focus', async ({
    page,
  }) => {
    await page.goto('/contact')
    await waitForHydration(page)
    const requests = contactRequests(page)
    await submit(page).click()

    const expected = [
      [control.name, 'Name must be at least 2 characters long'],
      [control.email, 'Invalid email address'],
      [control.campaignType, 'Please select a campaign type'],
      [control.message, 'Message must be at least 10 characters long'],
      [control.consent, 'Please tick the box to consent to the processing of political opinions'],
    ] as const
    for (const [locate, message] of expected) {
      const field = locate(page)
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(message)
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    }
    await expect(control.name(page)).toBeFocused()
    await expectNoSeriousA11yViolations(page)

    await control.phone(page).fill('123')
    await control.phone(page).blur()
    await expect(control.phone(page)).toHaveAccessibleDescription('Phone number must be at least 5 characters long')

    // Fixing a field clears its message as the visitor types.
    await control.name(page).fill('Anna Schmidt')
    await expect(control.name(page)).not.toHaveAttribute('aria-invalid')
    await expect(page.getByText('Name must be at least 2 characters long')).toBeHidden()
    await submit(page).click()
    await expect(control.email(page)).toBeFocused()
    expect(requests).toHaveLength(0)
  })
})

test.describe('contact page at 375 px', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

  test('form and card stack without sideways scrolling, and the form can be sent', async ({ page }) => {
    await open(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
    const form = await page.getByRole('form', { name: 'About your campaign' }).boundingBox()
    const card = await page.getByRole('region', { name: 'Direct contact' }).boundingBox()
    expect(card!.y).toBeGreaterThan(form!.y + form!.height)
    const email = uniqueEmail('phone')
    await fillRequired(page, email)
    await submit(page).tap()
    await expect(page.getByRole('button', { name: 'Request sent' })).toBeVisible()
    await expect.poll(() => emailsFor(email).length).toBe(2)
  })
})
