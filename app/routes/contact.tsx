import { ContactFaqSection } from '../components/sections/contact/contact-faq-section.tsx'
import { ContactRequestSection } from '../components/sections/contact/contact-request-section.tsx'
import { PageHero } from '../components/sections/page-hero.tsx'
import { CONTACT } from '../content/contact.ts'
import { pageMeta } from '../lib/seo/page-meta.ts'
import type { Route } from './+types/contact'

export const meta: Route.MetaFunction = () => pageMeta('/contact', CONTACT.seo)

export default function Contact() {
  return (
    <>
      <PageHero tone="dark" kicker="Contact" title={CONTACT.header.title}>
        <p>{CONTACT.header.subtitle}</p>
      </PageHero>
      <ContactRequestSection />
      <ContactFaqSection />
    </>
  )
}
