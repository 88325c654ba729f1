import { PageHero } from '../components/sections/page-hero.tsx'
import { SITE } from '../config/site.ts'
import { pageSeo } from '../lib/page-meta.ts'

export const meta = () =>
  pageSeo('/contact', {
    title: 'Free Initial Consultation',
    description: 'Request a free initial consultation for your election campaign. We answer within 24 hours.',
  })

export default function Contact() {
  return (
    <PageHero tone="dark" kicker="Contact" title="Free Initial Consultation">
      <p>
        Tell us about your candidacy or your organisation and the election you are preparing for. We answer every
        request within {SITE.responseHours} hours – by phone at{' '}
        <a className="text-white underline" href={SITE.phoneHref}>
          {SITE.phone}
        </a>{' '}
        or by email at{' '}
        <a className="text-white underline" href={`mailto:${SITE.email}`}>
          {SITE.email}
        </a>
        .
      </p>
    </PageHero>
  )
}
