import { GuideCtaSection } from '../components/sections/guide/guide-cta-section.tsx'
import { GuideList } from '../components/sections/ratgeber/guide-list.tsx'
import { HubHeroSection } from '../components/sections/ratgeber/hub-hero-section.tsx'
import { GUIDE_HUB } from '../content/guides/hub.ts'
import { DOCUMENT_HANDLE } from '../lib/document-route.ts'
import { guideSummaries, lastRevision } from '../lib/guides.ts'
import { hubMeta } from '../lib/seo/guide-meta.ts'
import { typesetAll } from '../lib/typography.ts'
import type { RouteHandle } from '../root.tsx'
import type { Route } from './+types/ratgeber'

/** A document: rendered at build time, never hydrated (docs/decisions/027). */
export const handle: RouteHandle = DOCUMENT_HANDLE
export { clientLoader } from '../lib/document-route.ts'

// The list is computed from the guides' content when the page is prerendered (reading time
// from their words), so the hub's JavaScript holds none of the guides' copy.
// Its head too (title, social tags, feed link, structured data): see app/lib/seo/guide-meta.ts.
export function loader() {
  const guides = typesetAll(guideSummaries())
  return { guides, lastRevision: lastRevision(), head: hubMeta(guides) }
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? []

/** The guides' hub (docs/decisions/016): every guide with teaser, revision date and reading time. */
export default function Ratgeber({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HubHeroSection count={loaderData.guides.length} lastRevision={loaderData.lastRevision} />
      <GuideList guides={loaderData.guides} />
      <GuideCtaSection cta={GUIDE_HUB.cta} />
    </>
  )
}
