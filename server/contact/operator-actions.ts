/**
 * Operator actions that change state, shared by the CLI (server/contact/operator-cli.ts) and
 * any later staff tool, so each is done – and recorded – the same way everywhere.
 */
import { log } from '../log.ts'
import type { ContactRepository, DismissResult } from './repository.ts'

/**
 * Acknowledges a failed email: its status becomes `dismissed` (with the time), so GET /readyz
 * and `outbox_emails{state="failed"}` stop counting it, and `resend-failed` leaves it alone.
 * Recorded in the log as an audit line with ids only, never an address or content.
 */
export async function dismissFailedEmail(
  repository: ContactRepository,
  outboxId: string,
  { actor = 'cli' }: { actor?: string } = {},
): Promise<DismissResult> {
  const { result, requestId } = await repository.dismissFailed(outboxId)
  log('info', 'operator: dismiss failed email', { action: 'dismiss', outboxId, requestId, result, actor })
  return result
}
