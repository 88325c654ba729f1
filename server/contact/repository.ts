import type { Attribution } from '../../app/lib/attribution.ts'
import type { ContactRequest } from '../../app/lib/contact-schema.ts'
import type { AuditEntry, OfficeStore } from '../../office/office-store.ts'

/**
 * Storage of contact requests and their email outbox. One interface, two engines:
 * SQLite (node:sqlite, the default) and PostgreSQL (`pg`, when DATABASE_URL is set), both
 * tested against the real engines by the same suite (repository.test.ts).
 */

/** The notification to the inbox, the confirmation to the requester, or the `[Spamverdacht]` notice of a quarantined request. */
export type EmailKind = 'notification' | 'confirmation' | 'spam-notice'
/** `failed`: given up (retry window over, or refused for good); `dismissed`: a failure an operator acknowledged. */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'written' | 'failed' | 'dismissed'

/** Why an accepted request got no confirmation email (the abuse limits, docs/decisions/012). */
export type ConfirmationSkip = 'recipient-limit' | 'hourly-limit'

/**
 * Why a request looks like spam: the hidden trap field was filled, the form was sent too
 * soon after it was shown, or the fill time was not sent / not a number.
 */
export type QuarantineReason = 'honeypot' | 'too-fast' | 'fill-time-missing' | 'fill-time-malformed'

export type StoredRequest = ContactRequest & {
  id: string
  createdAt: Date
  /** Client address at the time of the request (privacy policy, section 4); null when unknown. */
  ipAddress: string | null
  idempotencyKey: string | null
  /** Suspected spam: why. Null for a normal request (or one released from quarantine). */
  quarantineReason: string | null
  /** When an operator released it from quarantine. */
  releasedAt: Date | null
  /** Set when the request was accepted without a confirmation email. */
  confirmationSkipped: ConfirmationSkip | null
  /** Which page brought it (docs/decisions/017); every field null for requests from before. */
  attribution: Attribution
  /** Proof of consent (Art. 7(1) GDPR, docs/decisions/023): the consent text's version and when; null if none. */
  consent: { version: string | null; at: Date | null }
}

export type OutboxEntry = {
  id: string
  requestId: string
  kind: EmailKind
  recipient: string
  status: OutboxStatus
  /** Delivery attempts started so far (counted when a row is claimed). */
  attempts: number
  nextAttemptAt: Date
  /** While `sending`: the claim expires then, and another worker may take the row. */
  lockedUntil: Date | null
  messageId: string
  lastError: string | null
  createdAt: Date
  /** Set when an operator queued a failed email again: its retry window starts anew then. */
  retrySince: Date | null
  sentAt: Date | null
  /** When an operator acknowledged the failure (`dismiss`). */
  dismissedAt: Date | null
}

/** A row a worker has claimed, with the request it belongs to. */
export type ClaimedEmail = OutboxEntry & {
  /** Proves the claim is still ours (a stale worker must not mark, reschedule or fail it). */
  claimToken: string
  /** The database's time of the claim: with createdAt, how long the email has been waiting. */
  claimedAt: Date
  request: StoredRequest
}

/** Limits on confirmation emails (CONTACT_CONFIRMATIONS_PER_RECIPIENT / _PER_DOMAIN / _PER_HOUR). */
export type ConfirmationLimits = {
  /** Confirmations to one mailbox (its normalised address, server/contact/recipient-key.ts) within 24 hours. */
  perRecipient: number
  /** Confirmations to one domain within 24 hours; 0: no cap. Counted as `recipient-limit` when reached. */
  perDomain: number
  /** Confirmations within the last hour in all; 0: no ceiling. */
  perHour: number
}

/** `[Spamverdacht]` notices within an hour, at most (server/contact/intake-policy.ts). */
export const SPAM_NOTICES_PER_HOUR = 20

export type NewRequest = {
  request: ContactRequest
  /** Which page brought it, as the schema cleaned it; default: nothing known. */
  attribution?: Attribution
  /** Version of the consent text the form showed (CONSENT_VERSION); stored with the arrival time. Default: none. */
  consentVersion?: string | null
  ipAddress: string | null
  idempotencyKey: string | null
  /** Receives the notification of a consultation (and every spam notice). */
  inbox: string
  /**
   * Receives the notification of an application (the HR contact, content/hr-contact.yaml;
   * docs/decisions/035). Without it an application's notification goes to `inbox`.
   */
  applicationInbox?: string
  /** Suspected spam: stored with this reason, no confirmation, a spam notice while fewer than SPAM_NOTICES_PER_HOUR went out. */
  quarantine: QuarantineReason | null
  confirmationLimits: ConfirmationLimits
  /** Domain part of the generated Message-IDs (`<outbox-id@domain>`). */
  messageIdDomain: string
}

