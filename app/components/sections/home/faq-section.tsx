import { Plus } from 'lucide-react'
import { Link } from 'react-router'
import type { FaqContent } from '../../../content/home.ts'
import { Reveal } from '../../reveal.tsx'
import { SectionHeading } from './section-heading.tsx'

/**
 * The home FAQ (SPEC 2.3 item 9, anchor faq): one answer open at a time, closable again.
 *
 * Native `<details name>` rather than the Radix accordion of components/ui: the browser
 * makes the group exclusive, keyboard operable and announced as expanded or collapsed, it
 * works before any script has loaded, every answer is in the prerendered HTML, and the page
 * saves the ~14 KB of gzipped script the Radix accordion costs against its 150 KB budget
 * (docs/decisions/005-home-faq-native-details.md).
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
        <Reveal index={1} className="divide-y divide-neutral-200 border-y-2 border-ink lg:col-span-8">
          {content.items.map((item) => (
            <details key={item.question} name={`${content.id}-items`} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-6 transition-colors hover:text-brand [&::-webkit-details-marker]:hidden">
                <h3 className="text-lg leading-snug font-semibold md:text-xl">{item.question}</h3>
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-full border border-neutral-300 text-ink transition-[rotate,background-color,border-color,color] duration-200 group-open:rotate-45 group-open:border-brand group-open:bg-brand group-open:text-white"
                >
                  <Plus className="size-4" />
                </span>
              </summary>
              <p className="max-w-3xl pr-12 pb-7 text-base leading-relaxed text-muted md:text-lg">{item.answer}</p>
            </details>
          ))}
        </Reveal>
      </div>
    </section>
  )
}
