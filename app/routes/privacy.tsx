import { PageHero } from '../components/sections/page-hero.tsx'
import { SITE } from '../config/site.ts'
import { pageSeo } from '../lib/page-meta.ts'

export const meta = () =>
  pageSeo('/privacy', {
    title: 'Datenschutzerklärung',
    description: `Wie die ${SITE.legalName} personenbezogene Daten auf dieser Website verarbeitet.`,
  })

export default function Privacy() {
  return (
    <PageHero kicker="Rechtliches" title="Datenschutzerklärung">
      <p>
        Diese Website setzt keine Cookies und lädt keine Inhalte von fremden Servern. Personenbezogene Daten verarbeiten
        wir nur, wenn Sie uns über das Kontaktformular, per E-Mail oder telefonisch eine Anfrage senden.
      </p>
    </PageHero>
  )
}
