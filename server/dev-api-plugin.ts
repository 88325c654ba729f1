import { getRequestListener } from '@hono/node-server'
import type { Plugin } from 'vite'

const API_PATHS = /^\/(functions\/|healthz(\?|$))/

/**
 * `npm run dev`: the same API the production server mounts (server/api.ts), loaded through
 * Vite so edits to it reload without restarting the dev server.
 */
export function devApiPlugin(): Plugin {
  return {
    name: 'mandatwerk:dev-api',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url || !API_PATHS.test(req.url)) return next()
        server
          .ssrLoadModule('/server/api.ts')
          .then((mod: Record<string, unknown>) => {
            const api = (mod.createApi as () => { fetch: (r: Request) => Response | Promise<Response> })()
            return getRequestListener((request) => api.fetch(request))(req, res)
          })
          .catch(next)
      })
    },
  }
}
