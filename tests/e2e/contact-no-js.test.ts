import { expect, test } from '@playwright/test'

import { SITE } from '../../app/config/site.ts'
import { CONSENT_VERSION } from '../../server/contact/consent.ts'
import { control, submit, uniqueEmail } from '../support/contact-form.ts'
import { storedRows } from '../support/contact-rows.ts'
import { emailsFor } from '../support/e2e-outbox.ts'
import { parseMail } from '../support/mime.ts'

/**
 * The contact form in a browser that runs no JavaScript (docs/decisions/031): a plain form
 * post, answered with pages – the confirmation with the Vorgangsnummer, or the form again with
 * every value and each message beside its field. The stored row and the e-mails are read.
 */
test.use({ javaScriptEnabled: false })

/**
 * The server takes forms sent sooner than this after it served them for bots (CONTACT_MIN_FILL_MS).
 * Without a script the fill time is the age of a token the server signed into the page, in the
 * server's real time (docs/decisions/031): the waits for it stay waits, no page clock moves it.
 */
const HUMAN_FILL_MS = 3_100

const MESSAGE = 'We would like to talk about the mayoral election next spring.'

test('without JavaScript a request is sent, stored once with its consent and confirmed with its number', async ({
  page,
}) => {
  const email = uniqueEmail('sent')
  await page.goto('/contact')
  await expect(submit(page)).toBeEnabled()
  await control.name(page).fill('Jana Ohnescript')
  await control.email(page).fill(email)
  await control.phone(page).fill('+49 30 1234567')
  await control.campaignType(page).selectOption({ label: 'Mayoral Election' })
  await control.message(page).fill(MESSAGE)
  await control.preferPhone(page).check()
  await control.consent(page).check()
  await page.waitForTimeout(HUMAN_FILL_MS)
  await submit(page).click()

  await expect(page).toHaveURL(/\/contact\/sent\?nr=[0-9A-F]{8}$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1, name: 'Request sent!' })).toBeVisible()
  const reference = new URL(page.url()).searchParams.get('nr')!
  await expect(page.getByText(reference, { exact: true })).toBeVisible()

  const rows = storedRows(email)
  expect(rows).toEqual([
    expect.objectContaining({
      name: 'Jana Ohnescript',
      phone: '+49 30 1234567',
      campaign_type: 'mayor',
      prefer_phone: 1,
      consent_version: CONSENT_VERSION,
      quarantine_reason: null,
      idempotency_key: expect.stringMatching(/^form-/),
    }),
  ])
  expect(rows[0]!.id.slice(0, 8).toUpperCase()).toBe(reference)
  // Notification to the office and confirmation to the visitor, both naming the number.
  await expect.poll(() => emailsFor(email).length, { timeout: 15_000 }).toBe(2)
  const mails = emailsFor(email).map(parseMail)
  expect(mails.map((mail) => mail.headers.to).sort()).toEqual([SITE.email, email].sort())
  for (const mail of mails) expect(mail.text).toContain(reference)

  // Back and send the same post again (the browser resubmits it): stored once, same number.
  await page.goBack()
  await submit(page).click()
  await expect(page).toHaveURL(new RegExp(`nr=${reference}$`))
  expect(storedRows(email)).toHaveLength(1)
})

test('without JavaScript a field error shows the form again with every value and the message beside its field', async ({
  page,
}) => {
  const email = uniqueEmail('fix')
  await page.goto('/contact')
  await control.name(page).fill('J')
  await control.email(page).fill(email)
  await control.phone(page).fill('123')
  await control.campaignType(page).selectOption({ label: 'State Election' })
  await control.message(page).fill('Too short')
  await control.preferPhone(page).check()
  await submit(page).click()

  await expect(page).toHaveURL(/\/functions\/v1\/send-contact-email$/)
  for (const [locate, message] of [
    [control.name, 'Name must be at least 2 characters long'],
    [control.phone, 'Phone number must be at least 5 characters long'],
    [control.message, 'Message must be at least 10 characters long'],
    [control.consent, 'Please tick the box to consent to the processing of political opinions'],
  ] as const) {
    await expect(locate(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(locate(page)).toHaveAccessibleDescription(message)
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  await expect(control.name(page)).toBeFocused()
  // Every value kept, valid or not.
  await expect(control.name(page)).toHaveValue('J')
  await expect(control.email(page)).toHaveValue(email)
  await expect(control.email(page)).not.toHaveAttribute('aria-invalid', 'true')
  await expect(control.phone(page)).toHaveValue('123')
  await expect(control.campaignType(page)).toHaveValue('state')
  await expect(control.message(page)).toHaveValue('Too short')
  await expect(control.preferPhone(page)).toBeChecked()
  await expect(control.consent(page)).not.toBeChecked()
  expect(storedRows(email)).toEqual([])

  // Corrected and sent from the answer page itself.
  await control.name(page).fill('Jana Ohnescript')
  await control.phone(page).fill('')
  await control.message(page).fill(MESSAGE)
  await control.consent(page).check()
  await page.waitForTimeout(HUMAN_FILL_MS)
  await submit(page).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Request sent!' })).toBeVisible()
  expect(storedRows(email)).toEqual([
    expect.objectContaining({ name: 'Jana Ohnescript', phone: null, campaign_type: 'state', quarantine_reason: null }),
  ])
  await expect.poll(() => emailsFor(email).length, { timeout: 15_000 }).toBe(2)
})

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' })

  test('gets the German confirmation page', async ({ page }) => {
    const email = uniqueEmail('de')
    await page.goto('/contact')
    await control.name(page).fill('Jana Ohnescript')
    await control.email(page).fill(email)
    await control.campaignType(page).selectOption({ label: 'Local Election' })
    await control.message(page).fill(MESSAGE)
    await control.consent(page).check()
    await page.waitForTimeout(HUMAN_FILL_MS)
    await submit(page).click()
    await expect(page).toHaveURL(/\/kontakt\/gesendet\?nr=[0-9A-F]{8}$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('heading', { level: 1, name: 'Anfrage gesendet!' })).toBeVisible()
    await expect(page.getByText('Ihre Vorgangsnummer')).toBeVisible()
    expect(storedRows(email)).toHaveLength(1)
  })
})
