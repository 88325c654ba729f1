import { PageHero } from '../components/sections/page-hero.tsx'
import { pageSeo } from '../lib/page-meta.ts'

export const meta = () =>
  pageSeo('/campaign-guide', {
    title: 'Wahlkampf-Guide: In 6 Schritten zur Kampagne',
    description:
      'Der Wahlkampf-Guide in sechs Schritten: Ziele, Zielgruppen, Botschaften, Strategie, Zeitplan und Umsetzung – mit den drei Erfolgsfaktoren.',
    type: 'article',
  })

export default function CampaignGuide() {
  return (
    <PageHero
      kicker="Ratgeber"
      title="Wahlkampf-Guide"
      cta={{ label: 'Kostenloses Erstgespräch anfragen', to: '/kontakt' }}
    >
      <p>
        Von der Zieldefinition bis zum Wahlabend: Dieser Guide führt in sechs Schritten durch die Planung eines
        Wahlkampfs und zeigt, warum Authentizität, Kontinuität und datenbasierte Entscheidungen den Unterschied machen.
      </p>
    </PageHero>
  )
}
