/** HTTP from chosen loopback addresses (Linux routes all of 127/8 to lo): a request, and a TCP relay for the browser. */
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { connect, createServer, type Server } from 'node:net'

export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** One HTTP(S) request from a chosen loopback address; the body comes back as sent (not decoded). */
export function send(
  url: string,
  {
    from,
    method = 'GET',
    headers = {},
    body,
    ca,
  }: { from: string; method?: string; headers?: Record<string, string>; body?: string; ca?: Buffer },
): Promise<Answer> {
  const target = new URL(url)
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: target.pathname,
        method,
        localAddress: from,
        // Caddy's certificate is for `localhost`; checked against its internal root CA.
        servername: target.hostname,
        headers: { host: target.host, ...headers },
        ...(ca ? { ca } : { rejectUnauthorized: false }),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

/** A TCP relay: the browser connects to it, it connects on to `port` from `from`. TLS passes through untouched. */
export async function startRelay(port: number, from: string): Promise<{ port: number; close: () => Promise<void> }> {
  const relay: Server = createServer((client) => {
    const upstream = connect({ host: '127.0.0.1', port, localAddress: from })
    client.pipe(upstream).pipe(client)
    const close = () => {
      client.destroy()
      upstream.destroy()
    }
    for (const socket of [client, upstream]) socket.on('error', close).on('close', close)
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  const address = relay.address()
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    close: () => new Promise((resolve) => relay.close(() => resolve())),
  }
}
