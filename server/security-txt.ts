import { readFileSync } from 'node:fs'
import { join } from 'node:path'

import { log } from './log.ts'

/**
 * `/.well-known/security.txt` (RFC 9116): written into the build by scripts/postbuild.ts from
 * SECURITY_TXT in app/config/site.ts, served like any other build file, and watched by the
 * running server so the operator hears about its expiry before researchers do.
 */

export const SECURITY_TXT_PATH = '/.well-known/security.txt'

/** RFC 9116 § 2.5.5: "less than a year into the future". */
export const MAX_VALID_DAYS = 364
/** The server warns this long before the file expires. */
export const WARN_DAYS = 30

const DAY_MS = 24 * 60 * 60 * 1000

export type SecurityTxtConfig = {
  contact: readonly string[]
  validDays: number
  preferredLanguages: readonly string[]
}

/** RFC 3339 without fractions, as in the RFC's examples: 2026-05-20T12:00:00Z. */
const rfc3339 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z')

/** The file's text for a build made at `builtAt` for the site at `siteUrl`. */
export function securityTxt(config: SecurityTxtConfig, { siteUrl, builtAt }: { siteUrl: string; builtAt: Date }) {
  if (!Number.isInteger(config.validDays) || config.validDays < 1 || config.validDays > MAX_VALID_DAYS) {
    throw new Error(`SECURITY_TXT.validDays must be 1 to ${MAX_VALID_DAYS} (RFC 9116: less than a year)`)
  }
  if (config.contact.length === 0 || !config.contact.every((uri) => /^(mailto:|https:\/\/|tel:)/.test(uri))) {
    throw new Error('SECURITY_TXT.contact needs at least one mailto:, https:// or tel: URI (RFC 9116 § 2.5.3)')
  }
  const expires = new Date(builtAt.getTime() + config.validDays * DAY_MS)
  return [
    `# Security contact of ${new URL(siteUrl).host} (RFC 9116).`,
    `# Written at build time; renewed by rebuilding the site before it expires.`,
    ...config.contact.map((uri) => `Contact: ${uri}`),
    `Expires: ${rfc3339(expires)}`,
    `Preferred-Languages: ${config.preferredLanguages.join(', ')}`,
    `Canonical: ${siteUrl.replace(/\/+$/, '')}${SECURITY_TXT_PATH}`,
    '',
  ].join('\n')
}

/** The Expires field of a security.txt, or undefined when there is none or it is not a date. */
export function securityTxtExpires(text: string): Date | undefined {
  const value = /^Expires:\s*(\S+)\s*$/im.exec(text)?.[1]
  const date = value ? new Date(value) : undefined
  return date && !Number.isNaN(date.getTime()) ? date : undefined
}

/**
 * What the operator should hear about the served security.txt at `now`: nothing while it is
 * valid for more than WARN_DAYS, a warning before, an error once it has expired or is missing.
 */
export function securityTxtNotice(
  text: string | undefined,
  now: Date,
): { level: 'warn' | 'error'; msg: string; fields: Record<string, unknown> } | undefined {
  const renew = 'rebuild the site (npm run build) and restart the server to renew it; docs/deploy.md'
  if (text === undefined) {
    return { level: 'error', msg: `the build has no ${SECURITY_TXT_PATH}`, fields: { fix: renew } }
  }
  const expires = securityTxtExpires(text)
  if (!expires)
    return { level: 'error', msg: `${SECURITY_TXT_PATH} has no valid Expires field`, fields: { fix: renew } }
  const daysLeft = Math.floor((expires.getTime() - now.getTime()) / DAY_MS)
  const fields = { expires: rfc3339(expires), daysLeft, fix: renew }
  if (expires <= now) return { level: 'error', msg: `${SECURITY_TXT_PATH} has expired`, fields }
  if (daysLeft < WARN_DAYS) return { level: 'warn', msg: `${SECURITY_TXT_PATH} expires soon`, fields }
  return undefined
}

/**
 * Checks the build's security.txt at start-up and then daily, logging securityTxtNotice. The
 * file is read once, as the static site is: a rebuild counts after the restart that serves it.
 */
export function watchSecurityTxt(clientDir: string) {
  let text: string | undefined
  try {
    text = readFileSync(join(clientDir, SECURITY_TXT_PATH), 'utf8')
  } catch {
    text = undefined
  }
  const check = () => {
    const notice = securityTxtNotice(text, new Date())
    if (notice) log(notice.level, notice.msg, notice.fields)
  }
  check()
  setInterval(check, DAY_MS).unref()
}
