import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'

import { HUB_PATH } from '../lib/paths.ts'
import { seoMeta } from '../lib/seo/meta.ts'
import { NOT_FOUND_PATH } from '../lib/site-pages.ts'
import type { Route } from './+types/not-found'

export const meta: Route.MetaFunction = () =>
  seoMeta({
    title: 'Page not found',
    description: 'The page you were looking for does not exist.',
    path: NOT_FOUND_PATH,
    lang: 'en',
    noindex: true,
  })

export default function NotFound() {
  const { pathname } = useLocation()

  useEffect(() => {
    console.error('User attempted to access non-existent route', pathname)
  }, [pathname])

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-7xl flex-col items-center justify-center px-5 py-24 text-center">
      <h1 className="text-8xl font-black tracking-tight text-brand">404</h1>
      <p className="mt-4 text-2xl font-semibold">Oops! Page not found</p>
      {/* The heading stays (docs/spec-decisions.md); German readers (the guides are German) get a line and a way on. */}
      <p lang="de" className="mt-4 max-w-xl text-muted">
        Diese Seite gibt es nicht (mehr). Weiter geht es zu unseren{' '}
        <Link to={HUB_PATH} className="font-semibold text-brand underline underline-offset-4 hover:text-brand-dark">
          Ratgebern zum Wahlkampf
        </Link>{' '}
        oder zur{' '}
        <Link to="/contact" className="font-semibold text-brand underline underline-offset-4 hover:text-brand-dark">
          Kontaktanfrage
        </Link>
        .
      </p>
      <Link
        to="/"
        className="mt-8 inline-flex h-12 items-center rounded-full bg-ink px-7 text-sm font-bold text-white hover:bg-neutral-800"
      >
        Return to Home
      </Link>
    </section>
  )
}
