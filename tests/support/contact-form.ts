/** The contact form in the browser tests (tests/e2e/contact*.test.ts): its controls, a person's fill, the requests it sends. */
import type { Page, Request } from '@playwright/test'

import { CONTACT_ENDPOINT as ENDPOINT } from '../../app/lib/contact-schema.ts'
import { waitForHydration } from './playwright-utils.ts'

export { ENDPOINT }
/** The server treats forms sent sooner than this after they were shown as bots (CONTACT_MIN_FILL_MS default). */
export const HUMAN_FILL_MS = 3_100

export const submit = (page: Page) => page.getByRole('button', { name: 'Send request' })
export const control = {
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
export async function openContactForm(page: Page) {
  await page.clock.install()
  await page.goto('/contact')
  await waitForHydration(page)
  await page.clock.fastForward(HUMAN_FILL_MS)
}

/** A unique address per test, so the emails of parallel tests are told apart. */
export const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`

export async function fillRequired(page: Page, email: string) {
  await control.name(page).fill('Anna Schmidt')
  await control.email(page).fill(email)
  await control.campaignType(page).selectOption({ label: 'Federal Election' })
  await control.message(page).fill('We would like to talk about the federal election campaign.')
  await control.consent(page).click()
}

export const contactRequests = (page: Page) => {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === ENDPOINT) requests.push(request)
  })
  return requests
}
