import type { Route } from './+types/privacy'
import { LegalDocument } from '../components/sections/legal/legal-document.tsx'
import { PRIVACY as CONTENT } from '../content/privacy.ts'
import { pageMeta } from '../lib/seo/page-meta.ts'
import { typesetAll } from '../lib/typography.ts'

// Section signs, article numbers, units and dashes bound to their neighbours (lib/typography.ts).
const PRIVACY = typesetAll(CONTENT)

export const meta: Route.MetaFunction = () => pageMeta('/privacy', PRIVACY.seo)

export default function Privacy() {
  return (
    <LegalDocument
      kicker="Rechtliches"
      headline={PRIVACY.headline}
      lead={<p>Stand: {PRIVACY.lastUpdated}</p>}
      sections={PRIVACY.sections}
      tocLabel="Inhalt"
    />
  )
}
