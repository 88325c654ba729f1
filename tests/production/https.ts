/** HTTPS to the rehearsal's Caddy as a browser would: by host name, trusting Caddy's own root. */
import { request } from 'node:https'

export type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

export function httpsClient(port: number, ca: string) {
  return function call(
    host: string,
    path: string,
    {
      method = 'GET',
      headers = {},
      body,
      from = '127.0.0.1',
      user,
    }: { method?: string; headers?: Record<string, string>; body?: string; from?: string; user?: string } = {},
  ): Promise<Answer> {
    const auth = user ? { Authorization: `Basic ${Buffer.from(user).toString('base64')}` } : {}
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          servername: host,
          localAddress: from,
          method,
          path,
          ca,
          headers: { Host: `${host}:${port}`, ...auth, ...headers },
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => (text += chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
        },
      )
      req.on('error', reject)
      req.setTimeout(30_000, () => req.destroy(new Error(`${method} https://${host}${path}: no answer in 30 s`)))
      req.end(body)
    })
  }
}
