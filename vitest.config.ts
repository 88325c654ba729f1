import { defineConfig } from 'vitest/config'

import { DEFAULT_SITE_URL } from './app/config/site-url.ts'

export default defineConfig({
  define: { 'import.meta.env.SITE_URL': JSON.stringify(DEFAULT_SITE_URL) },
  test: {
    // Beside their code, and the benchmarks' own checks; tests/e2e and tests/system are Playwright's.
    include: [
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'deploy/**/*.test.ts',
      'tests/bench/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/setup/setup-test-env.ts'],
    restoreMocks: true,
  },
})
