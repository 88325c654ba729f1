/**
 * The content areas' values for tests: what each area's loader returns
 * (app/content/reader/modules/index.ts), the data the build writes into the pages' modules
 * (scripts/content/content-plugin.test.ts holds the two equal). A test that expects what a page shows reads it from here, so it follows the content files.
 */
import { CONTENT_MODULES } from '../../app/content/reader/modules/index.ts'

type Areas = typeof CONTENT_MODULES
type Exports<Id extends keyof Areas> =
  Awaited<ReturnType<Areas[Id]['load']>> extends { exports: infer Values } ? Values : never

/**
 * The exports of `virtual:content/<area>` as its loader returns them from `root`'s content/, e.g.
 * `await contentModule('virtual:content/home')`; throws the loader's ContentError, as the build does.
 */
export async function contentModule<Id extends keyof Areas>(id: Id, root = process.cwd()): Promise<Exports<Id>> {
  const loaded = await CONTENT_MODULES[id].load(root)
  if (!('exports' in loaded)) throw new Error(`${id} is written as code, not data`)
  return loaded.exports as Exports<Id>
}
