import { PageHero } from '../components/sections/page-hero.tsx'
import { pageSeo } from '../lib/page-meta.ts'

export const meta = () =>
  pageSeo('/campaign-costs', {
    title: 'Wahlkampfkosten: Budget planen und richtig verteilen',
    description:
      'Was kostet ein Wahlkampf? Typische Budgets für Kommunal-, Landtags- und Bundestagswahl, die Kostenverteilung und Tipps zur Planung.',
    type: 'article',
  })

export default function CampaignCosts() {
  return (
    <PageHero
      kicker="Ratgeber"
      title="Was kostet ein Wahlkampf?"
      cta={{ label: 'Kostenloses Erstgespräch anfragen', to: '/kontakt' }}
    >
      <p>
        Ein Kommunalwahlkampf beginnt bei etwa 5.000 €, ein Bundestagswahlkampf im Wahlkreis kann 250.000 € erreichen.
        Entscheidend ist nicht die Höhe des Budgets, sondern dass es früh geplant und auf die wirksamsten Maßnahmen
        verteilt wird.
      </p>
    </PageHero>
  )
}