/** What a release needs to send a released request's e-mails; `applicationInbox` as in NewRequest. */
export type ReleaseEmails = {
  inbox: string
  applicationInbox?: string
  messageIdDomain: string
  confirmationLimits: ConfirmationLimits
}

export type SubmitResult =
  /** Stored now, with its outbox rows. */
  | {
      status: 'created'
      id: string
      /** What became of the confirmation: queued, skipped by a limit, or none (quarantined). */
      confirmation: 'queued' | ConfirmationSkip | 'quarantined'
    }
  /** The idempotency key was seen before with the same content: nothing new stored. */
  | { status: 'replayed'; id: string }
  /** The idempotency key was seen before with different content. */
  | { status: 'conflict'; id: string }

export type ClaimOptions = { limit: number; leaseMs: number }

export type RequestSummary = Pick<
  StoredRequest,
  'id' | 'createdAt' | 'name' | 'email' | 'campaign_type' | 'job' | 'quarantineReason'
> & {
  /** Outbox rows by status, e.g. { sent: 2 }. */
  emails: Partial<Record<OutboxStatus, number>>
}

export type ErasureResult = { requests: number; emails: number; outboxIds: string[] }

/** Why a request was removed: erased on request (Art. 17 GDPR), or its retention period ended. */
export type ErasureReason = 'erasure' | 'retention'

/**
 * One line of the erasure journal: which request was removed, when and why – never its
 * content. A restore applies the journal again (scripts/restore.ts), so a restored database
 * never shows a request that had been erased.
 */
export type JournalEntry = { requestId: string; erasedAt: Date; reason: ErasureReason }

/** The audit row of an action, made from its result in its own transaction (docs/decisions/033). */
export type AuditOf<T> = (result: T) => Omit<AuditEntry, 'at'>

/** What the retention job deletes in one transaction (server/contact/retention.ts). */
export type PurgeCutoffs = {
  /** Quarantined requests received before. */
  quarantine: Date
  /** Applications (requests that name a job, docs/decisions/035) received before `cutoff`. */
  applicants: { cutoff: Date }
  /** Every request received before; null keeps them. */
  rest: Date | null
  /** Audit entries made before. */
  audit: Date
  /** Erasure-journal entries made before. */
  journal: Date
}

export type PurgeCounts = {
  quarantine: ErasureResult
  applicants: ErasureResult
  rest: ErasureResult
  auditEntries: number
  journalEntries: number
}

export type Stats = { requests: number; quarantined: number; outbox: Record<OutboxStatus, number> }

/** Requests (not quarantined) with one combination of first page, referring host and utm_source. */
export type SourceCount = {
  landingPath: string | null
  referrerHost: string | null
  utmSource: string | null
  requests: number
}

/** What GET /readyz reports about the outbox; ages by the database's clock. `failed`: not dismissed. */
export type OutboxHealth = { pending: number; oldestPendingSeconds: number; failed: number }

/** `released-unconfirmed`: released, its notification queued, its confirmation skipped by a cap. */
export type ReleaseResult = 'released' | 'released-unconfirmed' | 'not-found' | 'not-quarantined'

/** `not-failed`: the email exists but is not (or no longer) failed; nothing changed. */
export type DismissResult = 'dismissed' | 'not-found' | 'not-failed'

export interface ContactRepository extends OfficeStore {
  readonly engine: 'sqlite' | 'postgres'
  /** Applies the versioned migrations in db/migrations/<engine>/ that are not applied yet. */
  migrate(): Promise<void>

  /** Stores the request and its outbox rows in one transaction, honouring the idempotency key. */
  submit(input: NewRequest): Promise<SubmitResult>

  /**
   * Claims up to `limit` rows that are due (pending and next_attempt_at ≤ now), or whose
   * claim has expired (sending and locked_until ≤ now: the worker that held it died), and
   * counts an attempt. Times come from the database's clock, so instances whose clocks
   * disagree still agree on leases. On PostgreSQL concurrent claimers skip each other's rows.
   */
  claimDue(options: ClaimOptions): Promise<ClaimedEmail[]>
  /**
   * The SMTP server accepted the message (or it was written to a file). Fenced by the claim:
   * false when the claim was lost meanwhile (its lease ran out), and nothing is changed.
   */
  markDelivered(id: string, claimToken: string, status: 'sent' | 'written'): Promise<boolean>
  /** The attempt failed: try again in `delayMs`, unless the claim was lost meanwhile. */
  markRetry(id: string, claimToken: string, delayMs: number, error: string): Promise<void>
  /** The email's retry window is over. */
  markFailed(id: string, claimToken: string, error: string): Promise<void>

