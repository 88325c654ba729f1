/**
 * Builds the document pages' own modules (app/lib/page-modules.ts, docs/decisions/036) into the
 * client build, apart from React Router's bundle: each is one entry with only what it imports (a
 * chunk of React Router's build would share its chunk groups, and pull in the shell chunk), and
 * what it imports dynamically (canvas-confetti) becomes a chunk of its own. Then the prerendered
 * pages' placeholders are replaced with the hashed files.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import { build, type Rolldown } from 'vite'

import { PAGE_MODULES, type PageModule, pageModulePlaceholder } from '../../app/lib/page-modules.ts'

const names = Object.keys(PAGE_MODULES) as PageModule[]

async function buildModules(clientDir: string): Promise<Record<string, string>> {
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: false,
      // No preload helper around the dynamic import: the module fetches it itself when idle.
      modulePreload: false,
      rolldownOptions: {
        input: Object.fromEntries(names.map((name) => [`${name}-page`, PAGE_MODULES[name]])),
        output: { entryFileNames: 'assets/[name]-[hash].js', chunkFileNames: 'assets/[name]-[hash].js' },
      },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const files: Record<string, string> = {}
  for (const item of outputs.flatMap((output) => output.output)) {
    if (item.type !== 'chunk' || !item.isEntry) continue
    const name = names.find((candidate) => item.name === `${candidate}-page`)
    if (name) files[pageModulePlaceholder(name)] = `/${item.fileName}`
  }
  for (const name of names)
    if (!files[pageModulePlaceholder(name)]) throw new Error(`page module ${name} was not built`)
  return files
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) return htmlFiles(full)
    return name.endsWith('.html') ? [full] : []
  })
}

/** Builds every page module into `clientDir` and points the pages at the files; returns how many pages import one. */
export async function buildPageModules(clientDir: string): Promise<number> {
  const files = await buildModules(clientDir)
  let pages = 0
  for (const file of htmlFiles(clientDir)) {
    const html = readFileSync(file, 'utf8')
    let next = html
    for (const [placeholder, built] of Object.entries(files)) next = next.replaceAll(`"${placeholder}"`, `"${built}"`)
    if (next === html) continue
    writeFileSync(file, next)
    pages++
  }
  return pages
}
