import { BlockList, isIP } from 'node:net'

/** Addresses allowed to read an internal endpoint (GET /metrics): loopback, plus configured ones. */
export type AllowList = {
  /** The configured entries, as given (loopback is always allowed besides). */
  readonly entries: readonly string[]
  /** Whether a socket peer address may pass; an unknown address never does. */
  allows(address: string | null | undefined): boolean
}

/** `::ffff:192.0.2.1` (an IPv4 client on a dual-stack socket) is 192.0.2.1; zones are dropped. */
export function plainAddress(address: string): string {
  return address.split('%')[0]!.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
}

/** `192.0.2.7`, `10.0.0.0/8`, `2001:db8::/32`; throws on anything else. */
export function parseAllowList(entries: readonly string[]): AllowList {
  const list = new BlockList()
  list.addSubnet('127.0.0.0', 8, 'ipv4')
  list.addAddress('::1', 'ipv6')
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/')
    const family = isIP(address)
    const bits = prefix === undefined ? undefined : Number(prefix)
    const max = family === 4 ? 32 : 128
    if (
      family === 0 ||
      extra !== undefined ||
      (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= max))
    ) {
      throw new Error(`not an IP address or CIDR network: ${entry}`)
    }
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (bits === undefined) list.addAddress(address, type)
    else list.addSubnet(address, bits, type)
  }
  return {
    entries,
    allows(raw) {
      if (!raw) return false
      const address = plainAddress(raw)
      const family = isIP(address)
      return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6')
    },
  }
}
