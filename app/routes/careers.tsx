import { BenefitsSection } from '../components/sections/careers/benefits-section.tsx'
import { CareersCtaSection } from '../components/sections/careers/careers-cta-section.tsx'
import { CareersHeroSection } from '../components/sections/careers/careers-hero-section.tsx'
import { CultureSection } from '../components/sections/careers/culture-section.tsx'
import { HrContactSection } from '../components/sections/careers/hr-contact-section.tsx'
import { OPENINGS_TAB_ID, POSITIONS_ID, PositionsSection } from '../components/sections/careers/positions-section.tsx'
import { HR_CONTACT } from '../config/site.ts'
import { APPLICATION_STEPS, BENEFITS, CAREERS, JOBS } from '../content/careers.ts'
import { DOCUMENT_HANDLE } from '../lib/document-route.ts'
import { pageMeta } from '../lib/seo/page-meta.ts'
import { typesetAll } from '../lib/typography.ts'
import type { RouteHandle } from '../root.tsx'
import type { Route } from './+types/careers'

/**
 * A document: rendered at build time, never hydrated. Its tabs and job cards are the browser's
 * own controls (docs/decisions/032), so they work from the first paint with no script.
 */
export const handle: RouteHandle = DOCUMENT_HANDLE
export { clientLoader } from '../lib/document-route.ts'

// Runs when the page is prerendered (a route with a client loader needs a loader to render then).
// The German job ads: amounts, units and dashes bound to their neighbours (lib/typography.ts).
export function loader() {
  return { jobs: typesetAll(JOBS) }
}

export const meta: Route.MetaFunction = () => pageMeta('/careers', CAREERS.seo)

export default function Careers({ loaderData: { jobs } }: Route.ComponentProps) {
  return (
    <>
      <CareersHeroSection hero={CAREERS.hero} openingsId={POSITIONS_ID} openingsTabId={OPENINGS_TAB_ID} />
      <CultureSection culture={CAREERS.culture} />
      <BenefitsSection benefits={CAREERS.benefits} cards={BENEFITS} />
      <PositionsSection content={CAREERS} jobs={jobs} steps={APPLICATION_STEPS} />
      <HrContactSection content={CAREERS.hrContact} contact={HR_CONTACT} />
      <CareersCtaSection cta={CAREERS.cta} />
    </>
  )
}
