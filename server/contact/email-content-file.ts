/**
 * The e-mail content of a release (app/emails/email-content.ts): the build writes it beside the
 * client directory, so `releases/<id>/email-content.json` sits beside `releases/<id>/client`, and
 * the server reads the one of the release it serves (server/live-site.ts loads it together with
 * the files). Never served: it is outside the client directory.
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

import type { EmailContent } from '../../app/emails/email-content.ts'

export const EMAIL_CONTENT_FILE = 'email-content.json'

/** `<release>/client` → `<release>/email-content.json`. */
export function emailContentFile(clientDir: string): string {
  return join(dirname(clientDir), EMAIL_CONTENT_FILE)
}

const SECTIONS = [
  'confirmation',
  'notification',
  'spamNotice',
  'confirmationSkipped',
  'attribution',
  'campaignTypes',
  'application',
  'jobs',
  'pageNames',
] as const
const SITE_TEXTS = ['brand', 'legalName', 'phone', 'email'] as const

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The content the build of `clientDir` wrote. Throws when it is missing or not shaped like
 * e-mail content: a release without it is not complete, and an e-mail without the company's
 * details must not go out (the server then keeps the previous release, or does not start).
 */
export function loadEmailContent(clientDir: string): EmailContent {
  const file = emailContentFile(clientDir)
  let data: unknown
  try {
    data = JSON.parse(readFileSync(file, 'utf8'))
  } catch (error) {
    throw new Error(
      `${file}: ${error instanceof Error ? error.message : String(error)} (npm run build writes it beside the client directory)`,
      { cause: error },
    )
  }
  const problem = !isObject(data)
    ? 'not an object'
    : !isObject(data.site) || SITE_TEXTS.some((key) => typeof (data.site as Record<string, unknown>)[key] !== 'string')
      ? 'site: the company details are missing'
      : typeof data.businessDetails !== 'string' || data.businessDetails === ''
        ? 'businessDetails: the § 35a GmbHG line is missing'
        : SECTIONS.filter((section) => !isObject(data[section])).map((section) => `${section}: missing`)[0]
  if (problem) throw new Error(`${file}: ${problem}`)
  return data as EmailContent
}
