import { resolve } from 'node:path'

import type { Plugin } from 'vite'

import { jobPostings } from '../../app/content/jobs.server.ts'
import { collectionDir, readJobEntries } from './read-content.ts'

/** Import this id to get the job postings (see app/virtual-modules.d.ts). */
const VIRTUAL_ID = 'virtual:content/jobs'
const RESOLVED_ID = `\0${VIRTUAL_ID}`

/**
 * Reads content/ through Keystatic's reader at build time (scripts/content/read-content.ts) and
 * hands the pages finished values as a plain module: the browser gets the same data it got when
 * the postings were TypeScript, and no reader, schema or YAML code. A file that breaks the
 * schema fails the build with the file and field named (docs/decisions/028).
 */
export function contentPlugin(root = process.cwd()): Plugin {
  return {
    name: 'mandatwerk:content',
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined
      const entries = await readJobEntries(root)
      for (const { file } of entries) this.addWatchFile(resolve(root, file))
      return `export const JOBS = ${JSON.stringify(jobPostings(entries))}\n`
    },
    configureServer(server) {
      // `npm run dev`: a posting added, changed or removed reloads the page with it.
      const dir = resolve(root, collectionDir('jobs'))
      server.watcher.add(dir)
      const reload = (file: string) => {
        if (!file.startsWith(dir)) return
        const module = server.moduleGraph.getModuleById(RESOLVED_ID)
        if (module) server.moduleGraph.invalidateModule(module)
        server.ws.send({ type: 'full-reload' })
      }
      server.watcher.on('add', reload).on('change', reload).on('unlink', reload)
    },
  }
}
