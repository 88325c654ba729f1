import { LegalDocument } from '../components/sections/legal/legal-document.tsx'
import { LEGAL } from '../content/legal.ts'
import { DOCUMENT_HANDLE } from '../lib/document-route.ts'
import { pageMeta } from '../lib/seo/page-meta.ts'
import { typesetAll } from '../lib/typography.ts'
import type { RouteHandle } from '../root.tsx'
import type { Route } from './+types/legal'

/** A document: rendered at build time, never hydrated (docs/decisions/027). */
export const handle: RouteHandle = DOCUMENT_HANDLE
export { clientLoader } from '../lib/document-route.ts'

// Runs when the page is prerendered (a route with a client loader needs a loader to render
// then). Section signs, article numbers, units and dashes bound to their neighbours (lib/typography.ts).
export function loader() {
  return { legal: typesetAll(LEGAL) }
}

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? pageMeta('/legal', loaderData.legal.seo) : [])

export default function Legal({ loaderData: { legal } }: Route.ComponentProps) {
  return (
    <LegalDocument
      kicker="Rechtliches"
      headline={legal.headline}
      lead={<p>{legal.intro}</p>}
      sections={legal.sections}
    />
  )
}