  /** Operator: newest first; quarantined requests only in `listQuarantined`. */
  listRequests(options: { limit: number; offset?: number }): Promise<RequestSummary[]>
  /** Operator: quarantined requests, newest first, with their reason. */
  listQuarantined(options: { limit: number; offset?: number }): Promise<RequestSummary[]>
  getRequest(id: string): Promise<{ request: StoredRequest; emails: OutboxEntry[] } | undefined>
  /** Operator: every request that is not quarantined, oldest first (CSV export). */
  allRequests(): Promise<StoredRequest[]>
  /**
   * Operator: a quarantined request joins the normal flow; its notification is queued, and
   * its confirmation unless a confirmation cap is reached (the same caps as `submit`).
   */
  release(id: string, emails: ReleaseEmails, audit?: AuditOf<ReleaseResult>): Promise<ReleaseResult>
  /**
   * Failed rows go back to pending – all of them, or only those of one request (the desk's
   * button on /anfragen/<id>); returns how many. Dismissed ones stay as they are.
   */
  requeueFailed(options?: { requestId?: string }, audit?: AuditOf<number>): Promise<number>
  /** Operator: a failed email is acknowledged (status `dismissed`); /readyz stops counting it. */
  dismissFailed(
    outboxId: string,
    audit?: AuditOf<{ result: DismissResult; requestId?: string }>,
  ): Promise<{ result: DismissResult; requestId?: string }>
  /** GDPR erasure: every request from this address (case-insensitive) and its outbox rows. */
  deleteByEmail(email: string, audit?: AuditOf<ErasureResult>): Promise<ErasureResult>
  /**
   * Retention: requests received before `cutoff`, with their outbox rows; `quarantinedOnly` for the
   * shorter quarantine period.
   */
  deleteOlderThan(cutoff: Date, options?: { quarantinedOnly?: boolean }): Promise<ErasureResult>
  /** The retention job's deletions (`cutoffs`) and its audit row, in one transaction. */
  purge(cutoffs: PurgeCutoffs, audit?: AuditOf<PurgeCounts>): Promise<PurgeCounts>
  /** The erasure journal, oldest first. */
  erasureJournal(): Promise<JournalEntry[]>
  /**
   * A restore: removes every request the journal names (with its outbox rows) and records
   * the entries; returns how many requests were still there.
   */
  applyErasureJournal(entries: readonly JournalEntry[]): Promise<number>
  /**
   * Retention: the journal's entries made before `cutoff` – once no backup can still hold the
   * requests they name (OPERATOR.retention.erasureJournalDays); returns how many.
   */
  deleteErasureJournalBefore(cutoff: Date): Promise<number>
  /**
   * Retention: the IP address of requests received before `cutoff` is cleared (set to null); the
   * request stays. Nothing reads it after abuse handling (OPERATOR.retention.ipAddressDays); returns how many.
   */
  clearIpAddressesBefore(cutoff: Date): Promise<number>
  stats(): Promise<Stats>
  /** Operator: requests received since `since` (all when null), counted by first page and source; quarantine left out. */
  sourceCounts(since: Date | null): Promise<SourceCount[]>
  /** Undelivered and failed emails, for GET /readyz and the metrics. */
  outboxHealth(): Promise<OutboxHealth>

  close(): Promise<void>
}

/** Options of both engines' repositories. */
export type RepositoryClock = {
  /** Tests only: a fixed or moving clock instead of the database's own. */
  clock?: () => Date
}

/** The reading side every repository offers (server/contact/sqlite-reads.ts, postgres-reads.ts). */
export type RepositoryReads = Pick<
  ContactRepository,
  | 'listRequests'
  | 'listQuarantined'
  | 'getRequest'
  | 'allRequests'
  | 'stats'
  | 'sourceCounts'
  | 'outboxHealth'
  | 'erasureJournal'
>

export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['pending', 'sending', 'sent', 'written', 'failed', 'dismissed']

export const EMAIL_KINDS: readonly EmailKind[] = ['notification', 'confirmation', 'spam-notice']
