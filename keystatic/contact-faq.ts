/** The contact page's FAQ about the initial consultation (singleton `contact-faq`, content/contact-faq.yaml). */
import { singleton } from '@keystatic/core'

import { faqItems } from './faq.ts'
import { text } from './fields.ts'
import { placeholderNote } from './placeholders.ts'

export const contactFaq = singleton({
  label: 'Kontaktseite: FAQ',
  path: 'content/contact-faq',
  format: { data: 'yaml' },
  entryLayout: 'form',
  schema: {
    heading: text('Überschrift', 'Z. B. „Questions about the initial consultation“.', { min: 5, max: 60 }),
    items: faqItems(
      'Fragen zum kostenlosen Erstgespräch.',
      `Eine Antwortzeit nur als Platzhalter, nie als Zahl: die Zusage gilt an Werktagen (§ 5 UWG). ${placeholderNote('{Antwortzeit}', '{Tage-IP-Adresse}')}`,
    ),
  },
})
