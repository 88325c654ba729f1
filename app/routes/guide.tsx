import type { Route } from './+types/guide'
import type { RouteHandle } from '../root.tsx'
import { GuideArticle } from '../components/sections/guide/guide-article.tsx'
import { feedLink, guideMeta } from '../lib/seo/guide-meta.ts'
import { findGuide, relatedGuides } from '../lib/guides.ts'
import { GUIDE_LANG, normalisePath } from '../lib/paths.ts'
import { typesetAll } from '../lib/typography.ts'

// Every guide is served by this module, one route per guide (app/lib/pages.ts). The loader
// runs only at build time, when the page is prerendered: the guide's copy reaches the
// browser inside the page (and as `/<path>.data` for client-side navigation), never in
// this module's JavaScript.

export const handle: RouteHandle = { lang: GUIDE_LANG }

export function loader({ url }: Route.LoaderArgs) {
  const guide = findGuide(normalisePath(url.pathname))
  if (!guide) throw new Response('Not Found', { status: 404 })
  // Units, section signs and dashes bound to their neighbours with no-break spaces (lib/typography.ts).
  return { page: typesetAll(guide), related: typesetAll(relatedGuides(guide)) }
}

export const links: Route.LinksFunction = () => [feedLink()]

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? guideMeta(loaderData.page) : [])

export default function Guide({ loaderData }: Route.ComponentProps) {
  return <GuideArticle page={loaderData.page} related={loaderData.related} />
}
