import { expect, type Page, type Request, test } from '@playwright/test'

import { SITE } from '../../app/config/site.ts'
import { emailsFor } from '../support/e2e-outbox.ts'
import { countPixels, isRed, screenPixels } from '../support/pixels.ts'
import {
  expectNoSeriousA11yViolations,
  expectOpensInNewTab,
  PHONE,
  waitForHydration,
  watchConsole,
} from '../support/playwright-utils.ts'

const ENDPOINT = '/functions/v1/send-contact-email'
/** The server treats forms sent sooner than this after they were shown as bots (CONTACT_MIN_FILL_MS default). */
const HUMAN_FILL_MS = 3_100

const submit = (page: Page) => page.getByRole('button', { name: 'Send request' })
const control = {
  name: (page: Page) => page.getByRole('textbox', { name: /^Name/ }),
  email: (page: Page) => page.getByRole('textbox', { name: /^Email/ }),
  phone: (page: Page) => page.getByRole('textbox', { name: /^Phone/ }),
  organization: (page: Page) => page.getByRole('textbox', { name: /^Organization/ }),
  campaignType: (page: Page) => page.getByRole('combobox', { name: /^Campaign type/ }),
  message: (page: Page) => page.getByRole('textbox', { name: /^Your request/ }),
  preferPhone: (page: Page) => page.getByRole('checkbox', { name: 'I prefer to be contacted by phone' }),
  consent: (page: Page) => page.getByRole('checkbox', { name: /I explicitly consent to the processing/ }),
}

/**
 * Opens the form as a person would fill it: the page's clock is moved on by the few seconds a
 * person needs (the server ignores faster forms as bots), without the test waiting for them.
 */
async function open(page: Page) {
  await page.clock.install()
  await page.goto('/contact')
  await waitForHydration(page)
  await page.clock.fastForward(HUMAN_FILL_MS)
}

