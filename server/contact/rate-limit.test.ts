import { describe, expect, test } from 'vitest'
import { createRateLimiter, parseRateLimit, rateLimitKey } from './rate-limit.ts'

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

  test('IPv6 clients count per /64, IPv4-mapped addresses as IPv4', () => {
    expect(rateLimitKey('203.0.113.9')).toBe('203.0.113.9')
    expect(rateLimitKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(rateLimitKey('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64')
    expect(rateLimitKey('2001:db8:aa:bb::99')).toBe('2001:db8:aa:bb::/64')
    expect(rateLimitKey('2001:0db8::1')).toBe('2001:db8:0:0::/64')
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64')
  })
})
