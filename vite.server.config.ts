import { defineConfig } from 'vite'

import { contentPlugin } from './scripts/content/content-plugin.ts'
import { SERVER_BUNDLE_DIR, SERVER_BUNDLE_ENTRY } from './scripts/lib/server-bundle.ts'

/**
 * The Node server as one ES module, build/server-node/index.js (docs/decisions/006). Node's
 * type stripping runs .ts but not .tsx, and the React Email templates are .tsx; bundling
 * also keeps start-up fast. Dependencies stay in node_modules, except the React Email
 * components, whose barrel module would otherwise load every component (and Tailwind) at
 * start-up: bundled, only the few we use remain. The company details under content/ are baked in
 * by the content plugin from what the pages' build read (build/content.json, docs/decisions/047),
 * so the e-mails say what the pages say.
 */
export default defineConfig({
  plugins: [contentPlugin(process.cwd(), { fromBuild: true })],
  build: {
    ssr: 'server/index.ts',
    outDir: SERVER_BUNDLE_DIR,
    emptyOutDir: true,
    target: 'node24',
    sourcemap: true,
    minify: false,
    rollupOptions: { output: { entryFileNames: SERVER_BUNDLE_ENTRY, chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
  publicDir: false,
  ssr: { noExternal: [/^@react-email\/(?!render)/] },
  logLevel: 'warn',
})
