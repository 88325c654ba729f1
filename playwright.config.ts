import { defineConfig, devices } from '@playwright/test'

import { SERVER_BUNDLE } from './scripts/lib/server-bundle.ts'
import { E2E_DATA_DIR, E2E_PORT as PORT } from './tests/support/e2e-data-dir.ts'

/**
 * The browser tests that take 59 % of the run on a busy 2-core host (docs/testing.md, "Two
 * tiers"): the editor's suites, each publishing real builds of its own working copy; every page's
 * pictures at two widths; the quality gates on every route. `npm test` leaves them to
 * `npm run test:slow`, which .ci/run runs right after it on the same build.
 */
const SLOW_TIER = [/\/editor(-[a-z]+)?\.test\.ts$/, /\/visual\.test\.ts$/, /\/quality-gates\.test\.ts$/]

/**
 * Tests of the production build served by the real server (`npm run test:e2e` builds first):
 * - `chromium` (tests/e2e/): what a visitor sees, in Debian's Chromium — never a downloaded browser;
 * - `system` (tests/system/): no browser; HTTP answers, the server process (start-up checks,
 *   crashes, failover) and its files, against the same build and server.
 */
export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  // Two workers everywhere (Playwright's default is half the cores: one on the 2-core machines we
  // and CI run on). Most of a browser test is waiting on the page, so two share two cores well and
  // keep `npm test` under ten minutes; `--workers=1` is there for a slow or busy machine.
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  // Screenshot baselines (tests/e2e/visual.test.ts, docs/testing.md): one folder, one file per
  // picture, no browser or platform suffix (only Debian's Chromium on Linux ever renders them).
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  // A missing baseline is written and passes on a developer's machine (a new page, or a page
  // another branch added); in CI it fails, so no page lands without a committed baseline.
  // A baseline that differs always fails; `npm run test:visual:update` rewrites it on purpose.
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  expect: {
    toHaveScreenshot: {
      // Settled pictures: finite transitions jump to their end, infinite animations stop, no caret.
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
      // Small tolerance: anti-aliasing may differ in a few pixels between Chromium builds; a
      // one-pixel row across the narrowest page (375 px) is far more than this.
      threshold: 0.2,
      maxDiffPixels: 40,
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // One browser; tests that need the phone layout set a 375 px viewport themselves.
    {
      name: 'chromium',
      testDir: 'tests/e2e',
      testIgnore: SLOW_TIER,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // The slow tier (`npm run test:slow`, run by .ci/run after `npm test`; docs/testing.md): the
    // same browser and settings, for the files that take most of the time.
    {
      name: 'slow',
      testDir: 'tests/e2e',
      testMatch: SLOW_TIER,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // Starts no browser: a test here that asks for `page` belongs in tests/e2e/.
    { name: 'system', testDir: 'tests/system' },
  ],
  webServer: {
    // The server bundle (docs/decisions/006; `npm run test:e2e` builds it), on a fresh data directory each run.
    command: `rm -rf '${E2E_DATA_DIR}' && node ${SERVER_BUNDLE}`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // SQLite and .eml files in DATA_DIR, whatever the calling shell has configured.
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: '',
      SMTP_URL: '',
      // Every test posts from 127.0.0.1; the limit itself is tested in server/contact/contact-abuse-limits.test.ts.
      CONTACT_RATE_LIMIT: '0',
      // Every test writes to example.org: more than 20 confirmations a day to one domain would be held back
      // and a test waiting for both e-mails would fail by its place in the order. The caps are tested in
      // server/contact/repository-limits.test.ts and server/contact/email-figures.test.ts.
      CONTACT_CONFIRMATIONS_PER_DOMAIN: '0',
      CONTACT_CONFIRMATIONS_PER_HOUR: '0',
    },
    timeout: 30_000,
  },
})
