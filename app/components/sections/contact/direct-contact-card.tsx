import { Clock, Mail, MapPin, Phone } from 'lucide-react'

import { SITE } from '../../../config/site.ts'
import { CONTACT } from '../../../content/contact.ts'

const COPY = CONTACT.directContact

/** Phone, email, office, opening hours and the typical response time. */
export function DirectContactCard() {
  const { address } = SITE
  const rows = [
    { icon: Phone, label: COPY.phoneLabel, content: <a href={SITE.phoneHref}>{SITE.phone}</a> },
    { icon: Mail, label: COPY.emailLabel, content: <a href={`mailto:${SITE.email}`}>{SITE.email}</a> },
    {
      icon: MapPin,
      label: COPY.addressLabel,
      content: (
        <address className="not-italic">
          {address.street}
          <br />
          {address.postalCode} {address.city}
        </address>
      ),
    },
  ]
  return (
    <section aria-labelledby="direct-contact-heading" className="rounded-2xl bg-ink p-7 text-white md:p-8">
      <h2 id="direct-contact-heading" className="text-xl font-black tracking-tight">
        {COPY.heading}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-neutral-300">{COPY.intro}</p>
      <dl className="mt-6 space-y-5">
        {rows.map(({ icon: Icon, label, content }) => (
          // dt and dd must be the group's only children; the icon sits inside the dt, beside both.
          <div key={label} className="relative pl-9">
            <dt className="text-xs font-semibold tracking-wider text-neutral-400 uppercase">
              <Icon aria-hidden="true" className="absolute top-0.5 left-0 size-5 text-brand-light" />
              {label}
            </dt>
            <dd className="mt-1 font-semibold break-words [&_a]:underline-offset-4 [&_a:hover]:underline">{content}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-7 border-t border-white/15 pt-6">
        <h3 className="flex items-center gap-2 text-sm font-semibold tracking-wider uppercase">
          <Clock aria-hidden="true" className="size-4 text-brand-light" />
          {COPY.hoursHeading}
        </h3>
        <ul className="mt-3 space-y-1 text-sm text-neutral-200">
          {COPY.hours.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="mt-1 text-sm text-neutral-400">{COPY.timezone}</p>
        <p className="mt-4 text-sm font-semibold">{COPY.responseTime}</p>
      </div>
    </section>
  )
}
