import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

import { cardPassword } from '../../app/config/card-password.server.ts'
import { type PasswordRecord, verifyPassword } from '../../app/lib/password-hash.ts'
import { cardGateRecordFile } from '../../server/golive-check.ts'
import { SERVER_BUNDLE } from './server-bundle.ts'
import { siteUrlFromEnv } from './site-url.ts'

const INFO = 'build/.build-info.json'
const CLIENT_DIR = 'build/client'
const SOURCES = [
  'app',
  'content',
  'keystatic.config.ts',
  'public',
  'art',
  'server',
  'scripts/postbuild.ts',
  'scripts/card-gate-plugin.ts',
  'react-router.config.ts',
  'vite.config.ts',
  'vite.server.config.ts',
  'package-lock.json',
]

/** Whether the build's card gate was made from the current CARD_PASSWORD (PBKDF2-SHA-256, as in the browser). */
async function cardGateCurrent(): Promise<boolean> {
  const file = cardGateRecordFile(CLIENT_DIR)
  if (!existsSync(file)) return false
  return verifyPassword(cardPassword(), JSON.parse(readFileSync(file, 'utf8')) as PasswordRecord)
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))))
}

/** Why the build must be redone, or undefined when it is current. */
export async function staleBuildReason(siteUrl = siteUrlFromEnv()): Promise<string | undefined> {
  if (!existsSync(INFO) || !existsSync('build/client') || !existsSync(SERVER_BUNDLE)) return 'no build yet'
  const built = JSON.parse(readFileSync(INFO, 'utf8')) as { siteUrl?: string }
  if (built.siteUrl !== siteUrl) return `SITE_URL changed (${built.siteUrl} → ${siteUrl})`
  if (!(await cardGateCurrent())) return 'CARD_PASSWORD changed'
  const builtAt = statSync(INFO).mtimeMs
  const stale = SOURCES.find((source) => newestMtime(source) > builtAt)
  return stale ? `${stale} changed since the last build` : undefined
}
