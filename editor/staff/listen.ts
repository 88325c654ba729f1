/**
 * Where the editor and the desk listen (docs/decisions/030): in production on a Unix socket
 * (EDITOR_SOCKET, DESK_SOCKET) that only Caddy's group may open – mode 0660, its group
 * SOCKET_GROUP (e.g. `caddy`; the unit makes the service user a member with
 * SupplementaryGroups=caddy) – so no other local user can reach them; on a clone on
 * 127.0.0.1 TCP.
 */
import { execFileSync } from 'node:child_process'
import { chmodSync, chownSync, existsSync, lstatSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import { createAdaptorServer } from '@hono/node-server'

export type Listening = { server: Server; where: string }

/** The numeric id of a group name (getent; Node has no call for it). */
function groupId(name: string): number {
  if (/^\d+$/.test(name)) return Number(name)
  const line = execFileSync('getent', ['group', name], { encoding: 'utf8' })
  return Number(line.split(':')[2])
}

export async function listenStaff(
  fetch: (request: Request) => Response | Promise<Response>,
  { socket, port, group }: { socket?: string; port: number; group?: string },
): Promise<Listening> {
  const server = createAdaptorServer({ fetch }) as Server
  if (socket) {
    // A socket left by a crash would make listen fail; anything else at that path is not ours to remove.
    if (existsSync(socket) && lstatSync(socket).isSocket()) rmSync(socket)
    await new Promise<void>((done, fail) => server.once('error', fail).listen(socket, done))
    if (group) chownSync(socket, -1, groupId(group))
    chmodSync(socket, 0o660)
    return { server, where: `unix:${socket}` }
  }
  await new Promise<void>((done, fail) => server.once('error', fail).listen(port, '127.0.0.1', done))
  const address = server.address() as AddressInfo
  return { server, where: `http://${address.address}:${address.port}` }
}
