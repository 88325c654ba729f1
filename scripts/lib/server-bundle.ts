/**
 * Where `npm run build:server` puts the Node server (docs/decisions/006), for everything that
 * builds or runs it: vite.server.config.ts, scripts/start.ts and the build-state check,
 * scripts/lib/site-server.ts and Playwright's webServer. `npm run serve` (package.json) and the
 * systemd unit (deploy/mandatwerk@.service) cannot import it and name the same file.
 */
export const SERVER_BUNDLE_DIR = 'build/server-node'
export const SERVER_BUNDLE_ENTRY = 'index.js'
export const SERVER_BUNDLE = `${SERVER_BUNDLE_DIR}/${SERVER_BUNDLE_ENTRY}`
