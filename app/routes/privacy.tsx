import { LegalDocument } from '../components/sections/legal/legal-document.tsx'
import { PRIVACY } from '../content/privacy.ts'
import { pageSeo } from '../lib/page-meta.ts'

export const meta = () => pageSeo('/privacy', { title: PRIVACY.seo.title, description: PRIVACY.seo.description })

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
