import { PageHero } from '../components/sections/page-hero.tsx'
import { pageSeo } from '../lib/page-meta.ts'

export const meta = () =>
  pageSeo('/social-media-campaigns', {
    title: 'Social-Media-Wahlkampf: Plattformen, Inhalte, Tipps',
    description:
      'Social-Media-Wahlkampf richtig planen: Reichweiten der Plattformen, Content-Strategien, Posting-Zeiten und Budget für Kandidierende.',
    type: 'article',
  })

export default function SocialMediaCampaigns() {
  return (
    <PageHero
      kicker="Ratgeber"
      title="Social-Media-Wahlkampf"
      cta={{ label: 'Kostenloses Erstgespräch anfragen', to: '/kontakt' }}
    >
      <p>
        Wer Wählerinnen und Wähler unter 30 erreichen will, erreicht sie zuerst auf dem Smartphone. Welche Plattform zu
        Ihrer Kandidatur passt, wie oft Sie posten sollten und welche Inhalte Vertrauen schaffen, zeigt dieser Ratgeber.
      </p>
    </PageHero>
  )
}
