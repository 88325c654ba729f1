import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { E2E_DATA_DIR } from './e2e-data-dir.ts'
import { parseMail } from './mime.ts'

/**
 * The .eml files the browser tests' server wrote (it has no SMTP_URL) that mention an
 * address, in a header or in the decoded text.
 */
export function emailsFor(address: string): string[] {
  const dir = join(E2E_DATA_DIR, 'outbox')
  let files: string[] = []
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'))
  } catch {
    return []
  }
  return files
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .filter((eml) => eml.includes(address) || parseMail(eml).text.includes(address))
}
