import { CONTACT_FAQ } from '../../../content/contact-faq.ts'
import { FaqAccordion } from '../../faq-accordion.tsx'
import * as radix from '../../ui/accordion.tsx'

/** Questions about the initial consultation: one open at a time, and it can be closed (SPEC 2.4, 4). */
export function ContactFaqSection() {
  const { heading, items } = CONTACT_FAQ
  return (
    <section aria-labelledby="contact-faq-heading" className="bg-surface">
      <div className="mx-auto max-w-3xl px-5 py-16 md:px-8 md:py-24">
        <h2 id="contact-faq-heading" className="text-3xl font-black tracking-tight text-balance md:text-4xl">
          {heading}
        </h2>
        <FaqAccordion items={items} name="faq" radix={radix} className="mt-8" />
      </div>
    </section>
  )
}
