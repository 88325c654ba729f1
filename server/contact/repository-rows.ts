/** Rows of contact_requests and email_outbox to and from what the repositories return, on both engines. */
import type { CampaignType } from '../../app/content/contact.ts'
import { type Attribution, ATTRIBUTION_FIELDS } from '../../app/lib/attribution.ts'
import type { ContactRequest } from '../../app/lib/contact-schema.ts'
import type { OutboxStatus, RequestSummary, SourceCount, StoredRequest } from './repository.ts'

/**
 * What an application stores as its campaign type: campaign_type is NOT NULL (on SQLite changing
 * that means rebuilding the table the outbox refers to), so an application holds 'other' there,
 * and toRequest reads it back without one (docs/decisions/035).
 */
export function storedCampaignType(request: Pick<ContactRequest, 'campaign_type' | 'job'>): CampaignType {
  return request.job !== undefined ? 'other' : (request.campaign_type ?? 'other')
}

/** A row's campaign type and job as a request has them: an application has no campaign type. */
export function campaignOrJob(row: {
  campaign_type?: unknown
  job?: unknown
}): Pick<ContactRequest, 'campaign_type' | 'job'> {
  return row.job != null ? { job: row.job as string } : { campaign_type: row.campaign_type as CampaignType }
}

/** Same content as an earlier request with the same idempotency key? */
export function sameRequest(a: ContactRequest, b: ContactRequest): boolean {
  return (
    a.name === b.name &&
    a.email === b.email &&
    (a.phone || null) === (b.phone || null) &&
    (a.organization || null) === (b.organization || null) &&
    a.campaign_type === b.campaign_type &&
    a.job === b.job &&
    a.message === b.message &&
    a.prefer_phone === b.prefer_phone
  )
}

/** The attribution columns of a contact_requests row (named like the fields), null when absent. */
export function attributionOfRow(row: Record<string, unknown>): Attribution {
  return Object.fromEntries(
    ATTRIBUTION_FIELDS.map((field) => [field, typeof row[field] === 'string' ? row[field] : null]),
  ) as Attribution
}

/** Requests with their outbox rows counted by status, from rows of (`request_id`, `status`, count `n`). */
export function withEmailCounts(
  requests: readonly StoredRequest[],
  counts: readonly Record<string, unknown>[],
): RequestSummary[] {
  return requests.map((request): RequestSummary => {
    const emails: RequestSummary['emails'] = {}
    for (const row of counts) {
      if (row.request_id === request.id) emails[row.status as OutboxStatus] = Number(row.n)
    }
    const { id, createdAt, name, email, campaign_type, job, quarantineReason } = request
    return { id, createdAt, name, email, campaign_type, job, quarantineReason, emails }
  })
}

/** A row of the `sourceCounts` query (`landing_path`, `referrer_host`, `utm_source`, count `n`). */
export function sourceCountOfRow(row: Record<string, unknown>): SourceCount {
  const text = (value: unknown) => (typeof value === 'string' ? value : null)
  return {
    landingPath: text(row.landing_path),
    referrerHost: text(row.referrer_host),
    utmSource: text(row.utm_source),
    requests: Number(row.n),
  }
}
