/**
 * The consent checkbox now asks consent for political opinions only (Art. 9(2)(a)
 * GDPR) instead of for all processing. That changed text is a new consent version, and a
 * request sent now is recorded with it – not with the version of the text it replaced.
 */
import { afterEach, beforeAll, expect, test } from 'vitest'

import { VALID_REQUEST } from '../../tests/fixtures/contact-request.ts'
import { type ContactServer, startContactServer } from '../../tests/support/contact-server.ts'
import { testStorage } from '../../tests/support/contact-storage.ts'
import { setLogLevel } from '../log.ts'
import { CONSENT_VERSION, consentText, consentVersion } from './consent.ts'

beforeAll(() => setLogLevel('silent'))
let server: ContactServer | undefined
afterEach(async () => {
  await server?.stop()
  server = undefined
})

/** The label until the change of docs/spec-decisions.md, as the form showed it with the demo address, and the version recorded for it. */
const PREVIOUS = {
  text:
    'I agree that my details, including any political opinions they reveal, will be processed to handle my request, ' +
    'as described in the privacy policy (in German, with a summary in English at the top). This is my explicit consent ' +
    'under Art. 9(2)(a) GDPR. I can withdraw my consent at any time with effect for the future, e.g. by email to ' +
    'kontakt@mandatwerk.example.',
  version: '57aa3564ca94',
}

test('the new consent text is a new version, and the previous text still gives the version recorded for it', () => {
  expect(consentVersion(PREVIOUS.text)).toBe(PREVIOUS.version)
  expect(consentText()).not.toBe(PREVIOUS.text)
  expect(CONSENT_VERSION).toBe(consentVersion(consentText()))
  expect(CONSENT_VERSION).not.toBe(PREVIOUS.version)
})

test('a request sent now carries the new version in its consent record', async () => {
  server = await startContactServer(testStorage('sqlite'), { CONTACT_RATE_LIMIT: null })
  const response = await server.post(VALID_REQUEST)
  expect(response.status).toBe(201)
  const { id } = (await response.json()) as { id: string }
  const stored = await server.runtime.repository.getRequest(id)
  expect(stored?.request.consent.version).toBe(consentVersion(consentText()))
  expect(stored?.request.consent.version).not.toBe(PREVIOUS.version)
})
