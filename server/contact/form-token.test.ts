import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import {
  createFormTokens,
  FORM_SECRET_FILE,
  FORM_TOKEN_MAX_AGE_MS,
  formIdempotencyKey,
  loadFormSecret,
} from './form-token.ts'

const NOW = Date.UTC(2026, 10, 26, 12)
const tokens = createFormTokens(Buffer.alloc(32, 1))

describe('form token (docs/decisions/031)', () => {
  it('gives the fill time and a key for a token it signed', () => {
    const check = tokens.check(tokens.issue(NOW - 4_000), NOW)
    expect(check).toEqual({ status: 'valid', fillMs: 4_000, key: expect.stringMatching(/^form-[\w-]{22}$/) })
  })

  it('every token has its own key', () => {
    const keys = new Set(
      Array.from({ length: 50 }, () => (tokens.check(tokens.issue(NOW), NOW) as { key: string }).key),
    )
    expect(keys.size).toBe(50)
  })

  it('missing, forged, from another key, from the future, expired', () => {
    const token = tokens.issue(NOW)
    expect(tokens.check(undefined, NOW).status).toBe('missing')
    expect(tokens.check('', NOW).status).toBe('missing')
    expect(tokens.check(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, NOW).status).toBe('forged')
    expect(tokens.check(token.replace(`v1.${NOW}.`, `v1.${NOW - 10_000}.`), NOW).status).toBe('forged')
    expect(createFormTokens(Buffer.alloc(32, 2)).check(token, NOW).status).toBe('forged')
    expect(tokens.check(tokens.issue(NOW + 5 * 60_000), NOW).status).toBe('forged')
    const old = tokens.check(tokens.issue(NOW - FORM_TOKEN_MAX_AGE_MS - 1), NOW)
    expect(old).toEqual({ status: 'expired', key: expect.stringMatching(/^form-/) })
  })

  it('the idempotency key follows the content', () => {
    const a = formIdempotencyKey('form-x', { name: 'A' })
    expect(formIdempotencyKey('form-x', { name: 'A' })).toBe(a)
    expect(formIdempotencyKey('form-x', { name: 'B' })).not.toBe(a)
    expect(a).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/)
  })
})

describe('loadFormSecret', () => {
  let dir: string | undefined
  afterEach(() => dir && rmSync(dir, { recursive: true, force: true }))

  it('creates an owner-only key in DATA_DIR once and reads it back; CONTACT_FORM_SECRET wins', () => {
    dir = mkdtempSync(join(tmpdir(), 'form-secret-'))
    const first = loadFormSecret(dir)
    expect(first).toHaveLength(32)
    expect(statSync(join(dir, FORM_SECRET_FILE)).mode & 0o777).toBe(0o600)
    expect(loadFormSecret(dir)).toEqual(first)
    expect(loadFormSecret(dir, 'x'.repeat(32)).toString()).toBe('x'.repeat(32))
  })
})
