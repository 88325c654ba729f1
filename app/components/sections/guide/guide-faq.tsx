import type { FaqItem } from '../../../content/guides/types.ts'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../ui/accordion.tsx'

/**
 * FAQ as a single-open, collapsible accordion (SPEC 4). Closed answers stay in the document
 * (`forceMount`, hidden until opened), so every answer is in the prerendered HTML for search
 * engines and for visitors whose JavaScript has not loaded yet.
 */
export function GuideFaq({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion className="max-w-4xl">
      {items.map((item, index) => (
        <AccordionItem key={item.question} value={`frage-${index + 1}`}>
          <AccordionTrigger>{item.question}</AccordionTrigger>
          <AccordionContent forceMount className="max-w-3xl text-base text-neutral-700 md:text-lg">
            {item.answer}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  )
}
