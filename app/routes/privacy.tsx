import { LegalDocument } from '../components/sections/legal/legal-document.tsx'
import { PRIVACY } from '../content/privacy.ts'
import { DOCUMENT_HANDLE } from '../lib/document-route.ts'
import { pageMeta } from '../lib/seo/page-meta.ts'
import { typesetAll } from '../lib/typography.ts'
import type { RouteHandle } from '../root.tsx'
import type { Route } from './+types/privacy'

/** A document: rendered at build time, never hydrated (docs/decisions/027). */
export const handle: RouteHandle = DOCUMENT_HANDLE
export { clientLoader } from '../lib/document-route.ts'

// The policy's copy (about 10 KB of gzip) reaches the browser inside the prerendered page, as
// loader data, never in this module's JavaScript (docs/decisions/019): the loader runs only at
// build time. Section signs, article numbers, units and dashes are bound to their neighbours
// (lib/typography.ts).
export function loader() {
  return { privacy: typesetAll(PRIVACY) }
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta('/privacy', { title: loaderData.privacy.seo.title, description: loaderData.privacy.seo.description })
    : []

export default function Privacy({ loaderData: { privacy } }: Route.ComponentProps) {
  return (
    <LegalDocument
      kicker="Rechtliches"
      headline={privacy.headline}
      lead={<p>Stand: {privacy.lastUpdated}</p>}
      sections={privacy.sections}
      tocLabel="Inhalt"
    />
  )
}
