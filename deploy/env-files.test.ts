/**
 * The environment-file templates in deploy/ are read twice in production: by systemd
 * (EnvironmentFile=) and by the shell (deploy/mandatwerk sources mandatwerk.env for builds and
 * the operator CLI). Both must see the same values, and the server must accept them.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

import { describe, expect, test } from 'vitest'

import { ENV_NAMES, readEnv } from '../server/env.ts'

/** What `set -a; . file` exports, as the shell sees it. */
function sourced(file: string): Record<string, string> {
  const out = execFileSync('sh', ['-c', `set -a; . ./${file}; env -0`], { env: {}, encoding: 'utf8' })
  return Object.fromEntries(
    out
      .split('\0')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )
}

/** The assignments written in the file (KEY=value lines, one pair of quotes stripped, as systemd does). */
function assigned(file: string): Record<string, string> {
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => {
        const value = line.slice(line.indexOf('=') + 1)
        return [line.slice(0, line.indexOf('=')), /^(['"]).*\1$/.test(value) ? value.slice(1, -1) : value]
      }),
  )
}

describe('deploy/mandatwerk.env', () => {
  test('the shell and systemd read the same values, and the server accepts them', () => {
    const values = assigned('deploy/mandatwerk.env')
    const shell = sourced('deploy/mandatwerk.env')
    for (const [name, value] of Object.entries(values)) expect(shell[name], name).toBe(value)
    expect(values.SMTP_FROM).toBe('Mandatwerk <kontakt@mandatwerk.example>')
    expect(values.TRUSTED_PROXIES).toBe('127.0.0.1')
    // The unit sets these; the file must not (NODE_ENV=production would make `npm ci` skip the build tools).
    for (const name of ['NODE_ENV', 'HOST', 'PORT', 'DATA_DIR']) expect(values, name).not.toHaveProperty(name)
    for (const name of Object.keys(values)) expect([...ENV_NAMES, 'CARD_PASSWORD'], name).toContain(name)
    const unit = { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '3000', DATA_DIR: '/var/lib/mandatwerk' }
    expect(() => readEnv({ ...unit, ...values })).not.toThrow()
  })
})

describe('deploy/caddy.env', () => {
  test('sets every value the Caddyfile needs and has no default for', () => {
    const values = assigned('deploy/caddy.env')
    expect(sourced('deploy/caddy.env')).toMatchObject(values)
    const caddyfile = readFileSync('deploy/Caddyfile', 'utf8')
    const required = [...caddyfile.matchAll(/\{\$([A-Z_]+)\}/g)].map((match) => match[1])
    expect(required.length).toBeGreaterThan(0)
    for (const name of required) expect(values, name).toHaveProperty(name!)
  })
})
