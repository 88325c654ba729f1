import { useMatches } from 'react-router'

import { SITE } from '../config/site.ts'
import { CONTACT_OUTCOME } from '../content/contact-outcome.ts'
import { CONTACT_OUTCOME_PATHS, type OutcomeLang } from '../lib/contact-outcome-paths.ts'
import { DOCUMENT_HANDLE } from '../lib/document-route.ts'
import { pageMeta } from '../lib/seo/page-meta.ts'
import type { RouteHandle } from '../root.tsx'

/** Documents (docs/decisions/027): they answer a form sent without JavaScript (docs/decisions/031). */
export const handle: RouteHandle = DOCUMENT_HANDLE
export { clientLoader } from '../lib/document-route.ts'

export function loader() {
  return null
}

/** Shown until the server puts the request's reference in (server/contact/form-pages.ts). */
const REFERENCE_PLACEHOLDER = 'XXXXXXXX'

type Kind = keyof typeof CONTACT_OUTCOME
const PAGES = (Object.keys(CONTACT_OUTCOME_PATHS) as Kind[]).flatMap((kind) =>
  (['en', 'de'] as const).map((lang) => ({ kind, lang, path: CONTACT_OUTCOME_PATHS[kind][lang] })),
)
const pageOf = (id: string | undefined) => PAGES.find((page) => `contact-outcome${page.path}` === id) ?? PAGES[0]!

export function meta({ matches }: { matches: { id: string }[] }) {
  const { kind, lang, path } = pageOf(matches.at(-1)?.id)
  const copy = CONTACT_OUTCOME[kind][lang]
  return pageMeta(path, { title: copy.title, description: copy.description })
}

const buttonClass =
  'mt-10 inline-flex h-12 items-center rounded-full bg-ink px-7 text-sm font-bold text-white hover:bg-neutral-800'

function Sent({ lang }: { lang: OutcomeLang }) {
  const copy = CONTACT_OUTCOME.sent[lang]
  return (
    <>
      <p className="mt-4 text-lg leading-relaxed text-muted">{copy.lead}</p>
      <p className="mt-8 text-sm font-semibold tracking-wider text-muted uppercase">{copy.reference}</p>
      <p className="mt-1 font-mono text-3xl font-black tracking-widest" id="request-reference">
        {REFERENCE_PLACEHOLDER}
      </p>
      <p className="mt-2 text-sm text-muted">{copy.referenceNote}</p>
      <a href="/" className={buttonClass}>
        {copy.back}
      </a>
    </>
  )
}

function Problem({ lang }: { lang: OutcomeLang }) {
  const copy = CONTACT_OUTCOME.problem[lang]
  return (
    <>
      <p className="mt-4 text-lg leading-relaxed text-muted">{copy.lead}</p>
      <dl className="mt-6 space-y-3 text-lg">
        <div>
          <dt className="text-sm font-semibold text-muted">{copy.phone}</dt>
          <dd className="font-semibold">
            <a href={SITE.phoneHref} className="underline underline-offset-4">
              {SITE.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">{copy.email}</dt>
          <dd className="font-semibold">
            <a href={`mailto:${SITE.email}`} className="underline underline-offset-4">
              {SITE.email}
            </a>
          </dd>
        </div>
      </dl>
      <a href="/contact" className={buttonClass}>
        {copy.back}
      </a>
    </>
  )
}

export default function ContactOutcome() {
  const { kind, lang } = pageOf(useMatches().at(-1)?.id)
  const copy = CONTACT_OUTCOME[kind][lang]
  return (
    <section className="mx-auto max-w-3xl px-5 py-20 md:px-8 md:py-28">
      <p className="text-sm font-bold tracking-widest text-brand uppercase">{copy.kicker}</p>
      <h1 className="mt-3 text-4xl font-black tracking-tight md:text-5xl">{copy.headline}</h1>
      {kind === 'sent' ? <Sent lang={lang} /> : <Problem lang={lang} />}
    </section>
  )
}
