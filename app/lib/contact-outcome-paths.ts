/** Languages of the pages that answer a contact post without JavaScript (docs/decisions/031). */
export type OutcomeLang = 'en' | 'de'

/** Their paths: the confirmation (a 303 leads there) and the page of a server problem. */
export const CONTACT_OUTCOME_PATHS = {
  sent: { en: '/contact/sent', de: '/kontakt/gesendet' },
  problem: { en: '/contact/not-sent', de: '/kontakt/nicht-gesendet' },
} as const
