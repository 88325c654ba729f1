import { PageHero } from '../components/sections/page-hero.tsx'
import { pageSeo } from '../lib/page-meta.ts'

export const meta = () =>
  pageSeo('/campaign-strategy', {
    title: 'Wahlkampfstrategie erstellen: 10 Erfolgsfaktoren',
    description:
      'Wie Sie eine Wahlkampfstrategie erstellen, die trägt: realistische Analyse, klares Ziel, Zielgruppen, Kernbotschaften und Mobilisierung.',
    type: 'article',
  })

export default function CampaignStrategy() {
  return (
    <PageHero
      kicker="Ratgeber"
      title="Wahlkampfstrategie erstellen"
      cta={{ label: 'Kostenloses Erstgespräch anfragen', to: '/kontakt' }}
    >
      <p>
        Ohne Strategie wird ein Wahlkampf zur Aneinanderreihung von Terminen, Plakaten und Posts. Mit ihr weiß jedes
        Teammitglied, wen es erreichen will, mit welcher Botschaft und bis wann.
      </p>
    </PageHero>
  )
}
