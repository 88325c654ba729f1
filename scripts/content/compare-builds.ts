/**
 * Moving copy into content/ must change nothing a visitor gets (docs/decisions/028): this compares two
 * builds' prerendered pages and loader data byte for byte, asset hashes (and security.txt's
 * build-time expiry) aside, and sums their
 * JavaScript.
 *
 *   node scripts/content/compare-builds.ts <before>/build/client <after>/build/client
 *
 * Exits 1 and names the first difference of each file that differs.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'

/**
 * `/assets/home-IBIPh5Rw.js` → `/assets/home-#.js`: a content hash is not a change a visitor
 * sees; nor is security.txt's `Expires`, a year from the build's time (RFC 9116), so the same
 * commit built twice differs there.
 */
export function withoutAssetHashes(text: string): string {
  return text
    .replace(/(\/assets\/[\w.-]*?)-[\w-]{8,}\.(js|css|svg|png|webp|avif|jpg|woff2|txt)/g, '$1-#.$2')
    .replace(/^Expires: .*$/m, 'Expires: #')
}

function files(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? files(root, path) : [relative(root, path)]
  })
}

const pages = (root: string) => files(root).filter((file) => /\.(html|data|xml|txt|json)$/.test(file))
const scriptBytes = (root: string) =>
  files(root)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + statSync(join(root, file)).size, 0)

function firstDifference(a: string, b: string): number {
  let index = 0
  while (index < a.length && a[index] === b[index]) index++
  return index
}

export function compareBuilds(before: string, after: string): string[] {
  const problems: string[] = []
  const beforePages = new Set(pages(before))
  const afterPages = new Set(pages(after))
  for (const file of beforePages) if (!afterPages.has(file)) problems.push(`${file}: missing after`)
  for (const file of afterPages) if (!beforePages.has(file)) problems.push(`${file}: new after`)
  for (const file of beforePages) {
    if (!afterPages.has(file)) continue
    const a = withoutAssetHashes(readFileSync(join(before, file), 'utf8'))
    const b = withoutAssetHashes(readFileSync(join(after, file), 'utf8'))
    if (a === b) continue
    const at = firstDifference(a, b)
    problems.push(
      `${file}: differs at ${at}\n    before: …${JSON.stringify(a.slice(Math.max(0, at - 60), at + 80))}\n    after:  …${JSON.stringify(b.slice(Math.max(0, at - 60), at + 80))}`,
    )
  }
  return problems
}

if (import.meta.main) {
  const [before, after] = process.argv.slice(2)
  if (!before || !after) {
    console.error('usage: node scripts/content/compare-builds.ts <before build/client> <after build/client>')
    process.exit(2)
  }
  const problems = compareBuilds(before, after)
  console.log(`pages compared: ${pages(before).length}`)
  console.log(`JavaScript bytes: ${scriptBytes(before)} before, ${scriptBytes(after)} after`)
  for (const problem of problems) console.log(problem)
  console.log(problems.length === 0 ? 'identical (asset hashes aside)' : `${problems.length} file(s) differ`)
  process.exit(problems.length === 0 ? 0 : 1)
}