/** A unique address per test, so the emails of parallel tests are told apart. */
const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`

async function fillRequired(page: Page, email: string) {
  await control.name(page).fill('Anna Schmidt')
  await control.email(page).fill(email)
  await control.campaignType(page).selectOption({ label: 'Federal Election' })
  await control.message(page).fill('We would like to talk about the federal election campaign.')
  await control.consent(page).click()
}

const contactRequests = (page: Page) => {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === ENDPOINT) requests.push(request)
  })
  return requests
}

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

  test('a complete request: Sending..., the exact body, Request sent, reset, toast, both emails, idle after 5 s', async ({
    page,
  }) => {
    const errors = watchConsole(page)
    await open(page)
    const email = uniqueEmail('full')
    await fillRequired(page, email)
    await control.phone(page).fill('+49 30 5550100')
    await control.organization(page).fill('Freie Wähler Pankow')
    await control.preferPhone(page).click()

    // Hold the answer a moment so the sending state can be seen.
    await page.route(ENDPOINT, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600))
      await route.continue()
    })
    const requestPromise = page.waitForRequest(ENDPOINT)
    // From here on the page's time runs only when the test says (the 5 s of the sent state).
    // A second ahead: on a busy machine the page's clock moves on between reading it and pausing it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
    await submit(page).click()
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()

    const request = await requestPromise
    expect(request.method()).toBe('POST')
    expect(request.postDataJSON()).toEqual({
      name: 'Anna Schmidt',
      email,
      phone: '+49 30 5550100',
      organization: 'Freie Wähler Pankow',
      campaign_type: 'federal',
      message: 'We would like to talk about the federal election campaign.',
      prefer_phone: true,
      // The visit began here (docs/decisions/017; tests/e2e/attribution.test.ts).
      landing_path: '/contact',
    })
    // The body's key order too (app/lib/contact-rules.ts), then where the visit came from.
    expect(Object.keys(JSON.parse(request.postData()!))).toEqual([
      'name',
      'email',
      'phone',
      'organization',
      'campaign_type',
      'message',
      'prefer_phone',
      'landing_path',
    ])
    const headers = await request.allHeaders()
    expect(headers['idempotency-key']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(Number(headers['x-form-fill-ms'])).toBeGreaterThanOrEqual(HUMAN_FILL_MS)
    expect(headers['content-type']).toBe('application/json')

    await expect(page.getByRole('button', { name: 'Request sent' })).toBeDisabled()
    await page.clock.runFor(100)
    const toast = page.locator('[data-sonner-toast]', { hasText: 'Request sent!' })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText(
      "We'll get back to you within 24 hours. You'll also receive a confirmation email.",
    )
    for (const field of [control.name, control.email, control.phone, control.organization, control.message]) {
      await expect(field(page)).toHaveValue('')
    }
    await expect(control.campaignType(page)).toHaveValue('')
    await expect(control.consent(page)).not.toBeChecked()
    await expect(control.preferPhone(page)).not.toBeChecked()

    await expect.poll(() => emailsFor(email).length).toBe(2)
    const [confirmation] = emailsFor(email).filter((eml) => eml.includes(`To: ${email}`))
    expect(confirmation).toContain('Subject: Ihre Anfrage bei Mandatwerk / Your request to Mandatwerk')
    const [notification] = emailsFor(email).filter((eml) => eml.includes(`To: ${SITE.email}`))
    expect(notification).toContain(`Reply-To: Anna Schmidt <${email}>`)

    // Five seconds on the page's clock later, the form is ready again.
    await page.clock.runFor(4_800)
    await expect(page.getByRole('button', { name: 'Request sent' })).toBeDisabled()
    await page.clock.runFor(200)
    await expect(submit(page)).toBeEnabled()
    expect(errors).toEqual([])
  })

  test('a refusal shows the server message, a network failure the fallback; both are logged and the form stays filled', async ({
    page,
  }) => {
    const errors = watchConsole(page)
    await page.goto('/contact')
    await waitForHydration(page)
    await fillRequired(page, uniqueEmail('fail'))

    const message = 'Too many requests from your address. Please try again in 10 minutes.'
    await page.route(ENDPOINT, (route) =>
      route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify({ error: message }) }),
    )
    await submit(page).click()
    const toast = page.locator('[data-sonner-toast]', { hasText: 'Error sending' })
    await expect(toast).toContainText(message)
    // Destructive: drawn in red (polled: the toast slides in).
    await expect
      .poll(async () => countPixels(await screenPixels(page, (await toast.boundingBox())!, { settled: true }), isRed))
      .toBeGreaterThan(50)
    await expect(submit(page)).toBeEnabled()
    await expect(control.name(page)).toHaveValue('Anna Schmidt')
    await expect.poll(() => errors.join('\n')).toContain('Contact request failed:')

    await page.unroute(ENDPOINT)
    await page.route(ENDPOINT, (route) => route.abort('connectionrefused'))
    await submit(page).click()
    await expect(
      page.locator('[data-sonner-toast]', { hasText: 'An error occurred. Please try again later.' }),
    ).toBeVisible()
    await expect(submit(page)).toBeEnabled()
  })

  test('a double click sends one request', async ({ page }) => {
    await open(page)
    const email = uniqueEmail('double')
    await fillRequired(page, email)
    const requests = contactRequests(page)
    await submit(page).dblclick()
    await expect(page.getByRole('button', { name: 'Request sent' })).toBeVisible()
    expect(new Set(await Promise.all(requests.map((r) => r.headerValue('idempotency-key')))).size).toBe(1)
    await expect.poll(() => emailsFor(email).length).toBe(2)
    expect(requests[0]!.postDataJSON()).toEqual({
      name: 'Anna Schmidt',
      email,
      campaign_type: 'federal',
      message: 'We would like to talk about the federal election campaign.',
      prefer_phone: false,
      landing_path: '/contact',
    })
    await expect(page.locator('[data-sonner-toast]', { hasText: 'Request sent!' })).toHaveCount(1)
  })

  test('a retry after the answer was lost on the network stores the request once', async ({ page }) => {
    const errors = watchConsole(page)
    await open(page)
    const email = uniqueEmail('retry')
    await fillRequired(page, email)
    const requests = contactRequests(page)

    // The server gets and stores the first request, but its answer never reaches the browser.
    await page.route(ENDPOINT, async (route) => {
      await route.fetch()
      await route.abort('connectionreset')
    })
    await submit(page).click()
    await expect(page.locator('[data-sonner-toast]', { hasText: 'Error sending' })).toBeVisible()
    await expect(submit(page)).toBeEnabled()
    await page.unroute(ENDPOINT)

    await submit(page).click()
    await expect(page.getByRole('button', { name: 'Request sent' })).toBeVisible()
    const keys = await Promise.all(requests.map((r) => r.headerValue('idempotency-key')))
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
    await expect.poll(() => emailsFor(email).length).toBe(2)
    // A real wait, with nothing to wait for: the server's outbox worker writes e-mails after the
    // answer, so a third one (the retry sent again) would come later with no sign in the page.
    await page.waitForTimeout(500)
    expect(emailsFor(email)).toHaveLength(2)
    expect(errors.join('\n')).toContain('Contact request failed:')
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
