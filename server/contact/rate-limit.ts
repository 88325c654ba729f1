import { log } from '../log.ts'

/** `5/10m` → 5 requests per 10 minutes; `0` → no limit. Units: s, m, h. */
export type RateLimit = { max: number; windowMs: number }

const UNITS = { s: 1_000, m: 60_000, h: 3_600_000 } as const

export function parseRateLimit(value: string): RateLimit | null {
  if (value.trim() === '0') return null
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*([smh])\s*$/.exec(value)
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    throw new Error(`Rate limit must look like 5/10m (requests/window with s, m or h) or be 0: ${value}`)
  }
  return { max: Number(match[1]), windowMs: Number(match[2]) * UNITS[match[3] as keyof typeof UNITS] }
}

/**
 * At most this many addresses are remembered (a few MB). A flood from more distinct addresses
 * than that (a botnet, or one IPv6 client – which is why IPv6 counts per /64) cannot grow the
 * memory further: the addresses not seen for longest are forgotten first. Whoever commands
 * that many addresses gets past a per-address limit anyway; ordinary visitors are never near it.
 */
export const RATE_LIMIT_MAX_ADDRESSES = 50_000

export type RateLimiter = {
  /** Counts a request from `key`; says whether it may proceed, and if not, for how long to wait. */
  hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number }
  /** Forgets keys whose requests are all older than the window. */
  sweep(): void
  /** Number of addresses currently remembered. */
  readonly size: number
  /** Addresses forgotten before their window had passed because the limiter was full (since start). */
  readonly evicted: number
  dispose(): void
}

/**
 * Sliding-window limit per client address, in memory only. The privacy policy promises
 * that the address is kept for at most the window (10 minutes by default): every key is
 * dropped once its newest request is older than the window, checked every few seconds.
 * With several server instances each counts on its own (the limit is per instance).
 *
 * Memory is bounded by `maxAddresses` keys of at most `limit.max` timestamps each, in two
 * generations: new and recently seen keys go into the current one; when it holds half the
 * bound, the previous generation – keys not seen since – is dropped whole and the current one
 * takes its place. Every operation stays constant-time under a flood (evicting from the front
 * of one Map would not: V8 skips the deleted slots on every pass).
 */
export function createRateLimiter(
  limit: RateLimit,
  {
    now = () => Date.now(),
    sweepEveryMs = 5_000,
    maxAddresses = RATE_LIMIT_MAX_ADDRESSES,
  }: { now?: () => number; sweepEveryMs?: number; maxAddresses?: number } = {},
): RateLimiter {
  let current = new Map<string, number[]>()
  let previous = new Map<string, number[]>()
  let evicted = 0
  let lastWarning = -Infinity

  const newest = (times: number[]) => times[times.length - 1] ?? -Infinity

  function sweep() {
    const cutoff = now() - limit.windowMs
    for (const generation of [current, previous]) {
      for (const [key, times] of generation) if (newest(times) <= cutoff) generation.delete(key)
    }
  }
  const timer = setInterval(sweep, sweepEveryMs)
  timer.unref()

  function remember(key: string, times: number[], time: number) {
    previous.delete(key)
    current.set(key, times)
    if (current.size < Math.max(1, Math.floor(maxAddresses / 2))) return
    let early = 0
    for (const times of previous.values()) if (newest(times) > time - limit.windowMs) early++
    previous = current
    current = new Map()
    if (early === 0) return
    evicted += early
    if (time - lastWarning >= limit.windowMs) {
      lastWarning = time
      log('warn', 'rate limiter full; forgetting the addresses not seen for longest', { maxAddresses, evicted })
    }
  }

  return {
    hit(key) {
      const time = now()
      const recent = (current.get(key) ?? previous.get(key) ?? []).filter((t) => t > time - limit.windowMs)
      if (recent.length >= limit.max) {
        remember(key, recent, time)
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + limit.windowMs - time) / 1000)),
        }
      }
      recent.push(time)
      remember(key, recent, time)
      return { allowed: true }
    },
    sweep,
    get size() {
      return current.size + previous.size
    },
    get evicted() {
      return evicted
    },
    dispose() {
      clearInterval(timer)
    },
  }
}

/**
 * The key an address is limited by. IPv6 clients usually hold a whole /64, so they are
 * counted per /64; IPv4-mapped IPv6 addresses count as the IPv4 address.
 */
export function rateLimitKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return mapped[1]!
  if (!ip.includes(':')) return ip
  const [head = '', tail = ''] = ip.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
