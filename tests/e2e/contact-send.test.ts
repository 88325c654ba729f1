/** Sending the contact form: the whole round trip to both e-mails, refusals and network failures, a double click, a lost answer. */
import { expect, test } from '@playwright/test'

import { SITE } from '../../app/config/site.ts'
import {
  contactRequests,
  control,
  ENDPOINT,
  fillRequired,
  HUMAN_FILL_MS,
  openContactForm as open,
  submit,
  uniqueEmail,
} from '../support/contact-form.ts'
import { emailsFor } from '../support/e2e-outbox.ts'
import { countPixels, isRed, screenPixels } from '../support/pixels.ts'
import { waitForHydration, watchConsole } from '../support/playwright-utils.ts'

test.describe('contact page', () => {
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
    const body = {
      name: 'Anna Schmidt',
      email,
      phone: '+49 30 5550100',
      organization: 'Freie Wähler Pankow',
      campaign_type: 'federal',
      message: 'We would like to talk about the federal election campaign.',
      prefer_phone: true,
      // The visit began here (docs/decisions/017; tests/e2e/attribution.test.ts).
      landing_path: '/contact',
    }
    expect(request.postDataJSON()).toEqual(body)
    // The keys in this order too: the form's fields in page order, then where the visit came from.
    expect(Object.keys(JSON.parse(request.postData()!))).toEqual(Object.keys(body))
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
