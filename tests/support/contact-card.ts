/** The founder's contact card in the browser tests (tests/e2e/contact-card*.test.ts): its password, rows and controls. */
import type { Page } from '@playwright/test'

import { cardPassword } from '../../app/config/card-password.server.ts'
import { FOUNDER_CARD } from '../../app/config/site.ts'

// The password the build was made with (CARD_PASSWORD or the documented demo default).
export const PASSWORD = cardPassword()

/** The card's four rows with their copy toasts' labels (app/content/contact-card.ts). */
export const ROWS = [
  { label: 'Telefonnummer', value: FOUNDER_CARD.mobile },
  { label: 'Büronummer', value: FOUNDER_CARD.office },
  { label: 'E-Mail', value: FOUNDER_CARD.email },
  { label: 'Website', value: FOUNDER_CARD.website },
] as const

export const nameHeading = (page: Page) => page.getByRole('heading', { level: 1, name: FOUNDER_CARD.name })
export const gateHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Zugriff erforderlich' })
export const copyButton = (page: Page, label: string) =>
  page.getByRole('button', { name: `${label} kopieren`, exact: true })
export const copiedButton = (page: Page, label: string) =>
  page.getByRole('button', { name: `${label} kopiert`, exact: true })
/** The light green of a success toast (the page around the card is a neutral grey). */
export const isToastGreen = ([r, g, b]: readonly number[]) => g! > r! + 8 && g! > 240 && b! < g!
export const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title })
