import { LegalDocument } from '../components/sections/legal/legal-document.tsx'
import { LEGAL } from '../content/legal.ts'
import { pageSeo } from '../lib/page-meta.ts'

export const meta = () => pageSeo('/legal', { title: LEGAL.seo.title, description: LEGAL.seo.description })

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
