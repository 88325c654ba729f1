import { Check, LoaderCircle, Send } from 'lucide-react'
import { lazy, Suspense } from 'react'

import { APPLICATION } from '../../../content/application.ts'
import type { JobForm } from '../../../content/careers.ts'
import { CONTACT } from '../../../content/contact.ts'
import { CONTACT_ENDPOINT } from '../../../lib/contact-rules.ts'
import { Button } from '../../ui/button.tsx'
import { ContactFormFields } from './contact-form-fields.tsx'
import { loadToasts, useContactForm } from './use-contact-form.ts'

const COPY = CONTACT.form

const ContactToaster = lazy(() => loadToasts().then((module) => ({ default: module.ContactToaster })))

/**
 * The contact request form, with its toaster: the state lives in
 * use-contact-form.ts, the controls in contact-form-fields.tsx. A real form: before and
 * without JavaScript it posts to the endpoint, which answers with a page (docs/decisions/031);
 * once hydrated, the script sends it as JSON and shows toasts. With a `job` it is that job's
 * application form (docs/decisions/035): its own heading, texts and consent.
 */
export function ContactForm({ job }: { job?: JobForm | undefined }) {
  const { form, errors, hydrated, status, honeypot, onToasterReady, toasterWanted } = useContactForm(job?.slug)
  const copy = job ? APPLICATION.form : COPY

  return (
    <>
      <form
        {...form}
        noValidate
        method="post"
        action={CONTACT_ENDPOINT}
        aria-labelledby="contact-form-heading"
        className="space-y-6"
      >
        <div>
          <h2 id="contact-form-heading" className="text-2xl font-black tracking-tight md:text-3xl">
            {copy.heading}
          </h2>
          <p className="mt-3 leading-relaxed text-muted">{copy.intro}</p>
          <p className="mt-2 text-sm text-muted">{COPY.requiredNote}</p>
        </div>

        <ContactFormFields errors={errors} honeypot={honeypot} job={job} />

        <Button type="submit" size="lg" disabled={status !== 'idle'} className="w-full sm:w-auto">
          {status === 'sending' ? (
            <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          ) : status === 'sent' ? (
            <Check aria-hidden="true" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {copy.submit[status]}
        </Button>
      </form>
      {/* The form's toasts; rendered in the browser only, once wanted, so the prerendered HTML has none. */}
      {hydrated && toasterWanted && (
        <Suspense fallback={null}>
          <ContactToaster onReady={onToasterReady} />
        </Suspense>
      )}
    </>
  )
}
