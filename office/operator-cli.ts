import { existsSync } from 'node:fs'
import { userInfo } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'

import { attributionLine } from '../app/emails/attribution-line.ts'
import { CONSENT_VERSION } from '../server/contact/consent.ts'
import { SQLITE_FILE } from '../server/contact/create-repository.ts'
import type { PageNames } from '../server/contact/page-names.ts'
import type { ContactRepository, ReleaseEmails, StoredRequest } from '../server/contact/repository.ts'
import {
  APPLICANT_RETENTION_DAYS,
  auditCutoff,
  DEFAULT_RETENTION_DAYS,
  erasureJournalCutoff,
  QUARANTINE_RETENTION_DAYS,
  retentionCutoff,
} from '../server/contact/retention.ts'
import { outcomeEn } from './audit-outcomes.ts'
import { mailboxesToClean } from './erasure.ts'
import { createOperations } from './operations.ts'
import { berlin, berlinDayStart, pad, sourceReport } from './operator-output.ts'
import { DEFAULT_SOURCE_DAYS, USAGE } from './operator-usage.ts'

/** `show`'s consent line: the version of the consent text, when, and whether it is the current text. */
function consentLine({ version, at }: StoredRequest['consent']): string {
  if (!version) return '– (no consent record: received before consent versions were stored)'
  const which = version === CONSENT_VERSION ? 'the current consent text' : 'an earlier consent text'
  return `text version ${version} (${which}), given ${at ? `${at.toISOString()} (${berlin(at)} Berlin)` : '–'}`
}

export type CliContext = {
  repository: ContactRepository
  /** DATA_DIR/outbox, for erasing .eml files. */
  outboxDir: string
  /** Default of `purge --days` (CONTACT_RETENTION_DAYS). */
  retentionDays: number
  /** Where `release` queues the notification, and the Message-ID domain (CONTACT_INBOX, SMTP_FROM). */
  emails: ReleaseEmails
  now: () => Date
  out: (text: string) => void
  err: (text: string) => void
  /** Writes an export; the file must be readable by its owner only (it holds personal data). */
  writeFile: (path: string, text: string) => void
  /** `move-to-postgres`: the SQLite data directory and the PostgreSQL to move into (DATA_DIR, DATABASE_URL). */
  move?: { dataDir: string; databaseUrl?: string }
  /** Names of the guides and the hub from the build (server/contact/page-names.ts); without them, paths. */
  pageNames?: PageNames
  /** Who acts, for the audit log; default `cli:<system user>`. */
  actor?: string
}

