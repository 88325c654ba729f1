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
      'office/**/*.test.ts',
      'deploy/**/*.test.ts',
      'tests/bench/**/*.test.ts',
      'keystatic/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/setup/setup-test-env.ts'],
    restoreMocks: true,
    // Vitest's default is one worker fewer than the cores: one on our 2-core hosts. Most long files
    // wait on PostgreSQL, child processes, SMTP and timers rather than the CPU, so three share two
    // cores well: 145 s instead of 266 s for the whole run here (docs/testing.md).
    maxWorkers: 3,
    // CPU-bound property tests (150 composed e-mails) take 2 s on an idle host and over 5 s, Vitest's
    // default, on a slow or busy one; a test that hangs still fails, after 20 s.
    testTimeout: 20_000,
  },
})
