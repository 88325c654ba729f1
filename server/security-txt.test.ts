import { describe, expect, test } from 'vitest'

import { SECURITY_TXT } from '../app/config/site.ts'
import { MAX_VALID_DAYS, securityTxt, securityTxtExpires, securityTxtNotice } from './security-txt.ts'

const DAY = 24 * 60 * 60 * 1000
const BUILT = new Date('2026-11-21T09:30:12Z')
const text = securityTxt(SECURITY_TXT, { siteUrl: 'https://mandatwerk.example/', builtAt: BUILT })

/** The RFC 9116 fields of a security.txt: name → values, comments and blank lines skipped. */
function fields(body: string) {
  const result: Record<string, string[]> = {}
  for (const line of body.split('\n')) {
    if (line === '' || line.startsWith('#')) continue
    const match = /^([A-Za-z-]+): (.+)$/.exec(line)
    expect(match, `not a field line: ${line}`).not.toBeNull()
    ;(result[match![1]!] ??= []).push(match![2]!)
  }
  return result
}

describe('security.txt', () => {
  test('has the required Contact and one Expires, plus Preferred-Languages and Canonical', () => {
    expect(fields(text)).toEqual({
      Contact: ['mailto:security@mandatwerk.example'],
      Expires: ['2027-05-20T09:30:12Z'],
      'Preferred-Languages': ['de, en'],
      Canonical: ['https://mandatwerk.example/.well-known/security.txt'],
    })
  })

  test('Expires is less than a year after the build (RFC 9116 § 2.5.5), with the configured validity', () => {
    const expires = securityTxtExpires(text)!
    expect(expires.getTime() - BUILT.getTime()).toBeLessThan(365 * DAY)
    expect(Math.round((expires.getTime() - BUILT.getTime()) / DAY)).toBe(SECURITY_TXT.validDays)
    const config = { ...SECURITY_TXT, validDays: 365 }
    expect(() => securityTxt(config, { siteUrl: 'https://a.example', builtAt: BUILT })).toThrow(/less than a year/)
    expect(MAX_VALID_DAYS).toBeLessThan(365)
  })

  test('refuses a contact that is not a mailto:, https: or tel: URI', () => {
    for (const contact of [[], ['security@mandatwerk.example'], ['http://mandatwerk.example/security']]) {
      expect(() => securityTxt({ ...SECURITY_TXT, contact }, { siteUrl: 'https://a.example', builtAt: BUILT })).toThrow(
        /Contact|contact/,
      )
    }
  })

  test('the operator hears nothing while it is valid, a warning in its last 30 days, an error once expired', () => {
    const at = (days: number) => new Date(BUILT.getTime() + days * DAY)
    expect(securityTxtNotice(text, at(0))).toBeUndefined()
    expect(securityTxtNotice(text, at(SECURITY_TXT.validDays - 31))).toBeUndefined()
    expect(securityTxtNotice(text, at(SECURITY_TXT.validDays - 10))).toMatchObject({
      level: 'warn',
      msg: '/.well-known/security.txt expires soon',
      fields: { expires: '2027-05-20T09:30:12Z', daysLeft: 10, fix: expect.stringContaining('npm run build') },
    })
    expect(securityTxtNotice(text, at(SECURITY_TXT.validDays + 1))).toMatchObject({
      level: 'error',
      msg: '/.well-known/security.txt has expired',
    })
    expect(securityTxtNotice(undefined, at(0))).toMatchObject({ level: 'error' })
    expect(securityTxtNotice('Contact: mailto:a@b.example\n', at(0))).toMatchObject({ level: 'error' })
  })
})
