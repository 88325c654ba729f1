/**
 * The contact endpoint on a real loopback socket for the API tests
 * (server/contact/contact-{api,abuse-limits}.test.ts), with the production defaults unless
 * overridden.
 */
import { afterAll } from 'vitest'

import type { ContactEnv } from '../../server/contact/runtime.ts'
import { type ContactServer, HUMAN_HEADERS, startContactServer } from './contact-server.ts'
import { type Engine, testStorage } from './contact-storage.ts'

/** A starter of contact APIs, each stopped after the calling file's tests. */
export function contactApis() {
  const running: ContactServer[] = []
  afterAll(async () => {
    await Promise.all(running.map((api) => api.stop()))
  })
  return async (overrides: Partial<ContactEnv> = {}, engine: Engine = 'sqlite') => {
    const api = await startContactServer(testStorage(engine), overrides)
    running.push(api)
    return api
  }
}

/** A person's request: JSON, filled in for ten seconds. */
export const HUMAN = HUMAN_HEADERS

export const post = (api: ContactServer, body: unknown, headers: Record<string, string> = HUMAN) =>
  api.post(body, headers)

/** How many requests the API's repository holds outside the quarantine. */
export const stored = async (api: ContactServer) => (await api.runtime.repository.stats()).requests
