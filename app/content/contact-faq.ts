/**
 * The contact page's questions about the initial consultation (SPEC 2.4), from
 * content/contact-faq.yaml (issue 28; edited in the editor as „Kontaktseite: FAQ“).
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
