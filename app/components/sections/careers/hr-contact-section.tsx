import { Mail, Phone } from 'lucide-react'

import type { HR_CONTACT } from '../../../config/site.ts'
import type { CareersPage } from '../../../content/careers.ts'

type HrContactSectionProps = {
  content: CareersPage['hrContact']
  contact: typeof HR_CONTACT
}

/** Contact-person card (content/hr-contact.yaml). */
export function HrContactSection({ content, contact }: HrContactSectionProps) {
  return (
    <section aria-labelledby="hr-contact-heading" className="bg-surface">
      <div className="mx-auto max-w-5xl px-5 py-20 md:px-8">
        <div className="grid items-center gap-8 rounded-3xl bg-white p-5 shadow-sm sm:p-7 md:grid-cols-[auto_1fr] md:gap-12 md:p-12">
          <img
            src={contact.image}
            // The file is square; any square picture can replace it (HR_CONTACT.image).
            width={256}
            height={256}
            alt={content.imageAlt}
            loading="lazy"
            decoding="async"
            className="size-32 rounded-full object-cover md:size-44"
          />
          <div>
            <h2 id="hr-contact-heading" className="text-3xl font-black tracking-tight">
              {content.heading}
            </h2>
            <p className="mt-3 leading-relaxed text-muted">{content.text}</p>
            <p className="mt-6 text-xl font-bold">{contact.name}</p>
            <p className="text-muted">{contact.position}</p>
            <ul className="mt-5 space-y-3">
              <li>
                <a href={`mailto:${contact.email}`} className="group inline-flex items-center gap-3">
                  <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand text-white">
                    <Mail aria-hidden="true" className="size-5" />
                  </span>
                  <span>
                    <span className="block text-xs font-semibold tracking-wider text-muted uppercase">
                      {content.emailLabel}
                    </span>{' '}
                    <span className="font-semibold break-words group-hover:text-brand group-hover:underline">
                      {contact.email}
                    </span>
                  </span>
                </a>
              </li>
              <li>
                <a href={contact.phoneHref} className="group inline-flex items-center gap-3">
                  <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand text-white">
                    <Phone aria-hidden="true" className="size-5" />
                  </span>
                  <span>
                    <span className="block text-xs font-semibold tracking-wider text-muted uppercase">
                      {content.phoneLabel}
                    </span>{' '}
                    <span className="font-semibold group-hover:text-brand group-hover:underline">{contact.phone}</span>
                  </span>
                </a>
              </li>
            </ul>
          </div>
        </div>
      </div>
    </section>
  )
}
