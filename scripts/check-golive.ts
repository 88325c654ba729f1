/**
 * `npm run check:golive`: lists every value that is still this repository's fictitious demo
 * data – company data, phones, addresses, external links, hosting and mail provider,
 * data-protection officer, internship pay, the contact card's password – with where to
 * change it, and exits 1 while any remain (0 when none do). Checks in server/golive-check.ts.
 *
 * The card password is checked twice: CARD_PASSWORD of this environment (what the next build
 * would use) and, when a build exists, the password the build was made with.
 *
 * Options: --config <module> checks another module shaped like app/config/site.ts (a
 * candidate configuration, or the tests' real-looking one); --client-dir <dir> looks at the
 * build whose client directory that is (default: CLIENT_DIR or build/client).
 */
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

import { readEnv } from '../server/env.ts'
import { policyProblems } from '../server/env-production.ts'
import {
  buildUsesDemoCardPassword,
  environmentUsesDemoCardPassword,
  findDemoValues,
  type SiteConfig,
} from '../server/golive-check.ts'

const { values: options } = parseArgs({
  options: {
    config: { type: 'string', default: 'app/config/site.ts' },
    'client-dir': { type: 'string', default: process.env.CLIENT_DIR || 'build/client' },
  },
})

const config = (await import(pathToFileURL(resolve(options.config)).href)) as SiteConfig
const demo = findDemoValues(config, {
  environment: environmentUsesDemoCardPassword(process.env),
  build: await buildUsesDemoCardPassword(options['client-dir']),
})

// Settings of this environment that would make the privacy policy untrue (retention, rate limit).
const policy = policyProblems(readEnv(process.env))
if (policy.length > 0) {
  console.log('Go-live check failed: settings the privacy policy does not cover:\n')
  for (const line of policy) console.log(`- ${line}`)
  console.log('')
  process.exitCode = 1
}

if (demo.length === 0) {
  console.log('Go-live check passed: no demo values left.')
} else {
  const plural = demo.length === 1 ? 'value is' : 'values are'
  console.log(`Go-live check failed: ${demo.length} demo ${plural} still shipped. Replace each before going live:\n`)
  for (const { what, where, value } of demo) console.log(`- ${what}: ${value}\n  change it in ${where}`)
  console.log('\nREADME, "Going live", explains each. In production the server refuses to start on demo data')
  console.log('unless ALLOW_DEMO_CONTENT=1 is set.')
  process.exitCode = 1
}
