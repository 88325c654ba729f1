import { resolve } from 'node:path'

import type { Plugin } from 'vite'

import { loadAllContent, loadedContent } from '../../app/content/reader/loaded-content.ts'
import { moduleCode } from '../../app/content/reader/modules/code.ts'
import { CONTENT_MODULES, type ContentModule } from '../../app/content/reader/modules/index.ts'

const RESOLVED = '\0'
const SHARED = '#content/'
const MODULES: Record<string, ContentModule> = CONTENT_MODULES
type Loaded = Awaited<ReturnType<ContentModule['load']>>

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
  const read = async (id: string): Promise<Loaded> => {
    if (!building) return MODULES[id]!.load(root)
    built ??= fromBuild ? Promise.resolve(loadedContent(resolve(root, 'build'))) : loadAllContent(root)
    return (await built)[id]!
  }
  return {
    name: 'mandatwerk:content',
    configResolved(config) {
      building = config.command === 'build'
    },
    // Before Vite's own resolver, which would follow package.json "imports" to the Node twin.
    enforce: 'pre',
    resolveId(id) {
      // `#content/<area>` is what code shared with Node imports (app/content/reader/node/); in a build it is the virtual module.
      const key = id.startsWith(SHARED) ? `virtual:content/${id.slice(SHARED.length)}` : id
      return key in MODULES ? `${RESOLVED}${key}` : undefined
    },
    async load(id) {
      const key = id.startsWith(RESOLVED) ? id.slice(RESOLVED.length) : undefined
      if (!key || !(key in MODULES)) return undefined
      const loaded = await read(key)
      for (const file of loaded.files) this.addWatchFile(resolve(root, file))
      return moduleCode(loaded.exports, loaded.preamble)
    },
    configureServer(server) {
      // `npm run dev`: a content file added, changed or removed reloads the pages that use it.
      const watched = Object.entries(MODULES).flatMap(([id, module]) =>
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
