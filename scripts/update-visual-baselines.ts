/**
 * `npm run test:visual:update [-- <playwright args>]`: retakes the screenshot baselines of
 * tests/e2e/visual.test.ts after an intended change of what the pages look like, on a fresh
 * build (the npm script builds first). Only pictures that differ beyond the tolerance, and
 * missing ones, are written (`--update-snapshots=changed`); the others keep their bytes, so git
 * shows exactly the pictures that changed. Look at every changed picture before committing it.
 *
 * Chromium writes quickly compressed PNGs; each written baseline is recompressed here without
 * loss (the decoded pixels are checked to be identical), which halves what the repository keeps.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

import sharp from 'sharp'

const DIR = 'tests/e2e/__screenshots__'
const started = Date.now()

const run = spawnSync(
  'npx',
  ['playwright', 'test', 'tests/e2e/visual.test.ts', '--update-snapshots=changed', ...process.argv.slice(2)],
  { stdio: 'inherit' },
)

const written = readdirSync(DIR)
  .filter((file) => file.endsWith('.png'))
  .map((file) => join(DIR, file))
  .filter((path) => statSync(path).mtimeMs >= started)

const pixels = (input: Buffer) => sharp(input).ensureAlpha().raw().toBuffer()
let saved = 0
for (const path of written) {
  const original = readFileSync(path)
  // Level 9 only: sharp's `effort` or `palette` would quantise colours, which is not lossless.
  const smaller = await sharp(original).png({ compressionLevel: 9 }).toBuffer()
  if (smaller.length >= original.length) continue
  if (!(await pixels(original)).equals(await pixels(smaller))) throw new Error(`recompressing ${path} changed pixels`)
  writeFileSync(path, smaller)
  saved += original.length - smaller.length
}
console.log(
  `${written.length} baseline(s) written in ${DIR}${written.length ? `, ${Math.round(saved / 1024)} KiB saved by recompression` : ''}. ` +
    'Look at each changed picture (git diff --stat, the images themselves) before committing.',
)
process.exit(run.status ?? 1)
