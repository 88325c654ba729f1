import { describe, expect, test } from 'vitest'

import { createRateLimiter, parseRateLimit, RATE_LIMIT_MAX_ADDRESSES, rateLimitKey } from './rate-limit.ts'

describe('rate limit', () => {
  test('parses CONTACT_RATE_LIMIT', () => {
    expect(parseRateLimit('5/10m')).toEqual({ max: 5, windowMs: 600_000 })
    expect(parseRateLimit('100/1h')).toEqual({ max: 100, windowMs: 3_600_000 })
    expect(parseRateLimit('3 / 30s')).toEqual({ max: 3, windowMs: 30_000 })
    expect(parseRateLimit('0')).toBeNull()
    for (const bad of ['5', '5/10', 'five/10m', '0/10m', '5/0m', '5/10d']) expect(() => parseRateLimit(bad)).toThrow()
  })

  test('allows max requests per sliding window and says when to come back; forgets the address afterwards', () => {
    let time = 0
    const limiter = createRateLimiter({ max: 2, windowMs: 600_000 }, { now: () => time })
    expect(limiter.hit('a').allowed).toBe(true)
    time = 60_000
    expect(limiter.hit('a').allowed).toBe(true)
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 540 })
    expect(limiter.hit('b').allowed).toBe(true)
    time = 600_001
    expect(limiter.hit('a').allowed).toBe(true)
    expect(limiter.hit('a').allowed).toBe(false)
    time = 1_200_002
    limiter.sweep()
    expect(limiter.size).toBe(0)
    limiter.dispose()
  })

  test('a flood of distinct addresses cannot grow it beyond its bound; the addresses seen longest ago go first', () => {
    let time = 0
    const limiter = createRateLimiter({ max: 2, windowMs: 600_000 }, { now: () => time, maxAddresses: 100 })
    limiter.hit('regular')
    limiter.hit('regular')
    expect(limiter.hit('regular').allowed).toBe(false)
    for (let i = 0; i < 10_000; i++) {
      time += 1
      limiter.hit(`flood-${i}`)
      expect(limiter.size).toBeLessThanOrEqual(100)
    }
    // Nothing had expired (10 s of a 10-minute window): whatever is not remembered was evicted.
    expect(limiter.evicted).toBe(10_001 - limiter.size)
    // The newest addresses are still counted; the oldest were forgotten.
    expect(limiter.hit('flood-9999').allowed).toBe(true)
    expect(limiter.hit('flood-9999').allowed).toBe(false)
    expect(limiter.hit('regular').allowed).toBe(true)
    limiter.dispose()
  })

  test('addresses whose window has passed make room without counting as forgotten early', () => {
    let time = 0
    const limiter = createRateLimiter({ max: 1, windowMs: 1_000 }, { now: () => time, maxAddresses: 10 })
    for (let i = 0; i < 5; i++) limiter.hit(`old-${i}`)
    time = 5_000
    for (let i = 0; i < 5; i++) limiter.hit(`new-${i}`)
    expect(limiter.size).toBeLessThanOrEqual(10)
    expect(limiter.evicted).toBe(0)
    expect(limiter.hit('new-4').allowed).toBe(false)
    limiter.dispose()
  })

  test(`the production bound of ${RATE_LIMIT_MAX_ADDRESSES.toLocaleString('en')} addresses holds under a flood ten times that, at a cost that does not grow with it`, () => {
    const address = (i: number) => `2001:db8:${(i >>> 16).toString(16)}:${(i & 0xffff).toString(16)}::/64`
    const limiter = createRateLimiter({ max: 5, windowMs: 600_000 })
    let largest = 0
    for (let i = 0; i < 10 * RATE_LIMIT_MAX_ADDRESSES; i++) {
      limiter.hit(address(i))
      largest = Math.max(largest, limiter.size)
    }
    expect(largest).toBeLessThanOrEqual(RATE_LIMIT_MAX_ADDRESSES)
    expect(largest).toBeGreaterThanOrEqual(RATE_LIMIT_MAX_ADDRESSES - 1)
    expect(limiter.evicted).toBe(10 * RATE_LIMIT_MAX_ADDRESSES - limiter.size)
    limiter.dispose()

    // The same flood against a limiter a hundred times smaller costs about the same per request:
    // forgetting is constant-time, not a scan of what is remembered.
    const timeFlood = (maxAddresses: number) => {
      const small = createRateLimiter({ max: 5, windowMs: 600_000 }, { maxAddresses })
      const started = performance.now()
      for (let i = 0; i < 200_000; i++) small.hit(address(i))
      small.dispose()
      return performance.now() - started
    }
    expect(timeFlood(RATE_LIMIT_MAX_ADDRESSES)).toBeLessThan(5 * timeFlood(RATE_LIMIT_MAX_ADDRESSES / 100))
  }, 30_000)

  test('IPv6 clients count per /64, IPv4-mapped addresses as IPv4', () => {
    expect(rateLimitKey('203.0.113.9')).toBe('203.0.113.9')
    expect(rateLimitKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(rateLimitKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64')
    expect(rateLimitKey('2001:db8:aa:bb::99')).toBe('2001:db8:aa:bb::/64')
    expect(rateLimitKey('2001:0db8::1')).toBe('2001:db8:0:0::/64')
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64')
  })
})
