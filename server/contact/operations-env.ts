/** The operations' settings from the environment, the same for the CLI and the desk. */
import { join } from 'node:path'

import type { readEnv } from '../env.ts'
import { addressOf } from './mail-transport.ts'
import type { OperationsContext } from './operations.ts'
import type { ConfirmationLimits } from './repository.ts'

/** The confirmation caps the server applies (CONTACT_CONFIRMATIONS_*). */
export function confirmationLimitsOf(
  env: Pick<
    ReturnType<typeof readEnv>,
    'CONTACT_CONFIRMATIONS_PER_RECIPIENT' | 'CONTACT_CONFIRMATIONS_PER_DOMAIN' | 'CONTACT_CONFIRMATIONS_PER_HOUR'
  >,
): ConfirmationLimits {
  return {
    perRecipient: env.CONTACT_CONFIRMATIONS_PER_RECIPIENT,
    perDomain: env.CONTACT_CONFIRMATIONS_PER_DOMAIN,
    perHour: env.CONTACT_CONFIRMATIONS_PER_HOUR,
  }
}

export function operationsSettings(env: ReturnType<typeof readEnv>): Pick<OperationsContext, 'outboxDir' | 'emails'> {
  return {
    outboxDir: join(env.DATA_DIR, 'outbox'),
    emails: {
      inbox: env.CONTACT_INBOX,
      messageIdDomain: addressOf(env.SMTP_FROM).split('@')[1] || new URL(env.SITE_URL).hostname,
      // `release` obeys the same confirmation caps as the contact endpoint.
      confirmationLimits: {
        perRecipient: env.CONTACT_CONFIRMATIONS_PER_RECIPIENT,
        perDomain: env.CONTACT_CONFIRMATIONS_PER_DOMAIN,
        perHour: env.CONTACT_CONFIRMATIONS_PER_HOUR,
      },
    },
  }
}
