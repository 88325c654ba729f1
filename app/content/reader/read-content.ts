/**
 * Reads the editable content under content/ through Keystatic's reader against the one schema
 * (keystatic.config.ts, docs/decisions/028). Runs in Node only – at build time inside the Vite
 * plugin (scripts/content/content-plugin.ts, once per build: ./loaded-content.ts), in vitest and
 * in plain Node; nothing here reaches the browser.
 */
import { createReader } from '@keystatic/core/reader'

import keystaticConfig from '../../../keystatic.config.ts'
import { germanProblem } from './german-problem.ts'

/** A content file that breaks the schema: which file, and Keystatic's words on which field. */
export type ContentProblem = { file: string; message: string }

/** Thrown when any content file breaks the schema; its message names every file and field. */
export class ContentError extends Error {
  readonly problems: ContentProblem[]
  constructor(problems: ContentProblem[]) {
    // The staff's sentence first (app/content/reader/german-problem.ts), the file and Keystatic's words for the operator.
    super(
      `Inhalte passen nicht zum Schema (keystatic.config.ts):\n${problems
        .map((problem) => {
          const german = germanProblem(problem.file, problem.message)
          return german
            ? `  ${german}.\n    (${problem.file}: ${problem.message})`
            : `  ${problem.file}: ${problem.message}`
        })
        .join('\n')}`,
    )
    this.name = 'ContentError'
    this.problems = problems
  }
}

const config = keystaticConfig

/** The folder of a collection's files, from its `path` ('content/jobs/*' → 'content/jobs'). */
export function collectionDir(name: keyof typeof config.collections): string {
  return config.collections[name].path!.replace(/\/\*+$/, '')
}

/**
 * Keystatic says `Invalid data for "slug" in collection "jobs":\n<field>: <problem>`; the
 * staff need the file, so the first line becomes its path and the field lines stay.
 */
function problemOf(file: string, error: unknown): ContentProblem {
  const text = error instanceof Error ? error.message : String(error)
  const lines = text.split('\n').slice(/^Invalid data for /.test(text) ? 1 : 0)
  return { file, message: lines.map((line) => line.trim()).filter(Boolean).join('; ') || text }
}

/**
 * Every entry of a collection with its slug (file name) and path, read and validated; throws
 * ContentError naming every broken file. `extension` is the file's ending for the message.
 */
export async function readCollection<Name extends keyof typeof config.collections>(
  root: string,
  name: Name,
  extension = 'yaml',
) {
  const reader = createReader(root, config)
  const collection = reader.collections[name]
  const slugs = (await collection.list()).sort()
  const problems: ContentProblem[] = []
  const entries = []
  for (const slug of slugs) {
    const file = `${collectionDir(name)}/${slug}.${extension}`
    try {
      entries.push({ slug, file, entry: await collection.readOrThrow(slug) })
    } catch (error) {
      problems.push(problemOf(file, error))
    }
  }
  if (problems.length > 0) throw new ContentError(problems)
  return entries
}

/** The file of a singleton, from its `path` ('content/company' → 'content/company.yaml'). */
export function singletonFile(name: keyof typeof config.singletons, extension = 'yaml'): string {
  return `${config.singletons[name].path!.replace(/\/$/, '')}.${extension}`
}

/** A singleton's values, read and validated; throws ContentError naming the file and the field. */
export async function readSingleton<Name extends keyof typeof config.singletons>(root: string, name: Name) {
  const file = singletonFile(name)
  try {
    return await createReader(root, config).singletons[name].readOrThrow()
  } catch (error) {
    throw new ContentError([problemOf(file, error)])
  }
}

/** A singleton's values with its file, for modules that list the files they read. */
export async function readSingletonEntry<Name extends keyof typeof config.singletons>(root: string, name: Name) {
  return { file: singletonFile(name), entry: await readSingleton(root, name) }
}
