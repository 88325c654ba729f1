/**
 * HTTPS requests to the Caddy in the rehearsal's container, from a chosen loopback address,
 * trusting only Caddy's internal root (copied out of the container).
 */
import type { IncomingHttpHeaders } from 'node:http'
import { request } from 'node:https'

export type Answer = { status: number; headers: IncomingHttpHeaders; text: string }

export function https(
  url: string,
  {
    ca,
    from = '127.0.0.1',
    method = 'GET',
    headers = {},
    body,
    user,
  }: {
    ca: Buffer
    from?: string
    method?: string
    headers?: Record<string, string>
    body?: string
    user?: { name: string; password: string }
  },
): Promise<Answer> {
  const target = new URL(url)
  const auth = user ? { authorization: `Basic ${Buffer.from(`${user.name}:${user.password}`).toString('base64')}` } : {}
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        localAddress: from,
        servername: target.hostname,
        headers: { host: target.host, ...auth, ...headers },
        ca,
        agent: false,
        timeout: 60_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        )
      },
    )
    req.on('timeout', () => req.destroy(new Error(`${method} ${url}: no answer in 60 s`)))
    req.on('error', reject)
    req.end(body)
  })
}

/** Fails loudly with what came back. */
export function expectStatus(answer: Answer, status: number, what: string) {
  if (answer.status !== status) {
    throw new Error(`${what}: expected HTTP ${status}, got ${answer.status}:\n${answer.text.slice(0, 600)}`)
  }
}
