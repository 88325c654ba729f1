import type { Context } from 'hono'

import type { Attribution } from '../../app/lib/attribution.ts'
import type { ContactRequest } from '../../app/lib/contact-schema.ts'
import { clientIp } from '../client-address.ts'
import { log } from '../log.ts'
import { APPLICATION_CONSENT_VERSION, CONSENT_VERSION } from './consent.ts'
import type { ApiEnv, ContactDeps } from './contact-route.ts'
import type { QuarantineReason } from './repository.ts'

export type StoreOutcome =
  { status: 'created' | 'replayed'; id: string } | { status: 'conflict'; id: string } | { status: 'error' }

/**
 * Stores a validated request with its consent record and outbox rows – the one path of the
 * JSON post and the post without JavaScript, so both follow exactly the same rules (quarantine,
 * confirmation caps, idempotency) – and logs and counts the outcome.
 */
export async function storeRequest(
  c: Context<ApiEnv>,
  { repository, config, onStored, metrics }: ContactDeps,
  submission: {
    request: ContactRequest
    attribution: Attribution
    key: string | null
    quarantine: QuarantineReason | null
  },
): Promise<StoreOutcome> {
  const { request, attribution, key, quarantine } = submission
  let result
  try {
    result = await repository.submit({
      request,
      attribution,
      consentVersion: request.job !== undefined ? APPLICATION_CONSENT_VERSION : CONSENT_VERSION,
      ipAddress: clientIp(c, config.trustedProxies),
      idempotencyKey: key,
      inbox: config.inbox,
      ...(config.applicationInbox ? { applicationInbox: config.applicationInbox() } : {}),
      quarantine,
      confirmationLimits: config.confirmationLimits,
      messageIdDomain: config.messageIdDomain,
    })
  } catch (error) {
    c.set('logFields', { contact: 'storage-error' })
    metrics?.outcome('error')
    log('error', 'contact request not stored', { error: error instanceof Error ? error.message : String(error) })
    return { status: 'error' }
  }
  if (result.status === 'conflict') {
    c.set('logFields', { contactId: result.id })
    return result
  }
  if (result.status === 'replayed') {
    c.set('logFields', { contact: 'replayed', contactId: result.id })
    metrics?.outcome('replayed')
    return result
  }
  const outcome = result.confirmation === 'quarantined' ? 'quarantined' : 'created'
  c.set('logFields', { contact: outcome, contactId: result.id, ...(quarantine ? { reason: quarantine } : {}) })
  metrics?.outcome(outcome)
  if (result.confirmation === 'recipient-limit' || result.confirmation === 'hourly-limit') {
    metrics?.confirmationSkipped(result.confirmation)
    log('warn', 'confirmation email not sent: limit reached', { contactId: result.id, limit: result.confirmation })
  }
  onStored?.()
  return { status: 'created', id: result.id }
}
