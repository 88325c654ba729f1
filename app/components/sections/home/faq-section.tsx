import { Link } from 'react-router'

import type { FaqContent } from '../../../content/home.ts'
import { FaqAccordion } from '../../faq-accordion.tsx'
import { Reveal } from '../../reveal.tsx'
import { SectionHeading } from './section-heading.tsx'

/**
 * The home FAQ (anchor faq): one answer open at a time, closable again, on
 * native `<details name>`, which saves the ~14 KB of gzipped script the Radix accordion costs
 * against the page's 150 KB budget (docs/decisions/005-home-faq-native-details.md).
 */
export function FaqSection({ content }: { content: FaqContent }) {
  const contact = content.contactPrompt
  return (
    <section id={content.id} aria-labelledby="faq-heading" className="bg-white">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-20 md:px-8 md:py-28 lg:grid-cols-12 lg:gap-16 lg:py-32">
        <Reveal className="lg:col-span-4">
          <SectionHeading id="faq-heading">{content.heading}</SectionHeading>
          <p className="mt-6 leading-relaxed text-muted">
            {contact.lead}{' '}
            <Link
              to={contact.href}
              className="font-semibold text-brand underline underline-offset-4 hover:text-brand-dark"
            >
              {contact.label}
            </Link>
          </p>
        </Reveal>
        <Reveal index={1} className="lg:col-span-8">
          <FaqAccordion items={content.items} name={`${content.id}-items`} look="feature" />
        </Reveal>
      </div>
    </section>
  )
}