/** Runs one operator command; returns the process exit code. */
export async function runCli(argv: readonly string[], ctx: CliContext): Promise<number> {
  const [command, ...rest] = argv
  let parsed
  try {
    parsed = parseArgs({
      args: [...rest],
      allowPositionals: true,
      options: {
        limit: { type: 'string', default: '20' },
        offset: { type: 'string', default: '0' },
        out: { type: 'string' },
        // Its default depends on the command: purge keeps CONTACT_RETENTION_DAYS, stats counts 30.
        days: { type: 'string' },
        since: { type: 'string' },
        'by-source': { type: 'boolean', default: false },
      },
    })
  } catch (error) {
    ctx.err(`${(error as Error).message}\n\n${USAGE}`)
    return 2
  }
  const { values, positionals } = parsed
  const ops = createOperations({ ...ctx, actor: ctx.actor ?? `cli:${userInfo().username}` })
  /** What became of an action: a refusal of `refused` on stderr (exit status 1), else `done` on stdout. */
  const report = <R extends string>(result: R, refused: Partial<Record<R, string>>, done: string) => {
    const refusal = refused[result]
    if (refusal !== undefined) ctx.err(refusal)
    else ctx.out(done)
    return refusal === undefined ? 0 : 1
  }
  const number = (name: 'limit' | 'offset' | 'days', min: number, fallback?: number) => {
    const value = Number(values[name] ?? fallback)
    if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number ≥ ${min}`)
    return value
  }

  try {
    switch (command) {
      case 'list':
      case 'quarantine': {
        const quarantine = command === 'quarantine'
        const options = { limit: number('limit', 1), offset: number('offset', 0) }
        const requests = quarantine ? await ops.quarantine(options) : await ops.list(options)
        if (requests.length === 0) {
          ctx.out(quarantine ? 'No quarantined requests.' : 'No requests.')
          return 0
        }
        ctx.out(
          `${pad('received (Berlin)', 17)}  ${pad('id', 36)}  ${pad('name', 24)}  ${pad('email', 30)}  ${pad('type', 8)}  ${quarantine ? 'reason' : 'emails'}`,
        )
        for (const r of requests) {
          const emails = Object.entries(r.emails)
            .map(([status, n]) => `${n} ${status}`)
            .join(', ')
          ctx.out(
            `${pad(berlin(r.createdAt), 17)}  ${r.id}  ${pad(r.name, 24)}  ${pad(r.email, 30)}  ${pad(r.job ?? r.campaign_type ?? '–', 8)}  ${quarantine ? r.quarantineReason : emails || '–'}`,
          )
        }
        if (quarantine) ctx.out(`\nA real request? npm run requests -- release <id>`)
        return 0
      }
      case 'release': {
        const id = positionals[0]
        if (!id) throw new Error('release needs the id of a quarantined request (see `quarantine`)')
        const result = await ops.release(id)
        return report(
          result,
          {
            'not-found': `No request with id ${id}.`,
            'not-quarantined': `Request ${id} is not in quarantine; nothing changed.`,
          },
          result === 'released'
            ? `Released ${id}: its notification and confirmation are queued; the running server sends them within seconds.`
            : `Released ${id}: its notification is queued; no confirmation, because a confirmation cap for this address or its domain is reached.`,
        )
      }
      case 'show': {
        const id = positionals[0]
        if (!id) throw new Error('show needs a request id (see `list`)')
        const found = await ops.show(id)
        if (!found) {
          ctx.err(`No request with id ${id}.`)
          return 1
        }
        const { request: r, emails } = found
        const lines = [
          `id:            ${r.id}`,
          `received:      ${r.createdAt.toISOString()} (${berlin(r.createdAt)} Berlin)`,
          `name:          ${r.name}`,
          `email:         ${r.email}`,
          `phone:         ${r.phone ?? '–'}`,
          `organization:  ${r.organization ?? '–'}`,
          ...(r.job !== undefined ? [`application:   ${r.job}`] : [`campaign type: ${r.campaign_type ?? '–'}`]),
          `prefer phone:  ${r.prefer_phone ? 'yes' : 'no'}`,
          `ip address:    ${r.ipAddress ?? '–'}`,
          ...(r.quarantineReason ? [`quarantine:    ${r.quarantineReason} (release <id> to send its emails)`] : []),
          ...(r.releasedAt ? [`released:      ${r.releasedAt.toISOString()}`] : []),
          ...(r.confirmationSkipped ? [`confirmation:  not sent (${r.confirmationSkipped})`] : []),
          `came via:      ${attributionLine(r.attribution, ctx.pageNames ?? {})}`,
          `first page:    ${r.attribution.landing_path ?? '–'}`,
          `previous page: ${r.attribution.previous_path ?? '–'}`,
          `referrer host: ${r.attribution.referrer_host ?? '–'}`,
          `utm:           ${
            (['utm_source', 'utm_medium', 'utm_campaign'] as const)
              .filter((key) => r.attribution[key])
              .map((key) => `${key}=${r.attribution[key]}`)
              .join(', ') || '–'
          }`,
          `consent:       ${consentLine(r.consent)}`,
          `message:`,
          ...r.message.split(/\r\n|\r|\n/).map((line) => `  ${line}`),
          `emails:`,
          ...emails.map(
            (e) =>
              `  ${pad(e.kind, 12)} ${e.id} to ${e.recipient}: ${e.status}, ${e.attempts} attempt(s)` +
              (e.sentAt ? `, done ${e.sentAt.toISOString()}` : '') +
              (e.lastError ? `, last error: ${e.lastError}` : ''),
          ),
        ]
        ctx.out(lines.join('\n'))
        return 0
      }
      case 'export': {
        const { csv } = await ops.exportCsv()
        if (values.out) {
          ctx.writeFile(values.out, csv)
          ctx.err(`Wrote ${csv.split('\r\n').length - 2} requests to ${values.out}.`)
        } else ctx.out(csv.trimEnd())
        return 0
      }
      case 'resend-failed': {
        const count = await ops.resendFailed()
        ctx.out(
          count === 0
            ? 'No failed emails.'
            : `Queued ${count} failed email(s) again; the running server delivers them within seconds.`,
        )
        return 0
      }
      case 'dismiss': {
        const id = positionals[0]
        if (!id) throw new Error('dismiss needs the id of a failed email (see `show <request id>`)')
        const result = await ops.dismiss(id)
        return report(
          result,
          {
            'not-found': `No email with id ${id}.`,
            'not-failed': `Email ${id} has not failed (or is dismissed already); nothing changed.`,
          },
          `Dismissed failed email ${id}; /readyz no longer counts it.`,
        )
      }
      case 'move-to-postgres': {
        if (!ctx.move?.databaseUrl) throw new Error('move-to-postgres needs DATABASE_URL: the PostgreSQL to move into')
        if (!existsSync(join(ctx.move.dataDir, SQLITE_FILE))) {
          throw new Error(`No SQLite database at ${join(ctx.move.dataDir, SQLITE_FILE)}: set DATA_DIR to the old one`)
        }
        const { moveToPostgres, describeMove } = await import('../server/contact/move-to-postgres.ts')
        ctx.out(describeMove(await moveToPostgres({ dataDir: ctx.move.dataDir, databaseUrl: ctx.move.databaseUrl })))
        return 0
      }
      case 'delete': {
        const email = positionals[0]
        if (!email || !email.includes('@')) throw new Error('delete needs the email address whose requests to erase')
        const result = await ops.erase(email)
        ctx.out(
          `Deleted ${result.requests} request(s), ${result.emails} queued email(s) and ${result.files} .eml file(s) of ${email}.`,
        )
        if (result.requests > 0)
          ctx.out(
            `Not erased: the notifications in ${mailboxesToClean(ctx.emails)} and replies sent from there; delete them by hand.`,
          )
        return 0
      }
      case 'purge': {
        const days = number('days', 1, ctx.retentionDays || DEFAULT_RETENTION_DAYS)
        const now = ctx.now()
        const result = await ops.purge({ now, days })
        ctx.out(
          `Deleted ${result.requests - result.quarantined - result.applicants} request(s) received before ${retentionCutoff(now, days).toISOString()} ` +
            `(${days} days), ${result.quarantined} quarantined one(s) older than ${QUARANTINE_RETENTION_DAYS} days, ` +
            `${result.applicants} application(s) older than ${APPLICANT_RETENTION_DAYS} days, ` +
            `${result.emails} email row(s) and ${result.files} .eml file(s); ` +
            `${result.auditEntries} audit entry(ies) made before ${auditCutoff(now).toISOString()}; ` +
            `${result.journalEntries} erasure journal entry(ies) made before ${erasureJournalCutoff(now).toISOString()}.`,
        )
        return 0
      }
      case 'stats': {
        if (values['by-source']) {
          if (values.days !== undefined && values.since !== undefined)
            throw new Error('Give --days or --since, not both')
          const now = ctx.now()
          const since =
            values.since !== undefined
              ? berlinDayStart(values.since)
              : new Date(now.getTime() - number('days', 1, DEFAULT_SOURCE_DAYS) * 24 * 60 * 60 * 1000)
          const counts = await ops.sourceCounts(since)
          const total = counts.reduce((sum, row) => sum + row.requests, 0)
          ctx.out(
            `Requests received since ${berlin(since)} (Berlin), quarantine not counted: ${total}` +
              (total > 0 ? `\n\n${sourceReport(counts, ctx.pageNames ?? {}).join('\n')}` : ''),
          )
          return 0
        }
        if (values.days !== undefined || values.since !== undefined) {
          throw new Error('--days and --since go with --by-source (or with purge)')
        }
        const stats = await ops.stats()
        ctx.out(
          `requests: ${stats.requests} (and ${stats.quarantined} in quarantine)\nemails:   ${Object.entries(
            stats.outbox,
          )
            .map(([status, n]) => `${n} ${status}`)
            .join(', ')}\ndatabase: ${ctx.repository.engine}`,
        )
        return 0
      }
      case 'audit': {
        const entries = await ops.auditLog(number('limit', 1))
        if (entries.length === 0) {
          ctx.out('The audit log is empty.')
          return 0
        }
        ctx.out(`${pad('when (Berlin)', 17)}  ${pad('who', 20)}  ${pad('action', 13)}  ${pad('outcome', 40)}  ids`)
        for (const e of entries)
          ctx.out(
            `${pad(berlin(e.at), 17)}  ${pad(e.actor, 20)}  ${pad(e.action, 13)}  ${pad(outcomeEn(e.outcome), 40)}  ${e.ids.join(' ') || '–'}`,
          )
        return 0
      }
      case undefined:
      case 'help':
      case '--help':
        ctx.out(USAGE)
        return 0
      default:
        ctx.err(`Unknown command: ${command}\n\n${USAGE}`)
        return 2
    }
  } catch (error) {
    ctx.err((error as Error).message)
    return 1
  }
}
