import { Hono } from 'hono'

/**
 * The site's API: everything that is not a prerendered file. Mounted by the production
 * server (server/app.ts) and by the dev server (server/dev-api-plugin.ts), so `npm run dev`
 * answers exactly like production.
 */
export function createApi() {
  const api = new Hono()
  api.get('/healthz', (c) => c.json({ status: 'ok' }))
  return api
}
