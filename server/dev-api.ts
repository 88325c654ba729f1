import { emailContent } from '../app/emails/email-content.ts'
import { createApi } from './api.ts'
import { loadPageNames } from './contact/page-names.ts'
import { createContactRuntime } from './contact/runtime.ts'
import { readEnv } from './env.ts'
import { log } from './log.ts'

// Vite re-imports this module after edits; the database, the outbox worker and the rate
// limiter live on globalThis, so an edit never opens a second connection or worker.
const KEY = Symbol.for('mandatwerk.dev-api')
const state = globalThis as typeof globalThis & { [KEY]?: Promise<ReturnType<typeof createApi>> }

/**
 * `npm run dev`: the production API with the contact backend configured from the
 * environment (SQLite in ./data and .eml files in data/outbox unless DATABASE_URL /
 * SMTP_URL say otherwise). The form posts from the dev server's own origin, which the
 * endpoint accepts as same-host.
 */
export function devApi() {
  state[KEY] ??= (async () => {
    const env = readEnv({ NODE_ENV: 'development', ...process.env })
    // The guides' names come from the last build, when there is one (docs/decisions/017).
    // The e-mails say what the working copy says: the dev server shows its edits at once too.
    const content = emailContent(loadPageNames(env.CLIENT_DIR))
    const runtime = await createContactRuntime(env, { content: () => content })
    runtime.worker.start()
    log('info', 'dev contact backend ready', { database: runtime.repository.engine, mail: runtime.transport.kind })
    return createApi({ contact: runtime.contact })
  })()
  return state[KEY]
}
