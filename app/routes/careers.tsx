import { PageHero } from '../components/sections/page-hero.tsx'
import { pageSeo } from '../lib/page-meta.ts'

export const meta = () =>
  pageSeo('/careers', {
    title: 'Careers',
    description:
      'Work on campaigns that strengthen democracy: open positions and internships at our Berlin consultancy.',
  })

export default function Careers() {
  return (
    <PageHero
      kicker="Careers"
      title="Shape democracy with us"
      cta={{ label: 'Apply Now', to: '/kontakt', reloadDocument: true }}
    >
      <p>
        We are a small Berlin team of strategists, writers, designers and developers who help democratic candidates win
        elections. If you want your work to matter on election night, we would like to meet you.
      </p>
    </PageHero>
  )
}
