import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

import { bundleReportPlugin } from './scripts/audit/bundle-report.ts'
import { cardGatePlugin } from './scripts/card-gate-plugin.ts'
import { contentPlugin } from './scripts/content/content-plugin.ts'
import { siteUrlFromEnv } from './scripts/lib/site-url.ts'
import { devApiPlugin } from './server/dev-api-plugin.ts'

// Canonical URLs and social tags are baked into the prerendered HTML, so the public
// origin is a build-time setting (README, "Configuration").
const SITE_URL = siteUrlFromEnv()

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), devApiPlugin(), cardGatePlugin(), contentPlugin(), bundleReportPlugin()],
  define: {
    'import.meta.env.SITE_URL': JSON.stringify(SITE_URL),
    // The copyright line's end year (app/config/build-year.ts), fixed for prerender and client alike.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    // No source maps in the shipped client: the server must never serve them (tests/system/security.test.ts).
    sourcemap: false,
    // No preload helper around dynamic imports (0.8 KB gzip on every page that hydrates): the
    // few lazy parts (confetti, toaster) start loading on hover or focus already.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // React, React DOM and React Router in one chunk, cached across the pages that hydrate;
        // everything else splits by who imports it (docs/decisions/027).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 2,
            },
            {
              // What the document shell (app/root.tsx: banner, header, footer) needs on every
              // page that hydrates, in one file instead of a dozen tiny ones (each costs its own
              // gzip overhead and an entry in the manifest). The company details and the banner's
              // copy (content/, as virtual modules) belong to it like app/config/site.ts did.
              name: 'shell',
              test: /virtual:content[\\/](company|banner)$|[\\/]app[\\/](root\.tsx|components[\\/](layout[\\/](?!scroll-progress)|external-link)|config[\\/]site\.ts|content[\\/]ai-act-banner|hooks[\\/]use-|lib[\\/](site-pages|paths|constants|reduced-motion|scroll|session-flag|attribution|utils|typography|modified-click)\.ts)/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
})
