/**
 * The contact repositories' tests (server/contact/repository*.test.ts): a clock the tests move,
 * a request as the contact service would hand it over, and fresh repositories closed after each
 * test.
 */
import { afterEach, beforeAll } from 'vitest'

import type { ContactRepository, NewRequest } from '../../server/contact/repository.ts'
import { setLogLevel } from '../../server/log.ts'
import { type Engine, testRepository } from './contact-storage.ts'
import { newRequest as baseRequest } from './new-request.ts'

export const T0 = new Date('2026-03-01T10:00:00Z')
export const at = (ms: number) => new Date(T0.getTime() + ms)
export const HOUR = 60 * 60 * 1000
/** The repositories' time in these tests (in production: the database's own); tests set `now`. */
export const testTime = { now: T0 }
export const clock = () => testTime.now

export function newRequest(overrides: Partial<NewRequest> & { email?: string; message?: string } = {}): NewRequest {
  const { email = 'anna@example.org', message = 'We need a campaign plan, please.', request, ...rest } = overrides
  return baseRequest({ ipAddress: '203.0.113.7', ...rest, request: { email, message, ...request } })
}

/**
 * Repositories of `engine` for the tests of one describe block, their logs silent: `fresh()` opens
 * an empty one with the clock back at T0, `open` takes any other to close; all are closed after
 * each test.
 */
export function repositories(engine: Engine) {
  beforeAll(() => setLogLevel('silent'))
  const open: ContactRepository[] = []
  afterEach(async () => {
    await Promise.all(open.splice(0).map((repository) => repository.close()))
  })
  const fresh = async () => {
    testTime.now = T0
    const repository = await testRepository(engine, { clock })
    open.push(repository)
    return repository
  }
  return { fresh, open }
}

/** The e-mails a request has, as [kind, recipient], sorted. */
export const emailKinds = async (repository: ContactRepository, id: string) =>
  (await repository.getRequest(id))!.emails.map((email) => [email.kind, email.recipient]).sort()
