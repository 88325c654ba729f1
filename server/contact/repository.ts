import type { ContactRequest } from '../../app/lib/contact-schema.ts'

/**
 * Storage of contact requests and their email outbox. One interface, two engines:
 * SQLite (node:sqlite, the default) and PostgreSQL (`pg`, when DATABASE_URL is set), both
 * tested against the real engines by the same suite (repository.test.ts).
 */

export type EmailKind = 'notification' | 'confirmation'
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'written' | 'failed'

export type StoredRequest = ContactRequest & {
  id: string
  createdAt: Date
  /** Client address at the time of the request (privacy policy, section 4); null when unknown. */
  ipAddress: string | null
  idempotencyKey: string | null
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
  sentAt: Date | null
}

/** A row a worker has claimed, with the request it belongs to. */
export type ClaimedEmail = OutboxEntry & {
  /** Proves the claim is still ours when the attempt fails (a stale worker must not reschedule). */
  claimToken: string
  request: StoredRequest
}

export type NewRequest = {
  request: ContactRequest
  ipAddress: string | null
  idempotencyKey: string | null
  now: Date
  /** The two emails to enqueue in the same transaction. */
  emails: { kind: EmailKind; recipient: string }[]
  /** Domain part of the generated Message-IDs (`<outbox-id@domain>`). */
  messageIdDomain: string
}

export type SubmitResult =
  /** Stored now, with its outbox rows. */
  | { status: 'created'; id: string }
  /** The idempotency key was seen before with the same content: nothing new stored. */
  | { status: 'replayed'; id: string }
  /** The idempotency key was seen before with different content. */
  | { status: 'conflict'; id: string }

export type ClaimOptions = { now: Date; limit: number; leaseMs: number }

export type RequestSummary = Pick<StoredRequest, 'id' | 'createdAt' | 'name' | 'email' | 'campaign_type'> & {
  /** Outbox rows by status, e.g. { sent: 2 }. */
  emails: Partial<Record<OutboxStatus, number>>
}

export type ErasureResult = { requests: number; emails: number; outboxIds: string[] }

export type Stats = { requests: number; outbox: Record<OutboxStatus, number> }

export interface ContactRepository {
  readonly engine: 'sqlite' | 'postgres'
  /** Applies the versioned migrations in db/migrations/<engine>/ that are not applied yet. */
  migrate(): Promise<void>

  /** Stores the request and its outbox rows in one transaction, honouring the idempotency key. */
  submit(input: NewRequest): Promise<SubmitResult>

  /**
   * Claims up to `limit` rows that are due (pending and next_attempt_at ≤ now), or whose
   * claim has expired (sending and locked_until ≤ now: the worker that held it died), and
   * counts an attempt. On PostgreSQL concurrent claimers skip each other's rows.
   */
  claimDue(options: ClaimOptions): Promise<ClaimedEmail[]>
  /** The SMTP server accepted the message (or it was written to a file). Final. */
  markDelivered(id: string, status: 'sent' | 'written', now: Date): Promise<void>
  /** The attempt failed: try again at `nextAttemptAt`, unless the claim was lost meanwhile. */
  markRetry(id: string, claimToken: string, nextAttemptAt: Date, error: string): Promise<void>
  /** The last allowed attempt failed. */
  markFailed(id: string, claimToken: string, error: string, now: Date): Promise<void>

  /** Operator: newest first. */
  listRequests(options: { limit: number; offset?: number }): Promise<RequestSummary[]>
  getRequest(id: string): Promise<{ request: StoredRequest; emails: OutboxEntry[] } | undefined>
  /** Operator: every request, oldest first (CSV export). */
  allRequests(): Promise<StoredRequest[]>
  /** Failed rows go back to pending with a fresh attempt budget; returns how many. */
  requeueFailed(now: Date): Promise<number>
  /** GDPR erasure: every request from this address (case-insensitive) and its outbox rows. */
  deleteByEmail(email: string): Promise<ErasureResult>
  /** Retention: requests received before `cutoff`, with their outbox rows. */
  deleteOlderThan(cutoff: Date): Promise<ErasureResult>
  stats(): Promise<Stats>

  close(): Promise<void>
}

/** Same content as an earlier request with the same idempotency key? */
export function sameRequest(a: ContactRequest, b: ContactRequest): boolean {
  return (
    a.name === b.name &&
    a.email === b.email &&
    (a.phone || null) === (b.phone || null) &&
    (a.organization || null) === (b.organization || null) &&
    a.campaign_type === b.campaign_type &&
    a.message === b.message &&
    a.prefer_phone === b.prefer_phone
  )
}

export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['pending', 'sending', 'sent', 'written', 'failed']
