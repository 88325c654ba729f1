import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Port of the server the browser tests run against (playwright.config.ts). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173)

/**
 * DATA_DIR of that server: SQLite and the .eml outbox, so tests can read the emails a form
 * produced. Derived from the port, so the config (loaded by every worker) and the tests
 * agree, and two worktrees testing on different ports never share it.
 */
export const E2E_DATA_DIR = join(tmpdir(), `mandatwerk-e2e-${E2E_PORT}`)
