import { GuideArticle } from '../components/sections/guide/guide-article.tsx'
import { type GuideIconDrawings, GuideIconsContext } from '../components/sections/guide/guide-icon.tsx'
import { guideIconData } from '../components/sections/guide/guide-icons.ts'
import { GUIDE_HUB } from '../content/guides/hub.ts'
import { findGuide, relatedGuides } from '../lib/guides.ts'
import { GUIDE_LANG, normalisePath } from '../lib/paths.ts'
import { guideMeta } from '../lib/seo/guide-meta.ts'
import { typesetAll } from '../lib/typography.ts'
import type { RouteHandle } from '../root.tsx'
import type { Route } from './+types/guide'

// Every guide is served by this module, one route per guide (app/lib/pages.ts). The loader
// runs only at build time, when the page is prerendered: the guide's copy reaches the
// browser inside the page (and as `/<path>.data` for client-side navigation), never in
// this module's JavaScript.

export const handle: RouteHandle = { lang: GUIDE_LANG }

export function loader({ url }: Route.LoaderArgs) {
  const guide = findGuide(normalisePath(url.pathname))
  if (!guide) throw new Response('Not Found', { status: 404 })
  // Units, section signs and dashes bound to their neighbours with no-break spaces (lib/typography.ts).
  const page = typesetAll(guide)
  // The head, the hub's name and the drawings of the icons the guide shows come from here too,
  // so neither their builders, the hub's copy nor an icon set are in the browser's JavaScript
  // (docs/decisions/019).
  return {
    page,
    related: typesetAll(relatedGuides(guide)),
    head: guideMeta(page),
    hubBreadcrumb: GUIDE_HUB.breadcrumb,
    icons: guideIconData(guide),
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.head ?? []

export default function Guide({ loaderData }: Route.ComponentProps) {
  return (
    // Loader data is typed as serialised JSON; the drawings are lucide's own objects.
    <GuideIconsContext value={loaderData.icons as GuideIconDrawings}>
      <GuideArticle page={loaderData.page} related={loaderData.related} hubBreadcrumb={loaderData.hubBreadcrumb} />
    </GuideIconsContext>
  )
}
