import { defineConfig } from 'vitest/config'

import { DEFAULT_SITE_URL } from './app/config/site-url.ts'
import { contentPlugin } from './scripts/content/content-plugin.ts'

export default defineConfig({
  // Content files under content/ reach the pages as virtual modules, in tests as in the build.
  plugins: [contentPlugin()],
  define: { 'import.meta.env.SITE_URL': JSON.stringify(DEFAULT_SITE_URL) },
  test: {
    // Beside their code, and the benchmarks' own checks; tests/e2e and tests/system are Playwright's.
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'editor/**/*.test.ts',
      'deploy/**/*.test.ts',
      'tests/bench/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/setup/setup-test-env.ts'],
    restoreMocks: true,
  },
})
