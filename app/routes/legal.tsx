import { LegalDocument } from '../components/sections/legal/legal-document.tsx'
import { LEGAL as CONTENT } from '../content/legal.ts'
import { DOCUMENT_HANDLE } from '../lib/document-script.ts'
import { pageMeta } from '../lib/seo/page-meta.ts'
import { typesetAll } from '../lib/typography.ts'
import type { RouteHandle } from '../root.tsx'
import type { Route } from './+types/legal'

/** A document: rendered at build time, never hydrated (docs/decisions/027). */
export const handle: RouteHandle = DOCUMENT_HANDLE
export { clientLoader } from '../lib/document-script.ts'

// Section signs, article numbers, units and dashes bound to their neighbours (lib/typography.ts).
const LEGAL = typesetAll(CONTENT)

export const meta: Route.MetaFunction = () => pageMeta('/legal', LEGAL.seo)

export default function Legal() {
  return (
    <LegalDocument
      kicker="Rechtliches"
      headline={LEGAL.headline}
      lead={<p>{LEGAL.intro}</p>}
      sections={LEGAL.sections}
    />
  )
}
