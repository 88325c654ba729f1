/**
 * `npm start`: serve the site, building it first when the build is missing, older than
 * the sources, made for another SITE_URL (canonical URLs are baked into the HTML) or for
 * another CARD_PASSWORD (its salted hash is baked into the contact card's script). The
 * server runs from its bundle (docs/decisions/006).
 *
 * Once content has been published (`npm run content:publish`, docs/decisions/028), the live
 * release `releases/current` is what is served – unless CLIENT_DIR names another folder – and
 * the server follows the link when a publish or rollback moves it.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

import { releasesAt, releasesDir } from './content/releases.ts'
import { staleBuildReason } from './lib/build-state.ts'
import { SERVER_BUNDLE } from './lib/server-bundle.ts'
import { siteUrlFromEnv } from './lib/site-url.ts'

const siteUrl = siteUrlFromEnv()
const releases = releasesAt(releasesDir(process.cwd()))
const release = process.env.CLIENT_DIR ? undefined : releases.current()
// Nothing published yet: serve the build, and switch to the release when the first publish makes it.
if (!process.env.CLIENT_DIR) process.env.FOLLOW_CLIENT_DIR = releases.liveClientDir()
if (release) {
  process.env.CLIENT_DIR = releases.liveClientDir()
  console.log(
    `Serving the published release ${release} (${process.env.CLIENT_DIR}); npm run content:publish makes a new one.`,
  )
}
const reason = release
  ? existsSync(SERVER_BUNDLE)
    ? undefined
    : 'no server bundle yet'
  : await staleBuildReason(siteUrl)
if (reason) {
  console.log(`Building the site first: ${reason}.`)
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, SITE_URL: siteUrl } })
}

await import(pathToFileURL(resolve(SERVER_BUNDLE)).href)
