import { useParams, useSearchParams } from 'react-router'
// The job forms straight from their content module: through app/content/careers.ts the page
// would load the careers page's copy and hero picture too (about 4 KB gzip, docs/performance.md).
import { JOB_FORMS } from 'virtual:content/jobs'

import { ContactFaqSection } from '../components/sections/contact/contact-faq-section.tsx'
import { ContactRequestSection } from '../components/sections/contact/contact-request-section.tsx'
import { PageHero } from '../components/sections/page-hero.tsx'
import { APPLICATION } from '../content/application.ts'
import type { JobForm } from '../content/careers.ts'
import { CONTACT } from '../content/contact.ts'
import { JOB_PARAM } from '../lib/contact-rules.ts'
import { pageMeta } from '../lib/seo/page-meta.ts'
import type { Route } from './+types/contact'

/**
 * The job of an application form (docs/decisions/035): `?stelle=<slug>` in the browser,
 * the `:job` of `/contact/apply/<slug>` when the build prerenders that job's form – the server
 * serves that page for `/contact?stelle=<slug>`, so both render the same. An unknown slug: none.
 */
function jobOf(params: { job?: string }, search: URLSearchParams): JobForm | undefined {
  const slug = params.job ?? search.get(JOB_PARAM)
  return slug ? JOB_FORMS.find((job) => job.slug === slug) : undefined
}

export const meta: Route.MetaFunction = ({ params, location }) => {
  const job = jobOf(params, new URLSearchParams(location.search))
  if (!job) return pageMeta('/contact', CONTACT.seo)
  return pageMeta('/contact', {
    title: APPLICATION.seo.title.replace('{job}', job.title),
    description: APPLICATION.seo.description.replace('{job}', job.title),
  })
}

export default function Contact() {
  const [search] = useSearchParams()
  const job = jobOf(useParams(), search)
  if (job) {
    return (
      <>
        <PageHero tone="dark" kicker={APPLICATION.kicker} title={<span lang="de">{job.title}</span>}>
          <p>{APPLICATION.subtitle}</p>
        </PageHero>
        <ContactRequestSection job={job} />
      </>
    )
  }
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
