import { PageHero } from '../components/sections/page-hero.tsx'
import { pageSeo } from '../lib/page-meta.ts'

export const meta = () =>
  pageSeo('/digital-campaigns', {
    title: 'Digitaler Wahlkampf: Kanäle und Strategie',
    description:
      'Digitaler Wahlkampf von der Website bis zur Online-Anzeige: sechs Kanäle und eine Strategie in vier Schritten für Ihre Kampagne.',
    type: 'article',
  })

export default function DigitalCampaigns() {
  return (
    <PageHero
      kicker="Ratgeber"
      title="Digitaler Wahlkampf"
      cta={{ label: 'Kostenloses Erstgespräch anfragen', to: '/kontakt' }}
    >
      <p>
        Website, soziale Netzwerke, Video, Messenger und Anzeigen greifen im digitalen Wahlkampf ineinander. Wir zeigen,
        welche Kanäle Sie brauchen und wie Sie sie zu einer Strategie verbinden.
      </p>
    </PageHero>
  )
}
