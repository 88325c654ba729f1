/**
 * The contact page's questions about the initial consultation, from
 * content/contact-faq.yaml (docs/decisions/028; edited in the editor as „Kontaktseite: FAQ“).
 */
import type { FaqItem } from './types.ts'

/** FAQ about the initial consultation. */
export type ContactFaqContent = {
  /** Section heading. */
  heading: string
  /** Questions and answers, in order. */
  items: readonly FaqItem[]
}

export { CONTACT_FAQ } from 'virtual:content/contact-faq'
