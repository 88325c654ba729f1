import { expect, test } from 'vitest'

import { createPasswordRecord, PBKDF2_ITERATIONS, verifyPassword } from './password-hash.ts'

// Fewer iterations keep the tests fast; the algorithm is the same.
const FAST = 1_000

test('a record holds salt, hash and iteration count, never the password', async () => {
  const record = await createPasswordRecord('Wahlkampf2025!', FAST)
  expect(record.salt).toMatch(/^[0-9a-f]{32}$/)
  expect(record.hash).toMatch(/^[0-9a-f]{64}$/)
  expect(record.iterations).toBe(FAST)
  expect(JSON.stringify(record)).not.toContain('Wahlkampf')
})

test('the salt is random, so the same password gives different records', async () => {
  const [a, b] = await Promise.all([createPasswordRecord('same', FAST), createPasswordRecord('same', FAST)])
  expect(a.salt).not.toBe(b.salt)
  expect(a.hash).not.toBe(b.hash)
})

test('only the exact password verifies', async () => {
  const record = await createPasswordRecord('Wahlkampf2025!', FAST)
  expect(await verifyPassword('Wahlkampf2025!', record)).toBe(true)
  for (const wrong of ['', 'wahlkampf2025!', 'Wahlkampf2025', 'Wahlkampf2025! ', ' Wahlkampf2025!'])
    expect(await verifyPassword(wrong, record), JSON.stringify(wrong)).toBe(false)
})

test('matches the PBKDF2-SHA-256 test vector of RFC 7914 section 11', async () => {
  // P="passwd", S="salt", c=1: the first 32 bytes of the published 64-byte output.
  const record = {
    salt: Buffer.from('salt').toString('hex'),
    iterations: 1,
    hash: '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc',
  }
  expect(await verifyPassword('passwd', record)).toBe(true)
})

test('the default work factor follows the OWASP recommendation', () => {
  expect(PBKDF2_ITERATIONS).toBeGreaterThanOrEqual(600_000)
})
