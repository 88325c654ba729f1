import { ScrollProgress } from '../components/layout/scroll-progress.tsx'
import { AiSection } from '../components/sections/home/ai-section.tsx'
import { ApproachSection } from '../components/sections/home/approach-section.tsx'
import { ElectionCampaignsSection } from '../components/sections/home/election-campaigns-section.tsx'
import { FaqSection } from '../components/sections/home/faq-section.tsx'
import { HeroSection } from '../components/sections/home/hero-section.tsx'
import { ServicesSection } from '../components/sections/home/services-section.tsx'
import { SocialMediaSection } from '../components/sections/home/social-media-section.tsx'
import { WhoWeAreSection } from '../components/sections/home/who-we-are-section.tsx'
import { HOME } from '../content/home.ts'
import { DOCUMENT_HANDLE } from '../lib/document-route.ts'
import { faqPageJsonLd, organizationJsonLd } from '../lib/seo/json-ld.ts'
import { jsonLd } from '../lib/seo/meta.ts'
import { pageMeta } from '../lib/seo/page-meta.ts'
import type { RouteHandle } from '../root.tsx'
import type { Route } from './+types/home'

/**
 * A document (docs/decisions/036): rendered at build time, never hydrated with React. Menu and FAQ
 * are the browser's own controls; the hero phrase, the service cards and the scroll effects are
 * one small module of its own (components/sections/home/home-script.ts), started after the first paint.
 */
export const handle: RouteHandle = { ...DOCUMENT_HANDLE, pageModule: 'home' }
export { clientLoader } from '../lib/document-route.ts'

// Runs when the page is prerendered (a route with a client loader needs a loader to render then).
export function loader() {
  return null
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta('/', HOME.seo),
  jsonLd(organizationJsonLd(HOME.hero.rotatingPhrases)),
  jsonLd(faqPageJsonLd(HOME.faq.items)),
]

/** The home page, sections in page order; the footer comes from the root layout. */
export default function Home() {
  return (
    <>
      <ScrollProgress />
      <HeroSection content={HOME.hero} />
      <ElectionCampaignsSection content={HOME.electionCampaigns} />
      <WhoWeAreSection content={HOME.whoWeAre} />
      <SocialMediaSection content={HOME.socialMedia} />
      <ServicesSection content={HOME.services} />
      <AiSection content={HOME.ai} />
      <FaqSection content={HOME.faq} />
      <ApproachSection content={HOME.approach} />
    </>
  )
}
