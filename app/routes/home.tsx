import { Link } from 'react-router'
import { ScrollProgress } from '../components/layout/scroll-progress.tsx'
import { SITE } from '../config/site.ts'
import { pageSeo } from '../lib/page-meta.ts'

export const meta = () =>
  pageSeo('/', {
    title: `${SITE.brand} – Political Campaign Consultancy in Berlin`,
    description:
      'Winning campaigns for candidates, parties and voter alliances: strategy, personal branding, political communication, social media and video from Berlin.',
  })

export default function Home() {
  return (
    <>
      <ScrollProgress />
      <section className="bg-white">
        <div className="mx-auto max-w-7xl px-5 py-24 md:px-8 md:py-32">
          <h1 className="max-w-4xl text-5xl leading-[1.05] font-black tracking-tight text-balance md:text-7xl">
            Winning campaigns for Candidates &amp; Political Organizations
          </h1>
          <p className="mt-6 text-xl text-muted md:text-2xl">
            Expert team for <span className="font-bold text-brand">Campaign Strategy</span>
          </p>
        </div>
      </section>
      <section id="team" aria-labelledby="team-heading" className="bg-surface">
        <div className="mx-auto max-w-7xl px-5 py-20 md:px-8">
          <h2 id="team-heading" className="text-3xl font-black tracking-tight md:text-5xl">
            What we do?
          </h2>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-muted">
            From the first analysis to election night we plan, write, design and run campaigns for democratic
            candidates, parties and independent voter alliances – online and on the street, at a fixed price.
          </p>
          <Link
            to="/contact"
            className="mt-8 inline-flex h-12 items-center rounded-full bg-brand px-7 text-sm font-bold text-white hover:bg-brand-dark"
          >
            Schedule free initial consultation
          </Link>
        </div>
      </section>
    </>
  )
}
