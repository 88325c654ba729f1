import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { cardGatePlugin } from './scripts/card-gate-plugin.ts'
import { devApiPlugin } from './server/dev-api-plugin.ts'

// Canonical URLs and social tags are baked into the prerendered HTML, so the public
// origin is a build-time setting (README, "Configuration").
const SITE_URL = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '')

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), devApiPlugin(), cardGatePlugin()],
  define: {
    'import.meta.env.SITE_URL': JSON.stringify(SITE_URL),
  },
  build: {
    // No source maps in the shipped client: the server must never serve them (issue 10).
    sourcemap: false,
  },
  server: { host: '127.0.0.1', port: 5173 },
})
