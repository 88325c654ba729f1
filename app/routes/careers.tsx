import { BenefitsSection } from '../components/sections/careers/benefits-section.tsx'
import { CareersCtaSection } from '../components/sections/careers/careers-cta-section.tsx'
import { CareersHeroSection } from '../components/sections/careers/careers-hero-section.tsx'
import { CultureSection } from '../components/sections/careers/culture-section.tsx'
import { HrContactSection } from '../components/sections/careers/hr-contact-section.tsx'
import { POSITIONS_ID, PositionsSection, usePositionsTab } from '../components/sections/careers/positions-section.tsx'
import { HR_CONTACT } from '../config/site.ts'
import { APPLICATION_STEPS, BENEFITS, CAREERS, JOBS } from '../content/careers.ts'
import { pageMeta } from '../lib/seo/page-meta.ts'
import { typesetAll } from '../lib/typography.ts'
import type { Route } from './+types/careers'

// The German job ads: amounts, units and dashes bound to their neighbours (lib/typography.ts).
const JOB_ADS = typesetAll(JOBS)

export const meta: Route.MetaFunction = () => pageMeta('/careers', CAREERS.seo)

export default function Careers() {
  // The hero's button and the tabs share the selected tab (SPEC 2.5).
  const positions = usePositionsTab()
  return (
    <>
      <CareersHeroSection hero={CAREERS.hero} openingsId={POSITIONS_ID} onDiscover={positions.showOpenings} />
      <CultureSection culture={CAREERS.culture} />
      <BenefitsSection benefits={CAREERS.benefits} cards={BENEFITS} />
      <PositionsSection
        tab={positions.tab}
        onTabChange={positions.setTab}
        content={CAREERS}
        jobs={JOB_ADS}
        steps={APPLICATION_STEPS}
      />
      <HrContactSection content={CAREERS.hrContact} contact={HR_CONTACT} />
      <CareersCtaSection cta={CAREERS.cta} />
    </>
  )
}
