/**
 * A Vite plugin for a look at where a page's script goes: with `BUNDLE_REPORT=<file>`
 * set, `npm run build` writes, per client chunk, each module's share of the minified chunk and its
 * gzip size on its own (an upper bound: gzip of a module alone misses what it shares with its
 * neighbours). No dependency; off unless the variable is set.
 */
import { writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

import type { Plugin } from 'vite'

type ModuleInfo = { renderedLength: number; code?: string | null }
type ChunkInfo = { type: 'chunk'; fileName: string; code: string; modules: Record<string, ModuleInfo> }

export function bundleReportPlugin(): Plugin | undefined {
  const target = process.env.BUNDLE_REPORT
  if (!target) return undefined
  return {
    name: 'mandatwerk:bundle-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment?.name !== 'client') return
      const lines: string[] = []
      const chunks = Object.values(bundle).filter((item): item is never => item.type === 'chunk') as ChunkInfo[]
      for (const chunk of chunks.sort((a, b) => b.code.length - a.code.length)) {
        const gzip = gzipSync(chunk.code, { level: 9 }).length
        lines.push(`## ${chunk.fileName}: ${chunk.code.length} B, gzip ${gzip} B`)
        const modules = Object.entries(chunk.modules)
          .map(([id, info]) => ({
            id: id.replace(process.cwd(), '').replace(/^.*node_modules[\\/]/, '~/'),
            length: info.renderedLength,
            gzip: info.code ? gzipSync(info.code, { level: 9 }).length : 0,
          }))
          .filter((module) => module.length > 0)
          .sort((a, b) => b.length - a.length)
        for (const module of modules) lines.push(`- ${module.id}: ${module.length} B (gzip alone ${module.gzip} B)`)
        lines.push('')
      }
      writeFileSync(target, lines.join('\n'))
    },
  }
}
