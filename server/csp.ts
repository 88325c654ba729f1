import { createHash } from 'node:crypto'

/**
 * Content-Security-Policy for prerendered pages. React Router writes a few inline scripts
 * into each page (hydration context, route modules); rather than allowing 'unsafe-inline',
 * the server hashes exactly the inline scripts each file contains and allows only those.
 */

const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi

/** Inline scripts that run or direct the browser (no src, not a JSON data block). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attrs = match[1] ?? ''
    const body = match[2] ?? ''
    if (/\ssrc\s*=/i.test(attrs)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase()
    // Speculation rules are inline JSON the browser acts on: hashed like a script (docs/decisions/027).
    if (type && !['module', 'text/javascript', 'application/javascript', 'speculationrules'].includes(type)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

export function pageCsp(scriptHashes: string[], { https }: { https: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // Style attributes come from React (animations, sonner); scripts stay hash-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
  if (https) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

/** For everything that is not a page: nothing may run or be framed. */
export const RESOURCE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"
