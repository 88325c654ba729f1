import { resolve } from 'node:path'

import type { Plugin } from 'vite'

import { moduleCode } from '../../app/content/reader/modules/code.ts'
import { CONTENT_MODULES, type ContentModule } from '../../app/content/reader/modules/index.ts'

const RESOLVED = '\0'
const SHARED = '#content/'
const MODULES: Record<string, ContentModule> = CONTENT_MODULES

/**
 * Reads content/ through Keystatic's reader at build time (app/content/reader/read-content.ts) and
 * hands the pages each area's loader output as a plain module, written by the one writer
 * (app/content/reader/modules/, docs/decisions/046): the browser gets
 * the same data it got when the copy was TypeScript, and no reader, schema or YAML code. A file
 * that breaks the schema fails the build with the file and field named (docs/decisions/028).
 */
export function contentPlugin(root = process.cwd()): Plugin {
  // A build reads each area once for all its environments (the pages, the server); `npm run dev`
  // and vitest read it anew on every load, so an edited file shows (docs/decisions/046).
  let building = false
  const built = new Map<ContentModule, ReturnType<ContentModule['load']>>()
  const read = (module: ContentModule) => {
    if (!building) return module.load(root)
    if (!built.has(module)) built.set(module, module.load(root))
    return built.get(module)!
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
      const module = id.startsWith(RESOLVED) ? MODULES[id.slice(RESOLVED.length)] : undefined
      if (!module) return undefined
      const loaded = await read(module)
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
