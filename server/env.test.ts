import { readFileSync } from 'node:fs'

import { describe, expect, test } from 'vitest'

import { OPERATOR } from '../app/config/site.ts'
import { ENV_NAMES, loadServerEnv, readEnv } from './env.ts'
import { policyProblems } from './env-production.ts'

describe('environment', () => {
  test('the contact backend defaults', async () => {
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
      CONTACT_CONFIRMATIONS_PER_RECIPIENT: 3,
      CONTACT_CONFIRMATIONS_PER_DOMAIN: 20,
      CONTACT_CONFIRMATIONS_PER_HOUR: 100,
      DATA_DISK_MIN_FREE_MB: 256,
      OUTBOX_NOTIFICATION_RETRY_HOURS: 72,
      OUTBOX_CONFIRMATION_RETRY_HOURS: 24,
      OUTBOX_LEASE_SECONDS: 120,
      CONTACT_RETENTION_DAYS: 365,
    })
  })

  test('reads and normalises the contact settings; empty means unset', async () => {
    const env = readEnv({
      DATABASE_URL: '',
      SMTP_URL: 'smtps://user:secret@mail.example:465',
      CONTACT_RATE_LIMIT: '0',
      CONTACT_MIN_FILL_MS: '0',
      CONTACT_ALLOWED_ORIGINS: 'https://kampagne.example/, http://localhost:5173',
      OUTBOX_NOTIFICATION_RETRY_HOURS: '96',
    })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env).toMatchObject({
      SMTP_URL: 'smtps://user:secret@mail.example:465',
      CONTACT_RATE_LIMIT: null,
      CONTACT_MIN_FILL_MS: 0,
      CONTACT_ALLOWED_ORIGINS: ['https://kampagne.example', 'http://localhost:5173'],
      OUTBOX_NOTIFICATION_RETRY_HOURS: 96,
    })
  })

  test.each([
    ['DATABASE_URL', 'mysql://db'],
    ['SMTP_URL', 'mail.example:25'],
    ['CONTACT_INBOX', 'not-an-address'],
    ['CONTACT_RATE_LIMIT', 'lots'],
    ['CONTACT_MIN_FILL_MS', '-1'],
    ['CONTACT_ALLOWED_ORIGINS', 'ftp://files.example'],
    ['OUTBOX_NOTIFICATION_RETRY_HOURS', '0'],
    ['CONTACT_CONFIRMATIONS_PER_RECIPIENT', '0'],
    ['CONTACT_CONFIRMATIONS_PER_HOUR', 'many'],
    ['MAIL_MODE', 'pigeon'],
    ['METRICS_ALLOW', '10.0.0.0/33'],
    ['NODE_ENV', 'prod'],
    ['OUTBOX_LEASE_SECONDS', '1'],
  ])('refuses %s=%s loudly', (name, value) => {
    expect(() => readEnv({ [name]: value })).toThrow(new RegExp(`Invalid environment:\\n  ${name}: `))
  })

  test('TRUSTED_PROXIES: a list of addresses, ranges and proxy-addr names; none by default', async () => {
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

  test('the old TRUST_PROXY stops the server and says what replaced it', async () => {
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

  test('.env.example lists every variable, and its values are valid', async () => {
    const example = readFileSync('.env.example', 'utf8')
    for (const name of ENV_NAMES) {
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

  test('an empty or blank variable is unset for every setting: its default, never 0', async () => {
    const blank = Object.fromEntries(ENV_NAMES.map((name, i) => [name, i % 2 ? '' : '  ']))
    const comparable = (env: ReturnType<typeof readEnv>) => ({ ...env, METRICS_ALLOW: env.METRICS_ALLOW.entries })
    expect(comparable(readEnv(blank))).toEqual(comparable(readEnv({})))
    expect(readEnv({ PORT: '', CONTACT_MIN_FILL_MS: '', CONTACT_RATE_LIMIT: '' })).toMatchObject({
      PORT: 3000,
      CONTACT_MIN_FILL_MS: 3000,
      CONTACT_RATE_LIMIT: { max: 5, windowMs: 600_000 },
    })
    // An explicit 0 still turns the fill-time check off.
    expect(readEnv({ CONTACT_MIN_FILL_MS: '0' }).CONTACT_MIN_FILL_MS).toBe(0)
  })

  test('every invalid value is reported, one line each, not just the first', async () => {
    expect(() => readEnv({ PORT: 'eighty', LOG_LEVEL: 'loud', MAIL_MODE: 'smtp' })).toThrow(
      /PORT: .*\n {2}LOG_LEVEL: .*\n {2}MAIL_MODE: smtp needs SMTP_URL/,
    )
    expect(() => readEnv({ MAIL_MODE: 'files', SMTP_URL: 'smtp://mail.example:25' })).toThrow(
      /MAIL_MODE: files .* but SMTP_URL is set/,
    )
  })

  describe('production (NODE_ENV=production)', () => {
    const SAFE = {
      NODE_ENV: 'production',
      SITE_URL: 'https://www.mandatwerk.de',
      DATA_DIR: '/var/lib/mandatwerk',
      SMTP_URL: 'smtp://mailer:secret@smtp.mandatwerk.de:587',
      SMTP_FROM: 'Mandatwerk <kontakt@mandatwerk.de>',
      CONTACT_INBOX: 'anfragen@mandatwerk.de',
    }

    test('a complete configuration starts; without NODE_ENV the same problems are no reason to refuse', async () => {
      expect(await loadServerEnv(SAFE)).toMatchObject({ production: true, problems: [] })
      expect(await loadServerEnv({})).toMatchObject({ production: false, problems: [] })
    })

    test('the shipped defaults are refused, each problem on its own line naming its variable', async () => {
      const { problems } = await loadServerEnv({ NODE_ENV: 'production' })
      expect(problems.map((line) => line.split(':')[0])).toEqual([
        'SMTP_URL',
        'CONTACT_INBOX',
        'SMTP_FROM',
        'SITE_URL',
        'DATA_DIR',
      ])
      for (const line of problems) expect(line).not.toContain('\n')
    })

    test.each([
      ['CONTACT_INBOX', 'inbox@mandatwerk.example'],
      ['CONTACT_INBOX', 'inbox@shop.test'],
      ['CONTACT_INBOX', 'root@localhost'],
      ['CONTACT_INBOX', 'team@example.com'],
      ['SMTP_FROM', 'Mandatwerk <noreply@mandatwerk.invalid>'],
      ['SMTP_FROM', 'printer@office.local'],
      ['SITE_URL', 'http://www.mandatwerk.de'],
      ['DATA_DIR', 'data'],
      ['DATA_DIR', './var/data'],
    ])('refuses %s=%s', async (name, value) => {
      expect((await loadServerEnv({ ...SAFE, [name]: value })).problems).toEqual([
        expect.stringMatching(new RegExp(`^${name}: `)),
      ])
    })

    test.each([
      ['CONTACT_RETENTION_DAYS', '0', /keeps requests forever/],
      ['CONTACT_RETENTION_DAYS', String(OPERATOR.retention.contactRequestDays + 1), /keeps requests longer/],
      ['CONTACT_RATE_LIMIT', `5/${OPERATOR.retention.rateLimitMinutes + 1}m`, /privacy policy promises at most/],
      ['CONTACT_RATE_LIMIT', '100/1h', /privacy policy promises at most/],
    ])('refuses %s=%s, which the privacy policy does not cover', async (name, value, why) => {
      const { problems } = await loadServerEnv({ ...SAFE, [name]: value })
      expect(problems).toEqual([expect.stringMatching(new RegExp(`^${name}: `))])
      expect(problems[0]).toMatch(why)
      // The go-live check lists it too (scripts/check-golive.ts), outside production as well.
      expect(policyProblems(readEnv({ [name]: value }))).toEqual(problems)
    })

    test('accepts the settings the privacy policy covers: a shorter retention, a shorter window, no limit', async () => {
      for (const extra of [
        { CONTACT_RETENTION_DAYS: '1' },
        { CONTACT_RETENTION_DAYS: String(OPERATOR.retention.contactRequestDays) },
        { CONTACT_RATE_LIMIT: `3/${OPERATOR.retention.rateLimitMinutes}m` },
        { CONTACT_RATE_LIMIT: '0' },
      ]) {
        expect((await loadServerEnv({ ...SAFE, ...extra })).problems).toEqual([])
      }
    })

    test('without SMTP_URL only with MAIL_MODE=files, chosen explicitly; empty counts as unset', async () => {
      expect((await loadServerEnv({ ...SAFE, SMTP_URL: '' })).problems).toEqual([
        expect.stringMatching(/^SMTP_URL: not set/),
      ])
      expect((await loadServerEnv({ ...SAFE, SMTP_URL: '', MAIL_MODE: 'files' })).problems).toEqual([])
    })

    test('invalid values and unsafe ones are listed together', async () => {
      const { problems } = await loadServerEnv({ ...SAFE, PORT: 'x', SITE_URL: 'http://mandatwerk.de' })
      expect(problems.map((line) => line.split(':')[0])).toEqual(['PORT', 'SITE_URL'])
    })

    test('further checks (the go-live content check) join the list, and run only in production', async () => {
      const demo = (env: { ALLOW_DEMO_CONTENT: boolean }) =>
        env.ALLOW_DEMO_CONTENT ? [] : ['ALLOW_DEMO_CONTENT: app/config/site.ts still has the demo phone number']
      expect((await loadServerEnv(SAFE, [demo])).problems).toEqual([
        'ALLOW_DEMO_CONTENT: app/config/site.ts still has the demo phone number',
      ])
      expect((await loadServerEnv({ ...SAFE, ALLOW_DEMO_CONTENT: '1' }, [demo])).problems).toEqual([])
      expect((await loadServerEnv({}, [demo])).problems).toEqual([])
    })
  })
})
