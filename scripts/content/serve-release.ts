/**
 * What `npm start` serves (docs/decisions/030): always the live release `releases/current`,
 * so a server started before the first publish follows it like every later one. On a clone
 * with a build but no release yet, the build becomes the first release.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'

import { releasesAt, releasesDir } from './releases.ts'

/**
 * The client folder to serve from the content working copy `root`: `releases/current/client`,
 * after making the first release from `buildDir` when there is none. Undefined when there is
 * neither a release nor a build (the caller builds first and asks again).
 */
export function liveClientDir(root: string, buildDir: string, env: NodeJS.ProcessEnv = process.env) {
  const releases = releasesAt(releasesDir(root, env))
  if (releases.current() && existsSync(releases.liveClientDir())) return { dir: releases.liveClientDir(), adopted: undefined }
  if (!existsSync(join(buildDir, 'client'))) return undefined
  const adopted = releases.adopt(buildDir)
  return { dir: releases.liveClientDir(), adopted }
}
