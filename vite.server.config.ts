import { defineConfig } from 'vite'

/**
 * The Node server as one ES module, build/server-node/index.js (docs/decisions/005). Node's
 * type stripping runs .ts but not .tsx, and the React Email templates are .tsx; bundling
 * also keeps start-up fast. Dependencies stay in node_modules, except the React Email
 * components, whose barrel module would otherwise load every component (and Tailwind) at
 * start-up: bundled, only the few we use remain.
 */
export default defineConfig({
  build: {
    ssr: 'server/index.ts',
    outDir: 'build/server-node',
    emptyOutDir: true,
    target: 'node24',
    sourcemap: true,
    minify: false,
    rollupOptions: { output: { entryFileNames: 'index.js', chunkFileNames: 'chunks/[name]-[hash].js' } },
  },
  publicDir: false,
  ssr: { noExternal: [/^@react-email\/(?!render)/] },
  logLevel: 'warn',
})
