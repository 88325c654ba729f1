import type { JobForm } from '../../../content/careers.ts'
import { ContactForm } from './contact-form.tsx'
import { DirectContactCard } from './direct-contact-card.tsx'
import { FastResponseNote } from './fast-response-note.tsx'

/**
 * The form beside the direct-contact card and the fast-response note; stacked on phones. With a
 * `job`, the form is that job's application form (docs/decisions/035) and the note about campaign deadlines
 * is left out.
 */
export function ContactRequestSection({ job }: { job?: JobForm }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-5 py-14 md:px-8 md:py-20 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-14">
      <div className="rounded-2xl border border-neutral-200 bg-white p-6 shadow-sm md:p-10">
        <ContactForm job={job} />
      </div>
      <div className="space-y-6">
        <DirectContactCard />
        {!job && <FastResponseNote />}
      </div>
    </div>
  )
}
