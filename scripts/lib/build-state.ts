import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const INFO = 'build/.build-info.json'
const SOURCES = [
  'app',
  'public',
  'art',
  'server',
  'scripts/postbuild.ts',
  'react-router.config.ts',
  'vite.config.ts',
  'package-lock.json',
]

export function siteUrlFromEnv(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '')
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))))
}

/** Why the build must be redone, or undefined when it is current. */
export function staleBuildReason(siteUrl = siteUrlFromEnv()): string | undefined {
  if (!existsSync(INFO) || !existsSync('build/client')) return 'no build yet'
  const built = JSON.parse(readFileSync(INFO, 'utf8')) as { siteUrl?: string }
  if (built.siteUrl !== siteUrl) return `SITE_URL changed (${built.siteUrl} → ${siteUrl})`
  const builtAt = statSync(INFO).mtimeMs
  const stale = SOURCES.find((source) => newestMtime(source) > builtAt)
  return stale ? `${stale} changed since the last build` : undefined
}
