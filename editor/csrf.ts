/**
 * The editor host's CSRF defence (docs/decisions/029): every request that is not
 * GET or HEAD must name this host as its Origin – on every path, Keystatic's API included –
 * and the desk's forms also carry a token. The token is an HMAC of the signed-in name under a
 * key made at start, so it needs no cookie and no session; a restart only makes open forms
 * ask to be sent again.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import type { MiddlewareHandler } from 'hono'

/** 403 for a state-changing request from another origin (or none), before any route runs. */
export const sameOriginOnly: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
  const origin = c.req.header('origin')
  let host: string | undefined
  try {
    host = origin ? new URL(origin).host : undefined
  } catch {
    host = undefined
  }
  if (!host || host !== c.req.header('host')) return c.text('Abgelehnt: Anfrage kam nicht von dieser Seite.', 403)
  return next()
}

export function csrfTokens(key: Buffer = randomBytes(32)) {
  const tokenFor = (user: string) => createHmac('sha256', key).update(user).digest('base64url')
  return {
    tokenFor,
    valid(user: string, token: unknown): boolean {
      if (typeof token !== 'string') return false
      const expected = Buffer.from(tokenFor(user))
      const given = Buffer.from(token)
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}
