import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { ENV_NAMES, readEnv } from './env.ts'

describe('environment', () => {
  test('the contact backend defaults', () => {
    const env = readEnv({})
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.SMTP_URL).toBeUndefined()
    expect(env).toMatchObject({
      DATA_DIR: 'data',
      SMTP_FROM: 'Mandatwerk <kontakt@mandatwerk.example>',
      CONTACT_INBOX: 'kontakt@mandatwerk.example',
      CONTACT_RATE_LIMIT: { max: 5, windowMs: 600_000 },
      CONTACT_MIN_FILL_MS: 3000,
      CONTACT_ALLOWED_ORIGINS: [],
      OUTBOX_MAX_ATTEMPTS: 20,
      OUTBOX_LEASE_SECONDS: 120,
      CONTACT_RETENTION_DAYS: 365,
    })
  })

  test('reads and normalises the contact settings; empty means unset', () => {
    const env = readEnv({
      DATABASE_URL: '',
      SMTP_URL: 'smtps://user:secret@mail.example:465',
      CONTACT_RATE_LIMIT: '0',
      CONTACT_MIN_FILL_MS: '0',
      CONTACT_ALLOWED_ORIGINS: 'https://kampagne.example/, http://localhost:5173',
      OUTBOX_MAX_ATTEMPTS: '5',
    })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env).toMatchObject({
      SMTP_URL: 'smtps://user:secret@mail.example:465',
      CONTACT_RATE_LIMIT: null,
      CONTACT_MIN_FILL_MS: 0,
      CONTACT_ALLOWED_ORIGINS: ['https://kampagne.example', 'http://localhost:5173'],
      OUTBOX_MAX_ATTEMPTS: 5,
    })
  })

  test.each([
    ['DATABASE_URL', 'mysql://db'],
    ['SMTP_URL', 'mail.example:25'],
    ['CONTACT_INBOX', 'not-an-address'],
    ['CONTACT_RATE_LIMIT', 'lots'],
    ['CONTACT_MIN_FILL_MS', '-1'],
    ['CONTACT_ALLOWED_ORIGINS', 'ftp://files.example'],
    ['OUTBOX_MAX_ATTEMPTS', '0'],
    ['OUTBOX_LEASE_SECONDS', '1'],
  ])('refuses %s=%s loudly', (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(new RegExp(`Invalid environment:\\n  ${name}: `))
  })

  test('TRUSTED_PROXIES: a list of addresses, ranges and proxy-addr names; none by default', () => {
    expect(readEnv({}).TRUSTED_PROXIES).toEqual([])
    expect(readEnv({ TRUSTED_PROXIES: '' }).TRUSTED_PROXIES).toEqual([])
    expect(readEnv({ TRUSTED_PROXIES: ' 127.0.0.1, ::1 ,10.0.0.0/8,loopback' }).TRUSTED_PROXIES).toEqual([
      '127.0.0.1',
      '::1',
      '10.0.0.0/8',
      'loopback',
    ])
    expect(() => readEnv({ TRUSTED_PROXIES: '127.0.0.1, caddy' })).toThrow(
      /Invalid environment:\n {2}TRUSTED_PROXIES: invalid IP address: caddy/,
    )
    expect(() => readEnv({ TRUSTED_PROXIES: '1' })).toThrow(/TRUSTED_PROXIES: invalid IP address: 1/)
  })

  test('the old TRUST_PROXY stops the server and says what replaced it', () => {
    for (const value of ['1', '0', 'true']) {
      expect(() => readEnv({ TRUST_PROXY: value })).toThrow(
        /Invalid environment:\n {2}TRUST_PROXY: no longer read; replaced by TRUSTED_PROXIES.*Remove TRUST_PROXY\./,
      )
    }
    // Listed together with the other problems, not instead of them.
    expect(() => readEnv({ TRUST_PROXY: '1', PORT: 'x' })).toThrow(/TRUST_PROXY: .*\n {2}PORT: /)
    // Empty means unset, as for every variable.
    expect(() => readEnv({ TRUST_PROXY: '' })).not.toThrow()
  })

  test('.env.example lists every variable, and its values are valid', () => {
    const example = readFileSync('.env.example', 'utf8')
    // NODE_ENV is set by the tools, not by operators.
    for (const name of ENV_NAMES.filter((n) => n !== 'NODE_ENV')) {
      expect(example, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'))
    }
    const values = Object.fromEntries(
      example
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    )
    expect(() => readEnv(values)).not.toThrow()
  })
})
