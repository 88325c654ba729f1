import { useMatches } from 'react-router'
import type { RouteHandle } from '../root.tsx'
import { CARD_PATHS, FOUNDER_CARD } from '../config/site.ts'
import { seo } from '../lib/meta.ts'

export const handle: RouteHandle = { bare: true }

export const meta = ({ matches }: { matches: ReadonlyArray<{ id: string } | undefined> }) =>
  seo({
    title: `${FOUNDER_CARD.name} – Kontakt`,
    description: `Digitale Visitenkarte von ${FOUNDER_CARD.name}, ${FOUNDER_CARD.title}.`,
    path: matches.some((match) => match?.id === 'card-gated') ? CARD_PATHS.gated : CARD_PATHS.direct,
    lang: 'de',
    noindex: true,
  })

export default function ContactCard() {
  const gated = useMatches().some((match) => match.id === 'card-gated')
  return (
    <main className="flex min-h-screen items-center justify-center bg-neutral-100 p-6 text-ink">
      <div className="w-full max-w-sm rounded-3xl bg-white p-8 text-center shadow-xl">
        {gated ? (
          <>
            <h1 className="text-2xl font-bold">Zugriff erforderlich</h1>
            <p className="mt-2 text-muted">Bitte geben Sie das Passwort ein</p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold">{FOUNDER_CARD.name}</h1>
            <p className="mt-2 text-muted">{FOUNDER_CARD.title}</p>
          </>
        )}
      </div>
    </main>
  )
}
