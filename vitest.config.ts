import { defineConfig } from 'vitest/config'

export default defineConfig({
  define: { 'import.meta.env.SITE_URL': JSON.stringify('http://localhost:3000') },
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'deploy/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup/setup-test-env.ts'],
    restoreMocks: true,
  },
})
