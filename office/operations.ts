/**
 * The operations on stored contact requests, one implementation for both faces: the CLI
 * (office/operator-cli.ts, `npm run requests`) and the office's desk on the editor's
 * host (office/desk/, /anfragen). Every action that changes data – and every read of one
 * person's data or of all of it – is written to the audit log with who, what, when and the
 * ids concerned, never a request's content or an address; the log outlives the erasure of
 * the requests it names (Art. 5(2) GDPR).
 */
import type { ContactRepository, DismissResult, ReleaseEmails, ReleaseResult } from '../server/contact/repository.ts'
import { eraseAddress, purgeExpired } from '../server/contact/retention.ts'
import { log } from '../server/log.ts'
import type { AuditOutcome } from './audit-outcomes.ts'
import type { RequestFilter } from './office-store.ts'
import { toCsv } from './operator-output.ts'

export type OperationsContext = {
  repository: ContactRepository
  /** DATA_DIR/outbox, for erasing .eml files. */
  outboxDir: string
  /** Where `release` queues the notification, and the Message-ID domain (CONTACT_INBOX, SMTP_FROM). */
  emails: ReleaseEmails
  /** Who acts: `cli:<system user>`, or the name signed in at the editor's host. */
  actor: string
}

export type Operations = ReturnType<typeof createOperations>

export function createOperations({ repository, outboxDir, emails, actor }: OperationsContext) {
  async function audit(action: string, ids: readonly string[], outcome: AuditOutcome) {
    await repository.recordAudit({ actor, action, ids: [...ids], outcome })
  }
  /** The audit row of a change, written in the change's own transaction (docs/decisions/033). */
  const row = (action: string, ids: readonly string[], outcome: AuditOutcome) => ({
    actor,
    action,
    ids: [...ids],
    outcome,
  })

  return {
    actor,
    list: (options: { limit: number; offset?: number }) => repository.listRequests(options),
    quarantine: (options: { limit: number; offset?: number }) => repository.listQuarantined(options),
    search: (filter: RequestFilter) => repository.findRequests(filter),
    show: (id: string) => repository.getRequest(id),
    stats: () => repository.stats(),
    sourceCounts: (since: Date | null) => repository.sourceCounts(since),
    weeklySourceCounts: (since: Date) => repository.weeklySourceCounts(since),
    auditLog: (limit = 50) => repository.auditLog({ limit }),
    /** What an erasure would remove (not recorded: nothing is shown but counts). */
    lookup: (email: string) => repository.requestsByEmail(email),

    async release(id: string): Promise<ReleaseResult> {
      return repository.release(id, emails, (result) => row('release', [id], { code: result, counts: {} }))
    },

    /** Failed emails back in the queue (CLI `resend-failed`, Eingang's button); returns how many. */
    async resendFailed(): Promise<number> {
      return repository.requeueFailed({}, (count) =>
        row('resend-failed', [], { code: 'requeued', counts: { emails: count } }),
      )
    },

    /** Only this request's failed emails back in the queue (the desk's /anfragen/<id>); returns how many. */
    async resendFailedOf(requestId: string): Promise<number> {
      return repository.requeueFailed({ requestId }, (count) =>
        row('resend-failed', [requestId], { code: 'requeued', counts: { emails: count } }),
      )
    },

    /** Acknowledges a failed email: status `dismissed`; /readyz stops counting it. */
    async dismiss(outboxId: string): Promise<DismissResult> {
      const { result, requestId } = await repository.dismissFailed(outboxId, ({ result, requestId }) =>
        row('dismiss', requestId ? [requestId, outboxId] : [outboxId], { code: result, counts: {} }),
      )
      // The log line the CLI has written since docs/decisions/026 (ids only), kept for whoever reads the log.
      log('info', 'operator: dismiss failed email', { action: 'dismiss', outboxId, requestId, result, actor })
      return result
    },

    /** GDPR erasure of one address: its requests, outbox rows and .eml files (Art. 17). */
    async erase(email: string) {
      const ids = (await repository.requestsByEmail(email)).map(({ request }) => request.id)
      return eraseAddress(repository, {
        email,
        outboxDir,
        audit: (result) =>
          row('erase', ids, {
            code: 'deleted',
            counts: { requests: result.requests, emails: result.emails, files: result.files },
          }),
      })
    },

    async purge(options: { now: Date; days: number }) {
      return purgeExpired(repository, {
        ...options,
        outboxDir,
        audit: (result) =>
          row('purge', [], {
            code: 'purged',
            counts: {
              requests: result.requests,
              emails: result.emails,
              files: result.files,
              auditEntries: result.auditEntries,
              journalEntries: result.journalEntries,
            },
          }),
      })
    },

    /**
     * As CSV (the CLI's quoting): every request that is not quarantined, or those a desk
     * filter selects. Recorded with the count, and the ids when a filter chose them.
     */
    async exportCsv(filter?: RequestFilter): Promise<{ csv: string; count: number }> {
      const requests = filter
        ? (await Promise.all((await repository.findRequests(filter)).map((s) => repository.getRequest(s.id)))).flatMap(
            (found) => (found ? [found.request] : []),
          )
        : await repository.allRequests()
      await audit('export', filter ? requests.map((r) => r.id) : [], {
        code: 'listed',
        counts: { requests: requests.length },
      })
      return { csv: toCsv(requests), count: requests.length }
    },

    /** Everything stored for one address (Art. 15); recorded with the ids it showed. */
    async accessReport(email: string) {
      const found = await repository.requestsByEmail(email)
      await audit(
        'access-report',
        found.map(({ request }) => request.id),
        { code: 'listed', counts: { requests: found.length } },
      )
      return found
    },
  }
}
