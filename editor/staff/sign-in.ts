/**
 * Who may do what (docs/decisions/030): the editor and the desk sign staff in themselves, by
 * HTTP basic authentication (over TLS, at Caddy) against their group's account file
 * (editor/staff/accounts.ts). An account of the other group gets 403, a wrong or missing one
 * 401, and after 10 failed sign-ins in 15 minutes for a name – or 30 from one client address,
 * which may be a whole office behind one router – every attempt of that name or from that
 * address gets 429 until the oldest failure is 15 minutes old. No header a client sends names
 * a user: the name comes from the checked credentials only.
 *
 * On a clone without account files (`npm run editor` / `npm run desk` for one developer on
 * loopback) nobody signs in and the process acts as the configured author; in production
 * (NODE_ENV=production) it refuses to start without its account file.
 */
import { createHash } from 'node:crypto'
import { accessSync, constants, existsSync } from 'node:fs'

import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'

import { accountsFile, NO_ACCOUNT, readAccounts, type StaffGroup, verifyPassword } from './accounts.ts'

declare module 'hono' {
  interface ContextVariableMap {
    /** The signed-in staff member (or, on a developer's clone, the configured author). */
    staffUser: string
  }
}

export const FAILED_SIGN_INS = { max: 10, windowMs: 15 * 60_000 }
export const FAILED_SIGN_INS_PER_CLIENT = { max: 30, windowMs: 15 * 60_000 }
/** A checked password is remembered this long, so the many requests of one page cost one scrypt. */
const VERIFIED_MS = 5 * 60_000

export type StaffAccess =
  { kind: 'accounts'; group: StaffGroup; own: string; other: string } | { kind: 'developer'; group: StaffGroup }

const GROUP_NAMES: Record<StaffGroup, string> = { editor: 'Redaktion', office: 'Büro (Anfragen)' }

/**
 * The accounts of `group` from STAFF_DIR (default /etc/mandatwerk). Without its file: the
 * developer mode, or – in production – an Error saying what is missing.
 */
export function staffAccess(env: NodeJS.ProcessEnv, group: StaffGroup): StaffAccess {
  const own = accountsFile(env, group)
  if (existsSync(own)) accessSync(own, constants.R_OK) // unreadable: fail at start, not at the first sign-in
  if (existsSync(own))
    return { kind: 'accounts', group, own, other: accountsFile(env, group === 'editor' ? 'office' : 'editor') }
  if (env.NODE_ENV === 'production')
    throw new Error(
      `no staff accounts: ${own} is missing (NODE_ENV=production). Add one with: npm run staff -- add NAME ${group}`,
    )
  return { kind: 'developer', group }
}

/** Counts failed sign-ins per key (a name, a client address) in a sliding window. */
export function failureLimiter({ max, windowMs } = FAILED_SIGN_INS, now = () => Date.now()) {
  const failures = new Map<string, number[]>()
  const recent = (key: string) => (failures.get(key) ?? []).filter((at) => at > now() - windowMs)
  return {
    /** Milliseconds until `key` may try again; 0 when it may now. */
    waitMs(key: string): number {
      const times = recent(key)
      return times.length >= max ? times[times.length - max]! + windowMs - now() : 0
    },
    fail(key: string) {
      const times = recent(key)
      times.push(now())
      failures.set(key, times.slice(-max))
      // Keys whose failures are all old go, so the map cannot grow without end.
      if (failures.size > 10_000) for (const [k] of failures) if (recent(k).length === 0) failures.delete(k)
    },
  }
}

function otherAccounts(file: string): Map<string, string> {
  try {
    return readAccounts(file)
  } catch {
    return new Map()
  }
}

function credentials(header: string | undefined): { name: string; password: string } | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '')
  if (!match) return undefined
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8')
  const colon = decoded.indexOf(':')
  return colon > 0 ? { name: decoded.slice(0, colon), password: decoded.slice(colon + 1) } : undefined
}

/**
 * The client's address: behind Caddy on the Unix socket (which only Caddy's group can open)
 * the last X-Forwarded-For entry, which Caddy sets; on TCP the peer's address.
 */
function clientOf(c: Context): string {
  try {
    const peer = getConnInfo(c).remote.address
    if (peer) return peer
  } catch {
    // not a Node socket (app.request in tests)
  }
  return c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() || 'unix'
}

/**
 * The middleware: sets `staffUser` for the routes after it, or answers 401, 403 or 429.
 * `developerName` is who acts on a clone without accounts.
 */
export function staffSignIn(
  access: StaffAccess,
  developerName: string,
  limiters = { name: failureLimiter(), client: failureLimiter(FAILED_SIGN_INS_PER_CLIENT) },
): MiddlewareHandler {
  const verified = new Map<string, number>()
  const check = async (hash: string, name: string, password: string) => {
    const key = createHash('sha256').update(`${hash}\0${name}\0${password}`).digest('base64')
    if ((verified.get(key) ?? 0) > Date.now()) return true
    if (!(await verifyPassword(hash, password))) return false
    if (verified.size > 1000) verified.clear()
    verified.set(key, Date.now() + VERIFIED_MS)
    return true
  }
  const realm = `Mandatwerk ${GROUP_NAMES[access.group]}`
  const challenge = (c: Context) =>
    c.text('Bitte anmelden.', 401, { 'WWW-Authenticate': `Basic realm="${realm}", charset="UTF-8"` })

  return async (c, next) => {
    if (access.kind === 'developer') {
      c.set('staffUser', developerName)
      return next()
    }
    const given = credentials(c.req.header('authorization'))
    if (!given) return challenge(c)
    const client = clientOf(c)
    const waitMs = Math.max(limiters.name.waitMs(given.name), limiters.client.waitMs(client))
    if (waitMs > 0)
      return c.text('Zu viele fehlgeschlagene Anmeldungen. Bitte später noch einmal versuchen.', 429, {
        'Retry-After': String(Math.ceil(waitMs / 1000)),
      })
    const own = readAccounts(access.own).get(given.name)
    if (own && (await check(own, given.name, given.password))) {
      c.set('staffUser', given.name)
      return next()
    }
    // The other group's file only tells a wrong group (403) from a wrong password (401); unreadable, it is 401.
    const other = own ? undefined : otherAccounts(access.other).get(given.name)
    if (other && (await check(other, given.name, given.password)))
      return c.text(`Kein Zugang: Dieses Konto gehört nicht zur Gruppe „${GROUP_NAMES[access.group]}“.`, 403)
    // An unknown name costs as much time as a wrong password, so names cannot be guessed by it.
    if (!own && !other) await verifyPassword(NO_ACCOUNT, given.password)
    limiters.name.fail(given.name)
    limiters.client.fail(client)
    return challenge(c)
  }
}
