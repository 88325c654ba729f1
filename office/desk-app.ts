/**
 * The office's desk (/anfragen, docs/decisions/029) as its own app (docs/decisions/030): it runs as the
 * servers' user on the servers' database, apart from the editor, and signs office accounts in
 * itself (editor/staff/sign-in.ts). Everything outside /anfragen is 404 here; Caddy sends only
 * /anfragen* to it.
 */
import { Hono, type MiddlewareHandler } from 'hono'

import { sameOriginOnly } from '../editor/csrf.ts'
import { authorFor } from '../scripts/content/git.ts'
import { type DeskOptions, mountDesk } from './desk/routes.ts'

export function createDeskApp({
  desk,
  signIn,
  developerName = authorFor(undefined).name,
}: {
  desk: DeskOptions
  /** Signs office accounts in and sets `staffUser`; without it, everything is done as `developerName`. */
  signIn?: MiddlewareHandler
  developerName?: string
}) {
  const app = new Hono()
  app.use(async (c, next) => {
    await next()
    c.res.headers.set('X-Robots-Tag', 'noindex, nofollow')
    c.res.headers.set('Referrer-Policy', 'same-origin')
    c.res.headers.set('X-Content-Type-Options', 'nosniff')
  })
  if (signIn) app.use(signIn)
  // No change by a request from another origin (editor/csrf.ts); the forms carry a token too.
  app.use(sameOriginOnly)
  mountDesk(app, desk, (c) => c.get('staffUser') ?? developerName)
  return app
}
