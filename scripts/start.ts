/**
 * `npm start`: serve the site, building it first when the build is missing, older than
 * the sources, made for another SITE_URL (canonical URLs are baked into the HTML) or for
 * another CARD_PASSWORD (its salted hash is baked into the contact card's script). The
 * server runs from its bundle (docs/decisions/006).
 *
 * The server serves the live release `releases/current` (docs/decisions/030) – unless
 * CLIENT_DIR names another folder – and follows the link when a publish or rollback moves it. On
 * a clone with no release yet, the (fresh) build becomes the first release, so a publish made
 * while the server runs is served without a restart.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

import { releasesAt, releasesDir } from './content/releases.ts'
import { liveClientDir } from './content/serve-release.ts'
import { staleBuildReason } from './lib/build-state.ts'
import { SERVER_BUNDLE } from './lib/server-bundle.ts'
import { siteUrlFromEnv } from './lib/site-url.ts'

const siteUrl = siteUrlFromEnv()
const contentRoot = resolve(process.env.CONTENT_DIR || process.cwd())
const build = () =>
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, SITE_URL: siteUrl } })

if (process.env.CLIENT_DIR) {
  const reason = await staleBuildReason(siteUrl)
  if (reason) {
    console.log(`Building the site first: ${reason}.`)
    build()
  }
} else {
  if (!releasesAt(releasesDir(contentRoot)).current()) {
    // No release yet: the build that becomes the first one must be current.
    const reason = await staleBuildReason(siteUrl)
    if (reason) {
      console.log(`Building the site first: ${reason}.`)
      build()
    }
  }
  const live = liveClientDir(contentRoot, resolve('build'))
  if (!live) throw new Error('No release and no build to serve (npm run build).')
  if (live.adopted) console.log(`The build became the first release ${live.adopted}.`)
  process.env.CLIENT_DIR = live.dir
  console.log(`Serving the live release (${live.dir}); npm run content:publish makes a new one.`)
  if (!existsSync(SERVER_BUNDLE)) build()
}

await import(pathToFileURL(resolve(SERVER_BUNDLE)).href)
