import { GuideArticle } from '../components/sections/guide/guide-article.tsx'
import { GUIDE_HUB } from '../content/guides/hub.ts'
import { DOCUMENT_HANDLE } from '../lib/document-route.ts'
import { findGuide, relatedGuides } from '../lib/guides.ts'
import { GUIDE_LANG, normalisePath } from '../lib/paths.ts'
import { guideMeta } from '../lib/seo/guide-meta.ts'
import { typesetAll } from '../lib/typography.ts'
import type { RouteHandle } from '../root.tsx'
import type { Route } from './+types/guide'

// Every guide is served by this module, one route per guide (app/lib/pages.ts). A guide is a
// document (docs/decisions/027): the loader runs at build time, the page never hydrates.

export { clientLoader } from '../lib/document-route.ts'
export const handle: RouteHandle = { lang: GUIDE_LANG, ...DOCUMENT_HANDLE }

export function loader({ url }: Route.LoaderArgs) {
  const guide = findGuide(normalisePath(url.pathname))
  if (!guide) throw new Response('Not Found', { status: 404 })
  // Units, section signs and dashes bound to their neighbours with no-break spaces (lib/typography.ts).
  const page = typesetAll(guide)
  return { page, related: typesetAll(relatedGuides(guide)), head: guideMeta(page), hubBreadcrumb: GUIDE_HUB.breadcrumb }
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? []

export default function Guide({ loaderData }: Route.ComponentProps) {
  return <GuideArticle page={loaderData.page} related={loaderData.related} hubBreadcrumb={loaderData.hubBreadcrumb} />
}
