/**
 * The contact page's FAQ from content/contact-faq.yaml (singleton `contact-faq`), with the
 * response time filled in ({Antwortzeit} = RESPONSE_PROMISE). Build time only: the page gets it
 * from `virtual:content/contact-faq` (app/content/reader/modules/index.ts).
 */
import type { Entry } from '@keystatic/core/reader'

import type { contactFaq } from '../../keystatic/contact-faq.ts'
import type { ContactFaqContent } from './contact-faq.ts'
import { fillPlaceholders } from './placeholders.server.ts'

export function contactFaqContent(file: string, entry: Entry<typeof contactFaq>): ContactFaqContent {
  return fillPlaceholders(file, entry)
}
