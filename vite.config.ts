import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

import { cardGatePlugin } from './scripts/card-gate-plugin.ts'
import { contentPlugin } from './scripts/content/content-plugin.ts'
import { siteUrlFromEnv } from './scripts/lib/site-url.ts'
import { devApiPlugin } from './server/dev-api-plugin.ts'

// Canonical URLs and social tags are baked into the prerendered HTML, so the public
// origin is a build-time setting (README, "Configuration").
const SITE_URL = siteUrlFromEnv()

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), devApiPlugin(), cardGatePlugin(), contentPlugin()],
  define: {
    'import.meta.env.SITE_URL': JSON.stringify(SITE_URL),
    // The copyright line's end year (app/config/build-year.ts), fixed for prerender and client alike.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    // No source maps in the shipped client: the server must never serve them (issue 10).
    sourcemap: false,
    // No preload helper around dynamic imports (0.8 KB gzip on every page): the few lazy parts
    // (mobile menu, source dialogs, confetti, toaster) start loading on hover or focus already.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // Every page needs React, React DOM and React Router: one chunk, cached across pages.
        // Everything else splits by who imports it (docs/decisions/019): a chunk shared by
        // "two or more routes" would put the contact form's button, the guides' icons and the
        // home page's helpers on every page, so pages that only read would load code for
        // features they do not have. The scripts start after the first paint and all of a
        // page's modules are requested at once (scripts/lib/start-after-first-paint.ts), so a
        // few more small files cost no round trips in sequence.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
              priority: 2,
            },
            {
              // What the document shell (app/root.tsx: banner, header, footer) needs on every
              // page, in one file instead of a dozen tiny ones (each costs its own gzip
              // overhead and an entry in the manifest). Not the mobile menu's dialog (loaded on
              // first tap) nor the home page's scroll-progress bar.
              name: 'shell',
              test: /[\\/]app[\\/](components[\\/](layout[\\/](?!mobile-menu-dialog|scroll-progress)|external-link)|config[\\/]site\.ts|content[\\/]ai-act-banner|hooks[\\/]use-scrolled|lib[\\/](site-pages|paths|constants|scroll|session-flag|attribution|utils|typography)\.ts)|node_modules[\\/](clsx|lucide-react[\\/]dist[\\/]esm[\\/](Icon|createLucideIcon|context|defaultAttributes|shared[\\/]|icons[\\/](mail|map-pin|phone|menu|x)\.mjs))/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
})
