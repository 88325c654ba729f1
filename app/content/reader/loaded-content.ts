/**
 * build/content.json: what one build read from content/ (docs/decisions/047). The pages' build –
 * the first step of `npm run build`, its content plugin (scripts/content/content-plugin.ts) – runs
 * every area's loader once (./modules/index.ts) and writes their data here, or the problems that
 * stopped it; the server bundle's build and postbuild read this file instead of content/, and a
 * publish names a failed build's problems from it. Beside build/client, so never served; a
 * release keeps it.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { CONTENT_MODULES } from './modules/index.ts'
import { ContentError, type ContentProblem } from './read-content.ts'

type Areas = typeof CONTENT_MODULES
/** Each `virtual:content/<area>` with what its loader returned. */
export type LoadedContent = { [Id in keyof Areas]: Awaited<ReturnType<Areas[Id]['load']>> }
type Written = { areas: LoadedContent } | { problems: ContentProblem[] }

/** `build` → `build/content.json`. */
export const loadedContentFile = (buildDir: string) => join(buildDir, 'content.json')

/**
 * Every area read and validated from `root`'s content/, written to `<buildDir>/content.json`;
 * throws one ContentError naming every broken file of every area (and writes those problems).
 */
export async function loadAllContent(root: string, buildDir = join(root, 'build')): Promise<LoadedContent> {
  const areas: Record<string, unknown> = {}
  const problems: ContentProblem[] = []
  for (const [id, module] of Object.entries(CONTENT_MODULES)) {
    try {
      areas[id] = await module.load(root)
    } catch (error) {
      if (!(error instanceof ContentError)) throw error
      problems.push(...error.problems)
    }
  }
  const written: Written = problems.length > 0 ? { problems } : { areas: areas as LoadedContent }
  mkdirSync(buildDir, { recursive: true })
  writeFileSync(loadedContentFile(buildDir), JSON.stringify(written))
  if ('problems' in written) throw new ContentError(problems)
  return written.areas
}

/**
 * What the build read (`<buildDir>/content.json`), for the steps after the pages' build. As JSON,
 * an export another lists (a guide in `GUIDES`) is a copy, no longer the same object: the one
 * writer (./modules/code.ts) names it only in the pages' build, the only one that bundles the guides.
 */
export function loadedContent(buildDir: string): LoadedContent {
  const written = JSON.parse(readFileSync(loadedContentFile(buildDir), 'utf8')) as Written
  if ('problems' in written) throw new ContentError(written.problems)
  return written.areas
}

/** The problems that stopped the build in `buildDir`; none when it read every file (or never got that far). */
export function contentProblems(buildDir: string): ContentProblem[] {
  try {
    const written = JSON.parse(readFileSync(loadedContentFile(buildDir), 'utf8')) as Written
    return 'problems' in written ? written.problems : []
  } catch {
    return []
  }
}

