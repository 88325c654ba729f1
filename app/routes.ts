import { index, route, type RouteConfig } from '@react-router/dev/routes'

import { PAGES } from './lib/pages.ts'
import { LEGACY_REDIRECTS } from './lib/redirects.ts'

export default [
  ...PAGES.map((page) =>
    page.path === '/' ? index(page.file) : route(page.path, page.file, 'id' in page ? { id: page.id } : {}),
  ),
  ...Object.keys(LEGACY_REDIRECTS).map((from) => route(from, 'routes/legacy-redirect.tsx', { id: `legacy${from}` })),
  // Splat last: any other path is the not-found page (the server also answers it 404).
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
