/**
 * Start-up shared by the editor (editor/start.ts) and the desk (office/desk-start.ts): the
 * sign-in of their staff group, the socket or loopback port, a plain word about which of the
 * two it is, and a clean stop.
 */
import type { Hono, MiddlewareHandler } from 'hono'

import { authorFor } from '../../scripts/content/git.ts'
import type { StaffGroup } from './accounts.ts'
import { listenStaff } from './listen.ts'
import { type StaffAccess, staffAccess, staffSignIn } from './sign-in.ts'

export async function startStaffProcess({
  what,
  group,
  port: defaultPort,
  path,
  app,
  detail,
  onStop = async () => {},
}: {
  /** For the messages, and the variables it reads: EDITOR_SOCKET/EDITOR_PORT, DESK_SOCKET/DESK_PORT (README). */
  what: 'Editor' | 'Desk'
  group: StaffGroup
  /** The loopback port when neither variable is set. */
  port: number
  /** The page to name in the start message. */
  path: string
  /** The app, given the sign-in and who acts on a clone without accounts. */
  app: (signIn: MiddlewareHandler, developerName: string) => Hono
  detail: string
  onStop?: () => Promise<void>
}) {
  const socketVariable = `${what.toUpperCase()}_SOCKET`
  const port = Number(process.env[`${what.toUpperCase()}_PORT`] ?? defaultPort)
  const developerName = authorFor(undefined).name
  let access: StaffAccess
  try {
    access = staffAccess(process.env, group)
  } catch (error) {
    process.stderr.write(`Refusing to start the ${what.toLowerCase()}: ${(error as Error).message}\n`)
    process.exit(1)
  }
  const socket = process.env[socketVariable] || undefined
  if (access.kind === 'developer' && socket) {
    process.stderr.write(
      `Refusing to start the ${what.toLowerCase()}: ${socketVariable} is set, but there are no staff accounts (${process.env.STAFF_DIR || '/etc/mandatwerk'}). Add one with: npm run staff -- add NAME ${group}\n`,
    )
    process.exit(1)
  }
  const { server, where } = await listenStaff(app(staffSignIn(access, developerName), developerName).fetch, {
    socket,
    port,
    group: process.env.SOCKET_GROUP || undefined,
  })
  console.log(`${what} on ${where}${socket ? '' : path} (${detail})`)
  console.log(
    access.kind === 'accounts'
      ? `Sign-in: accounts of ${access.own}.`
      : `No staff accounts: development mode for one developer on loopback – nobody signs in, everything is done as „${developerName}“. Never put this behind a proxy; in production (NODE_ENV=production) it refuses to start without accounts (npm run staff -- add NAME ${group}).`,
  )
  const stop = () => server.close(() => void onStop().finally(() => process.exit(0)))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}
