import { resolve } from 'node:path'

import type { Plugin } from 'vite'

import { loadAllContent, loadedContent } from '../../app/content/reader/loaded-content.ts'
import { moduleCode } from '../../app/content/reader/modules/code.ts'
import type { ContentModule } from '../../app/content/reader/modules/index.ts'

const RESOLVED = '\0'
const SHARED = '#content/'
const AREA = 'virtual:content/'
type Loaded = Awaited<ReturnType<ContentModule['load']>>
/** The loaders, imported only where the content is read: a build that reads build/content.json runs none of their imports. */
const loaders = async (): Promise<Record<string, ContentModule>> =>
  (await import('../../app/content/reader/modules/index.ts')).CONTENT_MODULES

/**
 * Reads content/ through Keystatic's reader at build time (app/content/reader/read-content.ts) and
 * hands the pages each area's loader output as a plain module, written by the one writer
 * (app/content/reader/modules/, docs/decisions/046): the browser gets
 * the same data it got when the copy was TypeScript, and no reader, schema or YAML code. A file
 * that breaks the schema fails the build with the file and field named (docs/decisions/028).
 *
 * A build reads content/ once (docs/decisions/047): the pages' build runs every area's loader for
 * all its environments and writes build/content.json (app/content/reader/loaded-content.ts);
 * `fromBuild` (the server bundle's build, a later step) reads that file instead. `npm run dev`
 * and vitest read an area anew on every load, so an edited file shows.
 */
export function contentPlugin(root = process.cwd(), { fromBuild = false } = {}): Plugin {
  let building = false
  let built: Promise<Record<string, Loaded>> | undefined
  /** Every area: in a build as it read them once, else each one's loader, to be read anew. */
  const areas = async (): Promise<Record<string, Loaded | ContentModule>> => {
    if (!building) return loaders()
    built ??= fromBuild ? Promise.resolve(loadedContent(resolve(root, 'build'))) : loadAllContent(root)
    return built
  }
  return {
    name: 'mandatwerk:content',
    configResolved(config) {
      building = config.command === 'build'
    },
    // Before Vite's own resolver, which would follow package.json "imports" to the Node twin.
    enforce: 'pre',
    async resolveId(id) {
      // `#content/<area>` is what code shared with Node imports (app/content/reader/node/); in a build it is the virtual module.
      const key = id.startsWith(SHARED) ? `${AREA}${id.slice(SHARED.length)}` : id
      return key.startsWith(AREA) && key in (await areas()) ? `${RESOLVED}${key}` : undefined
    },
    async load(id) {
      const area = id.startsWith(RESOLVED) ? (await areas())[id.slice(RESOLVED.length)] : undefined
      if (!area) return undefined
      const loaded = 'load' in area ? await area.load(root) : area
      for (const file of loaded.files) this.addWatchFile(resolve(root, file))
      return moduleCode(loaded.exports, loaded.preamble)
    },
    async configureServer(server) {
      // `npm run dev`: a content file added, changed or removed reloads the pages that use it.
      const watched = Object.entries(await loaders()).flatMap(([id, module]) =>
        module.dirs.map((dir) => ({ id: `${RESOLVED}${id}`, dir: resolve(root, dir) })),
      )
      for (const { dir } of watched) server.watcher.add(dir)
      const reload = (file: string) => {
        const changed = watched.filter(({ dir }) => file.startsWith(dir))
        for (const { id } of changed) {
          const module = server.moduleGraph.getModuleById(id)
          if (module) server.moduleGraph.invalidateModule(module)
        }
        if (changed.length > 0) server.ws.send({ type: 'full-reload' })
      }
      server.watcher.on('add', reload).on('change', reload).on('unlink', reload)
    },
  }
}
