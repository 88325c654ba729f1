import type { NewRequest } from '../../server/contact/repository.ts'

/**
 * A submission as the contact route hands it to a repository, with no limit in the way
 * (repository-level tests: the confirmation caps have their own tests); `overrides` for
 * what a test is about. `request` fields are merged one level deep.
 */
export function newRequest(
  overrides: Omit<Partial<NewRequest>, 'request'> & { request?: Partial<NewRequest['request']> } = {},
): NewRequest {
  const { request, ...rest } = overrides
  return {
    request: {
      name: 'Anna',
      email: 'anna@example.org',
      campaign_type: 'local',
      message: 'We need a campaign plan.',
      prefer_phone: false,
      ...request,
    },
    ipAddress: null,
    idempotencyKey: null,
    inbox: 'inbox@mandatwerk.example',
    quarantine: null,
    confirmationLimits: { perRecipient: 1000, perDomain: 0, perHour: 0 },
    messageIdDomain: 'mandatwerk.example',
    ...rest,
  }
}
