/**
 * `npm run content:publish` and `npm run content:rollback` (and `content:preview`): the
 * operator's way to the same code as the editor's buttons (scripts/content/publish.ts). The
 * author is CONTENT_AUTHOR ("Name <mail>") or the default "Redaktion <redaktion@localhost>".
 * The content working copy is CONTENT_DIR (default: the folder it runs in), the code a release
 * is built with CODE_DIR (default: the working copy's own files; ADR 030).
 */
import { resolve } from 'node:path'

import { authorFor } from './git.ts'
import { buildPreview, publishContent, rollbackContent } from './publish.ts'

const command = process.argv[2]
const options = {
  root: resolve(process.env.CONTENT_DIR || process.cwd()),
  author: authorFor(undefined),
  log: (line: string) => console.log(line),
}
try {
  if (command === 'publish') await publishContent(options)
  else if (command === 'rollback') await rollbackContent(options)
  else if (command === 'preview') await buildPreview(options)
  else throw new Error('usage: node scripts/content/cli.ts publish|rollback|preview')
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}
