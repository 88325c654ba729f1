import { useMatches } from 'react-router'

import { ContactCardPage } from '../components/sections/contact-card/contact-card-page.tsx'
import { CARD_PATHS } from '../config/site.ts'
import { CARD_COPY } from '../content/contact-card.ts'
import { pageMeta } from '../lib/seo/page-meta.ts'
import type { RouteHandle } from '../root.tsx'
import type { Route } from './+types/contact-card'

// Both card paths (app/lib/site-pages.ts) share this module; the route id tells them apart.
const GATED_ID = 'card-gated'

export const handle: RouteHandle = { bare: true }

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches.some((match) => match?.id === GATED_ID) ? CARD_PATHS.gated : CARD_PATHS.direct, CARD_COPY.seo),
  // Form controls and scrollbars follow the light/dark colours of the page.
  { name: 'color-scheme', content: 'light dark' },
]

export default function ContactCard() {
  const gated = useMatches().some((match) => match.id === GATED_ID)
  return <ContactCardPage gated={gated} />
}
