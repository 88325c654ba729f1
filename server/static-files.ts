import { createHash } from 'node:crypto'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { extname, join, relative, sep } from 'node:path'

import { FEED_PATH, FEED_TYPE } from '../app/lib/paths.ts'
import { inlineScriptHashes } from './csp.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
  '.vcf': 'text/vcard; charset=utf-8',
  // React Router's prerendered loader data, fetched on client-side navigation to a guide.
  '.data': 'text/x-script; charset=utf-8',
}

/** Files whose type their extension does not tell: the guides' feed is Atom, not generic XML. */
const TYPES_BY_PATH: Record<string, string> = {
  [FEED_PATH]: `${FEED_TYPE}; charset=utf-8`,
}

export type StaticFile = {
  body: Uint8Array
  br?: Uint8Array
  gzip?: Uint8Array
  type: string
  etag: string
  /** Fingerprinted by Vite: cache for a year, never revalidate. */
  immutable: boolean
  /** For HTML: hashes of the inline scripts, for the page's CSP. */
  scriptHashes?: string[]
}

export type StaticSite = {
  /** Files by URL path; pages by their clean path (`/careers`, not `/careers/index.html`). */
  files: Map<string, StaticFile>
  /** Body of every 404 answer. */
  notFound: StaticFile
}

/**
 * Never served: source maps, dotfiles, the SPA fallback and the 404 page's own path. The one
 * dot directory served is `.well-known/` (RFC 8615: security.txt), and no dotfile inside it.
 */
function isPrivate(rel: string) {
  const parts = rel.startsWith('.well-known/') ? rel.split('/').slice(1) : rel.split('/')
  return rel.endsWith('.map') || parts.some((part) => part.startsWith('.')) || rel === '__spa-fallback.html'
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : entry.isFile() ? [full] : []
  })
}

function readOptional(path: string): Uint8Array | undefined {
  try {
    return readFileSync(path)
  } catch {
    return undefined
  }
}

/**
 * Loads the whole client build into memory at start-up (a few megabytes): every answer is
 * then a map lookup, and nothing a request names can reach the file system, so path
 * traversal has nothing to traverse.
 */
export function loadStaticSite(clientDir: string, notFoundPath: string): StaticSite {
  statSync(clientDir) // throws a clear ENOENT when the build is missing
  const files = new Map<string, StaticFile>()
  let notFound: StaticFile | undefined

  for (const full of walk(clientDir)) {
    const rel = relative(clientDir, full).split(sep).join('/')
    if (rel.endsWith('.br') || rel.endsWith('.gz') || isPrivate(rel)) continue
    const body = readFileSync(full)
    const ext = extname(rel)
    const file: StaticFile = {
      body,
      br: readOptional(`${full}.br`),
      gzip: readOptional(`${full}.gz`),
      type: TYPES_BY_PATH[`/${rel}`] ?? TYPES[ext] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
      immutable: rel.startsWith('assets/'),
    }
    if (ext === '.html') file.scriptHashes = inlineScriptHashes(body.toString('utf8'))

    if (rel === 'index.html') files.set('/', file)
    else if (rel.endsWith('/index.html')) {
      const path = `/${rel.slice(0, -'/index.html'.length)}`
      if (path === notFoundPath) notFound = file
      else files.set(path, file)
    } else if (ext !== '.html') files.set(`/${rel}`, file)
  }

  if (!notFound) throw new Error(`The build has no ${notFoundPath} page; run \`npm run build\``)
  return { files, notFound }
}
