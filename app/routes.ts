import { index, route, type RouteConfig } from '@react-router/dev/routes'

import { CONTACT_ROUTE_PATH } from './lib/job-application.ts'
import { PAGES } from './lib/pages.ts'
import { LEGACY_REDIRECTS } from './lib/redirects.ts'

/**
 * The contact page's route also matches `/contact/apply/<job>`, where the build prerenders each
 * job's application form (docs/decisions/035): one route, so the page the server serves for
 * `/contact?stelle=<job>` hydrates as the route it was rendered as.
 */
const routePath = (path: string) => (path === '/contact' ? CONTACT_ROUTE_PATH : path)

export default [
  ...PAGES.map((page) =>
    page.path === '/' ? index(page.file) : route(routePath(page.path), page.file, 'id' in page ? { id: page.id } : {}),
  ),
  ...Object.keys(LEGACY_REDIRECTS).map((from) => route(from, 'routes/legacy-redirect.tsx', { id: `legacy${from}` })),
  // Splat last: any other path is the not-found page (the server also answers it 404).
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
