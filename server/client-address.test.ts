import { describe, expect, test } from 'vitest'

import { clientIp, type ProxiedRequest, trustedProxies, viaHttps } from './client-address.ts'

/** A request from `peer` (the socket) with these headers. */
function from(peer: string | undefined, headers: Record<string, string> = {}): ProxiedRequest {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
  return {
    req: { header: (name) => lower[name.toLowerCase()] },
    env: { incoming: { socket: { remoteAddress: peer } } },
  }
}

const NONE = trustedProxies([])
const CADDY = trustedProxies(['127.0.0.1'])

describe('client address', () => {
  test('without trusted proxies the socket peer is the client, whatever X-Forwarded-For says', () => {
    expect(clientIp(from('203.0.113.7', { 'X-Forwarded-For': '198.51.100.1' }), NONE)).toBe('203.0.113.7')
    expect(clientIp(from('127.0.0.1', { 'X-Forwarded-For': '198.51.100.1' }), NONE)).toBe('127.0.0.1')
  })

  test('a trusted proxy reports the client; an untrusted peer cannot', () => {
    expect(clientIp(from('127.0.0.1', { 'X-Forwarded-For': '198.51.100.1' }), CADDY)).toBe('198.51.100.1')
    expect(clientIp(from('127.0.0.2', { 'X-Forwarded-For': '198.51.100.1' }), CADDY)).toBe('127.0.0.2')
    expect(clientIp(from('127.0.0.1'), CADDY)).toBe('127.0.0.1')
  })

  test('entries are read right to left and only as far as the proxies are trusted', () => {
    // The visitor forged the first entry; our proxy appended the address it saw.
    const forged = from('127.0.0.1', { 'X-Forwarded-For': '10.9.9.9, 198.51.100.1' })
    expect(clientIp(forged, CADDY)).toBe('198.51.100.1')
    // Two proxies of ours (a load balancer in 10.0.0.0/8, then Caddy): the hop before them is the client.
    const chain = from('127.0.0.1', { 'X-Forwarded-For': '192.0.2.50, 198.51.100.1, 10.0.0.5' })
    expect(clientIp(chain, trustedProxies(['127.0.0.1', '10.0.0.0/8']))).toBe('198.51.100.1')
    expect(clientIp(chain, CADDY)).toBe('10.0.0.5')
  })

  test("proxy-addr's names and IPv6 ranges work; IPv4-mapped and zoned addresses are normalised", () => {
    expect(clientIp(from('::1', { 'X-Forwarded-For': '2001:db8::7' }), trustedProxies(['loopback']))).toBe(
      '2001:db8::7',
    )
    expect(clientIp(from('::ffff:127.0.0.1', { 'X-Forwarded-For': '::ffff:198.51.100.1' }), CADDY)).toBe('198.51.100.1')
    expect(clientIp(from('fd00::2', { 'X-Forwarded-For': 'fe80::1%eth0' }), trustedProxies(['fd00::/8']))).toBe(
      'fe80::1',
    )
    expect(clientIp(from('::ffff:203.0.113.7'), NONE)).toBe('203.0.113.7')
  })

  test('garbage from a trusted proxy, or no socket, is no address', () => {
    expect(clientIp(from('127.0.0.1', { 'X-Forwarded-For': 'unknown' }), CADDY)).toBeNull()
    expect(clientIp(from(undefined, { 'X-Forwarded-For': '198.51.100.1' }), CADDY)).toBeNull()
  })

  test('a list that is not addresses is refused with the entry named', () => {
    expect(() => trustedProxies(['127.0.0.1', 'caddy.local'])).toThrow(/caddy\.local/)
    expect(() => trustedProxies(['10.0.0.0/33'])).toThrow(/10\.0\.0\.0\/33/)
  })
})

describe('HTTPS behind a proxy', () => {
  const http = 'http://mandatwerk.example/'
  test('X-Forwarded-Proto counts only from a trusted peer', () => {
    expect(viaHttps(from('127.0.0.1', { 'X-Forwarded-Proto': 'https' }), http, CADDY)).toBe(true)
    expect(viaHttps(from('127.0.0.2', { 'X-Forwarded-Proto': 'https' }), http, CADDY)).toBe(false)
    expect(viaHttps(from('127.0.0.1', { 'X-Forwarded-Proto': 'https' }), http, NONE)).toBe(false)
    expect(viaHttps(from('127.0.0.1', { 'X-Forwarded-Proto': 'http' }), http, CADDY)).toBe(false)
    expect(viaHttps(from('127.0.0.1'), http, CADDY)).toBe(false)
  })

  test('the outermost proxy decides; a TLS socket of our own is HTTPS anyway', () => {
    expect(viaHttps(from('127.0.0.1', { 'X-Forwarded-Proto': 'HTTPS, http' }), http, CADDY)).toBe(true)
    expect(viaHttps(from('127.0.0.1', { 'X-Forwarded-Proto': 'http, https' }), http, CADDY)).toBe(false)
    expect(viaHttps(from('203.0.113.7'), 'https://mandatwerk.example/', NONE)).toBe(true)
  })
})
