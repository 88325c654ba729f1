/**
 * Names of the guides and the hub for the notification's "Gekommen über" line
 * (docs/decisions/017). Server code may not read the guides' copy (ARCHITECTURE), so the build
 * writes their names from the content into a file beside the client directory
 * (scripts/postbuild.ts), and the server reads that file at start-up. The site's fixed pages
 * are named in the email copy (app/content/contact-emails.ts).
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

import { log } from '../log.ts'

/** Path → name, e.g. '/campaign-costs' → 'Wahlkampfkosten-Ratgeber'. */
export type PageNames = Readonly<Record<string, string>>

/** The file a build keeps beside `build/client`; never served (it is outside the client directory). */
export const PAGE_NAMES_FILE = 'page-names.json'

export function pageNamesFile(clientDir: string): string {
  return join(dirname(clientDir), PAGE_NAMES_FILE)
}

const PATH = /^\/[\w\-./%~]*$/
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ONE_LINE = /^[^\u0000-\u001f\u007f\u2028\u2029]{1,120}$/

/**
 * The names the build of `clientDir` wrote. Without a build (the development server, a unit
 * test) or with a damaged file the notification shows paths instead, and the log says why.
 */
export function loadPageNames(clientDir: string): PageNames {
  const file = pageNamesFile(clientDir)
  if (!existsSync(file)) {
    log('warn', 'page names missing: notifications name pages by their paths until the site is built', { file })
    return {}
  }
  try {
    const data: unknown = JSON.parse(readFileSync(file, 'utf8'))
    if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new Error('not an object')
    const names = Object.entries(data).filter(
      (entry): entry is [string, string] =>
        PATH.test(entry[0]) && typeof entry[1] === 'string' && ONE_LINE.test(entry[1]),
    )
    return Object.freeze(Object.fromEntries(names))
  } catch (error) {
    log('warn', 'page names unreadable: notifications name pages by their paths', {
      file,
      error: error instanceof Error ? error.message : String(error),
    })
    return {}
  }
}
