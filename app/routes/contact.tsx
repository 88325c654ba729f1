import { PageHero } from '../components/sections/page-hero.tsx'
import { ContactFaqSection } from '../components/sections/contact/contact-faq-section.tsx'
import { ContactRequestSection } from '../components/sections/contact/contact-request-section.tsx'
import { Toaster } from '../components/ui/toaster.tsx'
import { CONTACT } from '../content/contact.ts'
import { pageSeo } from '../lib/page-meta.ts'

export const meta = () => pageSeo('/contact', CONTACT.seo)

export default function Contact() {
  return (
    <>
      <PageHero tone="dark" kicker="Contact" title={CONTACT.header.title}>
        <p>{CONTACT.header.subtitle}</p>
      </PageHero>
      <ContactRequestSection />
      <ContactFaqSection />
      {/* The form's success and error toasts (SPEC 8); the shell has none (docs/performance.md). */}
      <Toaster />
    </>
  )
}
