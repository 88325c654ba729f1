import { PageHero } from '../components/sections/page-hero.tsx'
import { SITE } from '../config/site.ts'
import { pageSeo } from '../lib/page-meta.ts'

export const meta = () =>
  pageSeo('/legal', {
    title: 'Impressum',
    description: `Impressum und Nutzungsbedingungen der ${SITE.legalName}, Berlin.`,
  })

export default function Legal() {
  const { address } = SITE
  return (
    <PageHero kicker="Rechtliches" title="Impressum">
      <p>
        Angaben gemäß § 5 DDG: {SITE.legalName}, {address.street}, {address.postalCode} {address.city}. Telefon{' '}
        {SITE.phone}, E-Mail {SITE.email}.
      </p>
    </PageHero>
  )
}
