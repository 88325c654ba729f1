/**
 * A static server for the audit tools that measure a build aside from the real server
 * (`audit:variants`): like the production server (server/app.ts) for what timing
 * depends on – precompressed bodies, HTTP/1.1, the same cache headers – on a free loopback port.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

import type { StaticFile } from '../../server/static-files.ts'

/** Which file answers a request (undefined: 404). */
export type Lookup = (url: URL) => StaticFile | undefined

function answer(lookup: Lookup, request: IncomingMessage, response: ServerResponse) {
  const file = lookup(new URL(request.url ?? '/', 'http://localhost'))
  if (!file) {
    response.writeHead(404).end()
    return
  }
  const accepts = String(request.headers['accept-encoding'] ?? '')
  const [body, encoding] =
    file.br && /\bbr\b/.test(accepts)
      ? [file.br, 'br']
      : file.gzip && /\bgzip\b/.test(accepts)
        ? [file.gzip, 'gzip']
        : [file.body, undefined]
  response.writeHead(200, {
    'content-type': file.type,
    'content-length': body.byteLength,
    'cache-control': file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    vary: 'accept-encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  })
  response.end(body)
}

/** Starts the server on 127.0.0.1 and the port (0: a free one); resolves with its origin and the server. */
export async function serveStatic(lookup: Lookup, port = 0): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => answer(lookup, request, response))
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address()
  return { origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server }
}
