/**
 * Builds Keystatic's admin page ahead of time (`npm run editor:build`) into editor/dist, served
 * under /keystatic/ by the editor (editor/app.ts). Nothing here reaches the public site.
 */
import { fileURLToPath } from 'node:url'

import { defineConfig, type Plugin } from 'vite'

/** Keystatic's admin links Inter from fonts.googleapis.com; the page gets it from @fontsource/inter instead. */
const GOOGLE_FONT_LINK =
  /\/\*#__PURE__\*\/jsx\("link", \{\s*href: "https:\/\/fonts\.googleapis\.com\/css2\?family=Inter[^"]*",\s*rel: "stylesheet"\s*\}\), /

function noGoogleFont(): Plugin {
  return {
    name: 'mandatwerk:editor-no-google-font',
    transform(code, id) {
      if (!code.includes('fonts.googleapis.com')) return undefined
      const patched = code.replace(GOOGLE_FONT_LINK, '')
      // @keystatic/core is pinned exactly; should an update change this code, stop the build.
      if (patched.includes('fonts.googleapis.com'))
        throw new Error(`${id} still links fonts.googleapis.com: update GOOGLE_FONT_LINK in editor/vite.config.ts`)
      return { code: patched, map: null }
    },
  }
}

export default defineConfig({
  root: fileURLToPath(new URL('./admin', import.meta.url)),
  base: '/keystatic/',
  plugins: [noGoogleFont()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      // Keystatic's files start with 'use client' (for Next.js); meaningless in this bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning)
      },
    },
  },
  logLevel: 'warn',
})
