/**
 * `npm run test:slow`: builds the site only when the build is missing or older than its sources
 * (scripts/lib/build-state.ts, as `npm start` decides), so the slow tier after `npm test` – in
 * `.ci/run` – shares `npm test`'s build instead of making a second one.
 */
import { execFileSync } from 'node:child_process'

import { staleBuildReason } from '../../scripts/lib/build-state.ts'

const reason = await staleBuildReason()
if (reason) {
  console.log(`Building the site first: ${reason}.`)
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
} else console.log('Using the current build.')
