/**
 * The public origin when SITE_URL is unset: the local demo (README, "Configuration"). The one
 * definition of it; the build (vite.config.ts, scripts/postbuild.ts), the server (server/env.ts),
 * the page meta (app/lib/seo/meta.ts) and the tests import it.
 */
export const DEFAULT_SITE_URL = 'http://localhost:3000'
