/** The operations' settings from the environment, the same for the CLI and the desk. */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

import type { OperationsContext } from '../../office/operations.ts'
import type { readEnv } from '../env.ts'
import { addressOf } from './mail-transport.ts'
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

/**
 * The HR contact's address from content/hr-contact.yaml of the working copy or release this runs
 * in (found upwards from here): a released application's notification goes there, as the
 * server's does (docs/decisions/035). Undefined when it cannot be read: the inbox gets it then.
 */
export function hrContactEmail(from: string = import.meta.dirname): string | undefined {
  for (let dir = from; ; dir = dirname(dir)) {
    const file = join(dir, 'content', 'hr-contact.yaml')
    if (existsSync(file)) {
      const match = /^email:\s*['"]?([^\s'"#]+@[^\s'"#]+)['"]?\s*$/m.exec(readFileSync(file, 'utf8'))
      return match?.[1]
    }
    if (dirname(dir) === dir) return undefined
  }
}

export function operationsSettings(env: ReturnType<typeof readEnv>): Pick<OperationsContext, 'outboxDir' | 'emails'> {
  const hrEmail = hrContactEmail()
  return {
    outboxDir: join(env.DATA_DIR, 'outbox'),
    emails: {
      inbox: env.CONTACT_INBOX,
      ...(hrEmail ? { applicationInbox: hrEmail } : {}),
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
