import { getRequestListener } from '@hono/node-server'
import type { Plugin } from 'vite'

const API_PATHS = /^\/(functions\/|healthz(\?|$))/

type FetchApi = { fetch: (request: Request, env: unknown) => Response | Promise<Response> }

/**
 * `npm run dev`: the same API the production server mounts (server/api.ts), loaded through
 * Vite (it imports the .tsx email templates) so edits to it reload without restarting the
 * dev server. The backend itself (database, outbox worker) is created once (server/dev-api.ts).
 */
export function devApiPlugin(): Plugin {
  return {
    name: 'mandatwerk:dev-api',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url || !API_PATHS.test(req.url)) return next()
        server
          .ssrLoadModule('/server/dev-api.ts')
          .then(async (mod: Record<string, unknown>) => {
            const api = await (mod.devApi as () => Promise<FetchApi>)()
            // The env carries Node's request objects: the endpoint reads the client address from them.
            return getRequestListener((request, env) => api.fetch(request, env))(req, res)
          })
          .catch(next)
      })
    },
  }
}
