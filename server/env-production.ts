import { isAbsolute } from 'node:path'

import { OPERATOR } from '../app/config/site.ts'
import { addressOf, weakTlsParameters } from './contact/mail-transport.ts'
import type { Env } from './env.ts'

/*
 * What the server refuses to run as the real site with (docs/decisions/013): settings the privacy
 * policy states as facts, mail that would never leave or never arrive, plain http, a relative
 * data folder. Checked at start-up in production (server/env.ts) and by `npm run check:golive`.
 */
/** Domains no mail is ever delivered to: RFC 2606 / 6761 reserved names and local ones. */
export function reservedDomain(address: string): boolean {
  const domain = (address.split('@').at(-1) ?? '').trim().toLowerCase().replace(/\.$/, '')
  const tld = domain.split('.').at(-1) ?? ''
  return (
    domain === '' ||
    ['example', 'test', 'invalid', 'localhost', 'local'].includes(tld) ||
    /(^|\.)example\.(com|net|org)$/.test(domain)
  )
}

/**
 * A check the production start-up runs besides the settings below, e.g. the go-live content
 * check (docs/decisions/015): each returned line names what is wrong, `NAME: problem`.
 */
export type ProductionCheck = (env: Env) => string[] | Promise<string[]>

/**
 * Settings the privacy policy states as facts (OPERATOR.retention in app/config/site.ts): a value
 * it does not cover would make the policy untrue. Production refuses them, and so does
 * `npm run check:golive`.
 */
export function policyProblems(env: Partial<Pick<Env, 'CONTACT_RETENTION_DAYS' | 'CONTACT_RATE_LIMIT'>>): string[] {
  const problems: string[] = []
  const { contactRequestDays, rateLimitMinutes } = OPERATOR.retention
  const days = env.CONTACT_RETENTION_DAYS
  if (days !== undefined && (days === 0 || days > contactRequestDays)) {
    problems.push(
      `CONTACT_RETENTION_DAYS: ${days} ${days === 0 ? 'keeps requests forever' : 'keeps requests longer'}, ` +
        `but the privacy policy promises deletion after ${contactRequestDays} days; ` +
        `use 1 to ${contactRequestDays}, or change OPERATOR.retention.contactRequestDays with the policy`,
    )
  }
  const windowMs = env.CONTACT_RATE_LIMIT?.windowMs
  if (windowMs !== undefined && windowMs > rateLimitMinutes * 60_000) {
    problems.push(
      `CONTACT_RATE_LIMIT: its window keeps an address in memory for ${windowMs / 60_000} minutes, ` +
        `but the privacy policy promises at most ${rateLimitMinutes}; use a window of at most ${rateLimitMinutes}m`,
    )
  }
  return problems
}

/** What makes a configuration unsafe to run as the real site (docs/decisions/013). */
export function productionProblems(env: Partial<Env>): string[] {
  const problems: string[] = [...policyProblems(env)]
  if (env.MAIL_MODE === undefined && !env.SMTP_URL) {
    problems.push(
      'SMTP_URL: not set, so no email would be sent (requests would only become .eml files in DATA_DIR/outbox); ' +
        'set the mail server, or MAIL_MODE=files to keep emails as files on purpose',
    )
  }
  if (env.SMTP_URL) {
    problems.push(...weakTlsParameters(env.SMTP_URL).map((problem) => `SMTP_URL: ${problem}; remove it`))
  }
  for (const name of ['CONTACT_INBOX', 'SMTP_FROM'] as const) {
    const value = env[name]
    if (value !== undefined && reservedDomain(addressOf(value))) {
      problems.push(
        `${name}: ${addressOf(value)} is at a reserved or local domain (.example, .test, .invalid, localhost), ` +
          'where mail is never delivered',
      )
    }
  }
  if (env.SITE_URL !== undefined && new URL(env.SITE_URL).protocol !== 'https:') {
    problems.push(`SITE_URL: ${env.SITE_URL} is not https://; the public site must be served over TLS`)
  }
  if (env.DATA_DIR !== undefined && !isAbsolute(env.DATA_DIR)) {
    problems.push(
      `DATA_DIR: ${env.DATA_DIR} is relative; give an absolute path, so the data never depends on the working directory`,
    )
  }
  return problems
}
