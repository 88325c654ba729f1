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

export type RateLimiter = {
  /** Counts a request from `key`; says whether it may proceed, and if not, for how long to wait. */
  hit(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number }
  /** Forgets keys whose requests are all older than the window. */
  sweep(): void
  /** Number of addresses currently remembered. */
  readonly size: number
  dispose(): void
}

/**
 * Sliding-window limit per client address, in memory only. The privacy policy promises
 * that the address is kept for at most the window (10 minutes by default): every key is
 * dropped once its newest request is older than the window, checked every few seconds.
 * With several server instances each counts on its own (the limit is per instance).
 */
export function createRateLimiter(
  limit: RateLimit,
  { now = () => Date.now(), sweepEveryMs = 5_000 }: { now?: () => number; sweepEveryMs?: number } = {},
): RateLimiter {
  const hits = new Map<string, number[]>()

  function sweep() {
    const cutoff = now() - limit.windowMs
    for (const [key, times] of hits) {
      if (times[times.length - 1]! <= cutoff) hits.delete(key)
    }
  }
  const timer = setInterval(sweep, sweepEveryMs)
  timer.unref()

  return {
    hit(key) {
      const time = now()
      const recent = (hits.get(key) ?? []).filter((t) => t > time - limit.windowMs)
      if (recent.length >= limit.max) {
        hits.set(key, recent)
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + limit.windowMs - time) / 1000)),
        }
      }
      recent.push(time)
      hits.set(key, recent)
      return { allowed: true }
    },
    sweep,
    get size() {
      return hits.size
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
