/**
 * `npm start`: serve the site, building it first when the build is missing, older than
 * the sources, made for another SITE_URL (canonical URLs are baked into the HTML) or for
 * another CARD_PASSWORD (its salted hash is baked into the contact card's script). The
 * server runs from its bundle (docs/decisions/006).
 */
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

import { staleBuildReason } from './lib/build-state.ts'
import { SERVER_BUNDLE } from './lib/server-bundle.ts'
import { siteUrlFromEnv } from './lib/site-url.ts'

const siteUrl = siteUrlFromEnv()
const reason = await staleBuildReason(siteUrl)
if (reason) {
  console.log(`Building the site first: ${reason}.`)
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, SITE_URL: siteUrl } })
}

await import(pathToFileURL(resolve(SERVER_BUNDLE)).href)
