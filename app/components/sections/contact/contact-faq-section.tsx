import { CONTACT_FAQ } from '../../../content/contact-faq.ts'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../ui/accordion.tsx'

/**
 * Questions about the initial consultation: one open at a time, and it can be closed,
 * on the scripted accordion (arrow keys between the questions). Not through faq-accordion.tsx: its
 * looks of the native FAQ would come along for nothing (the page's script budget: docs/performance.md, "Where the interactive pages' script goes").
 */
export function ContactFaqSection() {
  const { heading, items } = CONTACT_FAQ
  return (
    <section aria-labelledby="contact-faq-heading" className="bg-surface">
      <div className="mx-auto max-w-3xl px-5 py-16 md:px-8 md:py-24">
        <h2 id="contact-faq-heading" className="text-3xl font-black tracking-tight text-balance md:text-4xl">
          {heading}
        </h2>
        <Accordion className="mt-8">
          {items.map((item, index) => (
            <AccordionItem key={item.question} value={`faq-${index}`}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent>{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  )
}
