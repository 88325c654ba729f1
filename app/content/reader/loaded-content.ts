/**
 * build/content.json: what one build read from content/ (docs/decisions/047). The pages' build –
 * the first step of `npm run build`, its content plugin (scripts/content/content-plugin.ts) – runs
 * every area's loader once (./modules/index.ts) and writes their data here, or the problems that
 * stopped it; the server bundle's build and postbuild read this file instead of content/, and a
 * publish names a failed build's problems from it. Beside build/client, so never served; a
 * release keeps it. The loaders are imported only when called, so a step that reads this file
 * runs none of their imports.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

import type { CONTENT_MODULES } from './modules/index.ts'
import { ContentError, type ContentProblem } from './read-content.ts'

type Areas = typeof CONTENT_MODULES
/** Each `virtual:content/<area>` with what its loader returned. */
export type LoadedContent = { [Id in keyof Areas]: Awaited<ReturnType<Areas[Id]['load']>> }
type Written = { areas: LoadedContent } | { problems: ContentProblem[] }

/**
 * What the `#content/<area>` twins (./node/) read in this process, by area and root, shared by
 * every copy of this module: Vite evaluates a config's imports anew each time it loads the config,
 * and the route table and Vite's config import the twins before the pages' build reads every area.
 */
const READ_KEY: unique symbol = Symbol.for('mandatwerk:content read')
const READ = ((globalThis as { [READ_KEY]?: Map<string, Promise<unknown>> })[READ_KEY] ??= new Map())
const keyOf = (id: string, root: string) => `${id} ${resolve(root)}`

/** An area's loader output from `root` for a twin: read once in this process (in postbuild, given: adoptLoadedContent). */
export function readArea<Loaded>(id: string, root: string, load: () => Promise<Loaded>): Promise<Loaded> {
  const key = keyOf(id, root)
  if (!READ.has(key)) READ.set(key, load())
  return READ.get(key) as Promise<Loaded>
}

/** `build` → `build/content.json`, and what it holds. */
const fileIn = (buildDir: string) => join(buildDir, 'content.json')
const writtenIn = (buildDir: string) => JSON.parse(readFileSync(fileIn(buildDir), 'utf8')) as Written

/**
 * Every area read and validated from `root`'s content/, written to `<buildDir>/content.json`;
 * throws one ContentError naming every broken file of every area (and writes those problems). An
 * area a twin has read in this process is taken as it is; nothing else is kept, so a test that
 * edits a file and calls this again sees the edit.
 */
export async function loadAllContent(root: string, buildDir = join(root, 'build')): Promise<LoadedContent> {
  const { CONTENT_MODULES: modules } = await import('./modules/index.ts')
  const areas: Record<string, unknown> = {}
  const problems: ContentProblem[] = []
  for (const [id, module] of Object.entries(modules)) {
    try {
      areas[id] = await (READ.get(keyOf(id, root)) ?? module.load(root))
    } catch (error) {
      if (!(error instanceof ContentError)) throw error
      problems.push(...error.problems)
    }
  }
  const written: Written = problems.length > 0 ? { problems } : { areas: areas as LoadedContent }
  mkdirSync(buildDir, { recursive: true })
  writeFileSync(fileIn(buildDir), JSON.stringify(written))
  if ('problems' in written) throw new ContentError(problems)
  return written.areas
}

/**
 * What the build read (`<buildDir>/content.json`), for the steps after the pages' build. As JSON,
 * an export another lists (a guide in `GUIDES`) is a copy, no longer the same object: the one
 * writer (./modules/code.ts) names it only in the pages' build, the only one that bundles the guides.
 */
export function loadedContent(buildDir: string): LoadedContent {
  const written = writtenIn(buildDir)
  if ('problems' in written) throw new ContentError(written.problems)
  return written.areas
}

/** From now on this process reads `root`'s areas from `<buildDir>/content.json` (postbuild: scripts/content/from-build.ts). */
export function adoptLoadedContent(buildDir: string, root: string) {
  for (const [id, area] of Object.entries(loadedContent(buildDir)))
    READ.set(keyOf(id, root), Promise.resolve(area))
}

/** The problems that stopped the build in `buildDir`; none when it read every file (or never got that far). */
export function contentProblems(buildDir: string): ContentProblem[] {
  const written = existsSync(fileIn(buildDir)) ? writtenIn(buildDir) : { problems: [] }
  return 'problems' in written ? written.problems : []
}

