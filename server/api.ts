import { Hono } from 'hono'
import { type ApiEnv, type ContactDeps, createContactRoute } from './contact/contact-route.ts'

export type ApiDeps = {
  /** The contact endpoint's repository, configuration and limiter (server/contact/runtime.ts). */
  contact?: ContactDeps
}

/**
 * The site's API: everything that is not a prerendered file. Mounted by the production
 * server (server/app.ts) and by the dev server (server/dev-api-plugin.ts), so `npm run dev`
 * answers exactly like production. Without `contact` only the health check is mounted
 * (the static-file tests need no database).
 */
export function createApi(deps: ApiDeps = {}) {
  const api = new Hono<ApiEnv>()
  api.get('/healthz', (c) => c.json({ status: 'ok' }))
  if (deps.contact) api.route('/', createContactRoute(deps.contact))
  return api
}
