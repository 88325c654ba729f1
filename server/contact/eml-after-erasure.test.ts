/**
 * MAIL_MODE=files (docs/reliability.md): a request erased while the outbox worker writes its email
 * leaves no .eml file behind – the erasure removed the files it knew of, the worker removes the
 * one it wrote after.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

import { afterEach, beforeAll, describe, expect, test } from 'vitest'

import { ENGINES, testStorage } from '../../tests/support/contact-storage.ts'
import { newRequest } from '../../tests/support/new-request.ts'
import { setLogLevel } from '../log.ts'
import { createRepository } from './create-repository.ts'
import { fileTransport, type MailTransport, type OutgoingEmail } from './mail-transport.ts'
import { createOutboxWorker } from './outbox-worker.ts'
import type { ClaimedEmail, ContactRepository } from './repository.ts'
import { eraseAddress } from './retention.ts'

beforeAll(() => setLogLevel('silent'))
const repositories: ContactRepository[] = []
afterEach(async () => {
  for (const repository of repositories.splice(0)) await repository.close()
})

const compose = async (claimed: ClaimedEmail): Promise<OutgoingEmail> => ({
  id: claimed.id,
  messageId: claimed.messageId,
  from: 'Mandatwerk <kontakt@mandatwerk.example>',
  to: claimed.recipient,
  subject: 'Ihre Anfrage',
  text: `Anfrage von ${claimed.request.email}`,
  headers: {},
})

describe.each(ENGINES)('MAIL_MODE=files on %s', (engine) => {
  test('an erasure while the worker writes the .eml leaves no file', async () => {
    const storage = testStorage(engine)
    const repository = await createRepository(storage)
    repositories.push(repository)
    const outbox = join(storage.dataDir, 'outbox')
    await repository.submit(newRequest({ request: { email: 'erase-me@example.org' } }))
    const files = fileTransport(outbox)
    // The erasure happens after the worker claimed the emails, before it writes each file.
    let erased = false
    const racing: MailTransport = {
      ...files,
      kind: 'file',
      async send(email, options) {
        if (!erased) {
          erased = true
          expect((await eraseAddress(repository, { email: 'erase-me@example.org', outboxDir: outbox })).requests).toBe(
            1,
          )
        }
        await files.send(email, options)
        expect(existsSync(join(outbox, `${email.id}.eml`))).toBe(true)
      },
      discard: (id) => files.discard!(id),
    }
    await createOutboxWorker({
      repository,
      transport: racing,
      compose,
      retryWindowMs: { notification: 60_000, confirmation: 60_000, 'spam-notice': 60_000 },
    }).runOnce()
    expect(erased).toBe(true)
    expect(existsSync(outbox) ? readdirSync(outbox) : []).toEqual([])
    expect(await repository.allRequests()).toEqual([])
  })
})
