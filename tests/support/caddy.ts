import { spawnSync } from 'node:child_process'

/**
 * The Caddy tests skip only on a developer's machine without Caddy (`scripts/ensure-system-deps.sh`
 * installs it when run as root). In CI they never skip: a missing Caddy fails them there.
 */
export const SKIP_WITHOUT_CADDY =
  !process.env.CI && spawnSync('caddy', ['version']).status !== 0
    ? 'caddy is not installed (scripts/ensure-system-deps.sh installs it as root)'
    : ''
