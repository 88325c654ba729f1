import type { IncomingMessage } from 'node:http'
import { isIP } from 'node:net'

import proxyaddr from 'proxy-addr'

import { log } from './log.ts'

/**
 * Which peers may report the client (X-Forwarded-For) and the protocol (X-Forwarded-Proto):
 * `TRUSTED_PROXIES` compiled by proxy-addr, the library Express uses. `hop` 0 is the socket peer.
 */
export type TrustedProxies = (address: string, hop: number) => boolean

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/**
 * Compiles a list of addresses, CIDR ranges (`10.0.0.0/8`, `fd00::/8`, `192.168.0.0/255.255.0.0`)
 * and proxy-addr's names `loopback`, `linklocal`, `uniquelocal`. Throws a TypeError naming the
 * entry it cannot read. An empty list trusts no one: the socket peer is the client.
 */
export function trustedProxies(list: readonly string[]): TrustedProxies {
  for (const entry of list) {
    // proxy-addr also takes shorthand like `1` (= 0.0.0.1): refused here, because `TRUSTED_PROXIES=1`
    // is what someone used to the old TRUST_PROXY=1 would write, and it would trust no real proxy.
    if (!NAMED_RANGES.has(entry) && !isIP(entry.split('/')[0]!)) throw new TypeError(`invalid IP address: ${entry}`)
  }
  return proxyaddr.compile([...list])
}

/** A request as the Hono node adapter hands it over: its headers and its socket. */
export type ProxiedRequest = {
  req: { header(name: string): string | undefined }
  env?: { incoming?: { socket?: { remoteAddress?: string } } }
}

const socketAddress = (c: ProxiedRequest) => c.env?.incoming?.socket?.remoteAddress

/**
 * The client's address: the socket peer, or – while the peer and then each earlier hop is a
 * trusted proxy – the address that proxy reported in X-Forwarded-For, right to left. An
 * untrusted peer's X-Forwarded-For is ignored, so a visitor cannot choose their address.
 * IPv4-mapped IPv6 addresses come back as IPv4, without an IPv6 zone (PostgreSQL's inet
 * refuses `fe80::1%eth0`); null when there is no usable address (a trusted proxy reported garbage).
 */
export function clientIp(c: ProxiedRequest, trust: TrustedProxies): string | null {
  const request = {
    socket: { remoteAddress: socketAddress(c) },
    headers: { 'x-forwarded-for': c.req.header('x-forwarded-for') },
  }
  const address = proxyaddr(request as unknown as IncomingMessage, trust)?.split('%')[0]
  if (!address || !isIP(address)) return null
  return address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
}

/**
 * Whether the visitor used HTTPS: a TLS socket of our own, or a trusted proxy's
 * X-Forwarded-Proto (its first entry, the protocol the outermost proxy saw). Decides HSTS and
 * `upgrade-insecure-requests`, which must never be sent to a plain-HTTP visitor.
 */
export function viaHttps(c: ProxiedRequest, requestUrl: string, trust: TrustedProxies): boolean {
  if (new URL(requestUrl).protocol === 'https:') return true
  const peer = socketAddress(c)
  if (!peer || !trust(peer, 0)) return false
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https'
}

/** The trust settings already warned about (one warning per server, not per request). */
const warned = new WeakSet<TrustedProxies>()

/**
 * Warns once when a request comes from this machine (loopback) with X-Forwarded-For, but
 * loopback is not a trusted proxy: a proxy such as Caddy on this machine relays the
 * visitors, and without TRUSTED_PROXIES every visitor looks like 127.0.0.1 – one rate
 * limit for all of them, no client address stored, no HSTS.
 */
export function warnIfUntrustedLocalProxy(c: ProxiedRequest, trust: TrustedProxies): void {
  if (warned.has(trust)) return
  const peer = socketAddress(c)
  if (!peer || c.req.header('x-forwarded-for') === undefined) return
  const address = peer.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  if (!(address === '::1' || address.startsWith('127.')) || trust(peer, 0)) return
  warned.add(trust)
  log(
    'warn',
    'a request from this machine carries X-Forwarded-For, but TRUSTED_PROXIES does not trust loopback: ' +
      'every visitor looks like 127.0.0.1 (one rate limit for all, no HSTS). Set TRUSTED_PROXIES=127.0.0.1 ' +
      'for a proxy on this machine (docs/deploy.md).',
  )
}
